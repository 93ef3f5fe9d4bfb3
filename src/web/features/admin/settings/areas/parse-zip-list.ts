export type ZipListParse = { ok: true; zipCodes: string[] } | { ok: false; message: string };

/**
 * An owner's ZIP list as typed: codes separated by commas, semicolons, spaces or lines; a ZIP+4
 * counts as its first five digits; repeats are dropped, the order kept.
 */
export function parseZipList(text: string): ZipListParse {
  const tokens = text.split(/[\s,;]+/).filter(Boolean);
  if (tokens.length === 0) return { ok: false, message: "Enter at least one ZIP code." };
  const invalid = tokens.filter((token) => !/^\d{5}(-\d{4})?$/.test(token));
  if (invalid.length > 0) {
    const listed = invalid.slice(0, 5).join(", ") + (invalid.length > 5 ? ", ..." : "");
    return {
      ok: false,
      message: `Not a 5-digit ZIP code: ${listed}. Separate ZIP codes with commas or spaces.`,
    };
  }
  return { ok: true, zipCodes: [...new Set(tokens.map((token) => token.slice(0, 5)))] };
}

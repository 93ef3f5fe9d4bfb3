import { ne } from "drizzle-orm";
import unhomoglyph from "unhomoglyph";
import type { Db } from "../db/database";
import { businesses } from "../db/schema";
import { AppError } from "../http/app-error";

/**
 * A name as people read it: Unicode's compatibility forms folded (NFKC: full-width "Ｎｏｒｔｈ" is
 * "North", the ligature "ﬁ" is "fi"), outer spaces trimmed and inner runs of spaces made one.
 */
export function normalizeBusinessName(name: string): string {
  return name.normalize("NFKC").trim().replace(/\s+/g, " ");
}

/**
 * What a name looks like, for telling look-alikes apart: compatibility forms folded and accents
 * dropped (NFKD), lower case, Unicode's confusable characters mapped to their prototypes
 * (Cyrillic "і" is "i", "0" is "O", "m" is "rn"), spaces and punctuation dropped. Two names with the same key can be mistaken for each other.
 */
export function businessNameKey(name: string): string {
  // Accents go before the confusables' map, which reads "ö" as the Arabic "ة".
  const unaccented = name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return unhomoglyph(unaccented)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

export const NAME_WITHOUT_LETTERS = "must contain letters or digits";

export function confusableNameMessage(existing: string): string {
  return `is too close to the name of another business ("${existing}"): choose a name its customers cannot mistake for it`;
}

/**
 * Refuses a business name that reads like another business's (docs/product/settings.md#sign-up):
 * 409 naming `field`; a name with no letter or digit at all is a 400. `businessId`: the business
 * being renamed, whose own name does not count.
 */
export async function assertDistinctBusinessName(
  db: Db,
  options: { name: string; field: string; businessId?: string },
): Promise<void> {
  const key = businessNameKey(options.name);
  if (key === "") throw AppError.invalidField(options.field, NAME_WITHOUT_LETTERS);
  const others = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(options.businessId ? ne(businesses.id, options.businessId) : undefined);
  const lookalike = others.find((other) => businessNameKey(other.name) === key);
  if (!lookalike) return;
  const message = confusableNameMessage(lookalike.name);
  throw new AppError("conflict", `${options.field}: ${message}`, {
    issues: [{ path: options.field, message }],
  });
}

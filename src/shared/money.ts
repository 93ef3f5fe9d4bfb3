/**
 * The most one quote, offer or order may come to, fee and tax included: $999,999.99, the largest
 * card payment Stripe takes in US dollars, and well inside the 32-bit amounts the database keeps
 * (docs/product/pricing.md#the-rules).
 */
export const MAX_CHARGE_CENTS = 99_999_999;
export const TOTAL_TOO_LARGE = `come to more than ${formatCents(MAX_CHARGE_CENTS)} with fee and tax, the most one payment may be`;

/** Formats integer cents as US dollars: 123456 -> "$1,234.56", -6000 -> "-$60.00". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatCents expects integer cents, got ${cents}`);
  }
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  const dollars = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const remainder = String(absolute % 100).padStart(2, "0");
  return `${sign}$${dollars}.${remainder}`;
}

/**
 * A decimal with at most two places as an integer count of hundredths: "219.5" -> 21950,
 * "$1,219.50" -> 121950 (a leading "$" and thousands commas are allowed). Null for anything
 * else: a third decimal, a sign, letters, an empty text. Dollars become cents and percents
 * become basis points this way, exactly (no floating point).
 */
export function parseHundredths(text: string): number | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(",", ""));
  const hundredths = whole * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(hundredths) ? hundredths : null;
}

/** Integer hundredths as the text a form shows for them: 21950 -> "219.50", 21900 -> "219". */
export function formatHundredths(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) {
    throw new RangeError(`formatHundredths expects non-negative integer, got ${hundredths}`);
  }
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}

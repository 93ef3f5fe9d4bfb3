import { formatCents, parseHundredths } from "@/shared/money";

/** The smallest tip: $1 (docs/product/customer-account.md#tips). */
export const MIN_TIP_CENTS = 100;
/** The largest tip one payment may be: $500. */
export const MAX_TIP_CENTS = 50_000;
/** The shares of the visit's price the tip page offers, in percent. */
export const TIP_PERCENTS = [10, 15, 20] as const;

export type TipChoice = { percent: number; cents: number };

/**
 * The tips offered for a visit of `priceCents`: 10%, 15% and 20% of it, each rounded to whole
 * cents (half a cent up), those under the smallest tip or over the largest left out.
 */
export function tipChoices(priceCents: number): TipChoice[] {
  return TIP_PERCENTS.map((percent) => ({
    percent,
    cents: Math.round((priceCents * percent) / 100),
  })).filter(({ cents }) => cents >= MIN_TIP_CENTS && cents <= MAX_TIP_CENTS);
}

/** A tip typed or chosen in dollars, as cents; or why it is refused (the field's message). */
export function parseTipDollars(
  text: string,
): { ok: true; cents: number } | { ok: false; message: string } {
  if (text.trim() === "") return { ok: false, message: "is required" };
  const cents = parseHundredths(text);
  if (cents === null) return { ok: false, message: "must be an amount in dollars, like 5 or 7.50" };
  if (cents < MIN_TIP_CENTS) {
    return { ok: false, message: `must be at least ${formatCents(MIN_TIP_CENTS)}` };
  }
  if (cents > MAX_TIP_CENTS) {
    return { ok: false, message: `must be at most ${formatCents(MAX_TIP_CENTS)}` };
  }
  return { ok: true, cents };
}

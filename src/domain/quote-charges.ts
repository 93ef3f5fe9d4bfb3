import { applyBasisPoints } from "./money";

/** What every quote adds on top of its subtotal (docs/product/pricing.md#the-rules). */
export type ChargeRates = {
  fees: { rateBasisPoints: number; fixedCents: number };
  tax: { rateBasisPoints: number };
};

type Line<Kind> = { kind: Kind; label: string; amount_cents: number };

/** The convenience fee and the tax on a subtotal, with their lines (the last two of a quote). */
export function chargesOn(subtotalCents: number, rates: ChargeRates) {
  const feeCents =
    applyBasisPoints(subtotalCents, rates.fees.rateBasisPoints) + rates.fees.fixedCents;
  const taxCents = applyBasisPoints(subtotalCents, rates.tax.rateBasisPoints);
  const lines: [Line<"fee">, Line<"tax">] = [
    { kind: "fee", label: "Convenience fee", amount_cents: feeCents },
    { kind: "tax", label: "Estimated sales tax", amount_cents: taxCents },
  ];
  return { feeCents, taxCents, lines };
}

/** The early-bird line, when there is a discount: its amount as a negative. */
export function earlyBirdLines(discountCents: number): Line<"early_bird_discount">[] {
  return discountCents > 0
    ? [{ kind: "early_bird_discount", label: "Early Bird Discount", amount_cents: -discountCents }]
    : [];
}

import type { ConvenienceFee } from "@/shared/convenience-fee";
import { applyBasisPoints } from "./money";

/** What every quote adds on top of its subtotal (docs/product/pricing.md#the-rules). */
export type ChargeRates = {
  fees: { rateBasisPoints: number; fixedCents: number };
  tax: { rateBasisPoints: number };
};

type Line<Kind> = { kind: Kind; label: string; amount_cents: number };

/**
 * The convenience fee and the tax on a subtotal, with their lines (the last of a quote; no fee
 * line when the business absorbs it). `platformFeeCents` is Quotewise's fee, what the
 * application fee is taken from: the same whoever pays it, and never more than the grand total.
 */
export function chargesOn(
  subtotalCents: number,
  rates: ChargeRates,
  convenienceFee: ConvenienceFee = "pass_on",
) {
  const rateFeeCents =
    applyBasisPoints(subtotalCents, rates.fees.rateBasisPoints) + rates.fees.fixedCents;
  const taxCents = applyBasisPoints(subtotalCents, rates.tax.rateBasisPoints);
  const passedOn = convenienceFee === "pass_on";
  const feeCents = passedOn ? rateFeeCents : 0;
  const platformFeeCents = Math.min(rateFeeCents, subtotalCents + feeCents + taxCents);
  const lines: (Line<"fee"> | Line<"tax">)[] = [
    ...(passedOn
      ? [{ kind: "fee" as const, label: "Convenience fee", amount_cents: feeCents }]
      : []),
    { kind: "tax", label: "Estimated sales tax", amount_cents: taxCents },
  ];
  return { feeCents, platformFeeCents, taxCents, lines };
}

/** The early-bird line, when there is a discount: its amount as a negative. */
export function earlyBirdLines(discountCents: number): Line<"early_bird_discount">[] {
  return discountCents > 0
    ? [{ kind: "early_bird_discount", label: "Early Bird Discount", amount_cents: -discountCents }]
    : [];
}

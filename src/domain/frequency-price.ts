import { FREQUENCY_LABELS } from "@/shared/frequency-names";
import {
  formatAdjustment,
  isRecurring,
  type PriceAdjustment,
  type ServiceFrequency,
} from "@/shared/service-frequency";
import { applyBasisPoints } from "./money";

/**
 * What a frequency's adjustment changes a visit's price by, in integer cents
 * (docs/product/pricing.md#frequencies): a percentage of it (rounded half away from zero) or an
 * amount; never more off than the price itself, so a visit never costs less than nothing.
 */
export function adjustmentCents(adjustment: PriceAdjustment, priceCents: number): number {
  const cents =
    adjustment.type === "percent"
      ? applyBasisPoints(priceCents, adjustment.basisPoints)
      : adjustment.cents;
  // 0 - price, not -price: a price of 0 must not give -0.
  return Math.max(cents, 0 - priceCents);
}

export type VisitAdjustment = { adjustment: PriceAdjustment; label: string };

/**
 * The adjustments of a frequency's first visit and of each later one, with their lines' labels
 * ("Weekly, 15% off", "First visit, +50%"); null where the visit costs the service's own price.
 * A one-time frequency has one visit: its first, with the frequency's adjustment.
 */
export function visitAdjustments(frequency: ServiceFrequency): {
  first: VisitAdjustment | null;
  later: VisitAdjustment | null;
} {
  const label = FREQUENCY_LABELS[frequency.code];
  const later = frequency.adjustment
    ? {
        adjustment: frequency.adjustment,
        label: `${label}, ${formatAdjustment(frequency.adjustment)}`,
      }
    : null;
  const first =
    isRecurring(frequency.code) && frequency.firstVisit
      ? {
          adjustment: frequency.firstVisit,
          label: `First visit, ${formatAdjustment(frequency.firstVisit)}`,
        }
      : later;
  return { first, later };
}

import { formatCents } from "@/shared/money";
import { formatQuantity } from "@/shared/quantity-units";
import type { QuantityPricing, ServiceQuantity } from "@/shared/service-quantity";

/**
 * The price of a quantity (docs/product/pricing.md#quantities), in integer cents:
 * - per unit: unit price x quantity;
 * - bands: the price of the first band the quantity is up to; above the last band, its price
 *   plus the `over` price for each `over.each` units beyond it (a part counting as a whole);
 * - tiers: each unit at the price of the tier it falls in (the first 10 at $8, the next 20 at $6).
 * The quantity must be one the schema's checks price (within the bounds the bands or tiers
 * reach); past them there is no price and it throws.
 */
export function quantityPriceCents(pricing: QuantityPricing, quantity: number): number {
  if (pricing.type === "per_unit") return pricing.unitPriceCents * quantity;
  if (pricing.type === "tiers") {
    return tierParts(pricing.tiers, quantity).reduce(
      (sum, part) => sum + part.units * part.unitPriceCents,
      0,
    );
  }
  const band = pricing.bands.find((candidate) => quantity <= candidate.upTo);
  if (band) return band.priceCents;
  const last = pricing.bands.at(-1)!;
  if (!pricing.over)
    throw new RangeError(`no band prices ${quantity} (the last ends at ${last.upTo})`);
  const steps = Math.ceil((quantity - last.upTo) / pricing.over.each);
  return last.priceCents + steps * pricing.over.priceCents;
}

/** The units of a quantity in each tier it reaches, in order. */
function tierParts(
  tiers: Extract<QuantityPricing, { type: "tiers" }>["tiers"],
  quantity: number,
): { units: number; unitPriceCents: number }[] {
  const parts: { units: number; unitPriceCents: number }[] = [];
  let from = 0;
  for (const tier of tiers) {
    const to = Math.min(tier.upTo ?? quantity, quantity);
    if (to > from) parts.push({ units: to - from, unitPriceCents: tier.unitPriceCents });
    from = Math.max(from, tier.upTo ?? quantity);
    if (from >= quantity) return parts;
  }
  throw new RangeError(`no tier prices unit ${from + 1} of ${quantity}`);
}

/**
 * The quantity's line: "Bathrooms (3 x $25.00)", "Home size (2,000 sq ft)",
 * "Windows (10 x $8.00 + 5 x $6.00)".
 */
export function quantityLineLabel(
  quantity: Pick<ServiceQuantity, "label" | "unit">,
  pricing: QuantityPricing,
  value: number,
): string {
  const detail =
    pricing.type === "per_unit"
      ? `${value.toLocaleString("en-US")} x ${formatCents(pricing.unitPriceCents)}`
      : pricing.type === "bands" || value === 0
        ? formatQuantity(quantity.unit, value)
        : tierParts(pricing.tiers, value)
            .map(
              (part) =>
                `${part.units.toLocaleString("en-US")} x ${formatCents(part.unitPriceCents)}`,
            )
            .join(" + ");
  return `${quantity.label} (${detail})`;
}

/** The pricing in an area: its own when it differs there, else the quantity's. */
export function quantityPricingIn(
  quantity: Pick<ServiceQuantity, "pricing" | "pricingByArea">,
  area: string,
): QuantityPricing {
  const { pricingByArea } = quantity;
  return pricingByArea && Object.hasOwn(pricingByArea, area)
    ? pricingByArea[area]!
    : quantity.pricing;
}

/**
 * Why a customer's quantity cannot be priced, in their words; null when it can. The custom-quote
 * threshold is not checked here (a quantity above it is valid, just not priced instantly).
 */
export function quantityProblem(
  quantity: Pick<ServiceQuantity, "label" | "unit" | "min" | "max" | "step">,
  value: number,
): string | null {
  const step = quantity.step ?? 1;
  if (
    Number.isInteger(value) &&
    value >= quantity.min &&
    value <= quantity.max &&
    (value - quantity.min) % step === 0
  ) {
    return null;
  }
  const range = `from ${formatQuantity(quantity.unit, quantity.min)} to ${formatQuantity(quantity.unit, quantity.max)}`;
  return `"${quantity.label}" must be a whole number ${range}${step > 1 ? `, in steps of ${step.toLocaleString("en-US")}` : ""}`;
}

import type { Service } from "@/shared/offering-services";

/**
 * How long a visit takes, in minutes, for booking (docs/product/pricing.md#duration): the
 * option's minutes (else the service's), plus each add-on's minutes per unit (a flat add-on is
 * one unit), plus each quantity's minutes for every `per` units (a part counting as a whole).
 * Null when the service sets no duration. Takes a priced quote's selection (price-service.ts).
 */
export function serviceDurationMinutes(
  service: Pick<Service, "duration">,
  selection: {
    option: string | null;
    quantities: readonly { code: string; quantity: number }[];
    addons: readonly { code: string; quantity: number }[];
  },
): number | null {
  const { duration } = service;
  if (!duration) return null;
  const own = <Value>(record: Record<string, Value> | undefined, key: string | null) =>
    record && key !== null && Object.hasOwn(record, key) ? record[key] : undefined;
  const base = own(duration.options, selection.option) ?? duration.minutes;
  const addons = selection.addons.reduce(
    (sum, addon) => sum + (own(duration.addons, addon.code) ?? 0) * addon.quantity,
    0,
  );
  const quantities = selection.quantities.reduce((sum, given) => {
    const rate = own(duration.quantities, given.code);
    return rate ? sum + Math.ceil(given.quantity / rate.per) * rate.minutes : sum;
  }, 0);
  return base + addons + quantities;
}

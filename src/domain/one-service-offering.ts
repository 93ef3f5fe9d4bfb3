import type { Offering } from "@/shared/offering";
import type { Service, ServicesOffering } from "@/shared/offering-services";

/**
 * Today's one-service offering as a services' offering (decision 041), every price unchanged:
 * the service's texts, add-ons and options move into `services[0]`; each area's row of the
 * matrix becomes `pricing.prices[area]`; the areas' minimum charges become the service's (one
 * for all when every area has the same, else per area); a season and its early bird move into
 * the billing; a per-visit service offers one frequency, one time, at its own price.
 */
export function toServicesOffering(offering: Offering): ServicesOffering {
  const { billing, ...texts } = offering.service;
  const minimums = offering.areas.map((area) => area.minimumChargeCents);
  const shared = minimums.every((minimum) => minimum === minimums[0]);

  const service: Service = {
    code: serviceCode(offering.trade),
    texts,
    billing: serviceBilling(offering, billing),
    pricing: {
      options: offering.options,
      prices: Object.fromEntries(offering.areas.map((area) => [area.name, area.prices])),
      ...(shared && minimums[0] !== undefined && { minimumChargeCents: minimums[0] }),
      ...(!shared && {
        minimumChargeCentsByArea: Object.fromEntries(
          offering.areas.flatMap((area) =>
            area.minimumChargeCents === undefined ? [] : [[area.name, area.minimumChargeCents]],
          ),
        ),
      }),
    },
    addons: offering.addons,
  };
  return {
    trade: offering.trade,
    services: [service],
    areas: offering.areas.map(({ prices: _prices, minimumChargeCents: _minimum, ...area }) => area),
    fees: offering.fees,
    tax: offering.tax,
  };
}

/** "snow-removal" -> "snow_removal"; a trade id that starts with a digit gets a letter first. */
function serviceCode(trade: string): string {
  const code = trade.replaceAll("-", "_");
  return /^[a-z]/.test(code) ? code : `service_${code}`;
}

function serviceBilling(
  offering: Offering,
  billing: Offering["service"]["billing"],
): Service["billing"] {
  if (billing === "one_time") return { type: "one_time" };
  if (billing === "per_visit") return { type: "per_visit", frequencies: [{ code: "one_time" }] };
  if (!offering.season) throw new RangeError("a service billed for a season has a season");
  const { earlyBird } = offering.discounts;
  return { type: "season", season: offering.season, ...(earlyBird && { earlyBird }) };
}

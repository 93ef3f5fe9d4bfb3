import {
  type BusinessConfig,
  type BusinessConfigValidation,
  businessConfigSchema,
  parseBusinessConfig,
  withCheckedAvailability,
  withoutLegacyId,
} from "@/shared/business-config";
import { describeConfigIssue, toConfigIssues } from "@/shared/config-issues";
import type { Offering } from "@/shared/offering";
import { type ServicesOffering, servicesOfferingSchema } from "@/shared/offering-services";
import { toServicesOffering } from "./one-service-offering";

/**
 * A business's offering is stored in today's one-service shape or in the services shape
 * (decision 042). Read, a services-shape offering becomes `config.offering`, a one-service view
 * of its first service that every reader of today's shape keeps reading, and carries the whole
 * services offering under a symbol: copies made by spreading keep it, JSON leaves it out.
 * `servicesOf` answers the services of either; `storedConfig` writes a services-shape business
 * back in its own shape.
 */

const SERVICES = Symbol("services");
type ServicesView = Offering & { [SERVICES]?: ServicesOffering };

const servicesBusinessConfigSchema = businessConfigSchema.extend({
  offering: servicesOfferingSchema,
});
/** A business config as stored: its offering in the services shape. */
export type ServicesBusinessConfig = Omit<BusinessConfig, "offering"> & {
  offering: ServicesOffering;
};

/** True for a stored offering in the services shape (it lists `services`). */
export function isServicesShape(offering: unknown): boolean {
  return typeof offering === "object" && offering !== null && "services" in offering;
}

/** Validates a stored business config whose offering is in either shape. */
export function parseStoredBusinessConfig(data: unknown): BusinessConfigValidation {
  const offering = typeof data === "object" && data !== null && "offering" in data;
  if (!offering || !isServicesShape((data as { offering: unknown }).offering)) {
    return parseBusinessConfig(data);
  }
  const result = servicesBusinessConfigSchema.safeParse(withoutLegacyId(data), {
    error: describeConfigIssue,
  });
  if (!result.success) return { ok: false, issues: toConfigIssues(result.error) };
  return withCheckedAvailability({
    ...result.data,
    offering: oneServiceView(result.data.offering),
  });
}

/** Today's one-service view of a services offering, carrying the services it came from. */
export function oneServiceView(offering: ServicesOffering): Offering {
  const [first] = offering.services as [ServicesOffering["services"][number]];
  const { billing, pricing } = first;
  const { quantities: _quantities, frequency: _frequency, option, ...steps } = first.texts.steps;
  const byArea = pricing.minimumChargeCentsByArea ?? {};
  const view: ServicesView = {
    trade: offering.trade,
    service: { ...first.texts, steps: { ...steps, option: option ?? {} }, billing: billing.type },
    options: pricing.options ?? [],
    areas: offering.areas.map((area) => {
      const minimum = Object.hasOwn(byArea, area.name)
        ? byArea[area.name]
        : pricing.minimumChargeCents;
      return {
        ...area,
        prices: pricing.prices?.[area.name] ?? {},
        ...(minimum !== undefined && { minimumChargeCents: minimum }),
      };
    }),
    addons: first.addons,
    discounts:
      billing.type === "season" && billing.earlyBird ? { earlyBird: billing.earlyBird } : {},
    ...(billing.type === "season" && { season: billing.season }),
    fees: offering.fees,
    tax: offering.tax,
  };
  view[SERVICES] = offering;
  return view;
}

const converted = new WeakMap<Offering, ServicesOffering>();

/** The services a business sells: stored as such, or today's offering converted (cached). */
export function servicesOf(offering: Offering): ServicesOffering {
  const stored = (offering as ServicesView)[SERVICES];
  if (stored) return stored;
  let services = converted.get(offering);
  if (!services) {
    services = toServicesOffering(offering);
    converted.set(offering, services);
  }
  return services;
}

/**
 * True when the business sells beyond today's one service (docs/product/pricing.md#services):
 * more than one service, quantities, no option, or frequencies other than one time at its own
 * price. Only such a business (or a request naming a service, quantities or a frequency) is
 * answered with the services' fields.
 */
export function sellsBeyondOneService(offering: Offering): boolean {
  const stored = (offering as ServicesView)[SERVICES];
  if (!stored) return false;
  const [only, ...others] = stored.services;
  if (!only || others.length > 0) return true;
  if (only.pricing.quantities || !only.pricing.options) return true;
  if (only.billing.type !== "per_visit") return false;
  const [frequency, ...more] = only.billing.frequencies;
  return more.length > 0 || frequency?.code !== "one_time" || frequency.adjustment !== undefined;
}

/**
 * The config as stored, always in the services shape (decision 047). A services-shape business
 * keeps its services: its view's areas (placed around the owner at sign-up) replace the stored
 * ones when there are as many, renamed in each service's per-area records; other changes to the
 * view are not written back. Today's shape is converted, every price unchanged.
 */
export function storedConfig(config: BusinessConfig): ServicesBusinessConfig {
  const stored = (config.offering as ServicesView)[SERVICES];
  if (!stored) return { ...config, offering: toServicesOffering(config.offering) };
  return { ...config, offering: withViewAreas(stored, config.offering.areas) };
}

function withViewAreas(stored: ServicesOffering, areas: Offering["areas"]): ServicesOffering {
  if (areas.length !== stored.areas.length) return stored;
  return placeServices(
    stored,
    areas.map(({ prices: _prices, minimumChargeCents: _minimum, ...area }, index) => ({
      from: stored.areas[index]!.name,
      area,
    })),
  );
}

/**
 * The services sold in other areas: each new area priced as the stored area it comes `from`
 * (several may come from one), in every service's per-area records.
 */
export function placeServices(
  stored: ServicesOffering,
  places: readonly { from: string; area: ServicesOffering["areas"][number] }[],
): ServicesOffering {
  const place = <Value>(record: Record<string, Value> | undefined) =>
    record &&
    Object.fromEntries(
      places.flatMap(({ from, area }) =>
        Object.hasOwn(record, from) ? [[area.name, record[from] as Value]] : [],
      ),
    );
  return {
    ...stored,
    areas: places.map(({ area }) => area),
    services: stored.services.map((service) => ({
      ...service,
      pricing: {
        ...service.pricing,
        ...(service.pricing.prices && { prices: place(service.pricing.prices) }),
        ...(service.pricing.minimumChargeCentsByArea && {
          minimumChargeCentsByArea: place(service.pricing.minimumChargeCentsByArea),
        }),
        ...(service.pricing.quantities && {
          quantities: service.pricing.quantities.map((quantity) =>
            quantity.pricingByArea
              ? { ...quantity, pricingByArea: place(quantity.pricingByArea) }
              : quantity,
          ),
        }),
      },
    })),
  };
}

import { checkAvailabilityAreas } from "./availability";
import {
  type BusinessConfig,
  type BusinessConfigValidation,
  businessConfigSchema,
  parseBusinessConfig,
  withoutLegacyId,
} from "./business-config";
import { type ConfigIssue, describeConfigIssue, toConfigIssues } from "./config-issues";
import type { Offering } from "./offering";
import { type ServicesOffering, servicesOfferingSchema } from "./offering-services";

/**
 * A business's configuration with its offering in either shape (decision 042): today's one
 * service, or the services shape (`offering.services`). The settings form checks a draft with
 * it in the browser, the server checks what it stores.
 */

export const servicesBusinessConfigSchema = businessConfigSchema.extend({
  offering: servicesOfferingSchema,
});
export type ServicesBusinessConfig = Omit<BusinessConfig, "offering"> & {
  offering: ServicesOffering;
};
/** What the settings save: a configuration in either shape. */
export type SettingsConfig = BusinessConfig | ServicesBusinessConfig;

/** True for an offering in the services shape (it lists `services`). */
export function isServicesShape(offering: unknown): offering is ServicesOffering {
  return typeof offering === "object" && offering !== null && "services" in offering;
}

export type StoredConfigValidation =
  | { ok: true; shape: "one_service"; config: BusinessConfig }
  | { ok: true; shape: "services"; config: ServicesBusinessConfig }
  | { ok: false; issues: ConfigIssue[] };

/**
 * Validates a configuration by the schema of its offering's shape, each issue at its JSON path;
 * an `id` an old config still carries is ignored, crews must name the business's areas.
 */
export function validateEitherShape(data: unknown): StoredConfigValidation {
  const offering = typeof data === "object" && data !== null && "offering" in data;
  if (!offering || !isServicesShape((data as { offering: unknown }).offering)) {
    const parsed: BusinessConfigValidation = parseBusinessConfig(data);
    return parsed.ok ? { ...parsed, shape: "one_service" } : parsed;
  }
  const result = servicesBusinessConfigSchema.safeParse(withoutLegacyId(data), {
    error: describeConfigIssue,
  });
  if (!result.success) return { ok: false, issues: toConfigIssues(result.error) };
  const areaNames = result.data.offering.areas.map((area) => area.name);
  const issues = checkAvailabilityAreas(result.data.availability, areaNames);
  return issues.length > 0
    ? { ok: false, issues }
    : { ok: true, shape: "services", config: result.data };
}

/**
 * Today's one-service offering showing one of the services (the first by default): its texts,
 * options, each area's row of its matrix and minimum, add-ons, season and early bird, with the
 * business's areas, fee and tax. Every reader of today's shape reads a services' offering so.
 */
export function todaysOfferingOf(offering: ServicesOffering, index = 0): Offering {
  const service = offering.services[index] ?? offering.services[0]!;
  const { billing, pricing } = service;
  const { quantities: _quantities, frequency: _frequency, option, ...steps } = service.texts.steps;
  const byArea = pricing.minimumChargeCentsByArea ?? {};
  return {
    trade: offering.trade,
    service: { ...service.texts, steps: { ...steps, option: option ?? {} }, billing: billing.type },
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
    addons: service.addons,
    discounts:
      billing.type === "season" && billing.earlyBird ? { earlyBird: billing.earlyBird } : {},
    ...(billing.type === "season" && { season: billing.season }),
    fees: offering.fees,
    tax: offering.tax,
  };
}

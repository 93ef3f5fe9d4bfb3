import { z } from "zod";
import { CONFIG_LIMITS, expected, lowerCaseCode, text } from "./config-fields";
import { type ConfigIssue, describeConfigIssue, toConfigIssues } from "./config-issues";
import {
  amountCents,
  checkAddons,
  checkAreas,
  checkOptionMatrix,
  offeringSchema,
  type ReportIssue,
  SEASON_DATES_NOT_SEASON_BILLED,
  textTemplate,
} from "./offering";
import { checkFrequencies, serviceFrequenciesSchema } from "./service-frequency";
import { MAX_QUANTITIES_PER_SERVICE, serviceQuantitySchema } from "./service-quantity";

/**
 * What a business sells as one or more services (docs/product/pricing.md#services, decision
 * 041): each with its texts, billing, pricing (by an option, by quantities, or both), add-ons,
 * custom-quote routing and duration; the areas, fee and tax stay the business's. Today's
 * one-service offering (offering.ts) converts to it without a price changing
 * (src/domain/one-service-offering.ts). One schema for the server and the settings form.
 */

export const MAX_SERVICES = 20;
const MAX_MINUTES = 24 * 60;

// Today's pieces, taken from the one-service schema so that each stays one definition.
const today = offeringSchema.shape;
const todaysSteps = today.service.shape.steps;
const progressLabels = { progressLabel: text, progressShortLabel: text };

const code = lowerCaseCode;

/** A wizard step's texts: its title and subtitle may use `{service}` and `{areas}`. */
const stepTexts = z.strictObject({
  title: textTemplate(["service", "areas"]),
  subtitle: textTemplate(["service", "areas"]).optional(),
  ...progressLabels,
});

/** The wizard's texts for one service: today's, with steps for quantities and frequencies. */
const serviceTexts = today.service.omit({ billing: true }).extend({
  steps: todaysSteps.extend({
    /** Required when the service is priced by an option. */
    option: todaysSteps.shape.option.optional(),
    /** Required when the service is priced by quantities. */
    quantities: stepTexts.optional(),
    /** Required when the service offers more than one frequency. */
    frequency: stepTexts.optional(),
  }),
});

/** Once, per visit (with the frequencies offered; the first is the default), or per season. */
const billing = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("one_time") }),
    z.strictObject({ type: z.literal("per_visit"), frequencies: serviceFrequenciesSchema }),
    z.strictObject({
      type: z.literal("season"),
      season: today.season.unwrap(),
      /** A fixed amount off the service's price until the deadline before the season starts. */
      earlyBird: today.discounts.shape.earlyBird,
    }),
  ],
  expected('must be "one_time", "per_visit" or "season"'),
);

const areaCents = z.record(z.string(), amountCents, expected("must be an object of area -> cents"));

const pricing = z.strictObject({
  /** The primary choice (today's options); priced by `prices`. */
  options: today.options.optional(),
  /** Area name -> option code -> cents: the matrix. An option without a price there is not sold. */
  prices: z
    .record(z.string(), today.areas.element.shape.prices, expected("must be an object of areas"))
    .optional(),
  /** What the customer counts; each adds its price to the option's. */
  quantities: z
    .array(serviceQuantitySchema)
    .min(1, "must list at least one quantity when present")
    .max(MAX_QUANTITIES_PER_SERVICE, `must list at most ${MAX_QUANTITIES_PER_SERVICE} quantities`)
    .optional(),
  /** The least a visit of this service may cost before fee and tax. */
  minimumChargeCents: amountCents.optional(),
  /** Area name -> its own minimum, for the areas that differ (none there: leave it out). */
  minimumChargeCentsByArea: areaCents.optional(),
});

/** How long a visit takes, for booking: the base, or the option's, plus add-ons and units. */
const minutes = z
  .int(expected("must be a whole number of minutes"))
  .min(0, "must not be negative")
  .max(MAX_MINUTES, `must be at most ${MAX_MINUTES} minutes (a day)`);
const duration = z.strictObject({
  minutes: minutes.min(1, "must be at least 1 minute"),
  /** Option code -> minutes, instead of the base, for the options that take longer. */
  options: z.record(z.string(), minutes).optional(),
  /** Add-on code -> minutes it adds (per unit for a per-unit add-on). */
  addons: z.record(z.string(), minutes).optional(),
  /** Quantity code -> `minutes` for each `per` units (a part counting as a whole). */
  quantities: z
    .record(
      z.string(),
      z.strictObject({
        minutes,
        per: z.int(expected("must be a whole number")).min(1, "must be at least 1"),
      }),
    )
    .optional(),
});

export const serviceSchema = z.strictObject({
  /** The service's id in requests, orders and webhooks: "tune_up". */
  code,
  texts: serviceTexts,
  billing,
  pricing,
  addons: today.addons,
  duration: duration.optional(),
});
export type Service = z.infer<typeof serviceSchema>;
export type ServiceBilling = Service["billing"];
export type ServicePricing = Service["pricing"];

export const servicesOfferingSchema = z
  .strictObject({
    trade: today.trade,
    /** The first step's texts, where a customer picks a service; required with several. */
    serviceStep: z
      .strictObject({
        title: textTemplate(["areas"]),
        subtitle: textTemplate(["areas"]).optional(),
        ...progressLabels,
      })
      .optional(),
    services: z
      .array(serviceSchema)
      .min(1, "must list at least one service")
      .max(MAX_SERVICES, `must list at most ${MAX_SERVICES} services`),
    /** Where the business works; prices per area are in each service. */
    areas: z
      .array(today.areas.element.omit({ prices: true, minimumChargeCents: true }))
      .min(1, "must list at least one service area")
      .max(CONFIG_LIMITS.areas, `must list at most ${CONFIG_LIMITS.areas} service areas`),
    fees: today.fees,
    tax: today.tax,
  })
  .superRefine((offering, context) => {
    const report: ReportIssue = (path, message) =>
      context.addIssue({ code: "custom", path, message });
    checkAreas(offering.areas, report);
    const areaNames = new Set(offering.areas.map((area) => area.name));
    offering.services.forEach((service, index) => {
      if (offering.services.findIndex((other) => other.code === service.code) < index) {
        report(["services", index, "code"], "must be unique");
      }
      checkService(service, areaNames, (path, message) =>
        report(["services", index, ...path], message),
      );
    });
    if (offering.services.length > 1 && !offering.serviceStep) {
      report(["serviceStep"], "is required when you sell more than one service");
    }
  });
export type ServicesOffering = z.infer<typeof servicesOfferingSchema>;

export type ServicesOfferingValidation =
  | { ok: true; offering: ServicesOffering }
  | { ok: false; issues: ConfigIssue[] };

/** Validates a services' offering, each issue named by its JSON path (`services[0].code`). */
export function validateServicesOffering(data: unknown): ServicesOfferingValidation {
  const result = servicesOfferingSchema.safeParse(data, { error: describeConfigIssue });
  return result.success
    ? { ok: true, offering: result.data }
    : { ok: false, issues: toConfigIssues(result.error) };
}

const NOT_AN_AREA = "is not one of your service areas";

function checkService(service: Service, areaNames: Set<string>, report: ReportIssue): void {
  const { pricing, texts, billing } = service;
  const checkAreaKeys = (record: Record<string, unknown> | undefined, at: (string | number)[]) => {
    for (const area of Object.keys(record ?? {})) {
      if (!areaNames.has(area)) report([...at, area], NOT_AN_AREA);
    }
  };

  if (!pricing.options && !pricing.quantities) {
    report(["pricing"], "must price the service by an option, by quantities, or both");
  }
  if (pricing.options) {
    checkOptionMatrix(
      pricing.options,
      Object.entries(pricing.prices ?? {}).map(([area, prices]) => ({
        path: ["pricing", "prices", area],
        prices,
      })),
      report,
      ["pricing", "options"],
    );
    if (!texts.steps.option) {
      report(["texts", "steps", "option"], "is required for a service priced by an option");
    }
  } else if (pricing.prices) {
    report(["pricing", "prices"], "applies only to a service priced by an option");
  }
  checkAreaKeys(pricing.prices, ["pricing", "prices"]);
  checkAreaKeys(pricing.minimumChargeCentsByArea, ["pricing", "minimumChargeCentsByArea"]);

  const quantities = pricing.quantities ?? [];
  quantities.forEach((quantity, index) => {
    if (quantities.findIndex((other) => other.code === quantity.code) < index) {
      report(["pricing", "quantities", index, "code"], "must be unique");
    }
    checkAreaKeys(quantity.pricingByArea, ["pricing", "quantities", index, "pricingByArea"]);
  });
  if (quantities.length > 0 && !texts.steps.quantities) {
    report(["texts", "steps", "quantities"], "is required for a service priced by quantities");
  }

  checkAddons(service.addons, report, ["addons"]);

  if (billing.type === "per_visit") {
    checkFrequencies(billing.frequencies, report, ["billing", "frequencies"]);
    if (billing.frequencies.length > 1 && !texts.steps.frequency) {
      report(["texts", "steps", "frequency"], "is required when you offer more than one frequency");
    }
  }
  if (billing.type !== "season" && /\{(start|end)\}/.test(texts.contract.line ?? "")) {
    report(["texts", "contract", "line"], SEASON_DATES_NOT_SEASON_BILLED);
  }

  const known = {
    options: (pricing.options ?? []).map((option) => option.code),
    addons: service.addons.map((addon) => addon.code),
    quantities: quantities.map((quantity) => quantity.code),
  };
  const names = { options: "option", addons: "add-on", quantities: "quantity" };
  for (const kind of ["options", "addons", "quantities"] as const) {
    for (const listed of Object.keys(service.duration?.[kind] ?? {})) {
      if (!known[kind].includes(listed)) {
        report(["duration", kind, listed], `is not one of this service's ${names[kind]} codes`);
      }
    }
  }
}

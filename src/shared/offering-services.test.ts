import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toServicesOffering } from "@/domain/one-service-offering";
import { oneServiceView } from "@/domain/stored-offering";
import { type Service, type ServicesOffering, validateServicesOffering } from "./offering-services";

const TEMPLATE = validateServicesOffering(
  JSON.parse(
    readFileSync(new URL("../../config/trades/lawn-mowing.json", import.meta.url), "utf8"),
  ),
) as { ok: true; offering: ServicesOffering };
/** Lawn mowing in Upper Arlington, Worthington and Dublin, as one service, once a visit. */
const LAWN = toServicesOffering(oneServiceView(TEMPLATE.offering));
const SERVICE = LAWN.services[0]!;

function issues(changes: Partial<ServicesOffering>, service: Partial<Service> = {}) {
  const result = validateServicesOffering({
    ...LAWN,
    services: [{ ...SERVICE, ...service }],
    ...changes,
  });
  return result.ok ? [] : result.issues;
}

const byQuantity: Service["pricing"] = {
  quantities: [
    {
      code: "lawn_size",
      label: "Lawn size",
      unit: "sq_ft",
      min: 1000,
      max: 20000,
      step: 500,
      pricing: { type: "per_unit", unitPriceCents: 1 },
    },
  ],
};
const quantityStep = {
  title: "How big is your lawn?",
  progressLabel: "Lawn",
  progressShortLabel: "Lawn",
};

describe("validateServicesOffering", () => {
  it("accepts a service priced by quantities alone, with its step's texts", () => {
    const { option: _option, ...steps } = SERVICE.texts.steps;
    expect(
      issues(
        {},
        {
          pricing: byQuantity,
          texts: { ...SERVICE.texts, steps: { ...steps, quantities: quantityStep } },
        },
      ),
    ).toEqual([]);
  });

  it("wants a service priced somehow, and the wizard's texts for the way it is priced", () => {
    expect(issues({}, { pricing: {} })).toEqual([
      {
        path: "services[0].pricing",
        message: "must price the service by an option, by quantities, or both",
      },
    ]);
    const { option: _option, ...steps } = SERVICE.texts.steps;
    expect(issues({}, { texts: { ...SERVICE.texts, steps } })).toEqual([
      {
        path: "services[0].texts.steps.option",
        message: "is required for a service priced by an option",
      },
    ]);
    expect(
      issues({}, { pricing: { ...SERVICE.pricing, quantities: byQuantity.quantities } }),
    ).toEqual([
      {
        path: "services[0].texts.steps.quantities",
        message: "is required for a service priced by quantities",
      },
    ]);
    expect(
      issues({}, { pricing: { ...byQuantity, prices: SERVICE.pricing.prices } }),
    ).toContainEqual({
      path: "services[0].pricing.prices",
      message: "applies only to a service priced by an option",
    });
  });

  it("checks the option matrix as today, and that each area priced is one of the business's", () => {
    const prices = { ...SERVICE.pricing.prices, Columbus: { SMALL: 100 }, Dublin: { HUGE: 100 } };
    expect(issues({}, { pricing: { ...SERVICE.pricing, prices } })).toEqual([
      {
        path: "services[0].pricing.prices.Dublin.HUGE",
        message: "is not one of the options you sell",
      },
      { path: "services[0].pricing.prices.Columbus", message: "is not one of your service areas" },
    ]);
    const minimums = { minimumChargeCentsByArea: { Columbus: 5000 } };
    expect(issues({}, { pricing: { ...SERVICE.pricing, ...minimums } })).toEqual([
      {
        path: "services[0].pricing.minimumChargeCentsByArea.Columbus",
        message: "is not one of your service areas",
      },
    ]);
    const [quantity] = byQuantity.quantities!;
    const elsewhere = [{ ...quantity!, pricingByArea: { Columbus: quantity!.pricing } }];
    expect(
      issues(
        {},
        {
          pricing: { ...SERVICE.pricing, quantities: elsewhere },
          texts: { ...SERVICE.texts, steps: { ...SERVICE.texts.steps, quantities: quantityStep } },
        },
      ),
    ).toEqual([
      {
        path: "services[0].pricing.quantities[0].pricingByArea.Columbus",
        message: "is not one of your service areas",
      },
    ]);
  });

  it("wants frequencies offered once, a first visit only where visits recur, and their step's texts", () => {
    const billing = (frequencies: unknown[]) =>
      ({ type: "per_visit", frequencies }) as Service["billing"];
    const weekly = { code: "weekly", adjustment: { type: "percent", basisPoints: -1000 } };
    expect(
      issues(
        {},
        {
          billing: billing([
            weekly,
            { code: "one_time", firstVisit: { type: "amount", cents: 500 } },
            weekly,
          ]),
        },
      ),
    ).toEqual([
      {
        path: "services[0].billing.frequencies[1].firstVisit",
        message: "applies only to a recurring frequency: a one-time visit is its own first visit",
      },
      {
        path: "services[0].billing.frequencies[2].code",
        message: "is offered twice: offer each frequency once",
      },
      {
        path: "services[0].texts.steps.frequency",
        message: "is required when you offer more than one frequency",
      },
    ]);
    expect(issues({}, { billing: billing([]) })).toEqual([
      { path: "services[0].billing.frequencies", message: "must offer at least one frequency" },
    ]);
    expect(issues({}, { billing: billing([{ code: "fortnightly" }]) })[0]?.message).toMatch(
      /^must be one of one_time, weekly, every_2_weeks/,
    );
    expect(
      issues(
        {},
        {
          billing: billing([
            { code: "weekly", adjustment: { type: "percent", basisPoints: -10001 } },
          ]),
        },
      ),
    ).toEqual([
      {
        path: "services[0].billing.frequencies[0].adjustment.basisPoints",
        message: "must be an integer from -10000 to 100000 (basis points: -1500 = 15% off)",
      },
    ]);
  });

  it("keeps the season's dates to a service billed for a season", () => {
    const texts = { ...SERVICE.texts, contract: { name: "visit", line: "{start} to {end}" } };
    expect(issues({}, { texts })).toEqual([
      {
        path: "services[0].texts.contract.line",
        message:
          "can show the season's dates ({start}, {end}) only for a service billed for a season",
      },
    ]);
    const season = { type: "season" as const, season: { start: "11-10", end: "04-10" } };
    expect(issues({}, { texts, billing: season })).toEqual([]);
  });

  it("wants unique service codes and the first step's texts when there are several", () => {
    expect(issues({ services: [SERVICE, SERVICE] })).toEqual([
      { path: "services[1].code", message: "must be unique" },
      { path: "serviceStep", message: "is required when you sell more than one service" },
    ]);
    const serviceStep = {
      title: "What do you need?",
      progressLabel: "Service",
      progressShortLabel: "Service",
    };
    expect(issues({ serviceStep, services: [SERVICE, { ...SERVICE, code: "edging" }] })).toEqual(
      [],
    );
    expect(issues({ services: [] })).toEqual([
      { path: "services", message: "must list at least one service" },
    ]);
  });

  it("wants the durations to name the service's own options, add-ons and quantities", () => {
    const duration = {
      minutes: 45,
      options: { SMALL: 30, HUGE: 90 },
      addons: { edging: 10, pool: 5 },
      quantities: { lawn_size: { minutes: 5, per: 1000 } },
    };
    expect(issues({}, { duration })).toEqual([
      {
        path: "services[0].duration.options.HUGE",
        message: "is not one of this service's option codes",
      },
      {
        path: "services[0].duration.addons.pool",
        message: "is not one of this service's add-on codes",
      },
      {
        path: "services[0].duration.quantities.lawn_size",
        message: "is not one of this service's quantity codes",
      },
    ]);
    expect(issues({}, { duration: { minutes: 0 } })).toEqual([
      { path: "services[0].duration.minutes", message: "must be at least 1 minute" },
    ]);
  });

  it("keeps the areas' checks, and areas hold no prices of their own", () => {
    const [first] = LAWN.areas;
    expect(issues({ areas: [first!, first!] })).toContainEqual({
      path: "areas[1].name",
      message: "must be unique",
    });
    expect(issues({ areas: [{ ...first!, prices: {} } as never] })).toContainEqual({
      path: "areas[0]",
      message: "has unknown field prices",
    });
  });
});

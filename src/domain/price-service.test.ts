import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONVENIENCE_FEE_CHOICES, type ConvenienceFee } from "@/shared/convenience-fee";
import { MAX_CHARGE_CENTS } from "@/shared/money";
import {
  type Service,
  type ServicesOffering,
  validateServicesOffering,
} from "@/shared/offering-services";
import type { PriceAdjustment } from "@/shared/service-frequency";
import type { QuantityPricing } from "@/shared/service-quantity";
import type { AddonRequest } from "./price-offering";
import {
  priceService,
  type ServiceQuote,
  type ServiceSelection,
  type VisitQuote,
} from "./price-service";
import { serviceDurationMinutes } from "./service-duration";

const step = { progressLabel: "Step", progressShortLabel: "Step" };

function texts(name: string, steps: Partial<Service["texts"]["steps"]>): Service["texts"] {
  return {
    name,
    propertyNoun: "home",
    icon: "home",
    headline: `Your ${name}`,
    contract: { name: "visit", line: "One visit" },
    steps: {
      address: { title: "Where do you need {service}?", ...step },
      addons: { title: "Extras", ...step },
      review: { title: "Your {service} quote", ...step },
      details: { title: "Custom quote", propertyPlaceholder: "Tell us more" },
      ...steps,
    },
    infoBullets: ["Done well."],
    nextSteps: ["We call you."],
  };
}
const optionStep = { title: "Your home", prompt: "Home size", priceUnit: "per visit", ...step };
const quantitiesStep = { title: "How much?", ...step };
const frequencyStep = { title: "How often?", ...step };
const percent = (basisPoints: number): PriceAdjustment => ({ type: "percent", basisPoints });
const amount = (cents: number): PriceAdjustment => ({ type: "amount", cents });
const shape = { type: "zip_codes" as const, zipCodes: ["80202"] };

/** A cleaning company that also mows lawns, repairs roofs and clears snow. Fee 4.9% + $0.30, tax 8%. */
const OFFERING: ServicesOffering = {
  trade: "house-cleaning",
  serviceStep: { title: "What do you need?", ...step },
  areas: [
    { name: "Denver", shape },
    { name: "Aurora", shape },
  ],
  services: [
    {
      code: "cleaning",
      texts: texts("house cleaning", {
        option: optionStep,
        quantities: quantitiesStep,
        frequency: frequencyStep,
      }),
      billing: {
        type: "per_visit",
        frequencies: [
          { code: "one_time" },
          { code: "weekly", adjustment: percent(-1500), firstVisit: percent(5000) },
          { code: "every_2_weeks", adjustment: percent(-1000), firstVisit: percent(5000) },
          { code: "monthly", adjustment: amount(-1000) },
        ],
      },
      pricing: {
        options: [
          { code: "ONE_BED", label: "1 Bedroom", description: "Up to 800 sq ft" },
          { code: "TWO_BED", label: "2 Bedrooms", description: "800-1,200 sq ft" },
          { code: "CUSTOM", label: "Larger", description: "5+ bedrooms", customQuote: true },
        ],
        prices: { Denver: { ONE_BED: 13900, TWO_BED: 16900 }, Aurora: { ONE_BED: 13900 } },
        quantities: [
          {
            code: "bathrooms",
            label: "Bathrooms",
            unit: "bathroom",
            min: 1,
            max: 5,
            // The first bathroom is included.
            pricing: {
              type: "tiers",
              tiers: [{ upTo: 1, unitPriceCents: 0 }, { unitPriceCents: 2500 }],
            },
          },
        ],
        minimumChargeCents: 12000,
        minimumChargeCentsByArea: { Aurora: 15000 },
      },
      addons: [
        {
          code: "inside_oven",
          label: "Inside Oven",
          description: "Degreased",
          pricing: { type: "flat", priceCents: 3500 },
        },
        {
          code: "windows",
          label: "Interior Windows",
          description: "Each pane",
          pricing: {
            type: "per_unit",
            unitPriceCents: 600,
            unitLabel: "window",
            minQuantity: 1,
            maxQuantity: 40,
            minimumCents: 3000,
          },
        },
      ],
      duration: {
        minutes: 120,
        options: { TWO_BED: 150 },
        addons: { inside_oven: 30, windows: 5 },
        quantities: { bathrooms: { minutes: 30, per: 1 } },
      },
    },
    {
      code: "lawn",
      texts: texts("lawn mowing", { quantities: quantitiesStep, frequency: frequencyStep }),
      billing: {
        type: "per_visit",
        frequencies: [{ code: "weekly", adjustment: amount(-500) }, { code: "every_2_weeks" }],
      },
      pricing: {
        quantities: [
          {
            code: "lawn_size",
            label: "Lawn size",
            unit: "sq_ft",
            min: 1000,
            max: 20000,
            step: 500,
            customQuoteAbove: 15000,
            // Up to 1,500 sq ft: $129; up to 2,500: $159; each 500 over: $20.
            pricing: {
              type: "bands",
              bands: [
                { upTo: 1500, priceCents: 12900 },
                { upTo: 2500, priceCents: 15900 },
              ],
              over: { each: 500, priceCents: 2000 },
            },
            pricingByArea: {
              Aurora: { type: "bands", bands: [{ upTo: 15000, priceCents: 9900 }] },
            },
          },
        ],
      },
      addons: [],
    },
    {
      code: "roof_repair",
      texts: texts("roof repair", { quantities: quantitiesStep }),
      billing: { type: "one_time" },
      pricing: {
        quantities: [
          {
            code: "squares",
            label: "Roof area",
            unit: "roof_square",
            min: 1,
            max: 60,
            customQuoteAbove: 30,
            pricing: { type: "per_unit", unitPriceCents: 45000 },
          },
        ],
        minimumChargeCents: 50000,
      },
      addons: [],
    },
    {
      code: "snow",
      texts: {
        ...texts("snow removal", { option: optionStep }),
        contract: { name: "season", line: "{start} to {end}" },
      },
      billing: {
        type: "season",
        season: { start: "11-10", end: "04-10" },
        earlyBird: { deadline: "10-15", amountCents: 6000 },
      },
      pricing: {
        options: [{ code: "FOUR_CAR", label: "4-Car Driveway", description: "Standard" }],
        prices: { Denver: { FOUR_CAR: 21900 }, Aurora: { FOUR_CAR: 21900 } },
      },
      addons: [
        {
          code: "bump_out",
          label: "Bump-out Extension",
          description: "More parking",
          pricing: { type: "flat", priceCents: 7500 },
        },
      ],
    },
  ],
  fees: { rateBasisPoints: 490, fixedCents: 30 },
  tax: { rateBasisPoints: 800 },
};

function price(
  selection: Partial<ServiceSelection> & {
    offering?: ServicesOffering;
    earlyBirdActive?: boolean;
    convenienceFee?: ConvenienceFee;
  },
) {
  return priceService({
    offering: OFFERING,
    area: "Denver",
    addons: [],
    earlyBirdActive: false,
    ...selection,
  });
}

function quote(selection: Parameters<typeof price>[0]): ServiceQuote {
  const result = price(selection);
  if (!result.ok) throw new Error(result.failure.message);
  return result.quote;
}

const cleaning = (extra: Parameters<typeof price>[0] = {}) =>
  quote({
    service: "cleaning",
    option: "TWO_BED",
    quantities: [{ code: "bathrooms", quantity: 3 }],
    ...extra,
  });

const lines = (visit: VisitQuote) => visit.lines.map((line) => [line.label, line.amount_cents]);

it("the example offering is valid", () => {
  expect(validateServicesOffering(OFFERING)).toEqual({ ok: true, offering: OFFERING });
});

describe("priceService: worked by hand", () => {
  it("adds a quantity's price to the option's (2 bedrooms, 3 bathrooms: the first included)", () => {
    const priced = cleaning({ frequency: "one_time" });
    expect(lines(priced)).toEqual([
      ["2 Bedrooms (Denver)", 16900],
      ["Bathrooms (1 x $0.00 + 2 x $25.00)", 5000],
      ["Convenience fee", 1103], // round(21,900 x 4.9%) = 1,073 + 30
      ["Estimated sales tax", 1752],
    ]);
    expect(priced).toMatchObject({
      service: "cleaning",
      area: "Denver",
      option: "TWO_BED",
      quantities: [{ code: "bathrooms", quantity: 3 }],
      frequency: "one_time",
      recurring: null,
      breakdown: { base_price_cents: 21900, minimum_charge_cents: 0 },
      frequency_adjustment_cents: 0,
      subtotal_cents: 21900,
      grand_total_cents: 24755,
    });
  });

  it("prices a recurring frequency's first visit with its own adjustment, each later visit with the frequency's", () => {
    const priced = cleaning({ frequency: "weekly" });
    expect(lines(priced)).toEqual([
      ["2 Bedrooms (Denver)", 16900],
      ["Bathrooms (1 x $0.00 + 2 x $25.00)", 5000],
      ["First visit, +50%", 10950],
      ["Convenience fee", 1640], // round(32,850 x 4.9%) = 1,610 + 30
      ["Estimated sales tax", 2628],
    ]);
    expect(priced.grand_total_cents).toBe(37118);
    const later = priced.recurring!.visit;
    expect(lines(later)).toEqual([
      ["2 Bedrooms (Denver)", 16900],
      ["Bathrooms (1 x $0.00 + 2 x $25.00)", 5000],
      ["Weekly, 15% off", -3285],
      ["Convenience fee", 942], // round(18,615 x 4.9%) = 912 + 30
      ["Estimated sales tax", 1489],
    ]);
    expect(priced.recurring).toMatchObject({
      frequency: "weekly",
      first_visit_grand_total_cents: 37118,
      visit_grand_total_cents: 21046,
    });
    expect(later.frequency_adjustment_cents).toBe(-3285);
  });

  it("adjusts the add-ons too, and takes the service's first frequency when none is asked", () => {
    const priced = cleaning({
      addons: [{ code: "inside_oven" }, { code: "windows", quantity: 2 }],
    });
    expect(priced.frequency).toBe("one_time");
    const monthly = cleaning({ frequency: "monthly", addons: [{ code: "inside_oven" }] });
    expect(lines(monthly).slice(0, 4)).toEqual([
      ["2 Bedrooms (Denver)", 16900],
      ["Bathrooms (1 x $0.00 + 2 x $25.00)", 5000],
      ["Inside Oven", 3500],
      ["Monthly, $10.00 off", -1000],
    ]);
    // Without a first-visit adjustment, the first visit costs what every visit does.
    expect(monthly.recurring!.first_visit_grand_total_cents).toBe(
      monthly.recurring!.visit_grand_total_cents,
    );
    expect(lines(priced)[2]).toEqual(["Inside Oven", 3500]);
    expect(lines(priced)[3]).toEqual(["Interior Windows (2 x $6.00, $30.00 minimum)", 3000]);
  });

  it("raises each visit to the area's own minimum charge, after the frequency's discount", () => {
    const priced = quote({
      service: "cleaning",
      area: "Aurora",
      option: "ONE_BED",
      quantities: [{ code: "bathrooms", quantity: 1 }],
      frequency: "monthly",
    });
    for (const visit of [priced, priced.recurring!.visit]) {
      expect(lines(visit).slice(0, 4)).toEqual([
        ["1 Bedroom (Aurora)", 13900],
        ["Bathrooms (1 x $0.00)", 0],
        ["Monthly, $10.00 off", -1000],
        ["Adjustment to the $150.00 minimum", 2100],
      ]);
      expect(visit.subtotal_cents).toBe(15000);
    }
  });

  it("prices a quantity by bands, the area's own where they differ, with no option", () => {
    const priced = quote({
      service: "lawn",
      quantities: [{ code: "lawn_size", quantity: 3500 }],
      frequency: "every_2_weeks",
    });
    // 3,500 sq ft: $159 up to 2,500, then 2 x $20 for the 1,000 over.
    expect(lines(priced).slice(0, 1)).toEqual([["Lawn size (3,500 sq ft)", 19900]]);
    expect(priced).toMatchObject({ option: null, breakdown: { base_price_cents: 19900 } });
    expect(priced.recurring?.visit_grand_total_cents).toBe(priced.grand_total_cents);
    const aurora = quote({
      service: "lawn",
      area: "Aurora",
      quantities: [{ code: "lawn_size", quantity: 3500 }],
    });
    expect(aurora.frequency).toBe("weekly");
    expect(lines(aurora).slice(0, 2)).toEqual([
      ["Lawn size (3,500 sq ft)", 9900],
      ["Weekly, $5.00 off", -500],
    ]);
  });

  it("prices per unit up to the custom-quote threshold, raised to the service's minimum", () => {
    const one = quote({ service: "roof_repair", quantities: [{ code: "squares", quantity: 1 }] });
    expect(lines(one).slice(0, 2)).toEqual([
      ["Roof area (1 x $450.00)", 45000],
      ["Adjustment to the $500.00 minimum", 5000],
    ]);
    expect(one.frequency).toBeNull();
    const thirty = quote({
      service: "roof_repair",
      quantities: [{ code: "squares", quantity: 30 }],
    });
    expect(thirty.subtotal_cents).toBe(1_350_000);
  });

  it("takes a season's early bird off the service's price, as today", () => {
    const priced = quote({ service: "snow", option: "FOUR_CAR", earlyBirdActive: true });
    expect(priced.grand_total_cents).toBe(17981);
    expect(lines(priced)[1]).toEqual(["Early Bird Discount", -6000]);
    // A service not billed by the season never gets it.
    expect(cleaning({ earlyBirdActive: true }).breakdown.early_bird_discount_cents).toBe(0);
  });

  it("needs no service code when the business sells one service", () => {
    const single = { ...OFFERING, services: [OFFERING.services[2]!] };
    expect(
      quote({ offering: single, quantities: [{ code: "squares", quantity: 2 }] }).service,
    ).toBe("roof_repair");
  });
});

describe("priceService: refusals name the field", () => {
  const failure = (selection: Parameters<typeof price>[0]) => {
    const result = price(selection);
    if (result.ok) throw new Error("priced");
    const { code, path, message } = result.failure;
    return { code, path, message };
  };
  const bathrooms = [{ code: "bathrooms", quantity: 2 }];

  it("the service", () => {
    expect(failure({})).toEqual({
      code: "missing_service",
      path: ["service"],
      message: "Choose a service (cleaning, lawn, roof_repair, snow)",
    });
    expect(failure({ service: "pool" })).toMatchObject({
      code: "unknown_service",
      path: ["service"],
    });
  });

  it("the option: required when the service has options, refused otherwise", () => {
    expect(failure({ service: "cleaning", quantities: bathrooms })).toEqual({
      code: "missing_option",
      path: ["option"],
      message: "Choose home size",
    });
    expect(failure({ service: "lawn", option: "ONE_BED" })).toEqual({
      code: "unexpected_option",
      path: ["option"],
      message: '"lawn mowing" has no options to choose from',
    });
    expect(failure({ service: "cleaning", option: "CUSTOM" })).toMatchObject({
      code: "custom_quote_option",
    });
    expect(
      failure({ service: "cleaning", area: "Aurora", option: "TWO_BED", quantities: bathrooms }),
    ).toEqual({
      code: "option_not_in_area",
      path: ["option"],
      message: '"2 Bedrooms" is not offered in Aurora',
    });
  });

  it("the quantities: each known, once, within bounds and steps, and none left out", () => {
    const lawn = (quantity: number) =>
      failure({ service: "lawn", quantities: [{ code: "lawn_size", quantity }] });
    expect(lawn(1250)).toEqual({
      code: "invalid_quantity",
      path: ["quantities", 0, "quantity"],
      message:
        '"Lawn size" must be a whole number from 1,000 sq ft to 20,000 sq ft, in steps of 500',
    });
    expect(lawn(15500)).toEqual({
      code: "custom_quote_quantity",
      path: ["quantities", 0, "quantity"],
      message: 'Above 15,000 sq ft, "Lawn size" has no instant price; request a custom quote',
    });
    expect(failure({ service: "lawn" })).toEqual({
      code: "missing_quantity",
      path: ["quantities"],
      message: '"Lawn size" is required',
    });
    expect(
      failure({
        service: "lawn",
        quantities: [
          { code: "lawn_size", quantity: 2000 },
          { code: "lawn_size", quantity: 2000 },
        ],
      }),
    ).toMatchObject({ code: "duplicate_quantity", path: ["quantities", 1] });
    expect(
      failure({ service: "roof_repair", quantities: [{ code: "bathrooms", quantity: 1 }] }),
    ).toEqual({
      code: "unknown_quantity",
      path: ["quantities", 0],
      message: '"bathrooms" is not a quantity of "roof repair"',
    });
  });

  it("the add-ons, as today", () => {
    expect(
      failure({
        service: "cleaning",
        option: "TWO_BED",
        quantities: bathrooms,
        addons: [{ code: "bump_out" }],
      }),
    ).toMatchObject({ code: "unknown_addon", path: ["addons", 0] });
  });

  it("the frequency: one the service offers, and none for a service not sold by the visit", () => {
    expect(
      failure({
        service: "cleaning",
        option: "TWO_BED",
        quantities: bathrooms,
        frequency: "yearly",
      }),
    ).toEqual({
      code: "unknown_frequency",
      path: ["frequency"],
      message: '"yearly" is not a frequency we offer (One time, Weekly, Every 2 weeks, Monthly)',
    });
    expect(failure({ service: "snow", option: "FOUR_CAR", frequency: "weekly" })).toEqual({
      code: "unexpected_frequency",
      path: ["frequency"],
      message: '"snow removal" is not sold by the visit: it takes no frequency',
    });
  });

  it("a price past the most one payment may be, against what made it grow", () => {
    const big: ServicesOffering = {
      ...OFFERING,
      services: [
        {
          ...OFFERING.services[2]!,
          pricing: {
            quantities: [
              {
                code: "squares",
                label: "Roof area",
                unit: "roof_square",
                min: 1,
                max: 1000,
                pricing: { type: "per_unit", unitPriceCents: 10_000_000 },
              },
            ],
          },
        },
      ],
    };
    const roof = (quantity: number) =>
      price({ offering: big, quantities: [{ code: "squares", quantity }] });
    // $100,000.00 a square: 8 squares with fee and tax are $903,200.30; 9 are $1,016,100.30.
    expect(roof(8)).toMatchObject({ ok: true, quote: { grand_total_cents: 90_320_030 } });
    for (const squares of [9, 10, 1000]) {
      expect(roof(squares)).toMatchObject({
        ok: false,
        failure: { code: "total_too_large", path: ["quantities"] },
      });
    }
  });
});

describe("serviceDurationMinutes", () => {
  it("adds the option's minutes, each add-on's per unit and each quantity's per step", () => {
    const priced = cleaning({
      addons: [{ code: "inside_oven" }, { code: "windows", quantity: 4 }],
    });
    const service = OFFERING.services[0]!;
    // 150 for 2 bedrooms + 30 oven + 4 x 5 windows + 3 x 30 bathrooms.
    expect(serviceDurationMinutes(service, priced)).toBe(150 + 30 + 20 + 90);
    const oneBed = { option: "ONE_BED", quantities: [], addons: [] };
    expect(serviceDurationMinutes(service, oneBed)).toBe(120);
    expect(serviceDurationMinutes(OFFERING.services[1]!, oneBed)).toBeNull();
    const perHundred = { minutes: 60, quantities: { lawn_size: { minutes: 10, per: 1000 } } };
    const lawn = { option: null, quantities: [{ code: "lawn_size", quantity: 2500 }], addons: [] };
    expect(serviceDurationMinutes({ duration: perHundred }, lawn)).toBe(60 + 30);
  });
});

/** A price, often small (so that discounts and minimums come into play), up to $1,000.00. */
const cents = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 100_000 }));

/** A random service of any pricing shape and billing, valid by the schema. */
const anyOffering = fc
  .record({
    optionPrices: fc.option(fc.array(cents, { minLength: 2, maxLength: 2 }), { nil: undefined }),
    quantity: fc.record({
      min: fc.integer({ min: 0, max: 10 }),
      span: fc.integer({ min: 1, max: 40 }),
      step: fc.integer({ min: 1, max: 5 }),
      unitPrice: cents,
      tierEnd: fc.integer({ min: 1, max: 50 }),
      cheaper: fc.oneof(fc.constant(0), cents),
      bandPrice: cents,
      kind: fc.constantFrom("per_unit", "bands", "tiers"),
    }),
    adjustment: fc.option(
      fc.oneof(
        fc.integer({ min: -10_000, max: 100_000 }).map(percent),
        fc.integer({ min: -1_000_000, max: 100_000 }).map(amount),
      ),
      { nil: undefined },
    ),
    firstVisit: fc.option(fc.integer({ min: -10_000, max: 100_000 }).map(percent), {
      nil: undefined,
    }),
    minimum: fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: undefined }),
    feeRate: fc.integer({ min: 0, max: 10_000 }),
    fixedFee: fc.integer({ min: 0, max: 1000 }),
    taxRate: fc.integer({ min: 0, max: 10_000 }),
  })
  .map((drawn): ServicesOffering => {
    const { min, span, step: by, unitPrice, tierEnd, cheaper, bandPrice, kind } = drawn.quantity;
    const max = min + span * by;
    const pricing: QuantityPricing =
      kind === "per_unit"
        ? { type: "per_unit", unitPriceCents: unitPrice }
        : kind === "tiers"
          ? {
              type: "tiers",
              tiers: [
                ...(tierEnd < max ? [{ upTo: tierEnd, unitPriceCents: unitPrice }] : []),
                { unitPriceCents: cheaper },
              ],
            }
          : {
              type: "bands",
              bands: [{ upTo: min, priceCents: bandPrice }],
              over: { each: by, priceCents: unitPrice },
            };
    const { duration: _duration, ...base } = OFFERING.services[0]!;
    const service: Service = {
      ...base,
      billing: {
        type: "per_visit",
        frequencies: [
          {
            code: "weekly",
            ...(drawn.adjustment && { adjustment: drawn.adjustment }),
            ...(drawn.firstVisit && { firstVisit: drawn.firstVisit }),
          },
        ],
      },
      pricing: {
        ...(drawn.optionPrices && {
          options: base.pricing.options!.slice(0, 2),
          prices: { Denver: { ONE_BED: drawn.optionPrices[0]!, TWO_BED: drawn.optionPrices[1]! } },
        }),
        quantities: [{ code: "units", label: "Units", unit: "item", min, max, step: by, pricing }],
        ...(drawn.minimum && { minimumChargeCents: drawn.minimum }),
      },
    };
    return {
      ...OFFERING,
      services: [service],
      fees: { rateBasisPoints: drawn.feeRate, fixedCents: drawn.fixedFee },
      tax: { rateBasisPoints: drawn.taxRate },
    };
  });

type Drawn = {
  offering: ServicesOffering;
  option: string | undefined;
  stepsIn: number;
  addons: AddonRequest[];
  convenienceFee: ConvenienceFee;
};

const selections: fc.Arbitrary<Drawn> = anyOffering.chain((offering) => {
  const service = offering.services[0]!;
  const quantity = service.pricing.quantities![0]!;
  const steps = (quantity.max - quantity.min) / (quantity.step ?? 1);
  return fc.record({
    offering: fc.constant(offering),
    option: service.pricing.options
      ? fc.constantFrom("ONE_BED", "TWO_BED")
      : fc.constant(undefined),
    stepsIn: fc.integer({ min: 0, max: steps - 1 }),
    addons: fc.subarray<AddonRequest>([{ code: "inside_oven" }, { code: "windows", quantity: 3 }]),
    convenienceFee: fc.constantFrom(...CONVENIENCE_FEE_CHOICES),
  });
});

/** The price with the quantity `stepsIn` steps above its least. */
function priceAt(drawn: Drawn, stepsIn: number) {
  const service = drawn.offering.services[0]!;
  const quantity = service.pricing.quantities![0]!;
  return price({
    offering: drawn.offering,
    option: drawn.option,
    quantities: [{ code: "units", quantity: quantity.min + stepsIn * (quantity.step ?? 1) }],
    addons: drawn.addons,
    convenienceFee: drawn.convenienceFee,
  });
}

/** Every visit priced; none when the price is past the most one payment may be. */
function visits(result: ReturnType<typeof price>): VisitQuote[] {
  if (!result.ok) {
    expect(result.failure.code).toBe("total_too_large");
    return [];
  }
  return [result.quote, ...(result.quote.recurring ? [result.quote.recurring.visit] : [])];
}

describe("priceService: properties", () => {
  it("every visit: integer cents, lines adding up, nothing negative but discounts, the minimum held", () => {
    fc.assert(
      fc.property(selections, (drawn) => {
        expect(validateServicesOffering(drawn.offering).ok).toBe(true);
        const minimum = drawn.offering.services[0]!.pricing.minimumChargeCents ?? 0;
        for (const visit of visits(priceAt(drawn, drawn.stepsIn))) {
          const sum = visit.lines.reduce((total, line) => total + line.amount_cents, 0);
          expect(sum).toBe(visit.grand_total_cents);
          for (const line of visit.lines) {
            expect(Number.isSafeInteger(line.amount_cents)).toBe(true);
            if (line.kind !== "frequency_adjustment" && line.kind !== "early_bird_discount") {
              expect(line.amount_cents).toBeGreaterThanOrEqual(0);
            }
          }
          expect(visit.subtotal_cents).toBeGreaterThanOrEqual(minimum);
          // Only a minimum raises a visit: a discount alone never takes it below nothing.
          if (minimum === 0) expect(visit.breakdown.minimum_charge_cents).toBe(0);
          expect(visit.subtotal_cents).toBeGreaterThanOrEqual(0);
          expect(visit.grand_total_cents).toBeLessThanOrEqual(MAX_CHARGE_CENTS);
        }
      }),
    );
  });

  it("is monotonic in quantity: one more step never lowers the first visit or a later one", () => {
    fc.assert(
      fc.property(selections, (drawn) => {
        const [first, later] = [
          visits(priceAt(drawn, drawn.stepsIn)),
          visits(priceAt(drawn, drawn.stepsIn + 1)),
        ];
        // Past the most one payment may be, one more step is too.
        if (first.length === 0) expect(later).toEqual([]);
        if (later.length === 0) return;
        first.forEach((visit, index) => {
          expect(later[index]!.subtotal_cents).toBeGreaterThanOrEqual(visit.subtotal_cents);
          expect(later[index]!.grand_total_cents).toBeGreaterThanOrEqual(visit.grand_total_cents);
        });
      }),
    );
  });
});

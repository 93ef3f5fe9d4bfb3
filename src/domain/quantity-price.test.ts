import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type QuantityPricing,
  type ServiceQuantity,
  serviceQuantitySchema,
} from "@/shared/service-quantity";
import {
  quantityLineLabel,
  quantityPriceCents,
  quantityPricingIn,
  quantityProblem,
} from "./quantity-price";

/** "Up to 1,500 sq ft: $129; up to 2,500: $159; each 500 over: $20." */
const BANDS: QuantityPricing = {
  type: "bands",
  bands: [
    { upTo: 1500, priceCents: 12900 },
    { upTo: 2500, priceCents: 15900 },
  ],
  over: { each: 500, priceCents: 2000 },
};
/** The first 10 at $8, the next 20 at $6, every one after at $5. */
const TIERS: QuantityPricing = {
  type: "tiers",
  tiers: [
    { upTo: 10, unitPriceCents: 800 },
    { upTo: 30, unitPriceCents: 600 },
    { unitPriceCents: 500 },
  ],
};

describe("quantityPriceCents: worked by hand", () => {
  it("multiplies a per-unit price", () => {
    expect(quantityPriceCents({ type: "per_unit", unitPriceCents: 8900 }, 3)).toBe(26700);
    expect(quantityPriceCents({ type: "per_unit", unitPriceCents: 8900 }, 0)).toBe(0);
  });

  it("prices a quantity by the first band it is up to, each band's end included", () => {
    expect(quantityPriceCents(BANDS, 0)).toBe(12900);
    expect(quantityPriceCents(BANDS, 1500)).toBe(12900);
    expect(quantityPriceCents(BANDS, 1501)).toBe(15900);
    expect(quantityPriceCents(BANDS, 2500)).toBe(15900);
  });

  it("adds the price over the last band for each step beyond it, a part counting as a whole", () => {
    expect(quantityPriceCents(BANDS, 2501)).toBe(17900);
    expect(quantityPriceCents(BANDS, 3000)).toBe(17900);
    expect(quantityPriceCents(BANDS, 3001)).toBe(19900);
    expect(quantityPriceCents(BANDS, 4200)).toBe(15900 + 4 * 2000);
    expect(quantityPriceCents(BANDS, 3500)).toBe(19900);
    expect(quantityPriceCents(BANDS, 3501)).toBe(21900);
  });

  it("prices each unit by the tier it falls in", () => {
    expect(quantityPriceCents(TIERS, 0)).toBe(0);
    expect(quantityPriceCents(TIERS, 10)).toBe(8000);
    expect(quantityPriceCents(TIERS, 11)).toBe(8600);
    expect(quantityPriceCents(TIERS, 35)).toBe(8000 + 12000 + 2500);
  });

  it("prices a free first tier at nothing: one bathroom included, each more $25", () => {
    const included: QuantityPricing = {
      type: "tiers",
      tiers: [{ upTo: 1, unitPriceCents: 0 }, { unitPriceCents: 2500 }],
    };
    expect([1, 2, 3].map((count) => quantityPriceCents(included, count))).toEqual([0, 2500, 5000]);
  });

  it("throws past what the bands or tiers reach (the schema keeps every quantity within)", () => {
    const closed: QuantityPricing = { type: "bands", bands: [{ upTo: 10, priceCents: 100 }] };
    expect(() => quantityPriceCents(closed, 11)).toThrow(RangeError);
    const ended: QuantityPricing = { type: "tiers", tiers: [{ upTo: 10, unitPriceCents: 100 }] };
    expect(() => quantityPriceCents(ended, 11)).toThrow(RangeError);
  });
});

describe("quantityLineLabel", () => {
  const quantity = { label: "Windows", unit: "window" as const };
  it("shows the sum for a per-unit price, the quantity for bands, each tier's part for tiers", () => {
    expect(quantityLineLabel(quantity, { type: "per_unit", unitPriceCents: 800 }, 3)).toBe(
      "Windows (3 x $8.00)",
    );
    expect(quantityLineLabel({ label: "Home size", unit: "sq_ft" }, BANDS, 2000)).toBe(
      "Home size (2,000 sq ft)",
    );
    expect(quantityLineLabel(quantity, TIERS, 35)).toBe(
      "Windows (10 x $8.00 + 20 x $6.00 + 5 x $5.00)",
    );
    expect(quantityLineLabel(quantity, TIERS, 1)).toBe("Windows (1 x $8.00)");
    expect(quantityLineLabel(quantity, TIERS, 0)).toBe("Windows (0 windows)");
  });
});

describe("quantityPricingIn", () => {
  it("takes the area's own pricing where it differs, else the quantity's", () => {
    const own: QuantityPricing = { type: "per_unit", unitPriceCents: 999 };
    const quantity = { pricing: BANDS, pricingByArea: { Dublin: own } };
    expect(quantityPricingIn(quantity, "Dublin")).toBe(own);
    expect(quantityPricingIn(quantity, "Worthington")).toBe(BANDS);
    expect(quantityPricingIn(quantity, "constructor")).toBe(BANDS);
    expect(quantityPricingIn({ pricing: BANDS }, "Dublin")).toBe(BANDS);
  });
});

describe("quantityProblem", () => {
  const lawn = { label: "Lawn size", unit: "sq_ft" as const, min: 1000, max: 20000, step: 500 };
  it("accepts a whole number within the bounds on a step, the bounds included", () => {
    for (const value of [1000, 1500, 20000]) expect(quantityProblem(lawn, value)).toBeNull();
  });
  it("names the bounds and the step in the customer's words", () => {
    for (const value of [999, 1200, 20500, 1500.5, Number.NaN]) {
      expect(quantityProblem(lawn, value)).toBe(
        '"Lawn size" must be a whole number from 1,000 sq ft to 20,000 sq ft, in steps of 500',
      );
    }
    expect(quantityProblem({ label: "Systems", unit: "system", min: 1, max: 1 }, 2)).toBe(
      '"Systems" must be a whole number from 1 system to 1 system',
    );
  });
});

/** A valid quantity (by the schema) with any shape of pricing, and a quantity it prices. */
const pricedQuantity = fc
  .record({
    min: fc.integer({ min: 0, max: 5000 }),
    span: fc.integer({ min: 1, max: 50 }),
    step: fc.integer({ min: 1, max: 200 }),
    kind: fc.constantFrom("per_unit", "bands", "tiers"),
    ends: fc.uniqueArray(fc.integer({ min: 1, max: 20_000 }), { minLength: 1, maxLength: 6 }),
    prices: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 7, maxLength: 7 }),
    overEach: fc.integer({ min: 1, max: 1000 }),
  })
  .map(({ min, span, step, kind, ends, prices, overEach }): ServiceQuantity => {
    const max = min + span * step;
    const sorted = [...ends].sort((a, b) => a - b).filter((end) => end >= min && end < max);
    const positive = prices.map((price) => price + 1);
    const pricing: QuantityPricing =
      kind === "per_unit"
        ? { type: "per_unit", unitPriceCents: positive[0]! }
        : kind === "bands"
          ? {
              type: "bands",
              // Non-decreasing prices, the bands' ends in order, the last reaching `max` or `over`.
              bands: [...sorted, max].map((upTo, index) => ({
                upTo,
                priceCents: positive.slice(0, index + 1).reduce((sum, price) => sum + price, 0),
              })),
              ...(sorted.length % 2 === 1 && {
                over: { each: overEach, priceCents: positive[6]! },
              }),
            }
          : {
              type: "tiers",
              tiers: [
                ...sorted.map((upTo, index) => ({ upTo, unitPriceCents: prices[index]! })),
                { unitPriceCents: prices[6]! },
              ],
            };
    // With `over`, the last band may stop short of `max`: over prices the rest.
    if (pricing.type === "bands" && pricing.over && pricing.bands.length > 1) pricing.bands.pop();
    return { code: "q", label: "Quantity", unit: "item", min, max, step, pricing };
  })
  .filter((quantity) => serviceQuantitySchema.safeParse(quantity).success);

const allowedValues = (quantity: ServiceQuantity) =>
  Array.from(
    { length: (quantity.max - quantity.min) / (quantity.step ?? 1) + 1 },
    (_, index) => quantity.min + index * (quantity.step ?? 1),
  );

describe("quantityPriceCents: properties", () => {
  it("prices every quantity a valid quantity allows (bands and tiers leave no gap): whole cents, never negative, never less for more", () => {
    fc.assert(
      fc.property(pricedQuantity, (quantity) => {
        let previous = 0;
        for (const value of allowedValues(quantity)) {
          const cents = quantityPriceCents(quantity.pricing, value);
          expect(Number.isSafeInteger(cents)).toBe(true);
          expect(cents).toBeGreaterThanOrEqual(previous);
          previous = cents;
        }
      }),
    );
  });

  it("prices tiers as the sum of their units' prices, one unit at a time", () => {
    fc.assert(
      fc.property(pricedQuantity, fc.integer({ min: 0, max: 60 }), (quantity, value) => {
        if (quantity.pricing.type !== "tiers") return;
        const { tiers } = quantity.pricing;
        let expected = 0;
        for (let unit = 1; unit <= value; unit += 1) {
          expected += tiers.find(
            (tier) => tier.upTo === undefined || unit <= tier.upTo,
          )!.unitPriceCents;
        }
        expect(quantityPriceCents(quantity.pricing, value)).toBe(expected);
      }),
    );
  });

  it("prices every quantity of any pricing the schema accepts, drawn without regard to order", () => {
    const anyPricing = fc.oneof(
      fc.record({
        type: fc.constant("bands" as const),
        bands: fc.array(
          fc.record({
            upTo: fc.integer({ min: 0, max: 40 }),
            priceCents: fc.integer({ min: 1, max: 500 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        over: fc.option(
          fc.record({
            each: fc.integer({ min: 1, max: 7 }),
            priceCents: fc.integer({ min: 1, max: 500 }),
          }),
          { nil: undefined },
        ),
      }),
      fc.record({
        type: fc.constant("tiers" as const),
        tiers: fc.array(
          fc.record(
            {
              upTo: fc.integer({ min: 1, max: 40 }),
              unitPriceCents: fc.integer({ min: 0, max: 500 }),
            },
            { requiredKeys: ["unitPriceCents"] },
          ),
          { minLength: 1, maxLength: 4 },
        ),
      }),
    );
    const anyQuantity = fc.record({
      code: fc.constant("q"),
      label: fc.constant("Quantity"),
      unit: fc.constant("item" as const),
      min: fc.integer({ min: 0, max: 20 }),
      max: fc.integer({ min: 1, max: 40 }),
      pricing: anyPricing,
    });
    let accepted = 0;
    fc.assert(
      fc.property(anyQuantity, (drawn) => {
        const parsed = serviceQuantitySchema.safeParse(drawn);
        if (!parsed.success) return;
        accepted += 1;
        let previous = 0;
        for (const value of allowedValues(parsed.data)) {
          const cents = quantityPriceCents(parsed.data.pricing, value);
          expect(cents).toBeGreaterThanOrEqual(previous);
          previous = cents;
        }
      }),
      { numRuns: 500 },
    );
    // Enough of the draws pass the schema for the property to say something.
    expect(accepted).toBeGreaterThan(25);
  });
});

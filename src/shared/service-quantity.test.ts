import { describe, expect, it } from "vitest";
import { describeConfigIssue, toConfigIssues } from "./config-issues";
import { formatQuantity } from "./quantity-units";
import { serviceQuantitySchema } from "./service-quantity";

const LAWN = {
  code: "lawn_size",
  label: "Lawn size",
  unit: "sq_ft",
  min: 1000,
  max: 10000,
  step: 500,
  pricing: {
    type: "bands",
    bands: [
      { upTo: 1500, priceCents: 12900 },
      { upTo: 2500, priceCents: 15900 },
    ],
    over: { each: 500, priceCents: 2000 },
  },
};

function issues(changes: Record<string, unknown>) {
  const result = serviceQuantitySchema.safeParse(
    { ...LAWN, ...changes },
    { error: describeConfigIssue },
  );
  return result.success ? [] : toConfigIssues(result.error);
}

const bands = (...list: [number, number][]) =>
  list.map(([upTo, priceCents]) => ({ upTo, priceCents }));

describe("serviceQuantitySchema", () => {
  it("accepts bands, per-unit and tier pricing, per area too", () => {
    expect(issues({})).toEqual([]);
    expect(issues({ pricing: { type: "per_unit", unitPriceCents: 2 } })).toEqual([]);
    expect(
      issues({
        pricing: {
          type: "tiers",
          tiers: [{ upTo: 2000, unitPriceCents: 5 }, { unitPriceCents: 3 }],
        },
        pricingByArea: { Dublin: { type: "per_unit", unitPriceCents: 4 } },
      }),
    ).toEqual([]);
  });

  it("refuses bounds out of order or not reached in steps", () => {
    expect(issues({ max: 500 })).toEqual([
      { path: "max", message: "must not be less than the least quantity (1,000 sq ft)" },
    ]);
    expect(issues({ max: 9800 })).toEqual([
      {
        path: "max",
        message: "must be reached in steps of 500 from 1,000 sq ft (such as 9,500 sq ft)",
      },
    ]);
    expect(issues({ step: 0 })).toEqual([{ path: "step", message: "must be at least 1" }]);
    expect(issues({ min: -1 })[0]).toEqual({ path: "min", message: "must not be negative" });
    expect(issues({ max: 1_000_001 })[0]).toEqual({
      path: "max",
      message: "must be at most 1,000,000",
    });
    expect(issues({ unit: "acre" })[0]?.message).toMatch(/^must be one of sq_ft, linear_ft/);
  });

  it("keeps the custom-quote threshold within the bounds", () => {
    expect(issues({ customQuoteAbove: 5000 })).toEqual([]);
    for (const customQuoteAbove of [500, 10000]) {
      expect(issues({ customQuoteAbove })).toEqual([
        {
          path: "customQuoteAbove",
          message:
            "must be from the least quantity (1,000 sq ft) to less than the most (10,000 sq ft)",
        },
      ]);
    }
  });

  it("wants bands in order, each dearer or the same as the one before", () => {
    const pricing = (list: ReturnType<typeof bands>) => ({ ...LAWN.pricing, bands: list });
    expect(issues({ pricing: pricing(bands([2500, 12900], [1500, 15900])) })).toEqual([
      {
        path: "pricing.bands[1].upTo",
        message: "must be more than the band before (2,500 sq ft)",
      },
    ]);
    expect(issues({ pricing: pricing(bands([1500, 15900], [2500, 12900])) })).toEqual([
      {
        path: "pricing.bands[1].priceCents",
        message:
          "must not be less than the band before ($159.00): a larger quantity would cost less",
      },
    ]);
  });

  it("wants the bands to cover the bounds, each band reachable", () => {
    const { over: _over, ...closed } = LAWN.pricing;
    expect(issues({ pricing: closed })).toEqual([
      {
        path: "pricing.bands",
        message:
          "must reach the most a customer may choose (10,000 sq ft): add a band, or a price for each amount over the last band",
      },
    ]);
    expect(issues({ pricing: { ...closed, bands: bands([1500, 100], [10000, 200]) } })).toEqual([]);
    expect(issues({ pricing: { ...closed, bands: bands([900, 100], [10000, 200]) } })).toEqual([
      {
        path: "pricing.bands[0].upTo",
        message:
          "is below the least quantity (1,000 sq ft): no customer could choose a quantity in this band",
      },
    ]);
    expect(
      issues({ pricing: { ...closed, bands: bands([10000, 100], [12000, 200], [13000, 300]) } }),
    ).toEqual([
      {
        path: "pricing.bands[1]",
        message:
          "is never used: the bands before it already reach the most a customer may choose (10,000 sq ft)",
      },
      {
        path: "pricing.bands[2]",
        message:
          "is never used: the bands before it already reach the most a customer may choose (10,000 sq ft)",
      },
    ]);
    expect(issues({ pricing: { ...LAWN.pricing, bands: bands([10000, 100]) } })).toEqual([
      {
        path: "pricing.over",
        message:
          "is never used: the bands already reach the most a customer may choose (10,000 sq ft)",
      },
    ]);
  });

  it("covers only up to the custom-quote threshold: above it there is no price", () => {
    const { over: _over, ...closed } = LAWN.pricing;
    expect(issues({ pricing: closed, customQuoteAbove: 2500 })).toEqual([]);
    expect(issues({ pricing: closed, customQuoteAbove: 3000 })[0]?.message).toBe(
      "must reach the most a customer may choose (3,000 sq ft): add a band, or a price for each amount over the last band",
    );
  });

  it("wants tiers in order, ending open or at the bounds, only the last without an end", () => {
    const tiers = (list: { upTo?: number; unitPriceCents: number }[]) => ({
      pricing: { type: "tiers", tiers: list },
    });
    expect(
      issues(
        tiers([
          { upTo: 2000, unitPriceCents: 5 },
          { upTo: 10000, unitPriceCents: 3 },
        ]),
      ),
    ).toEqual([]);
    expect(issues(tiers([{ upTo: 2000, unitPriceCents: 5 }]))).toEqual([
      {
        path: "pricing.tiers",
        message:
          "must reach the most a customer may choose (10,000 sq ft): leave out the last tier's upper bound to price every unit above",
      },
    ]);
    expect(issues(tiers([{ unitPriceCents: 5 }, { unitPriceCents: 3 }]))).toEqual([
      { path: "pricing.tiers[0].upTo", message: "is required on every tier but the last" },
    ]);
    expect(
      issues(
        tiers([
          { upTo: 3000, unitPriceCents: 5 },
          { upTo: 2000, unitPriceCents: 3 },
          { unitPriceCents: 1 },
        ]),
      ),
    ).toEqual([
      { path: "pricing.tiers[1].upTo", message: "must be more than the tier before (3,000 sq ft)" },
    ]);
    // A tier may be cheaper than the one before: that is what tiers are for.
    expect(issues(tiers([{ upTo: 3000, unitPriceCents: 5 }, { unitPriceCents: 0 }]))).toEqual([]);
  });

  it("checks each area's own pricing against the same bounds, naming the area", () => {
    expect(
      issues({ pricingByArea: { Dublin: { type: "bands", bands: bands([1500, 100]) } } }),
    ).toEqual([
      {
        path: "pricingByArea.Dublin.bands",
        message:
          "must reach the most a customer may choose (10,000 sq ft): add a band, or a price for each amount over the last band",
      },
    ]);
  });
});

describe("formatQuantity", () => {
  it("says one or several in the unit's words", () => {
    expect(formatQuantity("sq_ft", 2000)).toBe("2,000 sq ft");
    expect(formatQuantity("window", 1)).toBe("1 window");
    expect(formatQuantity("roof_square", 12)).toBe("12 roof squares");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AddonRequest,
  getPerUnitAddonCents,
  type OfferingPricing,
  type OfferingQuote,
  priceOffering,
} from "./price-offering";

const shape = { type: "zip_codes" as const, zipCodes: ["85251"] };

/** A small window-cleaning business: fee 4.9% + 30 cents, tax 8%. */
const PRICING: OfferingPricing = {
  options: [
    { code: "ONE_STORY", label: "Single-story Home", description: "Up to 20 windows" },
    { code: "TWO_STORY", label: "Two-story Home", description: "Ladder work" },
    { code: "toString", label: "Odd Code", description: "Priced in Minimum Town only" },
    { code: "CUSTOM", label: "Taller", description: "Rope access", customQuote: true },
  ],
  areas: [
    { name: "Zip Town", shape, prices: { ONE_STORY: 16900, TWO_STORY: 21900 } },
    {
      name: "Minimum Town",
      shape,
      prices: { ONE_STORY: 17900, toString: 100 },
      minimumChargeCents: 20000,
    },
  ],
  addons: [
    {
      code: "hard_water",
      label: "Hard Water Stain Removal",
      description: "Mineral deposits",
      pricing: { type: "flat", priceCents: 4900 },
    },
    {
      code: "extra_windows",
      label: "Extra Windows",
      description: "Beyond the 20 included",
      pricing: {
        type: "per_unit",
        unitPriceCents: 800,
        unitLabel: "window",
        minQuantity: 1,
        maxQuantity: 60,
        minimumCents: 2400,
      },
    },
    {
      code: "screens",
      label: "Screens",
      description: "Washed and refitted",
      pricing: {
        type: "per_unit",
        unitPriceCents: 300,
        unitLabel: "screen",
        minQuantity: 2,
        maxQuantity: 80,
      },
    },
  ],
  discounts: { earlyBird: { deadline: "10-15", amountCents: 6000 } },
  fees: { rateBasisPoints: 490, fixedCents: 30 },
  tax: { rateBasisPoints: 800 },
};

function quote(options: {
  area?: string;
  option?: string;
  addons?: AddonRequest[];
  earlyBirdActive?: boolean;
  offering?: OfferingPricing;
}): OfferingQuote {
  const result = priceOffering({
    offering: PRICING,
    area: "Zip Town",
    option: "ONE_STORY",
    addons: [],
    earlyBirdActive: false,
    ...options,
  });
  if (!result.ok) throw new Error(`expected a quote, got ${result.failure.code}`);
  return result.quote;
}

function failure(options: { area?: string; option?: string; addons?: AddonRequest[] }) {
  const result = priceOffering({
    offering: PRICING,
    area: "Zip Town",
    option: "ONE_STORY",
    addons: [],
    earlyBirdActive: false,
    ...options,
  });
  if (result.ok) throw new Error("expected a failure");
  return result.failure;
}

describe("priceOffering: the rules, worked by hand", () => {
  // fee = round(subtotal x 0.049) + 30, tax = round(subtotal x 0.08), half away from zero.
  it("prices the matrix's base price alone", () => {
    // 16900 x 0.049 = 828.1 -> 828 + 30 = 858; 16900 x 0.08 = 1352.
    expect(quote({})).toEqual({
      area: "Zip Town",
      option: "ONE_STORY",
      addons: [],
      breakdown: {
        base_price_cents: 16900,
        early_bird_discount_cents: 0,
        addon_price_cents: 0,
        minimum_charge_cents: 0,
      },
      lines: [
        { kind: "service", label: "Single-story Home (Zip Town)", amount_cents: 16900 },
        { kind: "fee", label: "Convenience fee", amount_cents: 858 },
        { kind: "tax", label: "Estimated sales tax", amount_cents: 1352 },
      ],
      subtotal_cents: 16900,
      fee_cents: 858,
      platform_fee_cents: 858,
      tax_cents: 1352,
      total_cents: 17758,
      grand_total_cents: 19110,
    });
  });

  it("leaves the fee line out when the business absorbs the fee, keeping Quotewise's fee", () => {
    const result = priceOffering({
      offering: PRICING,
      area: "Zip Town",
      option: "ONE_STORY",
      addons: [],
      earlyBirdActive: false,
      convenienceFee: "absorb",
    });
    expect(result.ok && result.quote).toMatchObject({
      lines: [
        { kind: "service", label: "Single-story Home (Zip Town)", amount_cents: 16900 },
        { kind: "tax", label: "Estimated sales tax", amount_cents: 1352 },
      ],
      subtotal_cents: 16900,
      fee_cents: 0,
      platform_fee_cents: 858,
      tax_cents: 1352,
      total_cents: 16900,
      grand_total_cents: 18252,
    });
  });

  it("takes the early-bird amount off the base price when active, as its own line", () => {
    // 16900 - 6000 = 10900; 10900 x 0.049 = 534.1 -> 534 + 30 = 564; 10900 x 0.08 = 872.
    const priced = quote({ earlyBirdActive: true });
    expect(priced.breakdown.early_bird_discount_cents).toBe(6000);
    expect(priced.lines.map((line) => [line.kind, line.amount_cents])).toEqual([
      ["service", 16900],
      ["early_bird_discount", -6000],
      ["fee", 564],
      ["tax", 872],
    ]);
    expect(priced.lines[1]!.label).toBe("Early Bird Discount");
    expect(priced.grand_total_cents).toBe(10900 + 564 + 872);
  });

  it("never discounts more than the base price", () => {
    const offering = {
      ...PRICING,
      discounts: { earlyBird: { deadline: "10-15", amountCents: 50_000 } },
    };
    const priced = quote({ offering, earlyBirdActive: true });
    expect(priced.breakdown.early_bird_discount_cents).toBe(16900);
    expect(priced.subtotal_cents).toBe(0);
    expect(priced.fee_cents).toBe(30);
    expect(priced.tax_cents).toBe(0);
    expect(priced.grand_total_cents).toBe(30);
  });

  it("gives no discount when the offering has no early bird, even when asked", () => {
    const offering = { ...PRICING, discounts: {} };
    expect(quote({ offering, earlyBirdActive: true }).breakdown.early_bird_discount_cents).toBe(0);
  });

  it("adds a flat add-on's price once, quantity 1", () => {
    const priced = quote({ addons: [{ code: "hard_water" }] });
    expect(priced.addons).toEqual([{ code: "hard_water", quantity: 1 }]);
    expect(priced.breakdown.addon_price_cents).toBe(4900);
    expect(priced.lines[1]).toEqual({
      kind: "addon",
      label: "Hard Water Stain Removal",
      amount_cents: 4900,
    });
    expect(priced.subtotal_cents).toBe(21800);
  });

  it("prices a per-unit add-on as quantity x unit price, labelled with both", () => {
    const priced = quote({ addons: [{ code: "extra_windows", quantity: 24 }] });
    expect(priced.addons).toEqual([{ code: "extra_windows", quantity: 24 }]);
    expect(priced.lines[1]).toEqual({
      kind: "addon",
      label: "Extra Windows (24 x $8.00)",
      amount_cents: 19200,
    });
  });

  it("raises a per-unit add-on to its minimum, and says so", () => {
    expect(quote({ addons: [{ code: "extra_windows", quantity: 2 }] }).lines[1]).toEqual({
      kind: "addon",
      label: "Extra Windows (2 x $8.00, $24.00 minimum)",
      amount_cents: 2400,
    });
    // 3 x $8.00 is the minimum exactly: nothing to raise.
    expect(quote({ addons: [{ code: "extra_windows", quantity: 3 }] }).lines[1]).toEqual({
      kind: "addon",
      label: "Extra Windows (3 x $8.00)",
      amount_cents: 2400,
    });
  });

  it("accepts a per-unit quantity at either bound", () => {
    expect(quote({ addons: [{ code: "screens", quantity: 2 }] }).breakdown.addon_price_cents).toBe(
      600,
    );
    expect(quote({ addons: [{ code: "screens", quantity: 80 }] }).breakdown.addon_price_cents).toBe(
      24_000,
    );
  });

  it("lists add-ons in the order asked, after the discount", () => {
    const priced = quote({
      earlyBirdActive: true,
      addons: [{ code: "screens", quantity: 10 }, { code: "hard_water" }],
    });
    expect(priced.lines.map((line) => line.kind)).toEqual([
      "service",
      "early_bird_discount",
      "addon",
      "addon",
      "fee",
      "tax",
    ]);
    expect(priced.addons.map((addon) => addon.code)).toEqual(["screens", "hard_water"]);
    expect(priced.breakdown.addon_price_cents).toBe(3000 + 4900);
  });

  it("raises a quote under the area's minimum charge with a separate line before the fee", () => {
    // 17900 < 20000: the line adds 2100; 20000 x 0.049 = 980 + 30 = 1010; tax 1600.
    const priced = quote({ area: "Minimum Town" });
    expect(priced.breakdown.minimum_charge_cents).toBe(2100);
    expect(priced.lines).toEqual([
      { kind: "service", label: "Single-story Home (Minimum Town)", amount_cents: 17900 },
      { kind: "minimum_charge", label: "Adjustment to the $200.00 minimum", amount_cents: 2100 },
      { kind: "fee", label: "Convenience fee", amount_cents: 1010 },
      { kind: "tax", label: "Estimated sales tax", amount_cents: 1600 },
    ]);
    expect(priced.subtotal_cents).toBe(20000);
    expect(priced.grand_total_cents).toBe(22610);
  });

  it("compares the minimum with the price after the discount and add-ons", () => {
    // 17900 - 6000 + 2400 = 14300 -> 5700 to reach 20000.
    const discounted = quote({
      area: "Minimum Town",
      earlyBirdActive: true,
      addons: [{ code: "extra_windows", quantity: 1 }],
    });
    expect(discounted.breakdown.minimum_charge_cents).toBe(5700);
    expect(discounted.lines.map((line) => line.kind)).toEqual([
      "service",
      "early_bird_discount",
      "addon",
      "minimum_charge",
      "fee",
      "tax",
    ]);
    // 17900 + 4900 = 22800 is over the minimum: no line.
    const over = quote({ area: "Minimum Town", addons: [{ code: "hard_water" }] });
    expect(over.breakdown.minimum_charge_cents).toBe(0);
    expect(over.lines.some((line) => line.kind === "minimum_charge")).toBe(false);
  });

  it("adds no line when the quote reaches the minimum exactly", () => {
    const offering = {
      ...PRICING,
      areas: [{ ...PRICING.areas[1]!, minimumChargeCents: 17900 }],
    };
    expect(quote({ offering, area: "Minimum Town" }).lines).toHaveLength(3);
  });

  it("finds a price by the option's own key, even one named like an Object method", () => {
    expect(quote({ area: "Minimum Town", option: "toString" }).breakdown.base_price_cents).toBe(
      100,
    );
  });
});

describe("priceOffering: rounding half away from zero", () => {
  const offering = (price: number, fee: number, tax: number): OfferingPricing => ({
    ...PRICING,
    areas: [{ name: "Zip Town", shape, prices: { ONE_STORY: price } }],
    fees: { rateBasisPoints: fee, fixedCents: 0 },
    tax: { rateBasisPoints: tax },
  });

  it.each([
    // price, fee bp, tax bp, fee, tax
    [500, 490, 250, 25, 13], // 24.5 -> 25, 12.5 -> 13: halves go up
    [499, 490, 250, 24, 12], // 24.451 -> 24, 12.475 -> 12
    [1, 4999, 5000, 0, 1], // 0.4999 -> 0, 0.5 -> 1
    [3, 5000, 10_000, 2, 3], // 1.5 -> 2, 3 exactly
    [10_000_000, 10_000, 1, 10_000_000, 1000], // the ceilings: exact
  ])("price %i at %i / %i bp: fee %i, tax %i", (price, fee, tax, feeCents, taxCents) => {
    const priced = quote({ offering: offering(price, fee, tax) });
    expect([priced.fee_cents, priced.tax_cents]).toEqual([feeCents, taxCents]);
  });

  it("rounds the fee and the tax each from the subtotal, not from each other", () => {
    // 21 x 0.025 = 0.525 -> 1 twice; rounding the sum 1.05 once would give 1.
    const priced = quote({ offering: offering(21, 250, 250) });
    expect(priced.fee_cents + priced.tax_cents).toBe(2);
  });
});

describe("priceOffering: refusals name the field", () => {
  it("refuses an unknown area, listing the areas served", () => {
    expect(failure({ area: "Nowhere" })).toEqual({
      code: "unknown_area",
      field: "area",
      path: ["area"],
      message: '"Nowhere" is not an area we serve (Zip Town, Minimum Town)',
    });
  });

  it("refuses an unknown option", () => {
    expect(failure({ option: "TEN_STORY" })).toEqual({
      code: "unknown_option",
      field: "option",
      path: ["option"],
      message: '"TEN_STORY" is not an option we offer',
    });
  });

  it("refuses an option whose code only an Object method has", () => {
    expect(failure({ option: "constructor" }).code).toBe("unknown_option");
  });

  it("sends the custom-quote option to a custom quote", () => {
    expect(failure({ option: "CUSTOM" })).toEqual({
      code: "custom_quote_option",
      field: "option",
      path: ["option"],
      message: '"Taller" has no instant price; request a custom quote',
    });
  });

  it("refuses an option the area does not price", () => {
    expect(failure({ area: "Minimum Town", option: "TWO_STORY" })).toEqual({
      code: "option_not_in_area",
      field: "option",
      path: ["option"],
      message: '"Two-story Home" is not offered in Minimum Town',
    });
    expect(failure({ area: "Zip Town", option: "toString" }).code).toBe("option_not_in_area");
  });

  it("refuses an unknown add-on by its index", () => {
    expect(failure({ addons: [{ code: "hard_water" }, { code: "moss" }] })).toEqual({
      code: "unknown_addon",
      field: "addons",
      index: 1,
      path: ["addons", 1],
      message: '"moss" is not an add-on we offer',
    });
  });

  it("refuses an add-on listed twice, at the repeat", () => {
    expect(
      failure({
        addons: [
          { code: "screens", quantity: 2 },
          { code: "hard_water" },
          { code: "screens", quantity: 3 },
        ],
      }),
    ).toEqual({
      code: "duplicate_addon",
      field: "addons",
      index: 2,
      path: ["addons", 2],
      message: '"screens" is listed more than once',
    });
  });

  it("requires a quantity for a per-unit add-on", () => {
    expect(failure({ addons: [{ code: "hard_water" }, { code: "extra_windows" }] })).toEqual({
      code: "missing_quantity",
      field: "addons",
      index: 1,
      path: ["addons", 1, "quantity"],
      message: '"Extra Windows" needs a quantity',
    });
  });

  it.each([0, 1, 81, 2.5, -3, Number.NaN, Number.POSITIVE_INFINITY])(
    "refuses the per-unit quantity %d outside 2..80 or not whole",
    (quantity) => {
      expect(failure({ addons: [{ code: "screens", quantity }] })).toEqual({
        code: "invalid_quantity",
        field: "addons",
        index: 0,
        path: ["addons", 0, "quantity"],
        message: 'The quantity of "Screens" must be a whole number from 2 to 80',
      });
    },
  );

  it("refuses a quantity for a flat add-on", () => {
    expect(failure({ addons: [{ code: "hard_water", quantity: 2 }] })).toEqual({
      code: "unexpected_quantity",
      field: "addons",
      index: 0,
      path: ["addons", 0, "quantity"],
      message: '"Hard Water Stain Removal" is a flat-price add-on and takes no quantity',
    });
  });

  it("reports the area first, then the option, then the add-ons", () => {
    const everythingWrong = { option: "NOPE", addons: [{ code: "nope" }] };
    expect(failure({ ...everythingWrong, area: "Nowhere" }).field).toBe("area");
    expect(failure(everythingWrong).field).toBe("option");
  });
});

describe("getPerUnitAddonCents", () => {
  it("is the larger of quantity x unit price and the minimum", () => {
    expect(getPerUnitAddonCents({ unitPriceCents: 800, minimumCents: 2400 }, 2)).toBe(2400);
    expect(getPerUnitAddonCents({ unitPriceCents: 800, minimumCents: 2400 }, 4)).toBe(3200);
    expect(getPerUnitAddonCents({ unitPriceCents: 800 }, 1)).toBe(800);
  });
});

const MAX_CENTS = 10_000_000;

/** Any offering the schema accepts, as far as pricing goes, with a valid request for it. */
const pricedRequestArbitrary = fc
  .record({
    optionCount: fc.integer({ min: 1, max: 4 }),
    areas: fc.array(
      fc.record({
        prices: fc.array(fc.integer({ min: 1, max: MAX_CENTS }), { minLength: 4, maxLength: 4 }),
        minimum: fc.option(fc.integer({ min: 1, max: MAX_CENTS }), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    addons: fc.array(
      fc.oneof(
        fc.record({
          type: fc.constant("flat" as const),
          priceCents: fc.integer({ min: 1, max: MAX_CENTS }),
        }),
        fc
          .record({
            type: fc.constant("per_unit" as const),
            unitPriceCents: fc.integer({ min: 1, max: MAX_CENTS }),
            minQuantity: fc.integer({ min: 1, max: 1000 }),
            span: fc.integer({ min: 0, max: 1000 }),
            minimumCents: fc.option(fc.integer({ min: 1, max: MAX_CENTS }), { nil: undefined }),
          })
          .map(({ span, ...pricing }) => ({
            ...pricing,
            unitLabel: "unit",
            maxQuantity: Math.min(pricing.minQuantity + span, 1000),
          })),
      ),
      { maxLength: 50 },
    ),
    earlyBird: fc.option(fc.integer({ min: 1, max: MAX_CENTS }), { nil: undefined }),
    feeRate: fc.integer({ min: 0, max: 10_000 }),
    fixedFee: fc.integer({ min: 0, max: MAX_CENTS }),
    taxRate: fc.integer({ min: 0, max: 10_000 }),
  })
  .chain((drawn) => {
    const offering: OfferingPricing = {
      options: Array.from({ length: drawn.optionCount }, (_, index) => ({
        code: `O${index}`,
        label: `Option ${index}`,
        description: "-",
      })),
      areas: drawn.areas.map((area, index) => ({
        name: `Area ${index}`,
        shape,
        prices: Object.fromEntries(
          area.prices.slice(0, drawn.optionCount).map((price, option) => [`O${option}`, price]),
        ),
        ...(area.minimum !== undefined && { minimumChargeCents: area.minimum }),
      })),
      addons: drawn.addons.map((pricing, index) => ({
        code: `a${index}`,
        label: `Add-on ${index}`,
        description: "-",
        pricing,
      })),
      discounts:
        drawn.earlyBird === undefined
          ? {}
          : { earlyBird: { deadline: "10-15", amountCents: drawn.earlyBird } },
      fees: { rateBasisPoints: drawn.feeRate, fixedCents: drawn.fixedFee },
      tax: { rateBasisPoints: drawn.taxRate },
    };
    const addonRequest = (index: number) => {
      const { pricing } = offering.addons[index]!;
      return pricing.type === "flat"
        ? fc.constant<AddonRequest>({ code: `a${index}` })
        : fc
            .integer({ min: pricing.minQuantity, max: pricing.maxQuantity })
            .map((quantity): AddonRequest => ({ code: `a${index}`, quantity }));
    };
    return fc.record({
      offering: fc.constant(offering),
      area: fc.constantFrom(...offering.areas.map((area) => area.name)),
      option: fc.constantFrom(...offering.options.map((option) => option.code)),
      addons: fc
        .shuffledSubarray(offering.addons.map((_, index) => index))
        .chain((indexes) => fc.tuple(...indexes.map(addonRequest))),
      earlyBirdActive: fc.boolean(),
    });
  });

function priced(request: Parameters<typeof priceOffering>[0]): OfferingQuote {
  const result = priceOffering(request);
  if (!result.ok) throw new Error(`expected a quote, got ${result.failure.message}`);
  return result.quote;
}

describe("priceOffering: properties", () => {
  it("prices every valid request; lines add up to the grand total; all amounts integers", () => {
    fc.assert(
      fc.property(pricedRequestArbitrary, (request) => {
        const quote = priced(request);
        const { breakdown } = quote;
        const amounts = [
          ...Object.values(breakdown),
          ...quote.lines.map((line) => line.amount_cents),
          quote.subtotal_cents,
          quote.fee_cents,
          quote.tax_cents,
          quote.total_cents,
          quote.grand_total_cents,
        ];
        expect(amounts.every(Number.isSafeInteger)).toBe(true);
        expect(quote.lines.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(
          quote.grand_total_cents,
        );
        expect(quote.subtotal_cents).toBeGreaterThanOrEqual(0);
        expect(quote.subtotal_cents).toBe(
          breakdown.base_price_cents -
            breakdown.early_bird_discount_cents +
            breakdown.addon_price_cents +
            breakdown.minimum_charge_cents,
        );
        expect(quote.total_cents).toBe(quote.subtotal_cents + quote.fee_cents);
        expect(quote.grand_total_cents).toBe(quote.total_cents + quote.tax_cents);
        // Only the discount is negative, and no line is zero but the fee and tax.
        for (const line of quote.lines) {
          if (line.kind === "early_bird_discount") expect(line.amount_cents).toBeLessThan(0);
          else if (line.kind !== "fee" && line.kind !== "tax") {
            expect(line.amount_cents).toBeGreaterThan(0);
          }
        }
        const minimum = request.offering.areas.find(
          (area) => area.name === request.area,
        )?.minimumChargeCents;
        if (minimum !== undefined) expect(quote.subtotal_cents).toBeGreaterThanOrEqual(minimum);
      }),
      { numRuns: 300 },
    );
  });

  it("charges subtotal + tax when the fee is absorbed, taking the same fee within the charge", () => {
    fc.assert(
      fc.property(pricedRequestArbitrary, (request) => {
        const passedOn = priced(request);
        const absorbed = priced({ ...request, convenienceFee: "absorb" });
        expect(passedOn.platform_fee_cents).toBe(passedOn.fee_cents);
        expect(absorbed.lines).toEqual(passedOn.lines.filter((line) => line.kind !== "fee"));
        expect(absorbed.fee_cents).toBe(0);
        expect(absorbed.tax_cents).toBe(passedOn.tax_cents);
        expect(absorbed.total_cents).toBe(passedOn.subtotal_cents);
        expect(absorbed.grand_total_cents).toBe(passedOn.subtotal_cents + passedOn.tax_cents);
        expect(absorbed.platform_fee_cents).toBe(
          Math.min(passedOn.fee_cents, absorbed.grand_total_cents),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("keeps the lines in display order", () => {
    const order = ["service", "early_bird_discount", "addon", "minimum_charge", "fee", "tax"];
    fc.assert(
      fc.property(pricedRequestArbitrary, (request) => {
        const ranks = priced(request).lines.map((line) => order.indexOf(line.kind));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }),
    );
  });

  it("never charges less for more units of a per-unit add-on", () => {
    fc.assert(
      fc.property(
        pricedRequestArbitrary.filter((request) =>
          request.addons.some((addon) => addon.quantity !== undefined),
        ),
        fc.nat(),
        (request, pick) => {
          const perUnit = request.addons.filter((addon) => addon.quantity !== undefined);
          const target = perUnit[pick % perUnit.length]!;
          const { pricing } = request.offering.addons.find((addon) => addon.code === target.code)!;
          if (pricing.type !== "per_unit" || target.quantity === pricing.maxQuantity) return;
          const more = request.addons.map((addon) =>
            addon === target ? { ...addon, quantity: addon.quantity! + 1 } : addon,
          );
          const before = priced(request);
          const after = priced({ ...request, addons: more });
          expect(after.breakdown.addon_price_cents).toBeGreaterThanOrEqual(
            before.breakdown.addon_price_cents,
          );
          expect(after.subtotal_cents).toBeGreaterThanOrEqual(before.subtotal_cents);
          expect(after.grand_total_cents).toBeGreaterThanOrEqual(before.grand_total_cents);
        },
      ),
    );
  });

  it("answers any input with a quote or a failure, never a throw", () => {
    fc.assert(
      fc.property(
        pricedRequestArbitrary,
        fc.string(),
        fc.string(),
        fc.array(
          fc.record({
            code: fc.oneof(fc.string(), fc.constantFrom("a0", "a1", "a2")),
            quantity: fc.option(fc.double(), { nil: undefined }),
          }),
          { maxLength: 5 },
        ),
        (request, area, option, addons) => {
          for (const attempt of [
            { ...request, area },
            { ...request, option },
            { ...request, addons },
          ]) {
            const result = priceOffering(attempt);
            if (!result.ok) expect(result.failure.path[0]).toBe(result.failure.field);
          }
        },
      ),
    );
  });
});

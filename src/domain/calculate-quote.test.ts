import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateQuote, type Quote, type QuotePricing } from "./calculate-quote";

/** The demo business of ARCHITECTURE.md, as the pricing part of its configuration. */
const DEMO_PRICING: QuotePricing = {
  drivewaySizes: [
    { code: "FOUR_CAR", label: "4-Car Driveway" },
    { code: "SIX_CAR", label: "6-Car Driveway" },
    { code: "TWO_CAR", label: "2-Car Driveway" },
    { code: "CUSTOM", label: "Custom Layout" },
  ],
  addons: [{ code: "bump_out", label: "Bump-out Extension", priceCents: 7500 }],
  areas: [
    { name: "Scarsdale", prices: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 } },
    { name: "White Plains", prices: { TWO_CAR: 17900, FOUR_CAR: 20900, SIX_CAR: 24900 } },
    { name: "Harrison", prices: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 } },
  ],
  earlyBird: { discountCents: 6000 },
  fees: { rateBasisPoints: 490, fixedCents: 30 },
  tax: { rateBasisPoints: 800 },
};

function quote(options: {
  town: string;
  drivewaySize: string;
  addons?: string[];
  earlyBirdActive?: boolean;
  pricing?: QuotePricing;
}): Quote {
  const result = calculateQuote({
    pricing: DEMO_PRICING,
    addons: [],
    earlyBirdActive: false,
    ...options,
  });
  if (!result.ok) throw new Error(`expected a quote, got ${result.failure.code}`);
  return result.quote;
}

describe("calculateQuote: the demo business's whole price table", () => {
  // Worked by hand, independently of the code under test:
  //   subtotal = base - early bird (6000 when active) + bump_out (7500 when chosen)
  //   fee = round(subtotal x 0.049) + 30, tax = round(subtotal x 0.08), half away from zero
  //   total = subtotal + fee, grand total = subtotal + fee + tax
  // e.g. Scarsdale 4-car, early bird: 21900 - 6000 = 15900; 15900 x 0.049 = 779.1 -> 779,
  // + 30 = 809; 15900 x 0.08 = 1272; total 16709; grand total 17981.
  // Columns: town, size, early bird, bump_out, base, discount, add-ons, subtotal, fee, tax,
  // total, grand total.
  type Row = [
    town: string,
    size: string,
    earlyBird: boolean,
    bumpOut: boolean,
    ...cents: [number, number, number, number, number, number, number, number],
  ];
  const table: Row[] = [
    ["Scarsdale", "TWO_CAR", true, false, 18900, 6000, 0, 12900, 662, 1032, 13562, 14594],
    ["Scarsdale", "TWO_CAR", true, true, 18900, 6000, 7500, 20400, 1030, 1632, 21430, 23062],
    ["Scarsdale", "TWO_CAR", false, false, 18900, 0, 0, 18900, 956, 1512, 19856, 21368],
    ["Scarsdale", "TWO_CAR", false, true, 18900, 0, 7500, 26400, 1324, 2112, 27724, 29836],
    ["Scarsdale", "FOUR_CAR", true, false, 21900, 6000, 0, 15900, 809, 1272, 16709, 17981],
    ["Scarsdale", "FOUR_CAR", true, true, 21900, 6000, 7500, 23400, 1177, 1872, 24577, 26449],
    ["Scarsdale", "FOUR_CAR", false, false, 21900, 0, 0, 21900, 1103, 1752, 23003, 24755],
    ["Scarsdale", "FOUR_CAR", false, true, 21900, 0, 7500, 29400, 1471, 2352, 30871, 33223],
    ["Scarsdale", "SIX_CAR", true, false, 25900, 6000, 0, 19900, 1005, 1592, 20905, 22497],
    ["Scarsdale", "SIX_CAR", true, true, 25900, 6000, 7500, 27400, 1373, 2192, 28773, 30965],
    ["Scarsdale", "SIX_CAR", false, false, 25900, 0, 0, 25900, 1299, 2072, 27199, 29271],
    ["Scarsdale", "SIX_CAR", false, true, 25900, 0, 7500, 33400, 1667, 2672, 35067, 37739],
    ["White Plains", "TWO_CAR", true, false, 17900, 6000, 0, 11900, 613, 952, 12513, 13465],
    ["White Plains", "TWO_CAR", true, true, 17900, 6000, 7500, 19400, 981, 1552, 20381, 21933],
    ["White Plains", "TWO_CAR", false, false, 17900, 0, 0, 17900, 907, 1432, 18807, 20239],
    ["White Plains", "TWO_CAR", false, true, 17900, 0, 7500, 25400, 1275, 2032, 26675, 28707],
    ["White Plains", "FOUR_CAR", true, false, 20900, 6000, 0, 14900, 760, 1192, 15660, 16852],
    ["White Plains", "FOUR_CAR", true, true, 20900, 6000, 7500, 22400, 1128, 1792, 23528, 25320],
    ["White Plains", "FOUR_CAR", false, false, 20900, 0, 0, 20900, 1054, 1672, 21954, 23626],
    ["White Plains", "FOUR_CAR", false, true, 20900, 0, 7500, 28400, 1422, 2272, 29822, 32094],
    ["White Plains", "SIX_CAR", true, false, 24900, 6000, 0, 18900, 956, 1512, 19856, 21368],
    ["White Plains", "SIX_CAR", true, true, 24900, 6000, 7500, 26400, 1324, 2112, 27724, 29836],
    ["White Plains", "SIX_CAR", false, false, 24900, 0, 0, 24900, 1250, 1992, 26150, 28142],
    ["White Plains", "SIX_CAR", false, true, 24900, 0, 7500, 32400, 1618, 2592, 34018, 36610],
    ["Harrison", "TWO_CAR", true, false, 18900, 6000, 0, 12900, 662, 1032, 13562, 14594],
    ["Harrison", "TWO_CAR", true, true, 18900, 6000, 7500, 20400, 1030, 1632, 21430, 23062],
    ["Harrison", "TWO_CAR", false, false, 18900, 0, 0, 18900, 956, 1512, 19856, 21368],
    ["Harrison", "TWO_CAR", false, true, 18900, 0, 7500, 26400, 1324, 2112, 27724, 29836],
    ["Harrison", "FOUR_CAR", true, false, 21900, 6000, 0, 15900, 809, 1272, 16709, 17981],
    ["Harrison", "FOUR_CAR", true, true, 21900, 6000, 7500, 23400, 1177, 1872, 24577, 26449],
    ["Harrison", "FOUR_CAR", false, false, 21900, 0, 0, 21900, 1103, 1752, 23003, 24755],
    ["Harrison", "FOUR_CAR", false, true, 21900, 0, 7500, 29400, 1471, 2352, 30871, 33223],
    ["Harrison", "SIX_CAR", true, false, 25900, 6000, 0, 19900, 1005, 1592, 20905, 22497],
    ["Harrison", "SIX_CAR", true, true, 25900, 6000, 7500, 27400, 1373, 2192, 28773, 30965],
    ["Harrison", "SIX_CAR", false, false, 25900, 0, 0, 25900, 1299, 2072, 27199, 29271],
    ["Harrison", "SIX_CAR", false, true, 25900, 0, 7500, 33400, 1667, 2672, 35067, 37739],
  ];

  it("covers every area x priced size x add-on set x early-bird state", () => {
    expect(table).toHaveLength(3 * 3 * 2 * 2);
  });

  it.each(table)(
    "%s %s, early bird %s, bump_out %s",
    (town, size, earlyBird, bumpOut, base, discount, addon, subtotal, fee, tax, total, grand) => {
      const result = quote({
        town,
        drivewaySize: size,
        addons: bumpOut ? ["bump_out"] : [],
        earlyBirdActive: earlyBird,
      });
      expect(result).toMatchObject({
        town,
        drivewaySize: size,
        addons: bumpOut ? ["bump_out"] : [],
        breakdown: {
          base_price_cents: base,
          early_bird_discount_cents: discount,
          addon_price_cents: addon,
        },
        subtotal_cents: subtotal,
        fee_cents: fee,
        tax_cents: tax,
        total_cents: total,
        grand_total_cents: grand,
      });
    },
  );
});

describe("calculateQuote lines", () => {
  it("lists service, discount, add-on, fee and tax, adding up to the grand total", () => {
    const result = quote({
      town: "Scarsdale",
      drivewaySize: "FOUR_CAR",
      addons: ["bump_out"],
      earlyBirdActive: true,
    });
    expect(result.lines).toEqual([
      { kind: "service", label: "4-Car Driveway (Scarsdale)", amount_cents: 21900 },
      { kind: "early_bird_discount", label: "Early Bird Discount", amount_cents: -6000 },
      { kind: "addon", label: "Bump-out Extension", amount_cents: 7500 },
      { kind: "fee", label: "Convenience fee", amount_cents: 1177 },
      { kind: "tax", label: "Estimated sales tax", amount_cents: 1872 },
    ]);
  });

  it("leaves out the discount line when early bird is not active", () => {
    const result = quote({ town: "White Plains", drivewaySize: "TWO_CAR" });
    expect(result.lines.map((line) => line.kind)).toEqual(["service", "fee", "tax"]);
  });
});

describe("calculateQuote failures name the field", () => {
  it.each([
    [{ town: "Port Chester", drivewaySize: "FOUR_CAR" }, "unknown_town", "town"],
    [{ town: "scarsdale", drivewaySize: "FOUR_CAR" }, "unknown_town", "town"],
    [{ town: "", drivewaySize: "FOUR_CAR" }, "unknown_town", "town"],
    [{ town: "Scarsdale", drivewaySize: "TEN_CAR" }, "unknown_driveway_size", "drivewaySize"],
    [{ town: "Scarsdale", drivewaySize: "four_car" }, "unknown_driveway_size", "drivewaySize"],
    [{ town: "Scarsdale", drivewaySize: "CUSTOM" }, "custom_driveway_size", "drivewaySize"],
  ])("%j -> %s", (input, code, field) => {
    const result = calculateQuote({
      pricing: DEMO_PRICING,
      addons: [],
      earlyBirdActive: true,
      ...input,
    });
    expect(result).toMatchObject({ ok: false, failure: { code, field } });
  });

  it("lists the areas served when the town is unknown", () => {
    const result = calculateQuote({
      pricing: DEMO_PRICING,
      town: "Purchase",
      drivewaySize: "FOUR_CAR",
      addons: [],
      earlyBirdActive: false,
    });
    expect(result).toEqual({
      ok: false,
      failure: {
        code: "unknown_town",
        field: "town",
        message: '"Purchase" is not an area we serve (Scarsdale, White Plains, Harrison)',
      },
    });
  });

  it("points at the offending add-on by index", () => {
    const base = {
      pricing: DEMO_PRICING,
      town: "Harrison",
      drivewaySize: "SIX_CAR",
      earlyBirdActive: false,
    };
    expect(calculateQuote({ ...base, addons: ["bump_out", "heated_mat"] })).toMatchObject({
      ok: false,
      failure: { code: "unknown_addon", field: "addons", index: 1 },
    });
    expect(calculateQuote({ ...base, addons: ["bump_out", "bump_out"] })).toMatchObject({
      ok: false,
      failure: { code: "duplicate_addon", field: "addons", index: 1 },
    });
  });

  it("treats a size the business offers but an area does not price as unknown there", () => {
    const pricing: QuotePricing = {
      ...DEMO_PRICING,
      areas: [{ name: "Scarsdale", prices: { TWO_CAR: 18900, FOUR_CAR: 21900 } }],
    };
    expect(
      calculateQuote({
        pricing,
        town: "Scarsdale",
        drivewaySize: "SIX_CAR",
        addons: [],
        earlyBirdActive: false,
      }),
    ).toMatchObject({
      ok: false,
      failure: { code: "unknown_driveway_size", field: "drivewaySize" },
    });
  });

  it("treats a size the business does not list as unknown even if an area prices it", () => {
    const pricing: QuotePricing = {
      ...DEMO_PRICING,
      drivewaySizes: DEMO_PRICING.drivewaySizes.filter((size) => size.code !== "SIX_CAR"),
    };
    expect(
      calculateQuote({
        pricing,
        town: "Scarsdale",
        drivewaySize: "SIX_CAR",
        addons: [],
        earlyBirdActive: false,
      }),
    ).toMatchObject({ ok: false, failure: { code: "unknown_driveway_size" } });
  });
});

describe("calculateQuote edge cases", () => {
  it("never discounts below zero: a discount larger than the base is capped at the base", () => {
    const pricing: QuotePricing = {
      ...DEMO_PRICING,
      areas: [{ name: "Tiny", prices: { TWO_CAR: 4000, FOUR_CAR: 6000, SIX_CAR: 8000 } }],
    };
    const result = quote({ pricing, town: "Tiny", drivewaySize: "TWO_CAR", earlyBirdActive: true });
    expect(result.breakdown).toEqual({
      base_price_cents: 4000,
      early_bird_discount_cents: 4000,
      addon_price_cents: 0,
    });
    expect(result).toMatchObject({
      subtotal_cents: 0,
      fee_cents: 30,
      tax_cents: 0,
      grand_total_cents: 30,
    });
  });

  it("rounds a fee that lands exactly on half a cent up (away from zero)", () => {
    // 500 x 4.9% = 24.5 cents.
    const pricing: QuotePricing = {
      ...DEMO_PRICING,
      areas: [{ name: "Half", prices: { TWO_CAR: 500, FOUR_CAR: 600, SIX_CAR: 700 } }],
    };
    const result = quote({ pricing, town: "Half", drivewaySize: "TWO_CAR" });
    expect(result.fee_cents).toBe(25 + 30);
    expect(result.tax_cents).toBe(40);
  });
});

describe("calculateQuote money properties", () => {
  const cents = (max: number) => fc.integer({ min: 0, max });
  const pricingArbitrary = fc.record({
    prices: fc.tuple(cents(10_000_000), cents(10_000_000), cents(10_000_000)),
    discount: cents(2_000_000),
    addonPrices: fc.array(cents(1_000_000), { maxLength: 4 }),
    feeRate: cents(10_000),
    feeFixed: cents(1_000),
    taxRate: cents(10_000),
  });
  const sizeArbitrary = fc.constantFrom("TWO_CAR", "FOUR_CAR", "SIX_CAR");

  /** Exact reference: integer part plus a remainder comparison, in BigInt. */
  function percentOf(amount: number, basisPoints: number): number {
    return Number((BigInt(amount) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n);
  }

  it("totals add up, nothing is negative, rounding is half away from zero", () => {
    fc.assert(
      fc.property(
        pricingArbitrary,
        sizeArbitrary,
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (p, size, earlyBirdActive, chosen) => {
          const addons = p.addonPrices.map((priceCents, index) => ({
            code: `addon_${index}`,
            label: `Add-on ${index}`,
            priceCents,
          }));
          const pricing: QuotePricing = {
            drivewaySizes: DEMO_PRICING.drivewaySizes,
            addons,
            areas: [
              {
                name: "Town",
                prices: { TWO_CAR: p.prices[0], FOUR_CAR: p.prices[1], SIX_CAR: p.prices[2] },
              },
            ],
            earlyBird: { discountCents: p.discount },
            fees: { rateBasisPoints: p.feeRate, fixedCents: p.feeFixed },
            tax: { rateBasisPoints: p.taxRate },
          };
          const selected = addons.filter((_, index) => chosen[index]);
          const result = quote({
            pricing,
            town: "Town",
            drivewaySize: size,
            addons: selected.map((addon) => addon.code),
            earlyBirdActive,
          });

          const base = { TWO_CAR: p.prices[0], FOUR_CAR: p.prices[1], SIX_CAR: p.prices[2] }[size];
          const discount = earlyBirdActive ? Math.min(p.discount, base) : 0;
          const addonTotal = selected.reduce((sum, addon) => sum + addon.priceCents, 0);
          const subtotal = base - discount + addonTotal;
          expect(result.breakdown).toEqual({
            base_price_cents: base,
            early_bird_discount_cents: discount,
            addon_price_cents: addonTotal,
          });
          expect(result.subtotal_cents).toBe(subtotal);
          expect(result.fee_cents).toBe(percentOf(subtotal, p.feeRate) + p.feeFixed);
          expect(result.tax_cents).toBe(percentOf(subtotal, p.taxRate));
          expect(result.total_cents).toBe(result.subtotal_cents + result.fee_cents);
          expect(result.grand_total_cents).toBe(result.total_cents + result.tax_cents);
          expect(result.lines.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(
            result.grand_total_cents,
          );

          const amounts = [
            ...Object.values(result.breakdown),
            result.subtotal_cents,
            result.fee_cents,
            result.tax_cents,
            result.total_cents,
            result.grand_total_cents,
          ];
          for (const amount of amounts) {
            expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
          }
          for (const line of result.lines) {
            expect(line.amount_cents < 0).toBe(line.kind === "early_bird_discount");
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("early bird never makes a quote dearer", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEMO_PRICING.areas.map((area) => area.name)),
        sizeArbitrary,
        fc.subarray(["bump_out"]),
        (town, drivewaySize, addons) => {
          const early = quote({ town, drivewaySize, addons, earlyBirdActive: true });
          const regular = quote({ town, drivewaySize, addons, earlyBirdActive: false });
          expect(early.grand_total_cents).toBeLessThan(regular.grand_total_cents);
          expect(regular.subtotal_cents - early.subtotal_cents).toBe(6000);
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toChargeLines } from "./charge-lines";
import type { ServiceQuoteLine as QuoteLine } from "./price-service";

const sum = (lines: readonly { amount_cents: number }[]) =>
  lines.reduce((total, line) => total + line.amount_cents, 0);

describe("toChargeLines", () => {
  it("folds the early-bird discount into the service line", () => {
    const lines: QuoteLine[] = [
      { kind: "service", label: "4-Car Driveway (Scarsdale)", amount_cents: 21900 },
      { kind: "early_bird_discount", label: "Early Bird Discount", amount_cents: -6000 },
      { kind: "addon", label: "Bump-out Extension", amount_cents: 7500 },
      { kind: "fee", label: "Convenience fee", amount_cents: 1176 },
      { kind: "tax", label: "Estimated sales tax", amount_cents: 1872 },
    ];
    expect(toChargeLines(lines)).toEqual([
      {
        kind: "service",
        label: "4-Car Driveway (Scarsdale)",
        amount_cents: 15900,
        discount_cents: 6000,
      },
      { kind: "addon", label: "Bump-out Extension", amount_cents: 7500, discount_cents: 0 },
      { kind: "fee", label: "Convenience fee", amount_cents: 1176, discount_cents: 0 },
      { kind: "tax", label: "Estimated sales tax", amount_cents: 1872, discount_cents: 0 },
    ]);
  });

  it("drops zero lines (a 0% tax is not a charge)", () => {
    const lines: QuoteLine[] = [
      { kind: "service", label: "Service", amount_cents: 1000 },
      { kind: "tax", label: "Tax", amount_cents: 0 },
    ];
    expect(toChargeLines(lines).map((line) => line.kind)).toEqual(["service"]);
  });

  it("refuses a discount with no service line to absorb it", () => {
    expect(() =>
      toChargeLines([{ kind: "early_bird_discount", label: "Early Bird", amount_cents: -100 }]),
    ).toThrow(RangeError);
    expect(() =>
      toChargeLines([
        { kind: "service", label: "Service", amount_cents: 50 },
        { kind: "early_bird_discount", label: "Early Bird", amount_cents: -100 },
      ]),
    ).toThrow(RangeError);
  });

  it("charges exactly the quote's total, never with a negative line", () => {
    const quoteLines = fc
      .record({
        base: fc.integer({ min: 0, max: 1_000_000 }),
        discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
        addons: fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 3 }),
        fee: fc.integer({ min: 0, max: 100_000 }),
        tax: fc.integer({ min: 0, max: 100_000 }),
      })
      .map(({ base, discountShare, addons, fee, tax }): QuoteLine[] => {
        const discount = Math.floor(base * discountShare);
        return [
          { kind: "service", label: "Service", amount_cents: base },
          ...(discount > 0
            ? [{ kind: "early_bird_discount" as const, label: "EB", amount_cents: -discount }]
            : []),
          ...addons.map((amount) => ({
            kind: "addon" as const,
            label: "Add-on",
            amount_cents: amount,
          })),
          { kind: "fee", label: "Fee", amount_cents: fee },
          { kind: "tax", label: "Tax", amount_cents: tax },
        ];
      });
    fc.assert(
      fc.property(quoteLines, (lines) => {
        const charged = toChargeLines(lines);
        expect(sum(charged)).toBe(sum(lines));
        for (const line of charged) {
          expect(Number.isSafeInteger(line.amount_cents)).toBe(true);
          expect(line.amount_cents).toBeGreaterThan(0);
        }
      }),
    );
  });

  it("takes a frequency's discount off the lines before it, the last first", () => {
    const lines: QuoteLine[] = [
      { kind: "service", label: "2 bedrooms", amount_cents: 14000 },
      { kind: "quantity", label: "Bathrooms", amount_cents: 1000 },
      { kind: "frequency_adjustment", label: "Weekly, 15% off", amount_cents: -2250 },
      { kind: "tax", label: "Tax", amount_cents: 1020 },
    ];
    expect(toChargeLines(lines)).toEqual([
      { kind: "service", label: "2 bedrooms", amount_cents: 12750, discount_cents: 1250 },
      { kind: "tax", label: "Tax", amount_cents: 1020, discount_cents: 0 },
    ]);
    expect(() =>
      toChargeLines([
        { kind: "quantity", label: "Bathrooms", amount_cents: 1000 },
        { kind: "frequency_adjustment", label: "Too much", amount_cents: -1001 },
      ]),
    ).toThrow(RangeError);
  });
});

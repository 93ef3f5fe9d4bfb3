import { describe, expect, it } from "vitest";
import { adjustmentCents, visitAdjustments } from "./frequency-price";

describe("adjustmentCents", () => {
  it("takes a percentage of the price, rounded half away from zero", () => {
    expect(adjustmentCents({ type: "percent", basisPoints: -1500 }, 21900)).toBe(-3285);
    expect(adjustmentCents({ type: "percent", basisPoints: 5000 }, 21901)).toBe(10951);
    expect(adjustmentCents({ type: "percent", basisPoints: -1500 }, 10)).toBe(-2); // -1.5
    expect(adjustmentCents({ type: "percent", basisPoints: -10_000 }, 12345)).toBe(-12345);
  });

  it("adds an amount, never taking more off than the price", () => {
    expect(adjustmentCents({ type: "amount", cents: 2000 }, 5000)).toBe(2000);
    expect(adjustmentCents({ type: "amount", cents: -1000 }, 5000)).toBe(-1000);
    expect(adjustmentCents({ type: "amount", cents: -8000 }, 5000)).toBe(-5000);
    expect(adjustmentCents({ type: "amount", cents: -8000 }, 0)).toBe(0);
  });
});

describe("visitAdjustments", () => {
  const weekly = { type: "percent" as const, basisPoints: -1500 };
  const deepClean = { type: "percent" as const, basisPoints: 5000 };

  it("gives the first visit its own adjustment instead of the frequency's", () => {
    expect(visitAdjustments({ code: "weekly", adjustment: weekly, firstVisit: deepClean })).toEqual(
      {
        first: { adjustment: deepClean, label: "First visit, +50%" },
        later: { adjustment: weekly, label: "Weekly, 15% off" },
      },
    );
  });

  it("prices the first visit as the others without one, and none without any adjustment", () => {
    const amount = { type: "amount" as const, cents: -1000 };
    expect(visitAdjustments({ code: "every_2_weeks", adjustment: amount })).toEqual({
      first: { adjustment: amount, label: "Every 2 weeks, $10.00 off" },
      later: { adjustment: amount, label: "Every 2 weeks, $10.00 off" },
    });
    expect(visitAdjustments({ code: "twice_a_year", firstVisit: deepClean })).toEqual({
      first: { adjustment: deepClean, label: "First visit, +50%" },
      later: null,
    });
    expect(visitAdjustments({ code: "one_time" })).toEqual({ first: null, later: null });
  });

  it("labels a fraction of a percent and a surcharge by amount", () => {
    const { later } = visitAdjustments({
      code: "quarterly",
      adjustment: { type: "percent", basisPoints: -1250 },
    });
    expect(later?.label).toBe("Quarterly, 12.5% off");
    expect(
      visitAdjustments({ code: "monthly", adjustment: { type: "amount", cents: 2000 } }).later
        ?.label,
    ).toBe("Monthly, +$20.00");
  });
});

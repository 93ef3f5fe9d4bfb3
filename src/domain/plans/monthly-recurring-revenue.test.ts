import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  monthlyPlanCents,
  monthlyRecurringRevenueCents,
  type RevenuePlan,
  VISITS_PER_YEAR,
} from "./monthly-recurring-revenue";
import type { RecurringFrequency } from "./plan-schedule";

const FREQUENCIES = Object.keys(VISITS_PER_YEAR) as RecurringFrequency[];
const frequency = fc.constantFrom(...FREQUENCIES);
const price = fc.integer({ min: 0, max: 10_000_000 });
const plan = fc.record<RevenuePlan>({
  status: fc.constantFrom("active", "paused", "cancelled"),
  frequency,
  visitPriceCents: price,
});

describe("monthlyPlanCents", () => {
  it("converts each frequency's visits to a month", () => {
    const monthly = Object.fromEntries(
      FREQUENCIES.map((each) => [each, monthlyPlanCents(12_000, each)]),
    );
    expect(monthly).toEqual({
      weekly: 52_000, // 120 x 52 / 12
      every_2_weeks: 26_000,
      every_3_weeks: 17_333, // 120 x 52 / 3 / 12 = 173.333...
      every_4_weeks: 13_000,
      monthly: 12_000,
      every_2_months: 6_000,
      quarterly: 4_000,
      twice_a_year: 2_000,
      yearly: 1_000,
    });
  });

  it("rounds half a cent up and less than half down", () => {
    expect(monthlyPlanCents(4665, "weekly")).toBe(20_215); // 20,215.0
    expect(monthlyPlanCents(1, "twice_a_year")).toBe(0); // 0.1666...
    expect(monthlyPlanCents(3, "twice_a_year")).toBe(1); // 0.5
    expect(monthlyPlanCents(5, "every_3_weeks")).toBe(7); // 7.222...
    expect(monthlyPlanCents(6, "yearly")).toBe(1); // 0.5
    expect(monthlyPlanCents(5, "yearly")).toBe(0); // 0.4166...
  });

  it("refuses a price that is not whole, non-negative cents", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => monthlyPlanCents(bad, "weekly")).toThrow(RangeError);
    }
  });

  it("is within half a cent of the exact monthly figure", () => {
    fc.assert(
      fc.property(price, frequency, (cents, each) => {
        const [visits, years] = VISITS_PER_YEAR[each];
        const exact = (cents * visits) / (years * 12);
        const monthly = monthlyPlanCents(cents, each);
        expect(Number.isInteger(monthly)).toBe(true);
        expect(Math.abs(monthly - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("never falls as the price rises", () => {
    fc.assert(
      fc.property(price, price, frequency, (a, b, each) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(monthlyPlanCents(low, each)).toBeLessThanOrEqual(monthlyPlanCents(high, each));
      }),
    );
  });

  it("is the price itself for a monthly plan", () => {
    fc.assert(
      fc.property(price, (cents) => {
        expect(monthlyPlanCents(cents, "monthly")).toBe(cents);
      }),
    );
  });

  it("ranks frequencies by how often they come", () => {
    const byVisits = [...FREQUENCIES].sort((a, b) => {
      const [va, ya] = VISITS_PER_YEAR[a];
      const [vb, yb] = VISITS_PER_YEAR[b];
      return vb * ya - va * yb;
    });
    fc.assert(
      fc.property(price, (cents) => {
        const figures = byVisits.map((each) => monthlyPlanCents(cents, each));
        expect(figures).toEqual([...figures].sort((a, b) => b - a));
      }),
    );
  });
});

describe("monthlyRecurringRevenueCents", () => {
  it("adds up the active plans only", () => {
    expect(
      monthlyRecurringRevenueCents([
        { status: "active", frequency: "weekly", visitPriceCents: 4500 },
        { status: "active", frequency: "quarterly", visitPriceCents: 15_000 },
        { status: "paused", frequency: "weekly", visitPriceCents: 9_999 },
        { status: "cancelled", frequency: "monthly", visitPriceCents: 9_999 },
      ]),
    ).toBe(19_500 + 5_000);
  });

  it("is 0 without active plans", () => {
    expect(monthlyRecurringRevenueCents([])).toBe(0);
  });

  it("equals the plans' own monthly figures added up, in any order", () => {
    fc.assert(
      fc.property(fc.array(plan, { maxLength: 50 }), (plans) => {
        const each = plans
          .filter(({ status }) => status === "active")
          .reduce((sum, one) => sum + monthlyPlanCents(one.visitPriceCents, one.frequency), 0);
        expect(monthlyRecurringRevenueCents(plans)).toBe(each);
        expect(monthlyRecurringRevenueCents([...plans].reverse())).toBe(each);
      }),
    );
  });

  it("counts a group of plans alike as that many plans", () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: 0, max: 30 }), (one, count) => {
        expect(monthlyRecurringRevenueCents([{ ...one, count }])).toBe(
          monthlyRecurringRevenueCents(Array.from({ length: count }, () => one)),
        );
      }),
    );
  });

  it("refuses a count that is not whole", () => {
    for (const count of [-1, 0.5]) {
      expect(() =>
        monthlyRecurringRevenueCents([
          { status: "active", frequency: "weekly", visitPriceCents: 1, count },
        ]),
      ).toThrow(RangeError);
    }
  });

  it("grows by a plan's figure when one starts, and drops back when it is cancelled", () => {
    fc.assert(
      fc.property(fc.array(plan, { maxLength: 20 }), frequency, price, (plans, each, cents) => {
        const before = monthlyRecurringRevenueCents(plans);
        const started: RevenuePlan = { status: "active", frequency: each, visitPriceCents: cents };
        expect(monthlyRecurringRevenueCents([...plans, started])).toBe(
          before + monthlyPlanCents(cents, each),
        );
        expect(monthlyRecurringRevenueCents([...plans, { ...started, status: "cancelled" }])).toBe(
          before,
        );
      }),
    );
  });
});

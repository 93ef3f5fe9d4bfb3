import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addFunnelCounts,
  conversionRates,
  daysBetween,
  emptyFunnelCounts,
  type FunnelCounts,
  funnelPeriods,
  UNTIMED_FUNNEL_STEPS,
  weekStartOf,
  zonedWeekStartOf,
} from "./funnel";
import { addDaysToIsoDate } from "./zoned-date";

const counts = (partial: Partial<FunnelCounts>): FunnelCounts => ({
  ...emptyFunnelCounts(),
  ...partial,
});

describe("conversionRates", () => {
  it("divides each step by the one before it, of the steps the business's funnel shows", () => {
    const reached = counts({ checks: 10, inArea: 8, priced: 4, checkoutStarted: 2, paid: 1 });
    expect(conversionRates(reached, UNTIMED_FUNNEL_STEPS)).toEqual([
      { step: "inArea", from: "checks", rate: 0.8 },
      { step: "priced", from: "inArea", rate: 0.5 },
      { step: "checkoutStarted", from: "priced", rate: 0.5 },
      { step: "paid", from: "checkoutStarted", rate: 0.5 },
    ]);
    const timed = conversionRates({ ...reached, timeChosen: 3, checkoutStarted: 3 });
    expect(timed.slice(2, 4)).toEqual([
      { step: "timeChosen", from: "priced", rate: 0.75 },
      { step: "checkoutStarted", from: "timeChosen", rate: 1 },
    ]);
  });

  it("has no rate after a step nobody reached", () => {
    const rates = conversionRates(counts({ checks: 3 }));
    expect(rates.map(({ rate }) => rate)).toEqual([0, null, null, null, null]);
  });
});

describe("weekStartOf", () => {
  it.each([
    ["2025-09-29", "2025-09-29"], // a Monday
    ["2025-10-01", "2025-09-29"],
    ["2025-10-05", "2025-09-29"], // a Sunday ends the week
    ["2025-10-06", "2025-10-06"],
    ["2026-01-01", "2025-12-29"], // across a year
  ])("puts %s in the week of %s", (day, monday) => {
    expect(weekStartOf(day)).toBe(monday);
  });

  it("is always a Monday at most six days before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const day = addDaysToIsoDate("1990-01-01", offset);
        const monday = weekStartOf(day);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        expect(daysBetween(monday, day)).toBeGreaterThanOrEqual(1);
        expect(daysBetween(monday, day)).toBeLessThanOrEqual(7);
      }),
    );
  });

  it("takes the week from the business's wall clock, not UTC's", () => {
    // Sunday 23:30 in New York is already Monday in UTC.
    const lateSunday = new Date("2025-10-06T03:30:00Z");
    expect(zonedWeekStartOf(lateSunday, "America/New_York")).toBe("2025-09-29");
    expect(zonedWeekStartOf(lateSunday, "UTC")).toBe("2025-10-06");
    // Monday 00:30 in Auckland is still Sunday in UTC.
    const earlyMonday = new Date("2025-10-05T11:30:00Z");
    expect(zonedWeekStartOf(earlyMonday, "Pacific/Auckland")).toBe("2025-10-06");
  });
});

describe("funnelPeriods", () => {
  const days = new Map([
    ["2025-09-30", counts({ checks: 2, inArea: 1 })],
    ["2025-10-06", counts({ checks: 5, paid: 1, revenueCents: 24577 })],
  ]);

  it("fills the days without visits with zeros", () => {
    const periods = funnelPeriods(days, {
      from: "2025-09-29",
      to: "2025-10-02",
      granularity: "day",
    });
    expect(periods.map(({ start, counts }) => [start, counts.checks])).toEqual([
      ["2025-09-29", 0],
      ["2025-09-30", 2],
      ["2025-10-01", 0],
      ["2025-10-02", 0],
    ]);
    expect(periods.every(({ start, end }) => start === end)).toBe(true);
  });

  it("adds the days of a week up, clipping the first and last weeks to the range", () => {
    const periods = funnelPeriods(days, {
      from: "2025-09-30",
      to: "2025-10-07",
      granularity: "week",
    });
    expect(periods).toEqual([
      { start: "2025-09-30", end: "2025-10-05", counts: counts({ checks: 2, inArea: 1 }) },
      {
        start: "2025-10-06",
        end: "2025-10-07",
        counts: counts({ checks: 5, paid: 1, revenueCents: 24577 }),
      },
    ]);
  });

  it("keeps every count whatever the granularity", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.nat(1000)), { maxLength: 30 }),
        fc.integer({ min: 0, max: 60 }),
        (entries, span) => {
          const from = "2025-09-01";
          const to = addDaysToIsoDate(from, span);
          const map = new Map<string, FunnelCounts>();
          for (const [offset, checks] of entries) {
            map.set(addDaysToIsoDate(from, offset), counts({ checks }));
          }
          const inRange = [...map].filter(([day]) => day <= to);
          const expected = inRange.reduce((sum, [, c]) => sum + c.checks, 0);
          for (const granularity of ["day", "week"] as const) {
            const periods = funnelPeriods(map, { from, to, granularity });
            const total = periods.map((p) => p.counts).reduce(addFunnelCounts, emptyFunnelCounts());
            expect(total.checks).toBe(expected);
            expect(periods[0]?.start).toBe(from);
            expect(periods.at(-1)?.end).toBe(to);
          }
          expect(funnelPeriods(map, { from, to, granularity: "day" })).toHaveLength(span + 1);
        },
      ),
    );
  });
});

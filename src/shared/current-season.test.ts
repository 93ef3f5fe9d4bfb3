import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createCurrentSeasonLookup,
  type EarlyBirdRule,
  getCurrentSeason,
  type SeasonRule,
} from "./current-season";
import { addDaysToIsoDate, getStartOfZonedDay, getZonedIsoDate } from "./zoned-date";

const DEMO = {
  timeZone: "America/New_York",
  season: { start: "11-10", end: "04-10" },
  earlyBird: { deadline: "10-15" },
};

function seasonAt(now: string, rules: Partial<typeof DEMO> = {}) {
  return getCurrentSeason({ ...DEMO, ...rules, now: new Date(now) });
}

describe("getCurrentSeason for the demo business (Nov 10 - Apr 10, early bird Oct 15, New York)", () => {
  it("before the season: the coming season, early bird active (the demo clock's date)", () => {
    expect(seasonAt("2025-10-01T12:00:00Z")).toEqual({
      starts_on: "2025-11-10",
      ends_on: "2026-04-10",
      early_bird: {
        active: true,
        deadline_on: "2025-10-15",
        ends_at: "2025-10-16T04:00:00.000Z",
      },
    });
  });

  it("after the deadline: same season, early bird over", () => {
    expect(seasonAt("2025-10-17T12:00:00Z")).toMatchObject({
      starts_on: "2025-11-10",
      ends_on: "2026-04-10",
      early_bird: { active: false, ends_at: "2025-10-16T04:00:00.000Z" },
    });
  });

  it("during the season: the current season, early bird over", () => {
    expect(seasonAt("2025-12-01T12:00:00Z")).toMatchObject({
      starts_on: "2025-11-10",
      ends_on: "2026-04-10",
      early_bird: { active: false, deadline_on: "2025-10-15" },
    });
  });

  it("after the season: the next season, whose early bird is open again", () => {
    expect(seasonAt("2026-05-01T12:00:00Z")).toEqual({
      starts_on: "2026-11-10",
      ends_on: "2027-04-10",
      early_bird: {
        active: true,
        deadline_on: "2026-10-15",
        ends_at: "2026-10-16T04:00:00.000Z",
      },
    });
  });

  it("early bird ends exactly at midnight after Oct 15 in New York (EDT, UTC-4), not UTC", () => {
    expect(seasonAt("2025-10-15T23:59:59.999Z").early_bird.active).toBe(true);
    expect(seasonAt("2025-10-16T03:59:59.999Z").early_bird.active).toBe(true);
    expect(seasonAt("2025-10-16T04:00:00.000Z").early_bird.active).toBe(false);
  });

  it("the season's last day is April 10 inclusive, ending at midnight EDT", () => {
    expect(seasonAt("2026-04-10T12:00:00Z").starts_on).toBe("2025-11-10");
    expect(seasonAt("2026-04-11T03:59:59.999Z").starts_on).toBe("2025-11-10");
    expect(seasonAt("2026-04-11T04:00:00.000Z").starts_on).toBe("2026-11-10");
  });

  it("the season starts Nov 10 at midnight EST (UTC-5); before it, it is still the one quoted", () => {
    expect(seasonAt("2025-11-10T04:59:59.999Z").starts_on).toBe("2025-11-10");
    expect(seasonAt("2025-11-10T05:00:00.000Z").starts_on).toBe("2025-11-10");
  });

  it("wraps the year: January belongs to the season that started in November", () => {
    expect(seasonAt("2026-01-01T04:59:59.999Z")).toMatchObject({
      starts_on: "2025-11-10",
      ends_on: "2026-04-10",
    });
    expect(seasonAt("2026-01-15T12:00:00Z")).toMatchObject({
      starts_on: "2025-11-10",
      ends_on: "2026-04-10",
      early_bird: { active: false, deadline_on: "2025-10-15" },
    });
  });

  it("on DST-change days the deadline still ends at local midnight", () => {
    // 2026: DST starts March 8 and ends November 1, both at 2 a.m.
    const rules = (deadline: string) => ({
      ...DEMO,
      season: { start: "11-10", end: "04-10" },
      earlyBird: { deadline },
    });
    const endsAt = (deadline: string) =>
      getCurrentSeason({ ...rules(deadline), now: new Date("2026-05-01T12:00:00Z") }).early_bird
        .ends_at;
    expect(endsAt("10-31")).toBe("2026-11-01T04:00:00.000Z");
    expect(endsAt("11-01")).toBe("2026-11-02T05:00:00.000Z");
    expect(
      getCurrentSeason({ ...rules("03-07"), now: new Date("2025-04-20T12:00:00Z") }).early_bird,
    ).toMatchObject({ deadline_on: "2025-03-07", ends_at: "2025-03-08T05:00:00.000Z" });
  });
});

describe("getCurrentSeason rules", () => {
  it("a season within one calendar year (landscaping, Apr 1 - Oct 31)", () => {
    const rules = { season: { start: "04-01", end: "10-31" }, earlyBird: { deadline: "03-01" } };
    expect(seasonAt("2026-06-15T12:00:00Z", rules)).toMatchObject({
      starts_on: "2026-04-01",
      ends_on: "2026-10-31",
      early_bird: { active: false, deadline_on: "2026-03-01" },
    });
    expect(seasonAt("2026-12-15T12:00:00Z", rules)).toMatchObject({
      starts_on: "2027-04-01",
      ends_on: "2027-10-31",
      early_bird: { active: true, deadline_on: "2027-03-01" },
    });
  });

  it("a deadline later in the year than the start belongs to the previous year", () => {
    const rules = { season: { start: "01-10", end: "03-31" }, earlyBird: { deadline: "12-15" } };
    expect(seasonAt("2025-12-01T12:00:00Z", rules)).toMatchObject({
      starts_on: "2026-01-10",
      early_bird: { active: true, deadline_on: "2025-12-15" },
    });
  });

  it("a deadline on the season's first day keeps early bird through that day", () => {
    const rules = { earlyBird: { deadline: "11-10" } };
    expect(seasonAt("2025-11-10T12:00:00Z", rules).early_bird).toEqual({
      active: true,
      deadline_on: "2025-11-10",
      ends_at: "2025-11-11T05:00:00.000Z",
    });
    expect(seasonAt("2025-11-11T05:00:00.000Z", rules).early_bird.active).toBe(false);
  });

  it("a season whose start and end are the same day lasts that one day", () => {
    const rules = { season: { start: "07-04", end: "07-04" }, earlyBird: { deadline: "06-30" } };
    expect(seasonAt("2026-07-04T12:00:00Z", rules)).toMatchObject({
      starts_on: "2026-07-04",
      ends_on: "2026-07-04",
    });
    expect(seasonAt("2026-07-05T12:00:00Z", rules).starts_on).toBe("2027-07-04");
  });

  it("leap years: Feb 29 falls inside a season ending Mar 1, after one ending Feb 28", () => {
    const throughMarch = { season: { start: "11-10", end: "03-01" } };
    expect(seasonAt("2028-02-29T17:00:00Z", throughMarch)).toMatchObject({
      starts_on: "2027-11-10",
      ends_on: "2028-03-01",
    });
    const throughFebruary = { season: { start: "12-01", end: "02-28" } };
    expect(seasonAt("2028-02-28T17:00:00Z", throughFebruary).starts_on).toBe("2027-12-01");
    expect(seasonAt("2028-02-29T17:00:00Z", throughFebruary)).toMatchObject({
      starts_on: "2028-12-01",
      ends_on: "2029-02-28",
    });
  });

  it("uses the business time zone, not UTC (Tokyo)", () => {
    const rules = { timeZone: "Asia/Tokyo" };
    expect(seasonAt("2025-10-15T14:59:59.999Z", rules).early_bird).toEqual({
      active: true,
      deadline_on: "2025-10-15",
      ends_at: "2025-10-15T15:00:00.000Z",
    });
    expect(seasonAt("2025-10-15T15:00:00.000Z", rules).early_bird.active).toBe(false);
  });

  it("refuses month-days that are not real or not yearly", () => {
    expect(() =>
      seasonAt("2025-10-01T12:00:00Z", { season: { start: "02-29", end: "04-10" } }),
    ).toThrow(/season.start/);
    expect(() => seasonAt("2025-10-01T12:00:00Z", { earlyBird: { deadline: "10/15" } })).toThrow(
      /earlyBird.deadline/,
    );
  });
});

describe("getCurrentSeason properties", () => {
  const monthDay = fc
    .date({
      min: new Date("2027-01-01T00:00:00Z"),
      max: new Date("2027-12-31T00:00:00Z"),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(5, 10));
  const now = fc.date({
    min: new Date("1990-01-01T00:00:00Z"),
    max: new Date("2090-01-01T00:00:00Z"),
    noInvalidDate: true,
  });
  const timeZone = fc.constantFrom(
    "America/New_York",
    "America/Denver",
    "Europe/Berlin",
    "Australia/Sydney",
    "UTC",
  );

  it("quotes the season in progress, else the next one; early bird precedes it", () => {
    fc.assert(
      fc.property(now, monthDay, monthDay, monthDay, timeZone, (at, start, end, deadline, zone) => {
        const season: SeasonRule = { start, end };
        const earlyBird: EarlyBirdRule = { deadline };
        const result = getCurrentSeason({ now: at, timeZone: zone, season, earlyBird });
        const today = getZonedIsoDate(at, zone);

        expect(result.starts_on <= result.ends_on).toBe(true);
        expect(result.starts_on.slice(5)).toBe(start);
        expect(result.ends_on.slice(5)).toBe(end);
        expect(today <= result.ends_on).toBe(true);
        if (today < result.starts_on) {
          // Not in a season: the one before has already ended.
          const previousEndsOn = `${Number(result.ends_on.slice(0, 4)) - 1}${result.ends_on.slice(4)}`;
          expect(previousEndsOn < today).toBe(true);
        }

        const { early_bird: early } = result;
        expect(early.deadline_on <= result.starts_on).toBe(true);
        expect(early.deadline_on.slice(5)).toBe(deadline);
        expect(addDaysToIsoDate(early.deadline_on, 366) > result.starts_on).toBe(true);
        expect(early.ends_at).toBe(
          getStartOfZonedDay(addDaysToIsoDate(early.deadline_on, 1), zone).toISOString(),
        );
        expect(early.active).toBe(at.getTime() < Date.parse(early.ends_at));
      }),
      { numRuns: 500 },
    );
  });

  it("a lookup remembered per zoned day answers exactly as getCurrentSeason", () => {
    // Instants clustered around a few moments so one lookup sees the same day, day changes,
    // DST switches, early-bird deadlines and season ends in arbitrary order.
    const nearby = fc
      .tuple(
        now,
        fc.array(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), { maxLength: 40 }),
      )
      .map(([anchor, offsets]) => offsets.map((offset) => new Date(anchor.getTime() + offset)));
    fc.assert(
      fc.property(
        nearby,
        monthDay,
        monthDay,
        monthDay,
        timeZone,
        (instants, start, end, deadline, zone) => {
          const rules = { timeZone: zone, season: { start, end }, earlyBird: { deadline } };
          const lookup = createCurrentSeasonLookup(rules);
          for (const at of instants) {
            expect(lookup(at)).toEqual(getCurrentSeason({ ...rules, now: at }));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("a remembered lookup turns early bird off at its deadline within the same day", () => {
    const rules = {
      timeZone: "America/New_York",
      season: { start: "10-16", end: "04-10" },
      earlyBird: { deadline: "10-15" },
    };
    const lookup = createCurrentSeasonLookup(rules);
    // The deadline day's last second, then the first second of the season's first day.
    expect(lookup(new Date("2025-10-16T03:59:59Z")).early_bird.active).toBe(true);
    expect(lookup(new Date("2025-10-16T04:00:00Z")).early_bird.active).toBe(false);
  });
});

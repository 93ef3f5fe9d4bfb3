import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Availability } from "@/shared/availability";
import { addDaysToIsoDate, getUtcOffsetMs, getZonedIsoDate } from "@/shared/zoned-date";
import { resolveAvailability } from "./business-availability";
import { type CrewJob, computeSlots, RECOMMENDED_DAYS, type SlotQuery } from "./compute-slots";
import { drivingKm, type LatLng } from "./travel";

const NEW_YORK = "America/New_York";
const SCARSDALE: LatLng = { lat: 40.99, lng: -73.8 };
const WHITE_PLAINS: LatLng = { lat: 41.034, lng: -73.763 };
const HARRISON: LatLng = { lat: 40.969, lng: -73.713 };
const EVERY_DAY = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const HOUR = 3_600_000;

function query(overrides: Partial<SlotQuery> & { availability?: Availability }): SlotQuery {
  const { availability, ...rest } = overrides;
  return {
    rules: resolveAvailability(availability),
    timeZone: NEW_YORK,
    area: "Scarsdale",
    durationMinutes: 60,
    point: null,
    from: "2026-12-07",
    days: 1,
    now: new Date("2026-12-04T12:00:00Z"),
    jobs: [],
    ...rest,
  };
}

const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);
const at = (iso: string) => new Date(iso).getTime();

describe("computeSlots with the defaults", () => {
  it("offers weekdays 8:00-17:00 on the hour in the business's time zone, one crew", () => {
    const slots = computeSlots(query({ days: 7 }));
    expect(new Set(slots.map((slot) => slot.start.slice(0, 10)))).toEqual(
      new Set(["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11"]),
    );
    expect(starts(slots.filter((slot) => slot.start.startsWith("2026-12-07")))).toEqual(
      [8, 9, 10, 11, 12, 13, 14, 15, 16].map(
        (hour) => `2026-12-07T${String(hour).padStart(2, "0")}:00:00-05:00`,
      ),
    );
    expect(slots[0]).toMatchObject({
      end: "2026-12-07T09:00:00-05:00",
      crew: "crew_1",
      window: null,
      addedKm: null,
      recommended: false,
    });
  });

  it("keeps a job's end within the hours", () => {
    const slots = computeSlots(query({ durationMinutes: 150 }));
    expect(slots.at(-1)?.start).toBe("2026-12-07T14:00:00-05:00");
    expect(slots.at(-1)?.end).toBe("2026-12-07T16:30:00-05:00");
  });

  it("offers nothing for a job longer than the day", () => {
    expect(computeSlots(query({ durationMinutes: 10 * 60 }))).toEqual([]);
  });
});

describe("computeSlots's rules", () => {
  it("keeps the buffer clear on both sides of a crew's jobs", () => {
    const job: CrewJob = {
      crew: "crew_1",
      start: at("2026-12-07T10:00:00-05:00"),
      end: at("2026-12-07T11:00:00-05:00"),
      point: null,
    };
    const slots = computeSlots(
      query({
        availability: { bufferMinutes: 30, starts: { type: "every", minutes: 30 } },
        jobs: [job],
      }),
    );
    const times = starts(slots).map((start) => start.slice(11, 16));
    expect(times).toContain("08:30"); // ends 09:30, half an hour before the job
    expect(times).not.toContain("09:00");
    expect(times).not.toContain("10:30");
    expect(times).not.toContain("11:00");
    expect(times).toContain("11:30");
  });

  it("ignores another crew's jobs and cancelled ones never reach it", () => {
    const other: CrewJob = {
      crew: "crew_2",
      start: at("2026-12-07T08:00:00-05:00"),
      end: at("2026-12-07T17:00:00-05:00"),
      point: null,
    };
    expect(computeSlots(query({ jobs: [other] }))).toHaveLength(9);
  });

  it("respects the minimum notice and the horizon", () => {
    const now = new Date("2026-12-07T14:30:00Z"); // 09:30 in New York
    const slots = computeSlots(
      query({ availability: { minimumNoticeHours: 2, horizonDays: 2 }, now, days: 5 }),
    );
    expect(slots[0]?.start).toBe("2026-12-07T12:00:00-05:00");
    expect(slots.at(-1)?.start.slice(0, 10)).toBe("2026-12-09");
  });

  it("skips blackout dates and days off", () => {
    const slots = computeSlots(
      query({
        availability: {
          hours: [{ days: ["mon", "wed"], start: "09:00", end: "12:00" }],
          blackoutDates: ["2026-12-09"],
        },
        days: 7,
      }),
    );
    expect(new Set(slots.map((slot) => slot.start.slice(0, 10)))).toEqual(new Set(["2026-12-07"]));
  });

  it("offers arrival windows a job fits in, with the window", () => {
    const slots = computeSlots(
      query({
        availability: {
          starts: {
            type: "windows",
            windows: [
              { start: "08:00", end: "10:00" },
              { start: "10:00", end: "12:00" },
              { start: "15:00", end: "17:00" },
            ],
          },
        },
        durationMinutes: 90,
      }),
    );
    expect(slots.map((slot) => slot.window)).toEqual([
      { start: "2026-12-07T08:00:00-05:00", end: "2026-12-07T10:00:00-05:00" },
      { start: "2026-12-07T10:00:00-05:00", end: "2026-12-07T12:00:00-05:00" },
      { start: "2026-12-07T15:00:00-05:00", end: "2026-12-07T17:00:00-05:00" },
    ]);
    expect(slots[0]?.end).toBe("2026-12-07T09:30:00-05:00");
  });

  it("offers a crew only in its areas, on the weekdays it works there", () => {
    const availability: Availability = {
      crews: [
        { code: "north", name: "North", areas: [{ area: "White Plains" }] },
        { code: "south", name: "South", areas: [{ area: "Scarsdale", days: ["tue"] }] },
      ],
    };
    expect(computeSlots(query({ availability }))).toEqual([]); // a Monday
    const tuesday = computeSlots(query({ availability, from: "2026-12-08" }));
    expect(new Set(tuesday.map((slot) => slot.crew))).toEqual(new Set(["south"]));
    const north = computeSlots(query({ availability, area: "White Plains" }));
    expect(new Set(north.map((slot) => slot.crew))).toEqual(new Set(["north"]));
  });

  it("gives a start to the next free crew when the first is busy", () => {
    const availability: Availability = {
      crews: [
        { code: "a", name: "A" },
        { code: "b", name: "B", hours: [{ days: ["mon"], start: "12:00", end: "14:00" }] },
      ],
    };
    const busy: CrewJob = {
      crew: "a",
      start: at("2026-12-07T08:00:00-05:00"),
      end: at("2026-12-07T17:00:00-05:00"),
      point: null,
    };
    const slots = computeSlots(query({ availability, jobs: [busy] }));
    expect(slots.map((slot) => [slot.start.slice(11, 16), slot.crew])).toEqual([
      ["12:00", "b"],
      ["13:00", "b"],
    ]);
  });
});

describe("computeSlots across a clock change (America/New_York)", () => {
  const everyDay = (start: string, end: string): Availability => ({
    hours: [{ days: [...EVERY_DAY], start, end }],
    starts: { type: "every", minutes: 30 },
    minimumNoticeHours: 0,
  });

  it("keeps the local times of the week clocks go forward, with the new offset", () => {
    const slots = computeSlots(
      query({
        availability: everyDay("08:00", "09:00"),
        from: "2026-03-06",
        days: 4,
        now: new Date("2026-03-01T00:00:00Z"),
      }),
    );
    expect(starts(slots)).toEqual([
      "2026-03-06T08:00:00-05:00",
      "2026-03-07T08:00:00-05:00",
      "2026-03-08T08:00:00-04:00",
      "2026-03-09T08:00:00-04:00",
    ]);
    expect(at(slots[3]!.start) - at(slots[0]!.start)).toBe(3 * 24 * HOUR - HOUR);
  });

  it("moves a start the clocks skip past the gap, once", () => {
    const slots = computeSlots(
      query({
        availability: everyDay("01:00", "05:00"),
        from: "2026-03-08",
        now: new Date("2026-03-01T00:00:00Z"),
      }),
    );
    expect(starts(slots)).toEqual([
      "2026-03-08T01:00:00-05:00",
      "2026-03-08T01:30:00-05:00",
      "2026-03-08T03:00:00-04:00",
      "2026-03-08T03:30:00-04:00",
      "2026-03-08T04:00:00-04:00",
    ]);
    // An hour of work from 01:30 ends at 03:30 on the clock.
    expect(slots[1]?.end).toBe("2026-03-08T03:30:00-04:00");
  });

  it("offers a repeated time once, the first, when clocks go back", () => {
    const slots = computeSlots(
      query({
        availability: everyDay("00:00", "03:00"),
        from: "2026-11-01",
        now: new Date("2026-10-20T00:00:00Z"),
      }),
    );
    expect(starts(slots)).toEqual([
      "2026-11-01T00:00:00-04:00",
      "2026-11-01T00:30:00-04:00",
      "2026-11-01T01:00:00-04:00",
      "2026-11-01T01:30:00-04:00",
      "2026-11-01T02:00:00-05:00",
    ]);
    expect(slots[3]?.end).toBe("2026-11-01T01:30:00-05:00");
  });
});

describe("computeSlots's ranking", () => {
  const twoCrews: Availability = {
    crews: [
      { code: "a", name: "A", base: HARRISON },
      { code: "b", name: "B", base: WHITE_PLAINS },
    ],
    bufferMinutes: 0,
  };

  it("gives a start to the crew whose day it lengthens least and recommends the best first", () => {
    const nextDoor: CrewJob = {
      crew: "a",
      start: at("2026-12-07T12:00:00-05:00"),
      end: at("2026-12-07T13:00:00-05:00"),
      point: SCARSDALE,
    };
    const slots = computeSlots(
      query({ availability: twoCrews, point: SCARSDALE, jobs: [nextDoor] }),
    );
    // Crew A passes by the customer at noon: any time next to that job adds nothing.
    expect(slots[0]).toMatchObject({
      recommended: true,
      crew: "a",
      start: "2026-12-07T08:00:00-05:00",
    });
    expect(slots.filter((slot) => slot.recommended)).toHaveLength(1);
    const kms = slots.map((slot) => slot.addedKm!);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    expect(slots[0]?.addedKm).toBeCloseTo(0, 5);
    expect(slots.filter((slot) => slot.crew === "b")).not.toEqual([]);
  });

  it("counts only the drive out from the crew's base on a day it has no job yet", () => {
    const [slot] = computeSlots(query({ availability: twoCrews, point: SCARSDALE }));
    const fromA = drivingKm(HARRISON, SCARSDALE);
    const fromB = drivingKm(WHITE_PLAINS, SCARSDALE);
    expect(slot?.addedKm).toBeCloseTo(Math.min(fromA, fromB), 5);
  });

  it("prefers a crew with no job yet to one working another part of town", () => {
    const acrossTown: CrewJob = {
      crew: "b",
      start: at("2026-12-07T12:00:00-05:00"),
      end: at("2026-12-07T13:00:00-05:00"),
      point: SCARSDALE,
    };
    const oneCrewEach = {
      ...twoCrews,
      crews: twoCrews.crews!.map((crew) => ({ ...crew, base: WHITE_PLAINS })),
    };
    const slots = computeSlots(
      query({ availability: oneCrewEach, point: HARRISON, jobs: [acrossTown] }),
    );
    expect(slots[0]).toMatchObject({ crew: "a", recommended: true });
  });

  it(`recommends the best slot of the ${RECOMMENDED_DAYS} days the job fits best`, () => {
    // A job next door on Thursday and Friday: those days come before the empty ones.
    const nextDoor = (date: string): CrewJob => ({
      crew: "a",
      start: at(`${date}T12:00:00-05:00`),
      end: at(`${date}T13:00:00-05:00`),
      point: SCARSDALE,
    });
    const slots = computeSlots(
      query({
        availability: { crews: [{ code: "a", name: "A", base: WHITE_PLAINS }] },
        point: SCARSDALE,
        days: 7,
        jobs: [nextDoor("2026-12-10"), nextDoor("2026-12-11")],
      }),
    );
    const recommended = slots.filter((slot) => slot.recommended).map((slot) => slot.start);
    expect(recommended).toEqual([
      "2026-12-07T08:00:00-05:00",
      "2026-12-08T08:00:00-05:00",
      "2026-12-10T08:00:00-05:00",
      "2026-12-11T08:00:00-05:00",
    ]);
    expect(slots.map((slot) => slot.start.slice(0, 10))).toEqual(
      slots.map((slot) => slot.start.slice(0, 10)).sort(),
    );
  });

  it("offers only slots within the extra kilometres the business allows", () => {
    const far = { ...twoCrews, maxExtraKm: 1 };
    expect(computeSlots(query({ availability: far, point: SCARSDALE }))).toEqual([]);
  });
});

const crewCodes = ["a", "b"] as const;

/** Jobs of two crews over the week of 2026-03-06 (clocks go forward on the 8th). */
const crewJobs = fc
  .array(
    fc.record({
      crew: fc.constantFrom(...crewCodes),
      startHour: fc.integer({ min: 0, max: 7 * 24 - 1 }),
      minutes: fc.integer({ min: 15, max: 240 }),
      point: fc.option(
        fc.record({
          lat: fc.double({ min: 40.9, max: 41.1, noNaN: true }),
          lng: fc.double({ min: -73.9, max: -73.6, noNaN: true }),
        }),
        { nil: null },
      ),
    }),
    { maxLength: 25 },
  )
  .map((drafts) => {
    // Keep each crew's jobs apart, as the database does.
    const jobs: CrewJob[] = [];
    for (const draft of drafts) {
      const start = at("2026-03-06T00:00:00-05:00") + draft.startHour * HOUR;
      const job = {
        crew: draft.crew,
        start,
        end: start + draft.minutes * 60_000,
        point: draft.point,
      };
      const clash = jobs.some(
        (other) => other.crew === job.crew && other.start < job.end && job.start < other.end,
      );
      if (!clash) jobs.push(job);
    }
    return jobs;
  });

describe("computeSlots (properties, the week clocks go forward)", () => {
  const scenario = fc.record({
    jobs: crewJobs,
    durationMinutes: fc.integer({ min: 15, max: 300 }),
    bufferMinutes: fc.integer({ min: 0, max: 60 }),
    minimumNoticeHours: fc.integer({ min: 0, max: 72 }),
    horizonDays: fc.integer({ min: 1, max: 10 }),
    every: fc.constantFrom(15, 30, 45, 60),
    nowHour: fc.integer({ min: -48, max: 96 }),
    point: fc.option(fc.constant(SCARSDALE), { nil: null }),
  });
  const hours = { start: "07:00", end: "18:30" };

  it("never overlaps a job, keeps the buffer, the hours, the notice and the horizon; ranks each day", () => {
    fc.assert(
      fc.property(scenario, (given) => {
        const now = new Date(at("2026-03-06T00:00:00-05:00") + given.nowHour * HOUR);
        const slots = computeSlots(
          query({
            availability: {
              crews: crewCodes.map((code) => ({
                code,
                name: code,
                hours: [{ days: [...EVERY_DAY], ...hours }],
                base: HARRISON,
              })),
              bufferMinutes: given.bufferMinutes,
              minimumNoticeHours: given.minimumNoticeHours,
              horizonDays: given.horizonDays,
              starts: { type: "every", minutes: given.every },
            },
            durationMinutes: given.durationMinutes,
            jobs: given.jobs,
            point: given.point,
            from: "2026-03-06",
            days: 7,
            now,
          }),
        );
        const lastDay = addDaysToIsoDate(getZonedIsoDate(now, NEW_YORK), given.horizonDays);
        const buffer = given.bufferMinutes * 60_000;
        const notBefore = now.getTime() + given.minimumNoticeHours * HOUR;
        // Plain checks, one assertion per run: thousands of expect() calls would be the cost.
        const broken = slots.flatMap((slot) => {
          // The offset in the text is the zone's real one, by zoned-date's own reckoning.
          const offset = -getUtcOffsetMs(slot.startsAt, NEW_YORK) / 60_000;
          const zone = `${offset > 0 ? "-" : "+"}${String(Math.abs(offset) / 60).padStart(2, "0")}:00`;
          const rules = {
            instant: at(slot.start) === slot.startsAt && at(slot.end) === slot.endsAt,
            offset: slot.start.slice(19) === zone,
            duration: slot.endsAt - slot.startsAt === given.durationMinutes * 60_000,
            hours:
              slot.start.slice(11, 16) >= hours.start &&
              slot.end.slice(11, 16) <= hours.end &&
              slot.end.slice(0, 10) === slot.start.slice(0, 10),
            notice: slot.startsAt >= notBefore,
            horizon: slot.start.slice(0, 10) <= lastDay,
            apart: given.jobs.every(
              (job) =>
                job.crew !== slot.crew ||
                slot.endsAt + buffer <= job.start ||
                job.end + buffer <= slot.startsAt,
            ),
          };
          return Object.entries(rules).flatMap(([rule, kept]) =>
            kept ? [] : [`${rule} ${slot.start}`],
          );
        });
        expect(broken).toEqual([]);
        const byDay = new Map<string, typeof slots>();
        for (const slot of slots) {
          const date = slot.start.slice(0, 10);
          byDay.set(date, [...(byDay.get(date) ?? []), slot]);
        }
        const bestOfDays: number[] = [];
        for (const day of byDay.values()) {
          if (given.point === null) {
            expect(day.every((slot) => !slot.recommended)).toBe(true);
            expect(day.map((slot) => slot.startsAt)).toEqual(
              day.map((slot) => slot.startsAt).sort((a, b) => a - b),
            );
            continue;
          }
          expect(day.slice(1).every((slot) => !slot.recommended)).toBe(true);
          bestOfDays.push(day[0]!.addedKm!);
          const least = Math.min(...day.map((slot) => slot.addedKm!));
          expect(day[0]!.addedKm).toBe(least);
          // Never more driving than the plain first choice, the day's earliest slot.
          const earliest = day.reduce((first, slot) =>
            slot.startsAt < first.startsAt ? slot : first,
          );
          expect(day[0]!.addedKm!).toBeLessThanOrEqual(earliest.addedKm!);
        }
        if (given.point === null) return;
        const days = [...byDay.values()];
        const recommended = days.filter((day) => day[0]!.recommended);
        expect(recommended).toHaveLength(Math.min(RECOMMENDED_DAYS, days.length));
        const others = days.filter((day) => !day[0]!.recommended);
        const worstRecommended = Math.max(...recommended.map((day) => day[0]!.addedKm!));
        expect(others.every((day) => day[0]!.addedKm! >= worstRecommended)).toBe(true);
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it("offers every start a free crew could take: ranking changes the order, not the times", () => {
    fc.assert(
      fc.property(crewJobs, (jobs) => {
        const base = query({
          availability: { crews: crewCodes.map((code) => ({ code, name: code, base: HARRISON })) },
          from: "2026-03-06",
          days: 7,
          now: new Date("2026-03-01T00:00:00Z"),
          jobs,
        });
        const plain = computeSlots(base);
        const ranked = computeSlots({ ...base, point: WHITE_PLAINS });
        const times = (slots: { startsAt: number }[]) =>
          slots.map((slot) => slot.startsAt).sort((a, b) => a - b);
        expect(times(ranked)).toEqual(times(plain));
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});

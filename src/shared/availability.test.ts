import { describe, expect, it } from "vitest";
import { availabilitySchema, checkAvailabilityAreas, parseClockTime } from "./availability";
import { describeConfigIssue, toConfigIssues } from "./config-issues";

function issuesOf(data: unknown) {
  const result = availabilitySchema.safeParse(data, { error: describeConfigIssue });
  return result.success ? [] : toConfigIssues(result.error);
}

describe("availabilitySchema", () => {
  it("takes nothing at all: every field has a default", () => {
    expect(issuesOf({})).toEqual([]);
  });

  it("takes crews, hours, windows, notice, horizon, blackouts and a driving limit", () => {
    expect(
      issuesOf({
        hours: [
          { days: ["mon", "tue", "wed", "thu", "fri"], start: "07:30", end: "18:00" },
          { days: ["sat"], start: "09:00", end: "13:00" },
        ],
        crews: [
          { code: "north", name: "North crew", base: { lat: 41.03, lng: -73.76 } },
          {
            code: "south",
            name: "South crew",
            hours: [{ days: ["mon", "wed"], start: "08:00", end: "24:00" }],
            areas: [{ area: "Scarsdale" }, { area: "Harrison", days: ["wed"] }],
          },
        ],
        bufferMinutes: 20,
        minimumNoticeHours: 12,
        horizonDays: 30,
        blackoutDates: ["2026-12-25"],
        starts: { type: "windows", windows: [{ start: "08:00", end: "10:00" }] },
        maxExtraKm: 8.5,
      }),
    ).toEqual([]);
  });

  it("names each bad field by its path", () => {
    expect(
      issuesOf({
        hours: [
          { days: ["mon"], start: "17:00", end: "08:00" },
          { days: ["mon", "funday"], start: "8:00", end: "12:00" },
        ],
        crews: [
          { code: "a", name: "A" },
          { code: "a", name: "B" },
        ],
        starts: { type: "every", minutes: 2 },
        blackoutDates: ["2026-02-30"],
      }).map((issue) => issue.path),
    ).toEqual([
      "hours[0].end",
      "hours[1].days[1]",
      "hours[1].start",
      "crews[1].code",
      "blackoutDates[0]",
      "starts.minutes",
    ]);
  });

  it("refuses a weekday in two ranges of hours", () => {
    expect(
      issuesOf({
        hours: [
          { days: ["mon", "tue"], start: "08:00", end: "12:00" },
          { days: ["tue"], start: "13:00", end: "17:00" },
        ],
      }),
    ).toEqual([
      {
        path: "hours[1].days",
        message: "lists tue again: a weekday has one range of working hours",
      },
    ]);
  });
});

describe("checkAvailabilityAreas", () => {
  it("names a crew's area the business does not have", () => {
    const availability = availabilitySchema.parse({
      crews: [{ code: "a", name: "A", areas: [{ area: "Scarsdale" }, { area: "Rye" }] }],
    });
    expect(checkAvailabilityAreas(availability, ["Scarsdale", "Harrison"])).toEqual([
      {
        path: "availability.crews[0].areas[1].area",
        message: '"Rye" is not one of your service areas',
      },
    ]);
    expect(checkAvailabilityAreas(undefined, [])).toEqual([]);
  });
});

describe("parseClockTime", () => {
  it("reads HH:MM up to the day's end", () => {
    expect(parseClockTime("00:00")).toBe(0);
    expect(parseClockTime("08:30")).toBe(510);
    expect(parseClockTime("24:00")).toBe(1440);
    expect(parseClockTime("24:30")).toBeNull();
    expect(parseClockTime("8:30")).toBeNull();
  });
});

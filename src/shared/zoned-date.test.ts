import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDaysToIsoDate,
  compareMonthDays,
  getStartOfZonedDay,
  getZonedIsoDate,
  parseMonthDay,
  toIsoDate,
} from "./zoned-date";

const NEW_YORK = "America/New_York";

describe("parseMonthDay", () => {
  it.each([
    ["11-10", { month: 11, day: 10 }],
    ["04-10", { month: 4, day: 10 }],
    ["01-01", { month: 1, day: 1 }],
    ["12-31", { month: 12, day: 31 }],
    ["02-28", { month: 2, day: 28 }],
  ])("parses %s", (value, expected) => {
    expect(parseMonthDay(value)).toEqual(expected);
  });

  it.each([
    "02-29",
    "02-30",
    "04-31",
    "00-10",
    "13-01",
    "11-00",
    "1-10",
    "11-1",
    "11/10",
    "11-10x",
    "",
  ])("refuses %j", (value) => {
    expect(parseMonthDay(value)).toBeNull();
  });
});

describe("compareMonthDays", () => {
  it("orders by month, then day", () => {
    expect(compareMonthDays({ month: 4, day: 10 }, { month: 11, day: 10 })).toBeLessThan(0);
    expect(compareMonthDays({ month: 11, day: 11 }, { month: 11, day: 10 })).toBeGreaterThan(0);
    expect(compareMonthDays({ month: 11, day: 10 }, { month: 11, day: 10 })).toBe(0);
  });
});

describe("toIsoDate and addDaysToIsoDate", () => {
  it("pads the parts", () => {
    expect(toIsoDate(2025, { month: 4, day: 1 })).toBe("2025-04-01");
  });

  it.each([
    ["2025-10-15", 1, "2025-10-16"],
    ["2025-12-31", 1, "2026-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2027-02-28", 1, "2027-03-01"],
    ["2100-02-28", 1, "2100-03-01"],
    ["2000-02-28", 1, "2000-02-29"],
    ["2026-03-01", -1, "2026-02-28"],
  ])("%s + %i day(s) = %s", (isoDate, days, expected) => {
    expect(addDaysToIsoDate(isoDate, days)).toBe(expected);
  });

  it("refuses strings that are not ISO dates", () => {
    expect(() => addDaysToIsoDate("2025-1-1", 1)).toThrow(RangeError);
  });
});

describe("getZonedIsoDate", () => {
  it.each([
    ["2025-10-16T03:59:59.999Z", NEW_YORK, "2025-10-15"],
    ["2025-10-16T04:00:00.000Z", NEW_YORK, "2025-10-16"],
    ["2026-01-01T04:59:59.999Z", NEW_YORK, "2025-12-31"],
    ["2026-01-01T05:00:00.000Z", NEW_YORK, "2026-01-01"],
    ["2025-10-15T15:00:00.000Z", "Asia/Tokyo", "2025-10-16"],
    ["2025-10-15T14:59:59.999Z", "Asia/Tokyo", "2025-10-15"],
    ["2025-10-15T23:59:59.999Z", "UTC", "2025-10-15"],
  ])("%s in %s is %s", (instant, timeZone, expected) => {
    expect(getZonedIsoDate(new Date(instant), timeZone)).toBe(expected);
  });
});

describe("getStartOfZonedDay", () => {
  it.each([
    // Eastern daylight time (UTC-4) and standard time (UTC-5).
    ["2025-10-16", NEW_YORK, "2025-10-16T04:00:00.000Z"],
    ["2025-11-10", NEW_YORK, "2025-11-10T05:00:00.000Z"],
    ["2026-04-11", NEW_YORK, "2026-04-11T04:00:00.000Z"],
    // DST days in New York: clocks change at 2 a.m., so midnight keeps the old offset.
    ["2026-03-08", NEW_YORK, "2026-03-08T05:00:00.000Z"],
    ["2026-03-09", NEW_YORK, "2026-03-09T04:00:00.000Z"],
    ["2025-11-02", NEW_YORK, "2025-11-02T04:00:00.000Z"],
    ["2025-11-03", NEW_YORK, "2025-11-03T05:00:00.000Z"],
    // Chile springs forward at midnight: the day starts at 01:00 (UTC-3).
    ["2025-09-07", "America/Santiago", "2025-09-07T04:00:00.000Z"],
    // Cuba falls back from 01:00 to 00:00: the day starts at the first midnight (UTC-4).
    ["2025-11-02", "America/Havana", "2025-11-02T04:00:00.000Z"],
    ["2025-10-16", "Asia/Tokyo", "2025-10-15T15:00:00.000Z"],
    ["2025-01-01", "Pacific/Kiritimati", "2024-12-31T10:00:00.000Z"],
    ["2025-01-01", "Pacific/Pago_Pago", "2025-01-01T11:00:00.000Z"],
    ["2025-06-01", "UTC", "2025-06-01T00:00:00.000Z"],
  ])("%s in %s starts at %s", (isoDate, timeZone, expected) => {
    expect(getStartOfZonedDay(isoDate, timeZone).toISOString()).toBe(expected);
  });

  it("is the first instant of the day in the zone (property)", () => {
    const timeZones = [
      NEW_YORK,
      "America/Los_Angeles",
      "America/Santiago",
      "America/Havana",
      "Europe/London",
      "Australia/Lord_Howe",
      "Asia/Kolkata",
      "Pacific/Chatham",
    ];
    const isoDate = fc
      .date({
        min: new Date("1990-01-01T00:00:00Z"),
        max: new Date("2090-12-31T00:00:00Z"),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDate, fc.constantFrom(...timeZones), (day, timeZone) => {
        const start = getStartOfZonedDay(day, timeZone);
        expect(getZonedIsoDate(start, timeZone)).toBe(day);
        expect(getZonedIsoDate(new Date(start.getTime() - 1), timeZone)).toBe(
          addDaysToIsoDate(day, -1),
        );
      }),
      { numRuns: 500 },
    );
  });
});

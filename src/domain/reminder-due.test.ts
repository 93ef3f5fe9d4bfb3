import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  firstInstantAtOrAfter,
  isQuietAt,
  localMinutesOf,
  parseClockTime,
  type QuietHours,
  reminderDueAt,
} from "./reminder-due";

const NIGHT: QuietHours = { start: "21:00", end: "08:00" };
const NEW_YORK = "America/New_York";

function dueAt(pricedAt: string, rules: Partial<Parameters<typeof reminderDueAt>[0]> = {}) {
  return reminderDueAt({
    pricedAt: new Date(pricedAt),
    delayMinutes: 180,
    quietHours: NIGHT,
    timeZone: NEW_YORK,
    ...rules,
  }).toISOString();
}

describe("parseClockTime and isQuietAt", () => {
  it("reads HH:MM and refuses anything else", () => {
    expect(parseClockTime("00:00")).toBe(0);
    expect(parseClockTime("21:30")).toBe(21 * 60 + 30);
    for (const bad of ["24:00", "7:00", "12:60", "noon", ""]) {
      expect(() => parseClockTime(bad)).toThrow(RangeError);
    }
  });

  it("spans midnight when start is after end; equal times are no quiet hours", () => {
    expect(isQuietAt(parseClockTime("20:59"), NIGHT)).toBe(false);
    expect(isQuietAt(parseClockTime("21:00"), NIGHT)).toBe(true);
    expect(isQuietAt(parseClockTime("00:00"), NIGHT)).toBe(true);
    expect(isQuietAt(parseClockTime("07:59"), NIGHT)).toBe(true);
    expect(isQuietAt(parseClockTime("08:00"), NIGHT)).toBe(false);
    const lunch = { start: "12:00", end: "13:00" };
    expect(isQuietAt(parseClockTime("12:30"), lunch)).toBe(true);
    expect(isQuietAt(parseClockTime("13:00"), lunch)).toBe(false);
    expect(isQuietAt(parseClockTime("03:00"), { start: "09:00", end: "09:00" })).toBe(false);
  });
});

describe("reminderDueAt", () => {
  it("is the delay after pricing outside quiet hours", () => {
    // 10:00 EDT + 3h = 13:00 EDT.
    expect(dueAt("2025-10-01T14:00:00Z")).toBe("2025-10-01T17:00:00.000Z");
  });

  it("waits for the morning when the delay ends in the evening's quiet hours", () => {
    // 19:00 EDT + 3h = 22:00: held until 08:00 EDT the next day.
    expect(dueAt("2025-10-01T23:00:00Z")).toBe("2025-10-02T12:00:00.000Z");
  });

  it("waits for the same morning when the delay ends after midnight", () => {
    // 23:30 EDT + 3h = 02:30 EDT on the 2nd: held until 08:00 on the 2nd, not the 3rd.
    expect(dueAt("2025-10-02T03:30:00Z")).toBe("2025-10-02T12:00:00.000Z");
  });

  it("is at the end of quiet hours exactly when they end; at their start it waits", () => {
    expect(dueAt("2025-10-02T09:00:00Z")).toBe("2025-10-02T12:00:00.000Z"); // 05:00 + 3h = 08:00
    expect(dueAt("2025-10-01T22:00:00Z")).toBe("2025-10-02T12:00:00.000Z"); // 18:00 + 3h = 21:00
  });

  it("keeps daytime quiet hours within the day", () => {
    const lunch = { start: "12:00", end: "13:30" };
    // 09:30 EDT + 3h = 12:30: held until 13:30.
    expect(dueAt("2025-10-01T13:30:00Z", { quietHours: lunch })).toBe("2025-10-01T17:30:00.000Z");
  });

  it("sends at once with no quiet hours and no delay", () => {
    expect(
      dueAt("2025-10-01T03:00:00Z", {
        delayMinutes: 0,
        quietHours: { start: "00:00", end: "00:00" },
      }),
    ).toBe("2025-10-01T03:00:00.000Z");
  });

  it("reads quiet hours in the business's own time zone", () => {
    // 14:00Z is 23:00 in Tokyo: held until 08:00 JST (23:00Z).
    expect(dueAt("2025-10-01T11:00:00Z", { timeZone: "Asia/Tokyo" })).toBe(
      "2025-10-01T23:00:00.000Z",
    );
    // 14:00Z is 07:00 in Los Angeles (PDT): held until 08:00 PDT.
    expect(dueAt("2025-10-01T11:00:00Z", { timeZone: "America/Los_Angeles" })).toBe(
      "2025-10-01T15:00:00.000Z",
    );
  });

  it("ends quiet hours at local 08:00 across the spring-forward night", () => {
    // 2026-03-08 clocks jump 02:00 EST -> 03:00 EDT. 22:00 EST on the 7th + 3h: 08:00 EDT on the 8th.
    expect(dueAt("2026-03-08T00:00:00Z")).toBe("2026-03-08T12:00:00.000Z");
  });

  it("ends quiet hours at local 08:00 across the fall-back night", () => {
    // 2025-11-02 clocks fall 02:00 EDT -> 01:00 EST. 22:00 EDT on the 1st + 3h: 08:00 EST.
    expect(dueAt("2025-11-02T02:00:00Z")).toBe("2025-11-02T13:00:00.000Z");
  });

  it("ends quiet hours that end inside the jumped hour at the jump", () => {
    const early = { start: "21:00", end: "02:30" };
    // 02:30 does not exist on 2026-03-08 in New York: the clock reads 03:00 EDT at 07:00Z.
    expect(dueAt("2026-03-08T03:00:00Z", { quietHours: early })).toBe("2026-03-08T07:00:00.000Z");
  });

  it("ends quiet hours that end inside the repeated hour at its first occurrence", () => {
    const early = { start: "21:00", end: "01:30" };
    // 01:30 happens twice on 2025-11-02 in New York; the first is 05:30Z (EDT).
    expect(dueAt("2025-11-02T03:00:00Z", { quietHours: early })).toBe("2025-11-02T05:30:00.000Z");
  });
});

describe("firstInstantAtOrAfter", () => {
  it("finds a wall time on a plain day", () => {
    expect(firstInstantAtOrAfter("2025-10-01", 8 * 60, NEW_YORK).toISOString()).toBe(
      "2025-10-01T12:00:00.000Z",
    );
  });
});

const ZONES = [
  "America/New_York",
  "America/Los_Angeles",
  "Europe/London",
  "Australia/Sydney",
  "Asia/Kolkata",
  "Pacific/Chatham",
  "UTC",
];
const clockTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hour, minute]) => `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`);
const inputs = fc.record({
  pricedAt: fc.date({
    min: new Date("2024-01-01T00:00:00Z"),
    max: new Date("2027-12-31T00:00:00Z"),
    noInvalidDate: true,
  }),
  delayMinutes: fc.integer({ min: 0, max: 7 * 24 * 60 }),
  quietHours: fc.record({ start: clockTime, end: clockTime }),
  timeZone: fc.constantFrom(...ZONES),
});

describe("reminderDueAt properties", () => {
  it("is never before the delay, and never more than a day (and a DST hour) after it", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const earliest = input.pricedAt.getTime() + input.delayMinutes * 60_000;
        const due = reminderDueAt(input).getTime();
        expect(due).toBeGreaterThanOrEqual(earliest);
        expect(due - earliest).toBeLessThanOrEqual(25 * 60 * 60_000);
      }),
    );
  });

  it("is never in quiet hours, and is the earliest moment that is not", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const due = reminderDueAt(input);
        const quiet = (instant: Date) =>
          isQuietAt(localMinutesOf(instant, input.timeZone), input.quietHours);
        expect(quiet(due)).toBe(false);
        const earliest = input.pricedAt.getTime() + input.delayMinutes * 60_000;
        // Every whole minute before it (from the earliest moment) is quiet.
        const firstMinute = Math.ceil(earliest / 60_000) * 60_000;
        for (let instant = firstMinute; instant < due.getTime(); instant += 15 * 60_000) {
          expect(quiet(new Date(instant))).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("is exactly the delay when that moment is not quiet", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const earliest = new Date(input.pricedAt.getTime() + input.delayMinutes * 60_000);
        if (isQuietAt(localMinutesOf(earliest, input.timeZone), input.quietHours)) return;
        expect(reminderDueAt(input)).toEqual(earliest);
      }),
    );
  });
});

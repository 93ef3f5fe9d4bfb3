import { describe, expect, it } from "vitest";
import {
  customerTimeOf,
  describeVisitTime,
  describeVisitTimeFor,
  formatDay,
  formatShortDateTime,
  formatVisitTime,
  localDateOf,
  zoneName,
} from "./slot-times";

const NEW_YORK = "America/New_York";

describe("formatVisitTime", () => {
  it("reads a start in the business's zone, with plain spaces", () => {
    expect(formatVisitTime({ start: "2026-03-09T08:00:00-04:00" }, NEW_YORK)).toBe("8:00 AM");
    expect(formatVisitTime({ start: "2026-03-09T13:30:00-04:00" }, NEW_YORK)).toBe("1:30 PM");
  });

  it("reads an arrival window as a range", () => {
    const window = { start: "2026-03-09T08:00:00-04:00", end: "2026-03-09T10:00:00-04:00" };
    expect(formatVisitTime({ start: window.start, window }, NEW_YORK)).toBe("8:00 - 10:00 AM");
    const acrossNoon = { start: "2026-03-09T10:00:00-04:00", end: "2026-03-09T12:00:00-04:00" };
    expect(formatVisitTime({ start: acrossNoon.start, window: acrossNoon }, NEW_YORK)).toBe(
      "10:00 AM - 12:00 PM",
    );
  });

  it("keeps the wall-clock time across the clock change (DST)", () => {
    // The Saturday before clocks go forward (EST) and the Monday after (EDT): both read 8:00.
    expect(formatVisitTime({ start: "2026-03-07T08:00:00-05:00" }, NEW_YORK)).toBe("8:00 AM");
    expect(formatVisitTime({ start: "2026-03-09T08:00:00-04:00" }, NEW_YORK)).toBe("8:00 AM");
    // The first hour after the gap on the Sunday itself.
    expect(formatVisitTime({ start: "2026-03-08T03:00:00-04:00" }, NEW_YORK)).toBe("3:00 AM");
    expect(zoneName("2026-03-07T08:00:00-05:00", NEW_YORK)).toBe("EST");
    expect(zoneName("2026-03-09T08:00:00-04:00", NEW_YORK)).toBe("EDT");
  });
});

describe("days", () => {
  it("names a calendar date whatever the machine's zone", () => {
    expect(formatDay("2026-03-09")).toBe("Monday, March 9");
    expect(formatDay("2026-11-01")).toBe("Sunday, November 1");
  });

  it("takes the business's date from the time as the slots call gives it", () => {
    // 23:00 in New York is the next day in UTC: still the 9th for the business.
    expect(localDateOf("2026-03-09T23:00:00-04:00")).toBe("2026-03-09");
  });
});

describe("customerTimeOf", () => {
  const start = "2026-03-09T08:00:00-04:00";

  it("is null where the customer's clock reads the business's", () => {
    expect(customerTimeOf({ start }, NEW_YORK, NEW_YORK)).toBeNull();
    expect(customerTimeOf({ start }, NEW_YORK, "America/Toronto")).toBeNull();
    expect(customerTimeOf({ start }, NEW_YORK, undefined)).toBeNull();
  });

  it("gives the customer's time when it differs", () => {
    expect(customerTimeOf({ start }, NEW_YORK, "America/Chicago")).toBe("7:00 AM");
  });

  it("follows each zone's own clock changes (US and EU change on different dates)", () => {
    // March 9: New York is on summer time, London not yet: 4 hours apart, not 5.
    expect(customerTimeOf({ start }, NEW_YORK, "Europe/London")).toBe("12:00 PM");
    // April 6: both on summer time: 5 hours apart again.
    expect(customerTimeOf({ start: "2026-04-06T08:00:00-04:00" }, NEW_YORK, "Europe/London")).toBe(
      "1:00 PM",
    );
  });

  it("names the day when it differs too", () => {
    expect(customerTimeOf({ start: "2026-03-09T20:00:00-04:00" }, NEW_YORK, "Asia/Tokyo")).toBe(
      "Tue, Mar 10, 9:00 AM",
    );
  });
});

describe("describeVisitTime", () => {
  it("says the day and time, the zone when asked, and an arrival window as one", () => {
    const time = { start: "2026-03-09T08:00:00-04:00", end: "2026-03-09T09:30:00-04:00" };
    expect(describeVisitTime(time, NEW_YORK)).toBe("Monday, March 9, 8:00 AM");
    expect(describeVisitTime(time, NEW_YORK, { withZone: true })).toBe(
      "Monday, March 9, 8:00 AM EDT",
    );
    const window = { start: time.start, end: "2026-03-09T10:00:00-04:00" };
    expect(describeVisitTime({ ...time, window }, NEW_YORK)).toBe(
      "Monday, March 9, 8:00 - 10:00 AM (arrival window)",
    );
  });
});

describe("describeVisitTimeFor", () => {
  const time = { start: "2026-03-09T08:00:00-04:00", end: "2026-03-09T09:00:00-04:00" };

  it("names the zone and the customer's time only when their clock differs", () => {
    expect(describeVisitTimeFor(time, NEW_YORK, NEW_YORK)).toBe("Monday, March 9, 8:00 AM");
    expect(describeVisitTimeFor(time, NEW_YORK, "America/Los_Angeles")).toBe(
      "Monday, March 9, 8:00 AM EDT (5:00 AM your time)",
    );
  });
});

describe("formatShortDateTime", () => {
  it("reads a time short, on the business's clock on either side of a clock change", () => {
    expect(formatShortDateTime("2026-03-05T08:00:00-05:00", NEW_YORK)).toBe("Thu, Mar 5, 8:00 AM");
    expect(formatShortDateTime("2026-03-12T12:00:00Z", NEW_YORK)).toBe("Thu, Mar 12, 8:00 AM");
    expect(formatShortDateTime("2026-03-12T12:00:00Z", "America/Los_Angeles")).toBe(
      "Thu, Mar 12, 5:00 AM",
    );
  });
});

import { describe, expect, it } from "vitest";
import { formatIsoDate, formatSeasonLabel } from "./season";

describe("formatIsoDate", () => {
  it.each([
    ["2025-11-10", "November 10, 2025"],
    ["2026-04-10", "April 10, 2026"],
    ["2026-01-01", "January 1, 2026"],
    ["2025-12-31", "December 31, 2025"],
    ["2028-02-29", "February 29, 2028"],
  ])("formats %s as %s", (isoDate, expected) => {
    expect(formatIsoDate(isoDate)).toBe(expected);
  });

  it.each([
    "2025-13-01",
    "2025-00-10",
    "2025-11-00",
    "2025-11-32",
    "11/10/2025",
    "2025-11-10T00:00:00Z",
    "",
  ])("refuses %j", (value) => {
    expect(() => formatIsoDate(value)).toThrow(RangeError);
  });
});

describe("formatSeasonLabel", () => {
  it("joins the first and last day", () => {
    expect(formatSeasonLabel({ starts_on: "2025-11-10", ends_on: "2026-04-10" })).toBe(
      "November 10, 2025 to April 10, 2026",
    );
  });
});

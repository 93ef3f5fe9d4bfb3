import { describe, expect, it } from "vitest";
import { weekStartOf } from "./reminder-stats";

describe("weekStartOf", () => {
  it("is the Monday of the date's week, across months and years", () => {
    expect(weekStartOf("2025-10-01")).toBe("2025-09-29"); // a Wednesday
    expect(weekStartOf("2025-09-29")).toBe("2025-09-29"); // a Monday
    expect(weekStartOf("2025-10-05")).toBe("2025-09-29"); // a Sunday
    expect(weekStartOf("2026-01-01")).toBe("2025-12-29");
  });
});

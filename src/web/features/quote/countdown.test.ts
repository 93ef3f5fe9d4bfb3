import { describe, expect, it } from "vitest";
import { computeCountdown, isCountdownShown } from "./countdown";

const endsAtMs = Date.parse("2025-10-16T04:00:00Z");

describe("computeCountdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const countdown = computeCountdown({ endsAtMs, nowMs: Date.parse("2025-10-14T12:00:01Z") });
    expect(countdown).toEqual({
      days: 1,
      hours: 15,
      minutes: 59,
      seconds: 59,
      isExpired: false,
      totalHours: 40 - 1 / 3600,
    });
    expect(isCountdownShown(countdown)).toBe(true);
  });

  it("is expired at and after the deadline, never negative", () => {
    for (const now of ["2025-10-16T04:00:00Z", "2025-10-17T12:00:00Z"]) {
      const countdown = computeCountdown({ endsAtMs, nowMs: Date.parse(now) });
      expect(countdown).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0 });
      expect(countdown.isExpired).toBe(true);
      expect(isCountdownShown(countdown)).toBe(false);
    }
  });

  it("shows only within the last 120 hours", () => {
    const at = (hoursLeft: number) =>
      isCountdownShown(computeCountdown({ endsAtMs, nowMs: endsAtMs - hoursLeft * 3_600_000 }));
    expect(at(120)).toBe(true);
    expect(at(120.001)).toBe(false);
    expect(at(352)).toBe(false);
  });
});

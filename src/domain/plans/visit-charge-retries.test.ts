import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextVisitChargeRetry, VISIT_CHARGE_RETRY_DAYS } from "./visit-charge-retries";

const FIRST = new Date("2026-03-04T15:00:00Z");

describe("nextVisitChargeRetry", () => {
  it("tries again 1, 3 and 7 days after the first try, then gives up", () => {
    expect(
      [1, 2, 3, 4].map((attempt) => nextVisitChargeRetry(attempt, FIRST)?.toISOString()),
    ).toEqual([
      "2026-03-05T15:00:00.000Z",
      "2026-03-07T15:00:00.000Z",
      "2026-03-11T15:00:00.000Z",
      undefined,
    ]);
  });

  it("counts days from the first try, whenever the retries ran", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: VISIT_CHARGE_RETRY_DAYS.length }), (attempt) => {
        const next = nextVisitChargeRetry(attempt, FIRST)!;
        const later = nextVisitChargeRetry(attempt + 1, FIRST);
        expect(next.getTime()).toBeGreaterThan(FIRST.getTime());
        if (later) expect(later.getTime()).toBeGreaterThan(next.getTime());
      }),
    );
  });

  it("has no try after the last or before the first", () => {
    for (const attempt of [0, -1, VISIT_CHARGE_RETRY_DAYS.length + 1, 99]) {
      expect(nextVisitChargeRetry(attempt, FIRST)).toBeNull();
    }
  });
});

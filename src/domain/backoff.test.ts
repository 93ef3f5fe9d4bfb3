import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterFailedAttempt, backoffDelayMs, WEBHOOK_RETRY } from "./backoff";

const HOUR = 60 * 60 * 1000;
const now = new Date("2026-01-10T12:00:00Z");

describe("backoffDelayMs", () => {
  it("doubles from the base per attempt and never passes the cap", () => {
    expect([1, 2, 3, 4].map((attempts) => backoffDelayMs(attempts, 5000, HOUR))).toEqual([
      5000, 10_000, 20_000, 40_000,
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 60_000 }), (a, b) => {
        const delay = backoffDelayMs(a, b, HOUR);
        return (
          delay <= HOUR && delay >= Math.min(b, HOUR) && delay <= backoffDelayMs(a + 1, b, HOUR)
        );
      }),
    );
  });
});

describe("afterFailedAttempt", () => {
  it("retries a webhook delivery for more than a day with the default 5 s base", () => {
    let totalMs = 0;
    let attempts = 1;
    for (; ; attempts++) {
      const { retryInMs } = afterFailedAttempt({ attempts, baseMs: 5000, failingSince: now, now });
      if (retryInMs === null) break;
      totalMs += retryInMs;
    }
    expect(attempts).toBe(WEBHOOK_RETRY.maxAttempts);
    expect(totalMs).toBeGreaterThan(24 * HOUR);
    expect(totalMs).toBeLessThan(36 * HOUR);
  });

  it("turns the endpoint off, and gives up, once it has failed for five days", () => {
    const fourDays = new Date(now.getTime() - 4 * 24 * HOUR);
    const fiveDays = new Date(now.getTime() - 5 * 24 * HOUR);
    expect(afterFailedAttempt({ attempts: 1, baseMs: 5000, failingSince: fourDays, now })).toEqual({
      retryInMs: 5000,
      disableEndpoint: false,
    });
    expect(afterFailedAttempt({ attempts: 1, baseMs: 5000, failingSince: fiveDays, now })).toEqual({
      retryInMs: null,
      disableEndpoint: true,
    });
  });
});

import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./outbox-worker";

describe("retryDelayMs", () => {
  it("doubles from the base delay per failed attempt and stops at an hour", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30, 30_000)).toBe(60 * 60 * 1000);
  });
});

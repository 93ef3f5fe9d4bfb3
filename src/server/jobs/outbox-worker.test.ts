import { describe, expect, it } from "vitest";
import { linksIn, retryDelayMs } from "./outbox-worker";

describe("retryDelayMs", () => {
  it("doubles from the base delay per failed attempt and stops at an hour", () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(30, 30_000)).toBe(60 * 60 * 1000);
  });
});

describe("linksIn", () => {
  it("finds every link of a text body once, in order, without the sentence around it", () => {
    const text = [
      "Confirm your email address",
      "Verify my email: http://localhost:3000/admin/verify-email#token=abc_DEF-123",
      "See https://quotes.example.com/b/x/quote?order=1&from=embed. Or (https://example.com/a).",
      "Again: http://localhost:3000/admin/verify-email#token=abc_DEF-123",
    ].join("\n\n");
    expect(linksIn(text)).toEqual([
      "http://localhost:3000/admin/verify-email#token=abc_DEF-123",
      "https://quotes.example.com/b/x/quote?order=1&from=embed",
      "https://example.com/a",
    ]);
    expect(linksIn("No links here.")).toEqual([]);
  });
});

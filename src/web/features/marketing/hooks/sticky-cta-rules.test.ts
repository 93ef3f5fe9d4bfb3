import { describe, expect, it } from "vitest";
import { isStickyCtaDismissed, STICKY_CTA_DISMISS_MS, stickyCtaDelay } from "./sticky-cta-rules";

describe("sticky CTA rules", () => {
  it("waits 10 s on desktop and 12 s on small screens", () => {
    expect(stickyCtaDelay(false)).toBe(10_000);
    expect(stickyCtaDelay(true)).toBe(12_000);
  });

  it("stays dismissed for 24 hours", () => {
    const dismissedAt = Date.parse("2025-10-01T12:00:00Z");
    const stored = String(dismissedAt);
    expect(isStickyCtaDismissed(stored, dismissedAt)).toBe(true);
    expect(isStickyCtaDismissed(stored, dismissedAt + STICKY_CTA_DISMISS_MS - 1)).toBe(true);
    expect(isStickyCtaDismissed(stored, dismissedAt + STICKY_CTA_DISMISS_MS)).toBe(false);
  });

  it("ignores a missing, unreadable or future dismissal", () => {
    const now = Date.parse("2025-10-01T12:00:00Z");
    expect(isStickyCtaDismissed(null, now)).toBe(false);
    expect(isStickyCtaDismissed("soon", now)).toBe(false);
    expect(isStickyCtaDismissed(String(now + 60_000), now)).toBe(false);
  });
});

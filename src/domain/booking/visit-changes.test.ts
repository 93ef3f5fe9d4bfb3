import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canChangeVisit,
  cancelRefundCents,
  describeVisitChangePolicy,
  visitChangePolicy,
} from "./visit-changes";

describe("visitChangePolicy", () => {
  it("defaults to the minimum notice and a full refund", () => {
    expect(visitChangePolicy(undefined)).toEqual({ untilHours: 24, refundPercent: 100 });
    expect(visitChangePolicy({ minimumNoticeHours: 12 })).toEqual({
      untilHours: 12,
      refundPercent: 100,
    });
    expect(
      visitChangePolicy({ minimumNoticeHours: 12, changeNoticeHours: 48, cancelRefundPercent: 0 }),
    ).toEqual({ untilHours: 48, refundPercent: 0 });
  });
});

describe("canChangeVisit", () => {
  const visit = new Date("2026-03-10T13:00:00Z");
  const policy = { untilHours: 24, refundPercent: 100 };

  it("allows a change up to the notice before the visit, not a minute later", () => {
    expect(canChangeVisit(policy, visit, new Date("2026-03-09T13:00:00Z"))).toBe(true);
    expect(canChangeVisit(policy, visit, new Date("2026-03-09T13:01:00Z"))).toBe(false);
    expect(canChangeVisit(policy, visit, new Date("2026-03-11T13:00:00Z"))).toBe(false);
  });
});

describe("cancelRefundCents", () => {
  it("refunds the policy's share, rounded down to a cent", () => {
    expect(cancelRefundCents({ untilHours: 24, refundPercent: 100 }, 12_345)).toBe(12_345);
    expect(cancelRefundCents({ untilHours: 24, refundPercent: 50 }, 12_345)).toBe(6_172);
    expect(cancelRefundCents({ untilHours: 24, refundPercent: 0 }, 12_345)).toBe(0);
  });

  it("is a whole number of cents, never negative, never more than was paid, growing with the share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (paid, percent) => {
          const less = cancelRefundCents({ untilHours: 0, refundPercent: percent }, paid);
          const more = cancelRefundCents({ untilHours: 0, refundPercent: percent + 1 }, paid);
          expect(Number.isInteger(less)).toBe(true);
          expect(less).toBeGreaterThanOrEqual(0);
          expect(more).toBeLessThanOrEqual(paid);
          expect(more).toBeGreaterThanOrEqual(less);
        },
      ),
    );
  });
});

describe("describeVisitChangePolicy", () => {
  it("says the notice and the refund in the customer's words", () => {
    expect(describeVisitChangePolicy({ untilHours: 24, refundPercent: 100 })).toBe(
      "You can move or cancel your visit online until 24 hours before it starts, for a full refund.",
    );
    expect(describeVisitChangePolicy({ untilHours: 1, refundPercent: 50 })).toBe(
      "You can move or cancel your visit online until 1 hour before it starts, for a 50% refund.",
    );
    expect(describeVisitChangePolicy({ untilHours: 0, refundPercent: 0 })).toBe(
      "You can move or cancel your visit online until it starts, without a refund.",
    );
  });
});

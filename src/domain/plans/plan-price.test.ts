import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  changePlanPrice,
  type PlanPrices,
  priceChangeEffectiveFrom,
  settlePlanPrice,
  visitPriceOn,
} from "./plan-price";

const ZONE = "America/New_York";
const DAY_MS = 86_400_000;
const plan = (cents: number): PlanPrices => ({
  visitGrandTotalCents: cents,
  visitPlatformFeeCents: null,
  nextVisitGrandTotalCents: null,
  nextVisitPlatformFeeCents: null,
  nextPriceFrom: null,
});

describe("a plan's price change", () => {
  it("reaches the visits from the start of the business's day once the notice has passed, across a clock change", () => {
    // Told at 10:00 EST on March 4; 30 days later is April 3 at 10:00 EDT: from April 4, 00:00 EDT.
    const from = priceChangeEffectiveFrom({
      now: new Date("2026-03-04T15:00:00Z"),
      noticeDays: 30,
      timeZone: ZONE,
    });
    expect(from.toISOString()).toBe("2026-04-04T04:00:00.000Z");
    // Told at midnight exactly: that day, 30 days on.
    const atMidnight = priceChangeEffectiveFrom({
      now: new Date("2026-03-04T05:00:00Z"),
      noticeDays: 30,
      timeZone: ZONE,
    });
    expect(atMidnight.toISOString()).toBe("2026-04-03T04:00:00.000Z");
  });

  it("keeps the old price for a visit before the date, whenever it is charged, and the new from it on", () => {
    const change = changePlanPrice({
      plan: plan(4500),
      price: { grandTotalCents: 5400, platformFeeCents: 160 },
      now: new Date("2026-03-04T15:00:00Z"),
      noticeDays: 30,
      timeZone: ZONE,
    });
    expect(change).toMatchObject({ kind: "scheduled", oldCents: 4500, newCents: 5400 });
    if (change.kind !== "scheduled") return;
    const before = new Date("2026-04-03T12:00:00Z");
    expect(visitPriceOn(change.prices, before)).toEqual({
      grandTotalCents: 4500,
      platformFeeCents: null,
    });
    expect(visitPriceOn(change.prices, new Date("2026-04-04T04:00:00Z"))).toEqual({
      grandTotalCents: 5400,
      platformFeeCents: 160,
    });
  });

  it("changes nothing for the same price, withdraws a waiting change set back, and settles one that has come", () => {
    const now = new Date("2026-03-04T15:00:00Z");
    const options = { now, noticeDays: 30, timeZone: ZONE };
    expect(
      changePlanPrice({
        ...options,
        plan: plan(4500),
        price: { grandTotalCents: 4500, platformFeeCents: 1 },
      }),
    ).toEqual({ kind: "unchanged" });
    const waiting = changePlanPrice({
      ...options,
      plan: plan(4500),
      price: { grandTotalCents: 5400, platformFeeCents: null },
    });
    if (waiting.kind !== "scheduled") throw new Error("expected a change");
    expect(
      changePlanPrice({
        ...options,
        plan: waiting.prices,
        price: { grandTotalCents: 5400, platformFeeCents: null },
      }),
    ).toEqual({ kind: "unchanged" });
    expect(
      changePlanPrice({
        ...options,
        plan: waiting.prices,
        price: { grandTotalCents: 4500, platformFeeCents: null },
      }),
    ).toEqual({ kind: "withdrawn", prices: plan(4500) });
    const later = new Date(waiting.from.getTime() + DAY_MS);
    expect(settlePlanPrice(waiting.prices, later)).toEqual(plan(5400));
    // A new price after the first came counts from the new one, with a new notice.
    const again = changePlanPrice({
      ...options,
      now: later,
      plan: waiting.prices,
      price: { grandTotalCents: 6000, platformFeeCents: null },
    });
    expect(again).toMatchObject({ kind: "scheduled", oldCents: 5400, newCents: 6000 });
  });

  it("never charges a visit the new price before its notice has passed (property)", () => {
    const instant = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) });
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 400 * DAY_MS }),
        fc.constantFrom(ZONE, "Europe/London", "Australia/Sydney", "UTC"),
        (now, noticeDays, oldCents, newCents, after, timeZone) => {
          const change = changePlanPrice({
            plan: plan(oldCents),
            price: { grandTotalCents: newCents, platformFeeCents: null },
            now: new Date(now),
            noticeDays,
            timeZone,
          });
          const visit = new Date(now + after);
          const charged = visitPriceOn(
            change.kind === "unchanged" ? plan(oldCents) : change.prices,
            visit,
          ).grandTotalCents;
          // Before the whole notice has passed (23-hour days aside), the old price.
          if (after < noticeDays * DAY_MS - 2 * 3_600_000) expect(charged).toBe(oldCents);
          // A day after it, the new one.
          if (after > (noticeDays + 1) * DAY_MS + 2 * 3_600_000) expect(charged).toBe(newCents);
          if (change.kind === "scheduled") {
            expect(change.from.getTime()).toBeGreaterThanOrEqual(
              now + noticeDays * DAY_MS - 3_600_000,
            );
          }
        },
      ),
    );
  });
});

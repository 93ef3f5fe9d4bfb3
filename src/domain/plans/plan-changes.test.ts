import { describe, expect, it } from "vitest";
import {
  canSkipVisit,
  changeableFrom,
  chargesPlanVisits,
  moveKeepsPrice,
  skipDeadline,
  visitsEndedByCancelling,
  visitsEndedByPausing,
  visitsRebookedByFrequencyChange,
} from "./plan-changes";

const NOW = new Date("2026-03-04T12:00:00Z");
const later = (iso: string, status = "booked") => ({
  startsAt: new Date(iso),
  status,
  orderId: null,
});

describe("skipping a plan's visit", () => {
  it("is open until the business's minimum notice before the visit", () => {
    const visit = later("2026-03-05T12:00:00Z");
    expect(skipDeadline(visit, 12).toISOString()).toBe("2026-03-05T00:00:00.000Z");
    const open = { visit, planStatus: "active", now: NOW };
    expect(canSkipVisit({ ...open, noticeHours: 23 })).toBe(true);
    expect(canSkipVisit({ ...open, noticeHours: 24 })).toBe(false);
  });

  it("never applies to the paid first visit, a visit not booked, or a plan not active", () => {
    const base = { planStatus: "active", noticeHours: 0, now: NOW };
    const visit = later("2026-03-10T12:00:00Z");
    expect(canSkipVisit({ ...base, visit: { ...visit, orderId: "order-1" } })).toBe(false);
    expect(canSkipVisit({ ...base, visit: { ...visit, status: "skipped" } })).toBe(false);
    expect(canSkipVisit({ ...base, visit: { ...visit, status: "cancelled" } })).toBe(false);
    expect(canSkipVisit({ ...base, visit: { ...visit, doneAt: NOW } })).toBe(false);
    expect(canSkipVisit({ ...base, planStatus: "cancelled", visit })).toBe(false);
    expect(canSkipVisit({ ...base, visit: later("2026-03-04T11:00:00Z") })).toBe(false);
  });
});

describe("moving a plan's visit", () => {
  const prices = {
    visitGrandTotalCents: 5000,
    visitPlatformFeeCents: null,
    nextVisitGrandTotalCents: null,
    nextVisitPlatformFeeCents: null,
    nextPriceFrom: null,
  };
  const at = (iso: string) => new Date(iso);

  it("keeps the price on either side of no price change", () => {
    expect(moveKeepsPrice(prices, at("2026-03-10T12:00:00Z"), at("2026-04-10T12:00:00Z"))).toBe(
      true,
    );
  });

  it("never crosses the date of a new price, either way", () => {
    const waiting = {
      ...prices,
      nextVisitGrandTotalCents: 5400,
      nextPriceFrom: at("2026-04-04T04:00:00Z"),
    };
    const before = at("2026-04-02T12:00:00Z");
    const after = at("2026-04-06T12:00:00Z");
    expect(moveKeepsPrice(waiting, before, at("2026-04-04T03:59:00Z"))).toBe(true);
    expect(moveKeepsPrice(waiting, after, at("2026-04-04T04:00:00Z"))).toBe(true);
    expect(moveKeepsPrice(waiting, before, after)).toBe(false);
    expect(moveKeepsPrice(waiting, after, before)).toBe(false);
    // The same price from its date on crosses nothing.
    const same = { ...waiting, nextVisitGrandTotalCents: 5000 };
    expect(moveKeepsPrice(same, before, after)).toBe(true);
  });
});

describe("cancelling a plan", () => {
  it("ends the booked visits to come, and keeps the paid first visit and the past", () => {
    const first = { startsAt: new Date("2026-03-05T12:00:00Z"), status: "booked", orderId: "o" };
    const past = later("2026-03-01T12:00:00Z");
    const skipped = later("2026-03-12T12:00:00Z", "skipped");
    const next = later("2026-03-19T12:00:00Z");
    const after = later("2026-03-26T12:00:00Z");
    const doneEarly = { ...later("2026-03-05T18:00:00Z"), doneAt: NOW };
    expect(visitsEndedByCancelling([first, past, skipped, doneEarly, next, after], NOW)).toEqual([
      next,
      after,
    ]);
  });
});

describe("pausing and changing the frequency", () => {
  const visits = [
    later("2026-03-04T20:00:00Z"), // inside a 12-hour notice
    later("2026-03-05T12:00:00Z"),
    { ...later("2026-03-06T12:00:00Z"), doneAt: NOW },
    { ...later("2026-03-07T12:00:00Z"), charged: true },
    later("2026-03-08T12:00:00Z", "skipped"),
    { ...later("2026-03-09T12:00:00Z"), orderId: "order-1" },
    later("2026-03-12T12:00:00Z"),
    later("2026-03-19T12:00:00Z"),
  ];
  const starts = (list: readonly { startsAt: Date }[]) =>
    list.map((visit) => visit.startsAt.toISOString().slice(0, 10));

  it("a pause drops the unpaid booked visits from the notice until the resume instant", () => {
    const resumesAt = new Date("2026-03-19T05:00:00Z");
    expect(starts(visitsEndedByPausing(visits, { now: NOW, noticeHours: 12, resumesAt }))).toEqual([
      "2026-03-05",
      "2026-03-12",
    ]);
  });

  it("a new frequency books again the unpaid booked visits from the notice on", () => {
    expect(starts(visitsRebookedByFrequencyChange(visits, { now: NOW, noticeHours: 12 }))).toEqual([
      "2026-03-05",
      "2026-03-12",
      "2026-03-19",
    ]);
    expect(changeableFrom(NOW, 12).toISOString()).toBe("2026-03-05T00:00:00.000Z");
  });

  it("charges an active plan's visits and a customer's paused plan's, never a plan paused for its card", () => {
    expect(chargesPlanVisits({ status: "active", resumesAt: null })).toBe(true);
    expect(chargesPlanVisits({ status: "paused", resumesAt: NOW })).toBe(true);
    expect(chargesPlanVisits({ status: "paused", resumesAt: null })).toBe(false);
    expect(chargesPlanVisits({ status: "cancelled", resumesAt: null })).toBe(false);
  });
});

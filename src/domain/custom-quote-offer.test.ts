import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  customQuoteStatus,
  defaultOfferLastDay,
  offerExpiry,
  offerState,
  priceOffer,
} from "./custom-quote-offer";

/** The demo's money rules: 4.9% + 30 cents, 8% tax. */
const rates = { fees: { rateBasisPoints: 490, fixedCents: 30 }, tax: { rateBasisPoints: 800 } };
const ZONE = "America/New_York";

describe("priceOffer", () => {
  it("adds the fee and the tax on the items' sum, as an instant quote does", () => {
    const price = priceOffer(
      [
        { label: "Clear the rear lot", unitAmountCents: 45000, quantity: 1 },
        { label: "Salt bin refill", unitAmountCents: 2500, quantity: 3 },
      ],
      rates,
    );
    expect(price).toEqual({
      lines: [
        { kind: "service", label: "Clear the rear lot", amount_cents: 45000 },
        { kind: "service", label: "Salt bin refill (3 x $25.00)", amount_cents: 7500 },
        { kind: "fee", label: "Convenience fee", amount_cents: 2603 },
        { kind: "tax", label: "Estimated sales tax", amount_cents: 4200 },
      ],
      subtotal_cents: 52500,
      fee_cents: 2603,
      platform_fee_cents: 2603,
      tax_cents: 4200,
      total_cents: 55103,
      grand_total_cents: 59303,
      deposit_cents: null,
      amount_due_now_cents: 59303,
      amount_due_later_cents: 0,
    });
  });

  it("charges subtotal + tax when the business absorbs the fee, its deposit on that total", () => {
    const items = [{ label: "Clear the rear lot", unitAmountCents: 52500, quantity: 1 }];
    const price = priceOffer(items, rates, { kind: "percent", percent: 30 }, "absorb");
    expect(price.lines.map((line) => line.kind)).toEqual(["service", "tax"]);
    // 30% of $567.00 = $170.10.
    expect(price).toMatchObject({
      fee_cents: 0,
      platform_fee_cents: 2603,
      total_cents: 52500,
      grand_total_cents: 56700,
      deposit_cents: 17010,
      amount_due_later_cents: 39690,
    });
  });

  it("asks the deposit on accepting and leaves the rest for when the job is done", () => {
    const items = [{ label: "Clear the rear lot", unitAmountCents: 52500, quantity: 1 }];
    // 30% of $593.03 = $177.909, to the cent $177.91.
    expect(priceOffer(items, rates, { kind: "percent", percent: 30 })).toMatchObject({
      grand_total_cents: 59303,
      deposit_cents: 17791,
      amount_due_now_cents: 17791,
      amount_due_later_cents: 41512,
    });
    expect(priceOffer(items, rates, { kind: "fixed", amountCents: 10000 })).toMatchObject({
      deposit_cents: 10000,
      amount_due_now_cents: 10000,
      amount_due_later_cents: 49303,
    });
    // A deposit as large as the total is the whole total, paid at once.
    expect(priceOffer(items, rates, { kind: "fixed", amountCents: 60000 })).toMatchObject({
      deposit_cents: null,
      amount_due_now_cents: 59303,
      amount_due_later_cents: 0,
    });
  });

  it("refuses no items, a non-positive amount or a fractional quantity", () => {
    expect(() => priceOffer([], rates)).toThrow(RangeError);
    expect(() => priceOffer([{ label: "a", unitAmountCents: 0, quantity: 1 }], rates)).toThrow(
      RangeError,
    );
    expect(() => priceOffer([{ label: "a", unitAmountCents: 10.5, quantity: 1 }], rates)).toThrow(
      RangeError,
    );
    expect(() => priceOffer([{ label: "a", unitAmountCents: 100, quantity: 1.5 }], rates)).toThrow(
      RangeError,
    );
  });

  it("has lines that add up to the grand total, paid in at most two parts that add up to it", () => {
    const item = fc.record({
      label: fc.string({ minLength: 1, maxLength: 10 }),
      unitAmountCents: fc.integer({ min: 1, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    });
    const deposit = fc.oneof(
      fc.constant({ kind: "none" as const }),
      fc.integer({ min: 1, max: 99 }).map((percent) => ({ kind: "percent" as const, percent })),
      fc
        .integer({ min: 50, max: 10_000_000 })
        .map((amountCents) => ({ kind: "fixed" as const, amountCents })),
    );
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 8 }), deposit, (items, rule) => {
        const price = priceOffer(items, rates, rule);
        const sum = price.lines.reduce((total, line) => total + line.amount_cents, 0);
        expect(sum).toBe(price.grand_total_cents);
        expect(price.total_cents + price.tax_cents).toBe(price.grand_total_cents);
        expect(price.amount_due_now_cents + price.amount_due_later_cents).toBe(
          price.grand_total_cents,
        );
        expect(price.amount_due_now_cents).toBe(price.deposit_cents ?? price.grand_total_cents);
      }),
    );
  });
});

describe("offer expiry", () => {
  const now = new Date("2025-10-01T12:00:00Z");

  it("defaults to 14 days after today in the business's zone", () => {
    expect(defaultOfferLastDay(now, ZONE)).toBe("2025-10-15");
    // 02:00 UTC on Oct 2 is still Oct 1 in New York.
    expect(defaultOfferLastDay(new Date("2025-10-02T02:00:00Z"), ZONE)).toBe("2025-10-15");
  });

  it("closes at the end of the last day, local time", () => {
    expect(offerExpiry("2025-10-15", now, ZONE)?.toISOString()).toBe("2025-10-16T04:00:00.000Z");
    // Across the end of daylight saving time (November 2, 2025).
    expect(offerExpiry("2025-11-05", now, ZONE)?.toISOString()).toBe("2025-11-06T05:00:00.000Z");
  });

  it("refuses a last day in the past or more than a year away", () => {
    expect(offerExpiry("2025-09-30", now, ZONE)).toBeNull();
    expect(offerExpiry("2025-10-01", now, ZONE)).not.toBeNull();
    expect(offerExpiry("2026-10-02", now, ZONE)).toBeNull();
  });
});

describe("offer state", () => {
  const expiresAt = new Date("2025-10-16T04:00:00Z");
  const before = new Date("2025-10-16T03:59:59Z");

  it("is open until its expiry, then expired", () => {
    expect(offerState({ status: "sent", expiresAt, orderPaid: false }, before)).toBe("open");
    expect(offerState({ status: "sent", expiresAt, orderPaid: false }, expiresAt)).toBe("expired");
  });

  it("keeps an accepted offer accepted (then paid) after its expiry", () => {
    const after = new Date("2025-12-01T00:00:00Z");
    expect(offerState({ status: "accepted", expiresAt, orderPaid: false }, after)).toBe("accepted");
    expect(offerState({ status: "accepted", expiresAt, orderPaid: true }, after)).toBe("paid");
    expect(offerState({ status: "withdrawn", expiresAt, orderPaid: false }, before)).toBe(
      "withdrawn",
    );
  });

  it("gives a request its dashboard status from its latest offer", () => {
    expect(customQuoteStatus(undefined, before)).toBe("new");
    expect(customQuoteStatus({ status: "sent", expiresAt, orderPaid: false }, before)).toBe(
      "offer_sent",
    );
    expect(customQuoteStatus({ status: "sent", expiresAt, orderPaid: false }, expiresAt)).toBe(
      "expired",
    );
    expect(customQuoteStatus({ status: "accepted", expiresAt, orderPaid: true }, before)).toBe(
      "paid",
    );
  });
});

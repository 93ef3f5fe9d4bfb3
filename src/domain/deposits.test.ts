import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type DepositRule, MIN_CHARGE_CENTS } from "@/shared/deposit-rule";
import { depositFor, describeDepositRule, splitApplicationFee, splitPayment } from "./deposits";

const percent = (value: number): DepositRule => ({ kind: "percent", percent: value });
const fixed = (amountCents: number): DepositRule => ({ kind: "fixed", amountCents });

describe("depositFor", () => {
  it("takes a percent of the grand total, rounded half away from zero to the cent", () => {
    // 30% of $593.03 is $177.909: $177.91.
    expect(depositFor(percent(30), 59303)).toBe(17791);
    // 50% of $0.01 short of a dollar: 49.5 cents rounds up, then the $0.50 floor holds.
    expect(depositFor(percent(50), 1999)).toBe(1000);
    // 25% of $10.10 = 252.5 cents: half away from zero.
    expect(depositFor(percent(25), 1010)).toBe(253);
  });

  it("takes a fixed amount as it is", () => {
    expect(depositFor(fixed(15000), 59303)).toBe(15000);
  });

  it("asks no deposit under the rule 'none'", () => {
    expect(depositFor({ kind: "none" }, 59303)).toBeNull();
  });

  it("raises a deposit under Stripe's smallest charge to $0.50", () => {
    expect(depositFor(percent(1), 2000)).toBe(MIN_CHARGE_CENTS);
    expect(depositFor(fixed(10), 2000)).toBe(MIN_CHARGE_CENTS);
  });

  it("asks the whole total at once when the balance would be under $0.50 or nothing", () => {
    expect(depositFor(fixed(59303), 59303)).toBeNull();
    expect(depositFor(fixed(100_000), 59303)).toBeNull();
    expect(depositFor(fixed(59254), 59303)).toBeNull();
    expect(depositFor(fixed(59253), 59303)).toBe(59253);
    expect(depositFor(percent(99), 4000)).toBeNull();
    // A total under $1.00 cannot be split into two charges of $0.50.
    expect(depositFor(percent(50), 99)).toBeNull();
  });

  it("refuses rules outside their bounds", () => {
    expect(() => depositFor(percent(0), 1000)).toThrow(RangeError);
    expect(() => depositFor(percent(100), 1000)).toThrow(RangeError);
    expect(() => depositFor(percent(12.5), 1000)).toThrow(RangeError);
    expect(() => depositFor(fixed(0), 1000)).toThrow(RangeError);
    expect(() => depositFor(percent(30), 0)).toThrow(RangeError);
  });

  const rule = fc.oneof(
    fc.integer({ min: 1, max: 99 }).map(percent),
    fc.integer({ min: 1, max: 10_000_000 }).map(fixed),
  );

  it("is never more than the total, and leaves two charges of at least $0.50 each", () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 1, max: 10_000_000 }), (depositRule, total) => {
        const deposit = depositFor(depositRule, total);
        if (deposit === null) return;
        expect(Number.isInteger(deposit)).toBe(true);
        expect(deposit).toBeGreaterThanOrEqual(MIN_CHARGE_CENTS);
        expect(deposit).toBeLessThan(total);
        expect(total - deposit).toBeGreaterThanOrEqual(MIN_CHARGE_CENTS);
      }),
    );
  });

  it("takes a percent within half a cent of the exact share, unless a floor applies", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (value, total) => {
          const deposit = depositFor(percent(value), total);
          const exact = (total * value) / 100;
          if (deposit === null) {
            // Only when the floors leave no room for a balance of at least $0.50.
            expect(total - Math.max(Math.round(exact), MIN_CHARGE_CENTS)).toBeLessThan(
              MIN_CHARGE_CENTS + 1,
            );
            return;
          }
          if (deposit > MIN_CHARGE_CENTS)
            expect(Math.abs(deposit - exact)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe("splitPayment", () => {
  it("charges the deposit now and the rest later", () => {
    expect(splitPayment({ grandTotalCents: 59303, depositCents: 17791 })).toEqual({
      dueNowCents: 17791,
      dueLaterCents: 41512,
    });
    expect(splitPayment({ grandTotalCents: 59303, depositCents: null })).toEqual({
      dueNowCents: 59303,
      dueLaterCents: 0,
    });
  });
});

describe("splitApplicationFee", () => {
  it("shares the fee between the two charges in proportion", () => {
    // $593.03 with a $27.05 fee, 30% deposit ($177.91): the deposit carries $8.12 of the fee.
    expect(
      splitApplicationFee({ feeCents: 2705, grandTotalCents: 59303, depositCents: 17791 }),
    ).toEqual({ depositFeeCents: 812, balanceFeeCents: 1893 });
    expect(
      splitApplicationFee({ feeCents: 2705, grandTotalCents: 59303, depositCents: null }),
    ).toEqual({ depositFeeCents: 2705, balanceFeeCents: 0 });
  });

  it("shares Quotewise's fee, not the customer's, when the business absorbs it", () => {
    // $500.00 charged with no convenience fee; Quotewise's fee $24.80; 30% deposit ($150.00).
    expect(
      splitApplicationFee({
        feeCents: 0,
        platformFeeCents: 2480,
        grandTotalCents: 50000,
        depositCents: 15000,
      }),
    ).toEqual({ depositFeeCents: 744, balanceFeeCents: 1736 });
    expect(
      splitApplicationFee({
        feeCents: 858,
        platformFeeCents: null,
        grandTotalCents: 19110,
        depositCents: null,
      }),
    ).toEqual({ depositFeeCents: 858, balanceFeeCents: 0 });
  });

  it("always adds up to the whole fee, each share within its charge", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        (subtotal, rawFee, value) => {
          const feeCents = Math.min(rawFee, subtotal);
          const total = subtotal + feeCents;
          const deposit = depositFor(percent(value), total);
          const { depositFeeCents, balanceFeeCents } = splitApplicationFee({
            feeCents,
            grandTotalCents: total,
            depositCents: deposit,
          });
          expect(depositFeeCents + balanceFeeCents).toBe(feeCents);
          expect(depositFeeCents).toBeGreaterThanOrEqual(0);
          expect(balanceFeeCents).toBeGreaterThanOrEqual(0);
          const { dueNowCents, dueLaterCents } = splitPayment({
            grandTotalCents: total,
            depositCents: deposit,
          });
          expect(depositFeeCents).toBeLessThanOrEqual(dueNowCents);
          expect(balanceFeeCents).toBeLessThanOrEqual(dueLaterCents);
        },
      ),
    );
  });
});

describe("describeDepositRule", () => {
  const format = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  it("reads as the business wrote it", () => {
    expect(describeDepositRule(percent(30), format)).toBe("30%");
    expect(describeDepositRule(fixed(15000), format)).toBe("$150.00");
    expect(describeDepositRule({ kind: "none" }, format)).toBe("No deposit");
  });
});

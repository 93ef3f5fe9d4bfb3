import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocateRefund,
  checkRefundAmount,
  feeReversedCents,
  remainingRefundableCents,
} from "./refunds";

describe("checkRefundAmount", () => {
  const order = { paidCents: 26449, heldCents: 6000 };

  it("allows any whole amount up to what is left", () => {
    expect(checkRefundAmount(order, 1)).toEqual({ ok: true });
    expect(checkRefundAmount(order, 20449)).toEqual({ ok: true });
  });

  it("refuses more than is left, nothing, fractions and a fully refunded order", () => {
    expect(checkRefundAmount(order, 20450)).toEqual({
      ok: false,
      message: "must be at most 20449 cents, what is left to refund",
    });
    expect(checkRefundAmount(order, 0).ok).toBe(false);
    expect(checkRefundAmount(order, -5).ok).toBe(false);
    expect(checkRefundAmount(order, 10.5).ok).toBe(false);
    expect(checkRefundAmount({ paidCents: 100, heldCents: 100 }, 1)).toEqual({
      ok: false,
      message: "this order has been refunded in full",
    });
  });

  it("never answers a negative remainder", () => {
    expect(remainingRefundableCents({ paidCents: 100, heldCents: 150 })).toBe(0);
  });
});

describe("feeReversedCents", () => {
  it("reverses the fee in proportion to the part refunded", () => {
    // A $264.49 order with a $11.77 fee, refunded by $79.35 (30%): $3.53 of the fee.
    expect(
      feeReversedCents({
        feeCents: 1177,
        paidCents: 26449,
        refundedBeforeCents: 0,
        amountCents: 7935,
      }),
    ).toBe(353);
    expect(
      feeReversedCents({
        feeCents: 1177,
        paidCents: 26449,
        refundedBeforeCents: 0,
        amountCents: 26449,
      }),
    ).toBe(1177);
  });

  it("reverses nothing without a fee", () => {
    expect(
      feeReversedCents({ feeCents: 0, paidCents: 5000, refundedBeforeCents: 0, amountCents: 5000 }),
    ).toBe(0);
  });

  it("reverses exactly the whole fee over any parts that add up to a full refund", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 12 }),
        (paidCents, fee, weights) => {
          const feeCents = Math.min(fee, paidCents);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          // Split the paid amount into parts by the weights; the last part takes the rest.
          let refunded = 0;
          let reversed = 0;
          weights.forEach((weight, index) => {
            const last = index === weights.length - 1;
            const amount = last ? paidCents - refunded : Math.floor((paidCents * weight) / total);
            if (amount <= 0) return;
            const part = feeReversedCents({
              feeCents,
              paidCents,
              refundedBeforeCents: refunded,
              amountCents: amount,
            });
            expect(part).toBeGreaterThanOrEqual(0);
            expect(Math.abs(part - (feeCents * amount) / paidCents)).toBeLessThanOrEqual(1);
            refunded += amount;
            reversed += part;
          });
          expect(refunded).toBe(paidCents);
          expect(reversed).toBe(feeCents);
        },
      ),
    );
  });
});

describe("allocateRefund", () => {
  const payments = [
    { payment: "checkout", paidCents: 17791, heldCents: 0 },
    { payment: "balance", paidCents: 41512, heldCents: 0 },
  ];

  it("refunds the balance first, then the deposit", () => {
    expect(allocateRefund(payments, 1000)).toEqual([{ payment: "balance", amountCents: 1000 }]);
    expect(allocateRefund(payments, 50000)).toEqual([
      { payment: "balance", amountCents: 41512 },
      { payment: "checkout", amountCents: 8488 },
    ]);
  });

  it("skips what is already refunded", () => {
    const partly = [payments[0]!, { ...payments[1]!, heldCents: 41512 }];
    expect(allocateRefund(partly, 500)).toEqual([{ payment: "checkout", amountCents: 500 }]);
  });

  it("refunds an order of one payment from it alone", () => {
    expect(allocateRefund([payments[0]!], 17791)).toEqual([
      { payment: "checkout", amountCents: 17791 },
    ]);
  });

  it("never takes more from a payment than is left of it, and adds up to the amount", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }))
            .map(([paidCents, held]) => ({
              payment: "p",
              paidCents,
              heldCents: Math.min(held, paidCents),
            })),
          { minLength: 1, maxLength: 3 },
        ),
        fc.integer({ min: 1, max: 300_000 }),
        (list, amount) => {
          const left = list.reduce((sum, payment) => sum + remainingRefundableCents(payment), 0);
          const parts = allocateRefund(list, amount);
          const total = parts.reduce((sum, part) => sum + part.amountCents, 0);
          expect(total).toBe(Math.min(amount, left));
          for (const part of parts) expect(part.amountCents).toBeGreaterThan(0);
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decidePaymentTransition, type PaymentSignal, type PaymentStatus } from "./order-lifecycle";

/** Applies signals in order, the way deliveries reach the database one after another. */
function replay(signals: readonly PaymentSignal[], start: PaymentStatus = "pending") {
  let status = start;
  const actions: string[] = [];
  for (const signal of signals) {
    const decision = decidePaymentTransition(status, signal);
    actions.push(decision.action);
    status = decision.status;
  }
  return { status, paidTransitions: actions.filter((action) => action === "mark_paid").length };
}

const signal = fc.constantFrom<PaymentSignal>(
  { type: "paid" },
  { type: "payment_failed" },
  { type: "expired" },
  { type: "awaiting_payment" },
);
const signals = fc.array(signal, { maxLength: 30 });

describe("decidePaymentTransition", () => {
  it("marks a pending order paid", () => {
    expect(decidePaymentTransition("pending", { type: "paid" })).toEqual({
      action: "mark_paid",
      status: "paid",
    });
  });

  it("records an async failure or an expiry and keeps the order pending", () => {
    expect(decidePaymentTransition("pending", { type: "payment_failed" })).toEqual({
      action: "record",
      event: "payment_failed",
      status: "pending",
    });
    expect(decidePaymentTransition("pending", { type: "expired" })).toEqual({
      action: "record",
      event: "expired",
      status: "pending",
    });
  });

  it("waits while a completed checkout's payment is still processing", () => {
    expect(decidePaymentTransition("pending", { type: "awaiting_payment" })).toEqual({
      action: "ignore",
      reason: "awaiting_payment",
      status: "pending",
    });
  });

  it("treats paid as terminal: paying again, failing or expiring changes nothing", () => {
    for (const type of ["paid", "payment_failed", "expired", "awaiting_payment"] as const) {
      expect(decidePaymentTransition("paid", { type })).toEqual({
        action: "ignore",
        reason: "already_paid",
        status: "paid",
      });
    }
  });

  it("pays an order at most once, and exactly when some delivery says paid", () => {
    fc.assert(
      fc.property(signals, (sequence) => {
        const { status, paidTransitions } = replay(sequence);
        const anyPaid = sequence.some((item) => item.type === "paid");
        expect(status).toBe(anyPaid ? "paid" : "pending");
        expect(paidTransitions).toBe(anyPaid ? 1 : 0);
      }),
    );
  });

  it("gives the same outcome whatever the order and however often each delivery repeats", () => {
    fc.assert(
      fc.property(
        signals,
        fc.array(fc.nat({ max: 4 }), { maxLength: 30 }),
        fc.infiniteStream(fc.nat()),
        (sequence, repeats, shuffleKeys) => {
          const repeated = sequence.flatMap((item, index) =>
            Array.from({ length: 1 + (repeats[index] ?? 0) }, () => item),
          );
          const keys = repeated.map(() => shuffleKeys.next().value as number);
          const shuffled = repeated
            .map((item, index) => ({ item, key: keys[index]! }))
            .sort((a, b) => a.key - b.key)
            .map(({ item }) => item);
          expect(replay(shuffled)).toEqual(replay(sequence));
        },
      ),
    );
  });

  it("leaves a paid order paid under any further deliveries", () => {
    fc.assert(
      fc.property(signals, (sequence) => {
        expect(replay(sequence, "paid")).toEqual({ status: "paid", paidTransitions: 0 });
      }),
    );
  });
});

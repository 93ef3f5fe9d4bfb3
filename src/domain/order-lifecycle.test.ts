import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BALANCE_STATUSES,
  type BalanceStatus,
  type PaymentStatus,
  paymentStage,
} from "@/shared/order-status";
import {
  type BalanceSignal,
  balanceAfterCheckout,
  decideBalanceTransition,
  decidePaymentTransition,
  isStaleCharge,
  orderAmounts,
  type PaymentSignal,
  STALE_CHARGE_MS,
} from "./order-lifecycle";

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

/** Stripe's events about a balance: what webhooks and the charge's own answer deliver. */
const stripeBalanceSignal = fc.constantFrom<BalanceSignal>(
  { type: "paid" },
  { type: "customer_needed" },
  { type: "unreachable" },
  { type: "link_expired" },
);

function replayBalance(signals: readonly BalanceSignal[], start: BalanceStatus) {
  let status = start;
  const actions: string[] = [];
  for (const signal of signals) {
    const decision = decideBalanceTransition(status, signal);
    actions.push(decision.action);
    status = decision.status;
  }
  return { status, count: (action: string) => actions.filter((made) => made === action).length };
}

describe("decideBalanceTransition", () => {
  it("starts a charge on a due balance, and only one at a time", () => {
    expect(decideBalanceTransition("due", { type: "charge" })).toEqual({
      action: "start_charge",
      status: "charging",
    });
    expect(decideBalanceTransition("charging", { type: "charge" })).toEqual({
      action: "refuse",
      reason: "in_progress",
      status: "charging",
    });
    expect(decideBalanceTransition("awaiting_customer", { type: "charge" })).toEqual({
      action: "refuse",
      reason: "awaiting_customer",
      status: "awaiting_customer",
    });
    expect(decideBalanceTransition("paid", { type: "charge" })).toEqual({
      action: "refuse",
      reason: "already_paid",
      status: "paid",
    });
  });

  it("lets a stale charge be taken over, and nothing else", () => {
    expect(decideBalanceTransition("charging", { type: "resume_charge" }).action).toBe(
      "start_charge",
    );
    expect(decideBalanceTransition("due", { type: "resume_charge" }).action).toBe("start_charge");
    expect(decideBalanceTransition("paid", { type: "resume_charge" }).action).toBe("refuse");
  });

  it("emails a link when the bank wants the customer, only from a charge in progress", () => {
    expect(decideBalanceTransition("charging", { type: "customer_needed" })).toEqual({
      action: "send_link",
      status: "awaiting_customer",
    });
    for (const status of ["due", "awaiting_customer"] as const) {
      expect(decideBalanceTransition(status, { type: "customer_needed" }).action).toBe("ignore");
    }
  });

  it("reopens the balance when Stripe was not reached or the link expired", () => {
    expect(decideBalanceTransition("charging", { type: "unreachable" })).toEqual({
      action: "reopen",
      status: "due",
    });
    expect(decideBalanceTransition("awaiting_customer", { type: "link_expired" })).toEqual({
      action: "reopen",
      status: "due",
    });
    expect(decideBalanceTransition("charging", { type: "link_expired" }).action).toBe("ignore");
  });

  it("pays the balance from any open state, once", () => {
    for (const status of ["due", "charging", "awaiting_customer"] as const) {
      expect(decideBalanceTransition(status, { type: "paid" })).toEqual({
        action: "mark_paid",
        status: "paid",
      });
    }
    expect(decideBalanceTransition("paid", { type: "paid" })).toEqual({
      action: "ignore",
      reason: "already_paid",
      status: "paid",
    });
  });

  it("pays a balance at most once, and ends paid whenever any delivery says paid", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BALANCE_STATUSES),
        fc.array(stripeBalanceSignal, { maxLength: 30 }),
        (start, sequence) => {
          const { status, count } = replayBalance(sequence, start);
          const anyPaid = sequence.some((item) => item.type === "paid");
          if (anyPaid || start === "paid") expect(status).toBe("paid");
          else expect(status).not.toBe("paid");
          expect(count("mark_paid")).toBe(anyPaid && start !== "paid" ? 1 : 0);
        },
      ),
    );
  });

  it("sends a link at most once per charge, however often the failure is delivered", () => {
    fc.assert(
      fc.property(fc.array(fc.constant<BalanceSignal>({ type: "customer_needed" })), (failures) => {
        const { count } = replayBalance(failures, "charging");
        expect(count("send_link")).toBe(failures.length > 0 ? 1 : 0);
      }),
    );
  });

  it("knows a stale charge", () => {
    const now = new Date("2025-10-01T12:00:00Z");
    expect(isStaleCharge(null, now)).toBe(true);
    expect(isStaleCharge(new Date(now.getTime() - STALE_CHARGE_MS), now)).toBe(true);
    expect(isStaleCharge(new Date(now.getTime() - 1000), now)).toBe(false);
  });
});

describe("the order's payment stage and amounts", () => {
  it("opens a balance only for an order with a deposit", () => {
    expect(balanceAfterCheckout(17791)).toBe("due");
    expect(balanceAfterCheckout(null)).toBeNull();
  });

  it("names each stage", () => {
    expect(paymentStage({ paymentStatus: "pending", balanceStatus: null })).toBe("pending");
    expect(paymentStage({ paymentStatus: "paid", balanceStatus: null })).toBe("paid_in_full");
    expect(paymentStage({ paymentStatus: "paid", balanceStatus: "due" })).toBe("deposit_paid");
    expect(paymentStage({ paymentStatus: "paid", balanceStatus: "charging" })).toBe(
      "balance_charging",
    );
    expect(paymentStage({ paymentStatus: "paid", balanceStatus: "awaiting_customer" })).toBe(
      "balance_awaiting_customer",
    );
    expect(paymentStage({ paymentStatus: "paid", balanceStatus: "paid" })).toBe("paid_in_full");
  });

  it("shows what is due, paid and outstanding", () => {
    const order = { grandTotalCents: 59303, depositCents: 17791 };
    expect(orderAmounts({ ...order, paymentStatus: "pending", balanceStatus: null })).toEqual({
      dueCents: 59303,
      paidCents: 0,
      outstandingCents: 59303,
    });
    expect(
      orderAmounts({ ...order, paymentStatus: "paid", balanceStatus: "awaiting_customer" }),
    ).toEqual({
      dueCents: 59303,
      paidCents: 17791,
      outstandingCents: 41512,
    });
    expect(orderAmounts({ ...order, paymentStatus: "paid", balanceStatus: "paid" })).toEqual({
      dueCents: 59303,
      paidCents: 59303,
      outstandingCents: 0,
    });
    expect(
      orderAmounts({
        grandTotalCents: 100,
        depositCents: null,
        paymentStatus: "paid",
        balanceStatus: null,
      }),
    ).toEqual({ dueCents: 100, paidCents: 100, outstandingCents: 0 });
  });

  it("never shows more paid than due, nor a negative outstanding", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 99 })),
        fc.constantFrom<PaymentStatus>("pending", "paid"),
        fc.constantFrom(...BALANCE_STATUSES),
        (total, share, paymentStatus, balance) => {
          const depositCents =
            share === null ? null : Math.max(1, Math.floor((total * share) / 100));
          const amounts = orderAmounts({
            grandTotalCents: total,
            depositCents,
            paymentStatus,
            balanceStatus: depositCents === null ? null : balance,
          });
          expect(amounts.paidCents + amounts.outstandingCents).toBe(total);
          expect(amounts.paidCents).toBeGreaterThanOrEqual(0);
          expect(amounts.outstandingCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

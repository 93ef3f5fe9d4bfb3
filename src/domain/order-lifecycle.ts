import type { BalanceStatus, PaymentStatus } from "@/shared/order-status";
/**
 * An order's payment lifecycle (docs/product/orders.md#lifecycle), in two parts.
 *
 * The checkout: pending -> paid, and nothing else. "Paid" means the customer paid what checkout
 * asked (the whole total, or the deposit when the order takes one): the order is booked. An async
 * payment failure or an expired checkout is recorded but keeps the order pending (the customer
 * may pay again); paid is terminal, so re-applying any signal to a paid order is a no-op.
 * Fulfilment acts only on `mark_paid`, which a pending order yields once: that is what makes any
 * number of deliveries, in any order, pay the order once.
 *
 * The balance, only for an order paid with a deposit: due -> charging -> paid, or, when the bank
 * wants the customer to approve the charge (or refuses the saved card), charging ->
 * awaiting_customer (a payment link is emailed) -> paid. An expired link and an unreachable
 * Stripe return it to due. Paid is terminal here too.
 */

export type PaymentSignal =
  | { type: "paid" }
  | { type: "payment_failed" }
  | { type: "expired" }
  /** The checkout completed but its payment method settles later (bank debits). */
  | { type: "awaiting_payment" };

export type PaymentDecision =
  | { action: "mark_paid"; status: "paid" }
  | { action: "record"; event: "payment_failed" | "expired"; status: "pending" }
  | {
      action: "ignore";
      reason: "already_paid" | "awaiting_payment";
      status: PaymentStatus;
    };

export function decidePaymentTransition(
  status: PaymentStatus,
  signal: PaymentSignal,
): PaymentDecision {
  if (status === "paid") return { action: "ignore", reason: "already_paid", status };
  switch (signal.type) {
    case "paid":
      return { action: "mark_paid", status: "paid" };
    case "payment_failed":
    case "expired":
      return { action: "record", event: signal.type, status: "pending" };
    case "awaiting_payment":
      return { action: "ignore", reason: "awaiting_payment", status: "pending" };
  }
}

/** The balance an order has once its checkout is paid: due with a deposit, none without. */
export function balanceAfterCheckout(depositCents: number | null): BalanceStatus | null {
  return depositCents === null ? null : "due";
}

export type BalanceSignal =
  /** The business asks to charge the saved card (the job is done). */
  | { type: "charge" }
  /** A charge claimed a while ago never finished (its server stopped): it may be taken over. */
  | { type: "resume_charge" }
  /** Stripe: a payment of the balance succeeded (off-session, or through the emailed link). */
  | { type: "paid" }
  /** Stripe: the bank wants the customer to approve the charge, or refused the saved card. */
  | { type: "customer_needed" }
  /** Stripe could not be reached: nothing was charged. */
  | { type: "unreachable" }
  /** The emailed payment link's checkout expired unpaid. */
  | { type: "link_expired" };

export type BalanceDecision =
  | { action: "start_charge"; status: "charging" }
  | { action: "mark_paid"; status: "paid" }
  | { action: "send_link"; status: "awaiting_customer" }
  | { action: "reopen"; status: "due" }
  | {
      action: "refuse";
      reason: "already_paid" | "in_progress" | "awaiting_customer";
      status: BalanceStatus;
    }
  | { action: "ignore"; reason: "already_paid" | "not_applicable"; status: BalanceStatus };

/**
 * What a signal does to an order's balance. `refuse` answers the business's own request (it is
 * told why); `ignore` answers a Stripe event that has nothing left to change (a duplicate, a late
 * one): each state change is yielded once, however many deliveries arrive in whatever order.
 */
export function decideBalanceTransition(
  status: BalanceStatus,
  signal: BalanceSignal,
): BalanceDecision {
  if (status === "paid") {
    return signal.type === "charge" || signal.type === "resume_charge"
      ? { action: "refuse", reason: "already_paid", status }
      : { action: "ignore", reason: "already_paid", status };
  }
  const ignore = { action: "ignore", reason: "not_applicable", status } as const;
  switch (signal.type) {
    case "charge":
      if (status === "due") return { action: "start_charge", status: "charging" };
      return {
        action: "refuse",
        reason: status === "charging" ? "in_progress" : "awaiting_customer",
        status,
      };
    case "resume_charge":
      return status === "charging"
        ? { action: "start_charge", status: "charging" }
        : decideBalanceTransition(status, { type: "charge" });
    case "paid":
      return { action: "mark_paid", status: "paid" };
    case "customer_needed":
      return status === "charging" ? { action: "send_link", status: "awaiting_customer" } : ignore;
    case "unreachable":
      return status === "charging" ? { action: "reopen", status: "due" } : ignore;
    case "link_expired":
      return status === "awaiting_customer" ? { action: "reopen", status: "due" } : ignore;
  }
}

/** How long a charge may stay claimed before another request may take it over. */
export const STALE_CHARGE_MS = 2 * 60 * 1000;

export function isStaleCharge(chargingSince: Date | null, now: Date): boolean {
  return chargingSince === null || now.getTime() - chargingSince.getTime() >= STALE_CHARGE_MS;
}

/** An order's money as the order page and the export show it (docs/product/payments.md#deposits). */
export type OrderAmounts = {
  /** The whole price: what the customer owes in all. */
  dueCents: number;
  /** What the customer has paid so far (refunds not taken off). */
  paidCents: number;
  /** What is still to be paid. */
  outstandingCents: number;
};

export function orderAmounts(order: {
  grandTotalCents: number;
  depositCents: number | null;
  paymentStatus: PaymentStatus;
  balanceStatus: BalanceStatus | null;
}): OrderAmounts {
  const dueCents = order.grandTotalCents;
  let paidCents = 0;
  if (order.paymentStatus === "paid") {
    paidCents =
      order.depositCents === null || order.balanceStatus === "paid" || order.balanceStatus === null
        ? dueCents
        : order.depositCents;
  }
  return { dueCents, paidCents, outstandingCents: dueCents - paidCents };
}

/**
 * An order's payment lifecycle: pending -> paid, and nothing else. An async payment failure
 * or an expired checkout is recorded but keeps the order pending (the customer may pay
 * again); paid is terminal, so re-applying any signal to a paid order is a no-op. Fulfilment
 * acts only on `mark_paid`, which a pending order yields once: that is what makes any number
 * of deliveries, in any order, pay the order once.
 */
export type PaymentStatus = "pending" | "paid";

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

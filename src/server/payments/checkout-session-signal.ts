import type { PaymentSignal } from "@/domain/order-lifecycle";

/** The only Stripe events the webhook acts on; every other type is acknowledged and ignored. */
export const CHECKOUT_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;
export type CheckoutEventType = (typeof CHECKOUT_EVENT_TYPES)[number];

export function isCheckoutEventType(type: string): type is CheckoutEventType {
  return (CHECKOUT_EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * What an event means for the order, judged from the session as re-read from Stripe (the
 * event only says "look again"): a paid session pays the order whichever event announced it.
 */
export function signalFromCheckoutSession(
  type: CheckoutEventType,
  session: { payment_status: string; status: string | null },
): PaymentSignal {
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") {
    return { type: "paid" };
  }
  if (type === "checkout.session.async_payment_failed") return { type: "payment_failed" };
  if (type === "checkout.session.expired" || session.status === "expired") {
    return { type: "expired" };
  }
  return { type: "awaiting_payment" };
}

import { and, eq, sql } from "drizzle-orm";
import { splitPayment } from "@/domain/deposits";
import {
  balanceAfterCheckout,
  decidePaymentTransition,
  type PaymentSignal,
} from "@/domain/order-lifecycle";
import type { PaymentStatus } from "@/shared/order-status";
import { bookOrderSlot, releaseOrderHold } from "../booking/book-order-slot";
import { askForNewTime } from "../booking/new-time";
import { orderVisitTime } from "../booking/order-visit-time";
import type { Tx } from "../db/database";
import { type Order, orderEvents, orders } from "../db/schema";
import { countPaidOrder } from "../funnel/funnel-counters";
import { startPlan } from "../plans/start-plan";
import { nextReceiptNumber } from "../receipts/next-receipt-number";
import { queueOrderBookingCreated } from "../schedule/booking-events";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { orderEventData } from "../webhooks/webhook-payloads";
import { type NoticeContext, queueOrderPaidNotices } from "./order-notices";
import { updateOrder } from "./update-order";

export type FulfilmentOutcome =
  | "paid"
  | "already_paid"
  | "recorded"
  | "awaiting_payment"
  | "amount_mismatch"
  | "not_found";

type SignalOptions = {
  businessId: string;
  orderId: string;
  /** Who caused it, kept on the order event: "stripe-webhook", "test-checkout". */
  actor: string;
  /** Kept on the order event: the Stripe event and session ids. */
  data?: Record<string, unknown>;
};

/** Locks the order row for the rest of the transaction, so deliveries apply one at a time. */
async function lockOrderStatus(
  tx: Tx,
  options: { businessId: string; orderId: string },
): Promise<
  { status: PaymentStatus; grandTotalCents: number; depositCents: number | null } | undefined
> {
  const [row] = await tx
    .select({
      status: orders.paymentStatus,
      grandTotalCents: orders.grandTotalCents,
      depositCents: orders.depositCents,
    })
    .from(orders)
    .where(and(eq(orders.id, options.orderId), eq(orders.businessId, options.businessId)))
    .for("update");
  return row;
}

/**
 * THE fulfilment: the Stripe webhook and the test-mode pay call both end here. Inside the
 * caller's transaction it marks a pending order paid (with the customer's name, phone and
 * email), records the 'paid' order event ('deposit_paid' when checkout charged a deposit: its
 * balance is then due) and queues the receipt and the business notice.
 * The row lock, the domain rule (paid is terminal) and the conditional UPDATE make any
 * number of concurrent deliveries, on any number of processes, pay it once.
 */
export async function fulfilOrder(
  tx: Tx,
  options: SignalOptions & {
    customer: { name?: string | null; phone?: string | null; email?: string | null };
    /**
     * What the processor charged (null: it reported none); any other amount than what checkout
     * asks (the grand total, or the deposit) is refused, never marked paid. Omitted by the
     * test-mode page.
     */
    amountPaidCents?: number | null;
    /** The customer and card a deposit's payment saved, for charging the balance. */
    savedCard?: { customerId: string | null; paymentMethodId: string | null };
    checkoutSessionId?: string;
    /** Stripe's payment, named by later refunds and disputes. */
    paymentIntentId?: string | null;
    /** Paid on the test-mode page: flagged on the order so it never passes for money. */
    testMode?: boolean;
    notices: NoticeContext;
  },
): Promise<FulfilmentOutcome> {
  const current = await lockOrderStatus(tx, options);
  if (!current) return "not_found";
  const decision = decidePaymentTransition(current.status, { type: "paid" });
  if (decision.action !== "mark_paid") return "already_paid";
  if (
    options.amountPaidCents !== undefined &&
    options.amountPaidCents !== splitPayment(current).dueNowCents
  ) {
    return "amount_mismatch";
  }

  const { customer, savedCard } = options;
  // The row is locked and pending: the update below cannot miss, so the number is never wasted.
  const receiptNumber = options.testMode ? null : await nextReceiptNumber(tx, options.businessId);
  const [order] = await updateOrder(
    tx,
    { businessId: options.businessId, orderId: options.orderId },
    {
      paymentStatus: "paid",
      paidAt: sql`now()`,
      paidInTestMode: options.testMode === true,
      receiptNumber,
      updatedAt: sql`now()`,
      ...(customer.name ? { customerName: customer.name } : {}),
      ...(customer.phone ? { phone: customer.phone } : {}),
      ...(customer.email ? { email: customer.email } : {}),
      checkoutSessionId: sql`coalesce(${orders.checkoutSessionId}, ${options.checkoutSessionId ?? null})`,
      ...(options.paymentIntentId ? { paymentIntentId: options.paymentIntentId } : {}),
      balanceStatus: balanceAfterCheckout(current.depositCents),
      ...(savedCard?.customerId && { stripeCustomerId: savedCard.customerId }),
      ...(savedCard?.paymentMethodId && { stripePaymentMethodId: savedCard.paymentMethodId }),
    },
    eq(orders.paymentStatus, "pending"),
  ).returning();
  if (!order) return "already_paid";

  await tx.insert(orderEvents).values({
    orderId: order.id,
    businessId: order.businessId,
    type: order.depositCents === null ? "paid" : "deposit_paid",
    actor: options.actor,
    data:
      order.depositCents === null
        ? (options.data ?? null)
        : { ...options.data, deposit_cents: order.depositCents },
  });
  await queueBusinessEvent(tx, {
    businessId: order.businessId,
    type: "order.paid",
    data: orderEventData(order),
    occurredAt: order.paidAt ?? new Date(),
  });
  await countPaidOrder(tx, order);
  const slotBooking = await bookOrderSlot(tx, options);
  const booked = slotBooking === "booked";
  if (booked) {
    await startPlan(tx, { order, timeZone: options.notices.config.timezone });
    await queueOrderBookingCreated(tx, {
      business: { id: order.businessId, config: options.notices.config },
      orderId: order.id,
      occurredAt: order.paidAt ?? new Date(),
    });
  }
  // The emails say the visit's time once it is booked (docs/product/booking.md#the-wizards-time-step).
  const { config } = options.notices;
  const visitTime = booked
    ? await orderVisitTime(tx, {
        businessId: order.businessId,
        orderId: order.id,
        timezone: config.timezone,
        availability: config.availability,
      })
    : null;
  await queueOrderPaidNotices(tx, {
    order: {
      ...(order satisfies Order),
      visitTime: visitTime && { ...visitTime, timezone: config.timezone },
    },
    notices: options.notices,
  });
  if (slotBooking === "taken")
    await askForNewTime(tx, { order, notices: options.notices, actor: options.actor });
  return "paid";
}

/**
 * A payment signal that is not a payment: an async failure or an expired checkout is
 * recorded as an order event and the order stays pending; a paid order ignores it.
 */
export async function recordPaymentSignal(
  tx: Tx,
  options: SignalOptions & { signal: Exclude<PaymentSignal, { type: "paid" }> },
): Promise<FulfilmentOutcome> {
  const current = await lockOrderStatus(tx, options);
  if (!current) return "not_found";
  const decision = decidePaymentTransition(current.status, options.signal);
  if (decision.action === "ignore") return decision.reason;
  if (decision.action !== "record") return "already_paid";
  await tx.insert(orderEvents).values({
    orderId: options.orderId,
    businessId: options.businessId,
    type: decision.event,
    actor: options.actor,
    data: options.data ?? null,
  });
  if (options.signal.type === "expired") await releaseOrderHold(tx, options);
  return "recorded";
}

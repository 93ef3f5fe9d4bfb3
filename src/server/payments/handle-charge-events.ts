import { and, eq, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Business, BusinessStore } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { orderEvents, orders, type RefundedPayment } from "../db/schema";
import { renderDisputeNotice } from "../email/payment-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { BALANCE_PAYMENT, idOf } from "./balance-payment";
import type { NoticeContext } from "./order-notices";
import type { PaymentsProvider } from "./payments-provider";
import { settleRefund } from "./settle-refund";

export type ChargeEventOutcome = "refunded" | "disputed" | "duplicate" | "other_business";

type ChargeEventOptions = {
  db: Db;
  payments: PaymentsProvider;
  businesses: BusinessStore;
  noticesFor(business: Business): NoticeContext;
  /** Records the event id in the transaction; false when another delivery already did. */
  claim(tx: Tx): Promise<boolean>;
};

type PaidOrderRef = {
  business: Business;
  orderId: string;
  paymentIntentId: string;
  /** Which of the order's payments it is: the checkout's, or a deposit's balance. */
  payment: RefundedPayment;
};

/**
 * The order a payment belongs to, from the payment intent as Stripe has it now: its metadata
 * names the order and its business (set when the checkout was opened). Anything else is not ours.
 */
async function orderOfPayment(
  options: ChargeEventOptions,
  paymentIntentId: string | null,
): Promise<PaidOrderRef | undefined> {
  if (!paymentIntentId) return undefined;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await options.payments.readPaymentIntent(paymentIntentId);
  } catch {
    throw new AppError("unavailable", "Could not re-read the payment; retry later");
  }
  const { orderId, businessId } = intent.metadata ?? {};
  const business = businessId ? await options.businesses.byId(businessId) : undefined;
  const payment = intent.metadata?.payment === BALANCE_PAYMENT ? "balance" : "checkout";
  return business && orderId ? { business, orderId, paymentIntentId, payment } : undefined;
}

/**
 * charge.refunded (docs/product/payments.md#refunds): every succeeded refund of the payment, as
 * Stripe lists it now, is settled once: the dashboard's own refunds (named in their metadata)
 * and those the business made in Stripe's dashboard alike.
 */
export async function handleChargeRefunded(
  options: ChargeEventOptions,
  charge: Stripe.Charge,
): Promise<ChargeEventOutcome> {
  const paid = await orderOfPayment(options, idOf(charge.payment_intent));
  let refunds: Stripe.Refund[] = [];
  if (paid) {
    try {
      const listed = await options.payments.listRefunds(paid.paymentIntentId);
      refunds = listed.filter((refund) => refund.status === "succeeded").reverse();
    } catch {
      throw new AppError("unavailable", "Could not list the payment's refunds; retry later");
    }
  }
  return options.db.transaction(async (tx) => {
    if (!(await options.claim(tx))) return "duplicate";
    if (!paid) return "other_business";
    let settledAny = false;
    for (const refund of refunds) {
      const outcome = await settleRefund(tx, {
        businessId: paid.business.id,
        orderId: paid.orderId,
        refundId: refund.metadata?.refundId,
        payment: paid.payment,
        stripeRefundId: refund.id,
        amountCents: refund.amount,
        reason: refund.reason ?? "made in Stripe",
        actor: "stripe-webhook",
        notices: options.noticesFor(paid.business),
      });
      settledAny ||= outcome === "refunded";
    }
    return settledAny ? "refunded" : "duplicate";
  });
}

/**
 * charge.dispute.created: the order's timeline records the dispute once (however often Stripe
 * delivers it) and the business is emailed: it has days to answer in Stripe.
 */
export async function handleDisputeCreated(
  options: ChargeEventOptions,
  dispute: Stripe.Dispute,
): Promise<ChargeEventOutcome> {
  const paid = await orderOfPayment(options, idOf(dispute.payment_intent));
  return options.db.transaction(async (tx) => {
    if (!(await options.claim(tx))) return "duplicate";
    if (!paid) return "other_business";
    const { business, orderId } = paid;
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.businessId, business.id), eq(orders.id, orderId)))
      .for("update");
    if (!order) return "other_business";
    const [recorded] = await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.businessId, business.id),
          eq(orderEvents.orderId, orderId),
          eq(orderEvents.type, "disputed"),
          sql`${orderEvents.data}->>'dispute_id' = ${dispute.id}`,
        ),
      );
    if (recorded) return "duplicate";
    await tx.insert(orderEvents).values({
      orderId,
      businessId: business.id,
      type: "disputed",
      actor: "stripe-webhook",
      data: { dispute_id: dispute.id, amount_cents: dispute.amount, reason: dispute.reason },
    });
    const notices = options.noticesFor(business);
    await queueEmail(tx, {
      kind: "dispute_notice",
      businessId: business.id,
      dedupeKey: `dispute:${dispute.id}:notice`,
      from: businessSender(notices.config, notices.mailFrom),
      to: businessNoticeRecipient(notices.config),
      ...renderDisputeNotice({
        order,
        config: notices.config,
        amountCents: dispute.amount,
        reason: dispute.reason,
      }),
    });
    return "disputed";
  });
}

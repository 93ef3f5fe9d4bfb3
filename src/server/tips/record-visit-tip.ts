import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import { serviceOf } from "../account/customer-account";
import type { Business } from "../business/business-store";
import type { MailFrom } from "../config/env";
import type { Db, Tx } from "../db/database";
import { bookings, type Order, orders, type VisitTip, visitTips } from "../db/schema";
import { businessSender, queueEmail } from "../email/queue-email";
import { renderTipReceipt } from "../email/tip-emails";
import { idOf } from "../payments/balance-payment";
import { TIP_PAYMENT } from "../payments/visit-payment-metadata";
import { queueBusinessEvent } from "../webhooks/queue-business-event";

export type TipOutcome =
  | "tip_paid"
  | "already_tipped"
  | "not_paid"
  | "amount_mismatch"
  | "not_found"
  | "duplicate";

/**
 * What follows a tip just recorded, in its transaction: the customer's receipt, once per tip, and
 * the business's `visit.tipped` event (docs/product/webhooks.md#events).
 */
export async function queueTipPaid(
  tx: Tx,
  options: {
    business: Business;
    tip: VisitTip;
    order: Order;
    startsAt: Date;
    now: Date;
    mailFrom: MailFrom | undefined;
  },
): Promise<void> {
  const { business, tip, order } = options;
  await queueEmail(tx, {
    kind: "tip_receipt",
    businessId: business.id,
    dedupeKey: `visit-tip:${tip.id}:receipt`,
    from: businessSender(business.config, options.mailFrom),
    to: order.email,
    replyTo: business.config.contact.email,
    ...renderTipReceipt({
      config: business.config,
      customerName: order.customerName,
      service: serviceOf(order, business.config),
      startsAt: options.startsAt,
      amountCents: tip.amountCents,
    }),
  });
  await queueBusinessEvent(tx, {
    businessId: business.id,
    type: "visit.tipped",
    occurredAt: options.now,
    data: {
      id: tip.id,
      visit: { id: tip.bookingId, start: options.startsAt.toISOString() },
      order_id: order.id,
      amount_cents: tip.amountCents,
      test_mode: tip.checkoutSessionId === null,
      customer: { name: order.customerName, email: order.email },
      paid_at: tip.paidAt?.toISOString() ?? null,
    },
  });
}

/**
 * Records a customer's tip (docs/product/customer-account.md#tips) from its Checkout Session as
 * re-read from Stripe, whoever reports it first (the checkout.session.completed webhook, the
 * return page), on any instance: with the tip's row locked, it is paid once and its receipt
 * queued. `claim` records a webhook's event in the same transaction.
 */
export async function recordVisitTip(options: {
  db: Db;
  business: Business;
  session: Stripe.Checkout.Session;
  now: Date;
  mailFrom: MailFrom | undefined;
  log: FastifyBaseLogger;
  claim?: (tx: Tx) => Promise<boolean>;
}): Promise<TipOutcome> {
  const { db, business, session, now } = options;
  const metadata = session.metadata ?? {};
  const claimed = (tx: Tx) => (options.claim ? options.claim(tx) : Promise.resolve(true));
  const ours =
    metadata.payment === TIP_PAYMENT &&
    metadata.businessId === business.id &&
    metadata.tipId !== undefined;
  const paymentIntentId = idOf(session.payment_intent);
  return db.transaction(async (tx) => {
    if (!(await claimed(tx))) return "duplicate";
    if (!ours) return "not_found";
    const [tip] = await tx
      .select()
      .from(visitTips)
      .where(
        and(
          eq(visitTips.businessId, business.id),
          eq(visitTips.id, metadata.tipId!),
          eq(visitTips.checkoutSessionId, session.id),
        ),
      )
      .for("update");
    if (!tip) return "not_found";
    if (tip.status === "paid") return "already_tipped";
    if (session.payment_status !== "paid" || !paymentIntentId) return "not_paid";
    if (session.amount_total !== tip.amountCents || session.currency !== "usd") {
      options.log.error(
        { sessionId: session.id, tipId: tip.id },
        "a tip's payment does not match its amount: not recorded",
      );
      return "amount_mismatch";
    }
    const [paid] = await tx
      .update(visitTips)
      .set({ status: "paid", paymentIntentId, paidAt: now })
      .where(and(eq(visitTips.businessId, business.id), eq(visitTips.id, tip.id)))
      .returning();
    const [visit] = await tx
      .select({ startsAt: bookings.startsAt })
      .from(bookings)
      .where(and(eq(bookings.businessId, business.id), eq(bookings.id, tip.bookingId)));
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.businessId, business.id), eq(orders.id, tip.orderId)));
    if (order && visit) {
      await queueTipPaid(tx, {
        business,
        tip: paid!,
        order,
        startsAt: visit.startsAt,
        now,
        mailFrom: options.mailFrom,
      });
    }
    return "tip_paid";
  });
}

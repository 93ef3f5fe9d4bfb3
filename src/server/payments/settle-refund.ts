import { and, eq, or, sql } from "drizzle-orm";
import { feeReversedCents } from "@/domain/refunds";
import type { Tx } from "../db/database";
import {
  type Order,
  type OrderRefund,
  orderEvents,
  orderRefunds,
  type RefundedPayment,
} from "../db/schema";
import { renderRefundNotice, renderRefundReceipt } from "../email/payment-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { orderEventData } from "../webhooks/webhook-payloads";
import { lockOrder } from "./lock-order";
import type { NoticeContext } from "./order-notices";
import { paymentsOf, refundedByPayment } from "./order-payments";
import { updateOrder } from "./update-order";

type SettleOutcome = "refunded" | "duplicate" | "not_found";

/**
 * Records a refund that happened (docs/product/payments.md#refunds): the dashboard's own after
 * Stripe made it, or one Stripe reports that was made elsewhere. With the order row locked, a
 * Stripe refund id already recorded is a duplicate; otherwise the fee reversed is its share of
 * the running total, the order's refunded sum grows, the timeline gets a 'refunded' event, and
 * the customer and the business are emailed, all in the caller's transaction.
 */
export async function settleRefund(
  tx: Tx,
  options: {
    businessId: string;
    orderId: string;
    /** Our refund row when the dashboard started it (Stripe's refund metadata names it). */
    refundId?: string | undefined;
    /** The payment it gives back (a balance's refund names the balance's payment intent). */
    payment: RefundedPayment;
    stripeRefundId: string | null;
    amountCents: number;
    reason: string;
    note?: string | undefined;
    actor: string;
    notices: NoticeContext;
  },
): Promise<SettleOutcome> {
  const order = await lockOrder(tx, options.businessId, options.orderId);
  if (!order) return "not_found";
  const ours = and(
    eq(orderRefunds.businessId, order.businessId),
    eq(orderRefunds.orderId, order.id),
  );
  const [known] = await tx
    .select()
    .from(orderRefunds)
    .where(
      and(
        ours,
        // With neither id, none is recorded yet: nothing matches.
        or(
          options.stripeRefundId
            ? eq(orderRefunds.stripeRefundId, options.stripeRefundId)
            : undefined,
          options.refundId ? eq(orderRefunds.id, options.refundId) : undefined,
        ) ?? sql`false`,
      ),
    );
  if (known?.status === "succeeded") return "duplicate";

  // Stripe reverses each payment's own fee in proportion to what is refunded of that payment.
  const paid = paymentsOf(order).find((payment) => payment.payment === options.payment);
  const refundedBefore = (await refundedByPayment(tx, order, ["succeeded"])).get(options.payment);
  const feeReversed = feeReversedCents({
    feeCents: paid?.feeCents ?? 0,
    paidCents: paid?.paidCents ?? 0,
    refundedBeforeCents: refundedBefore ?? 0,
    amountCents: options.amountCents,
  });
  const settled = {
    stripeRefundId: options.stripeRefundId,
    amountCents: options.amountCents,
    feeReversedCents: feeReversed,
    status: "succeeded" as const,
    payment: options.payment,
  };
  const [refund] = known
    ? await tx.update(orderRefunds).set(settled).where(eq(orderRefunds.id, known.id)).returning()
    : await tx
        .insert(orderRefunds)
        .values({
          ...settled,
          businessId: order.businessId,
          orderId: order.id,
          reason: options.reason,
          actor: options.actor,
        })
        .returning();
  const refundedCents = order.refundedCents + options.amountCents;
  const [refundedOrder] = await updateOrder(
    tx,
    { businessId: order.businessId, orderId: order.id },
    { refundedCents, updatedAt: sql`now()` },
  ).returning();
  await queueBusinessEvent(tx, {
    businessId: order.businessId,
    type: "order.refunded",
    data: {
      ...orderEventData(refundedOrder!),
      refund: {
        amount_cents: options.amountCents,
        reason: refund!.reason,
        refunded_cents: refundedCents,
      },
    },
    occurredAt: refundedOrder!.updatedAt,
  });
  await tx.insert(orderEvents).values({
    orderId: order.id,
    businessId: order.businessId,
    type: "refunded",
    actor: options.actor,
    data: {
      amount_cents: options.amountCents,
      fee_reversed_cents: feeReversed,
      reason: refund!.reason,
      ...(options.note ? { note: options.note } : {}),
      refund_id: refund!.id,
      ...(options.stripeRefundId ? { stripe_refund_id: options.stripeRefundId } : {}),
    },
  });
  await queueRefundEmails(tx, { order, refund: refund!, refundedCents, notices: options.notices });
  return "refunded";
}

async function queueRefundEmails(
  tx: Tx,
  options: { order: Order; refund: OrderRefund; refundedCents: number; notices: NoticeContext },
): Promise<void> {
  const { order, refund, notices } = options;
  const { config } = notices;
  const from = businessSender(config, notices.mailFrom);
  await queueEmail(tx, {
    kind: "refund_receipt",
    businessId: order.businessId,
    dedupeKey: `refund:${refund.id}:receipt`,
    from,
    to: order.email,
    replyTo: config.contact.email,
    ...renderRefundReceipt({ order, config, amountCents: refund.amountCents }),
  });
  await queueEmail(tx, {
    kind: "refund_notice",
    businessId: order.businessId,
    dedupeKey: `refund:${refund.id}:notice`,
    from,
    to: businessNoticeRecipient(config),
    ...renderRefundNotice({
      order,
      config,
      amountCents: refund.amountCents,
      feeReversedCents: refund.feeReversedCents,
      refundedCents: options.refundedCents,
      reason: refund.reason.replaceAll("_", " "),
    }),
  });
}

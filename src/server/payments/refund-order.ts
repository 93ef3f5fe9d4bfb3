import { and, eq, inArray, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { checkRefundAmount, feeReversedCents, remainingRefundableCents } from "@/domain/refunds";
import type { Refund, RefundRequest, RefundResponse } from "@/shared/api/payments-contract";
import type { Db, Tx } from "../db/database";
import { type Order, type OrderRefund, orderEvents, orderRefunds, orders } from "../db/schema";
import { renderRefundNotice, renderRefundReceipt } from "../email/payment-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { orderEventData } from "../webhooks/webhook-payloads";
import type { NoticeContext } from "./order-notices";

/** Stripe's own reasons; "other" is sent as none. */
const STRIPE_REASONS = new Set(["requested_by_customer", "duplicate", "fraudulent"]);

async function lockOrder(tx: Tx, businessId: string, orderId: string): Promise<Order | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)))
    .for("update");
  return order;
}

/** Succeeded refunds and those still being made: their amounts are spoken for. */
async function heldCents(tx: Tx, order: Order): Promise<number> {
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.businessId, order.businessId),
        eq(orderRefunds.orderId, order.id),
        inArray(orderRefunds.status, ["pending", "succeeded"]),
      ),
    );
  return row?.held ?? 0;
}

export type SettleOutcome = "refunded" | "duplicate" | "not_found";

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

  const feeReversed = feeReversedCents({
    feeCents: order.applicationFeeCents ?? 0,
    paidCents: order.grandTotalCents,
    refundedBeforeCents: order.refundedCents,
    amountCents: options.amountCents,
  });
  const settled = {
    stripeRefundId: options.stripeRefundId,
    amountCents: options.amountCents,
    feeReversedCents: feeReversed,
    status: "succeeded" as const,
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
  const [refundedOrder] = await tx
    .update(orders)
    .set({ refundedCents, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
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
  const { business } = notices;
  const from = businessSender(business, notices.mailFrom);
  await queueEmail(tx, {
    kind: "refund_receipt",
    businessId: order.businessId,
    dedupeKey: `refund:${refund.id}:receipt`,
    from,
    to: order.email,
    replyTo: business.contact.email,
    ...renderRefundReceipt({ order, business, amountCents: refund.amountCents }),
  });
  await queueEmail(tx, {
    kind: "refund_notice",
    businessId: order.businessId,
    dedupeKey: `refund:${refund.id}:notice`,
    from,
    to: businessNoticeRecipient(business),
    ...renderRefundNotice({
      order,
      business,
      amountCents: refund.amountCents,
      feeReversedCents: refund.feeReversedCents,
      refundedCents: options.refundedCents,
      reason: refund.reason.replaceAll("_", " "),
    }),
  });
}

/**
 * The dashboard's refund (docs/product/payments.md#refunds): the amount is held with the order
 * locked (so two refunds at once can never exceed what was paid), Stripe refunds it outside any
 * transaction (the application fee reversed in proportion, the transfer to the business too),
 * then it is settled. An order paid on the test page is settled at once: no money moved.
 */
export async function refundOrder(options: {
  db: Db;
  stripe: Stripe | undefined;
  businessId: string;
  orderId: string;
  request: RefundRequest;
  actor: string;
  notices: NoticeContext;
}): Promise<RefundResponse> {
  const { db, businessId, orderId, request } = options;
  const held = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, businessId, orderId);
    if (!order) throw new AppError("not_found", "Order not found");
    if (order.paymentStatus !== "paid") {
      throw new AppError("conflict", "Only a paid order can be refunded");
    }
    const check = checkRefundAmount(
      { paidCents: order.grandTotalCents, heldCents: await heldCents(tx, order) },
      request.amountCents,
    );
    if (!check.ok) throw AppError.invalidField("amountCents", check.message);
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        businessId,
        orderId,
        amountCents: request.amountCents,
        reason: request.reason,
        status: "pending",
        actor: options.actor,
      })
      .returning();
    return { order, refund: refund! };
  });

  const { order, refund } = held;
  const stripeRefundId = order.paymentIntentId
    ? await refundInStripe({ ...options, order, refund })
    : null;
  await db.transaction((tx) =>
    settleRefund(tx, {
      businessId,
      orderId,
      refundId: refund.id,
      stripeRefundId,
      amountCents: refund.amountCents,
      reason: refund.reason,
      note: request.note,
      actor: options.actor,
      notices: options.notices,
    }),
  );
  return describeRefund(db, { businessId, orderId, refundId: refund.id });
}

async function refundInStripe(options: {
  db: Db;
  stripe: Stripe | undefined;
  order: Order;
  refund: OrderRefund;
}): Promise<string> {
  const { stripe, order, refund } = options;
  const release = () =>
    options.db.update(orderRefunds).set({ status: "failed" }).where(eq(orderRefunds.id, refund.id));
  if (!stripe) {
    await release();
    throw new AppError("unavailable", "This server has no Stripe keys: refund it in Stripe");
  }
  const withFee = order.applicationFeeCents !== null;
  try {
    const made = await stripe.refunds.create(
      {
        payment_intent: order.paymentIntentId!,
        amount: refund.amountCents,
        ...(STRIPE_REASONS.has(refund.reason) && {
          reason: refund.reason as Stripe.RefundCreateParams.Reason,
        }),
        ...(withFee && { refund_application_fee: true, reverse_transfer: true }),
        metadata: { orderId: order.id, businessId: order.businessId, refundId: refund.id },
      },
      { idempotencyKey: `quotewise-refund-${refund.id}` },
    );
    return made.id;
  } catch (error) {
    await release();
    const refused = (error as { type?: string }).type === "StripeInvalidRequestError";
    throw refused
      ? new AppError("conflict", `Stripe refused the refund: ${(error as Error).message}`)
      : new AppError(
          "unavailable",
          "Stripe is not reachable right now. No refund was made; please try again in a moment.",
        );
  }
}

/** A refund as the dashboard shows it. */
export function refundView(refund: OrderRefund): Refund {
  return {
    id: refund.id,
    amountCents: refund.amountCents,
    feeReversedCents: refund.feeReversedCents,
    reason: refund.reason,
    status: refund.status,
    actor: refund.actor,
    createdAt: refund.createdAt.toISOString(),
  };
}

async function describeRefund(
  db: Db,
  options: { businessId: string; orderId: string; refundId: string },
): Promise<RefundResponse> {
  const [row] = await db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orderRefunds.businessId, options.businessId),
        eq(orders.businessId, options.businessId),
        eq(orderRefunds.id, options.refundId),
      ),
    );
  const { refund, order } = row!;
  return {
    refund: refundView(refund),
    refundedCents: order.refundedCents,
    refundableCents: remainingRefundableCents({
      paidCents: order.grandTotalCents,
      heldCents: order.refundedCents,
    }),
  };
}

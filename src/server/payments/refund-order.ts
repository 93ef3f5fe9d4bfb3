import { and, eq, inArray, or, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { splitPayment } from "@/domain/deposits";
import {
  allocateRefund,
  checkRefundAmount,
  feeReversedCents,
  type RefundablePayment,
  remainingRefundableCents,
} from "@/domain/refunds";
import type { Refund, RefundRequest, RefundResponse } from "@/shared/api/payments-contract";
import type { Db, Tx } from "../db/database";
import {
  type Order,
  type OrderRefund,
  orderEvents,
  orderRefunds,
  orders,
  type RefundedPayment,
} from "../db/schema";
import { renderRefundNotice, renderRefundReceipt } from "../email/payment-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { orderEventData } from "../webhooks/webhook-payloads";
import { lockOrder } from "./lock-order";
import type { NoticeContext } from "./order-notices";

/** Stripe's own reasons; "other" is sent as none. */
const STRIPE_REASONS = new Set(["requested_by_customer", "duplicate", "fraudulent"]);

/** The columns an order's payments are read from. */
export type PaymentColumns = Pick<
  Order,
  | "paymentStatus"
  | "grandTotalCents"
  | "depositCents"
  | "balanceStatus"
  | "applicationFeeCents"
  | "paymentIntentId"
  | "balanceApplicationFeeCents"
  | "balancePaymentIntentId"
>;

/** One of an order's payments as a refund sees it: its amount, fee and Stripe payment. */
type OrderPayment = {
  payment: RefundedPayment;
  paidCents: number;
  /** Quotewise's fee taken from it; null when none was (test mode, no connected account). */
  feeCents: number | null;
  paymentIntentId: string | null;
};

/**
 * An order's payments, oldest first (docs/product/payments.md#deposits): checkout's (the whole
 * total, or the deposit) once paid, and the balance once paid.
 */
export function paymentsOf(order: PaymentColumns): OrderPayment[] {
  if (order.paymentStatus !== "paid") return [];
  const split = splitPayment(order);
  const payments: OrderPayment[] = [
    {
      payment: "checkout",
      paidCents: split.dueNowCents,
      feeCents: order.applicationFeeCents,
      paymentIntentId: order.paymentIntentId,
    },
  ];
  if (order.balanceStatus === "paid") {
    payments.push({
      payment: "balance",
      paidCents: split.dueLaterCents,
      feeCents: order.balanceApplicationFeeCents,
      paymentIntentId: order.balancePaymentIntentId,
    });
  }
  return payments;
}

/** What the customer has paid in all, refunds not taken off. */
export function collectedCents(order: PaymentColumns): number {
  return paymentsOf(order).reduce((sum, payment) => sum + payment.paidCents, 0);
}

/** Per payment, its refunds of these statuses: what is spoken for, or what was given back. */
async function refundedByPayment(
  tx: Tx,
  order: Order,
  statuses: OrderRefund["status"][],
): Promise<Map<RefundedPayment, number>> {
  const rows = await tx
    .select({
      payment: orderRefunds.payment,
      cents: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int`,
    })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.businessId, order.businessId),
        eq(orderRefunds.orderId, order.id),
        inArray(orderRefunds.status, statuses),
      ),
    )
    .groupBy(orderRefunds.payment);
  return new Map(rows.map((row) => [row.payment, row.cents]));
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
 * then it is settled. An order paid with a deposit has two payments: the amount is split over
 * them, the balance's first, one refund each (docs/product/payments.md#deposits). An order paid
 * on the test page is settled at once: no money moved.
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
    const spokenFor = await refundedByPayment(tx, order, ["pending", "succeeded"]);
    const payments: RefundablePayment<RefundedPayment>[] = paymentsOf(order).map((payment) => ({
      payment: payment.payment,
      paidCents: payment.paidCents,
      heldCents: spokenFor.get(payment.payment) ?? 0,
    }));
    const check = checkRefundAmount(
      {
        paidCents: payments.reduce((sum, payment) => sum + payment.paidCents, 0),
        heldCents: payments.reduce((sum, payment) => sum + payment.heldCents, 0),
      },
      request.amountCents,
    );
    if (!check.ok) throw AppError.invalidField("amountCents", check.message);
    const refunds = await tx
      .insert(orderRefunds)
      .values(
        allocateRefund(payments, request.amountCents).map((part) => ({
          businessId,
          orderId,
          payment: part.payment,
          amountCents: part.amountCents,
          reason: request.reason,
          status: "pending" as const,
          actor: options.actor,
        })),
      )
      .returning();
    return { order, refunds };
  });

  const { order, refunds } = held;
  const made: OrderRefund[] = [];
  try {
    for (const refund of refunds) {
      const payment = paymentsOf(order).find((candidate) => candidate.payment === refund.payment);
      const stripeRefundId = payment?.paymentIntentId
        ? await refundInStripe({ ...options, order, refund, payment })
        : null;
      await db.transaction((tx) =>
        settleRefund(tx, {
          businessId,
          orderId,
          refundId: refund.id,
          payment: refund.payment,
          stripeRefundId,
          amountCents: refund.amountCents,
          reason: refund.reason,
          note: request.note,
          actor: options.actor,
          notices: options.notices,
        }),
      );
      made.push(refund);
    }
  } catch (error) {
    // The parts not made yet free their amounts; those made stay made (and recorded).
    const unmade = refunds.filter((refund) => !made.includes(refund));
    await db
      .update(orderRefunds)
      .set({ status: "failed" })
      .where(
        and(
          eq(orderRefunds.businessId, businessId),
          inArray(
            orderRefunds.id,
            unmade.map((refund) => refund.id),
          ),
          eq(orderRefunds.status, "pending"),
        ),
      );
    throw error;
  }
  return describeRefunds(db, {
    businessId,
    orderId,
    refundIds: refunds.map((refund) => refund.id),
  });
}

async function refundInStripe(options: {
  stripe: Stripe | undefined;
  order: Order;
  refund: OrderRefund;
  payment: OrderPayment;
}): Promise<string> {
  const { stripe, order, refund, payment } = options;
  if (!stripe) {
    throw new AppError("unavailable", "This server has no Stripe keys: refund it in Stripe");
  }
  const withFee = payment.feeCents !== null;
  try {
    const made = await stripe.refunds.create(
      {
        payment_intent: payment.paymentIntentId!,
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

/** What is left to refund of an order: what it collected, less refunds made or being made. */
export function refundableCentsOf(order: PaymentColumns, heldCents: number): number {
  return remainingRefundableCents({ paidCents: collectedCents(order), heldCents });
}

async function describeRefunds(
  db: Db,
  options: { businessId: string; orderId: string; refundIds: string[] },
): Promise<RefundResponse> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, options.businessId), eq(orders.id, options.orderId)));
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.businessId, options.businessId),
        inArray(orderRefunds.id, options.refundIds),
      ),
    );
  // In the order they were made: the balance's part first.
  const refunds = options.refundIds.map((id) => rows.find((row) => row.id === id)!);
  return {
    refund: refundView(refunds[0]!),
    refunds: refunds.map(refundView),
    refundedCents: order!.refundedCents,
    refundableCents: refundableCentsOf(order!, order!.refundedCents),
  };
}

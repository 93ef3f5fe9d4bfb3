import { and, eq, inArray, sql } from "drizzle-orm";
import { splitPayment } from "@/domain/deposits";
import { remainingRefundableCents } from "@/domain/refunds";
import type { Tx } from "../db/database";
import { type Order, type OrderRefund, orderRefunds, type RefundedPayment } from "../db/schema";

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
function collectedCents(order: PaymentColumns): number {
  return paymentsOf(order).reduce((sum, payment) => sum + payment.paidCents, 0);
}

/** Per payment, its refunds of these statuses: what is spoken for, or what was given back. */
export async function refundedByPayment(
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

/** What is left to refund of an order: what it collected, less refunds made or being made. */
export function refundableCentsOf(order: PaymentColumns, heldCents: number): number {
  return remainingRefundableCents({ paidCents: collectedCents(order), heldCents });
}

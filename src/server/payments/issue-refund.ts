import { and, eq, inArray } from "drizzle-orm";
import { allocateRefund, checkRefundAmount, type RefundablePayment } from "@/domain/refunds";
import type { RefundRequest, RefundResponse } from "@/shared/api/payments-contract";
import type { Db } from "../db/database";
import { type OrderRefund, orderRefunds, type RefundedPayment } from "../db/schema";
import { AppError } from "../http/app-error";
import { describeRefunds } from "./describe-refunds";
import { lockOrder } from "./lock-order";
import type { NoticeContext } from "./order-notices";
import { paymentsOf, refundedByPayment } from "./order-payments";
import type { PaymentsProvider } from "./payments-provider";
import { settleRefund } from "./settle-refund";

/**
 * The dashboard's refund (docs/product/payments.md#refunds): the amount is held with the order
 * locked (so two refunds at once can never exceed what was paid), the provider refunds it
 * outside any transaction (the application fee reversed in proportion, the transfer to the
 * business too), then it is settled. An order paid with a deposit has two payments: the amount is split over
 * them, the balance's first, one refund each (docs/product/payments.md#deposits). An order paid
 * on the test page is settled at once: no money moved.
 */
export async function issueRefund(options: {
  db: Db;
  payments: PaymentsProvider;
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
      // A payment made on the test page has nothing at the provider to refund.
      const stripeRefundId = payment?.paymentIntentId
        ? await options.payments.refund({
            order,
            refund,
            paymentIntentId: payment.paymentIntentId,
            withFee: payment.feeCents !== null,
          })
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

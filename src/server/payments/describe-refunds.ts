import { and, eq, inArray } from "drizzle-orm";
import type { Refund, RefundResponse } from "@/shared/api/payments-contract";
import type { Db } from "../db/database";
import { type OrderRefund, orderRefunds, orders } from "../db/schema";
import { refundableCentsOf } from "./order-payments";

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

/** The refunds just made, and what is refunded and refundable of their order now. */
export async function describeRefunds(
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

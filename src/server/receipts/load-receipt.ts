import { and, asc, eq } from "drizzle-orm";
import { buildReceipt, type Receipt, type ReceiptBusiness } from "@/domain/receipt";
import type { BusinessConfig } from "../config/business-config";
import type { Db } from "../db/database";
import { orderRefunds, orders } from "../db/schema";
import { describeOrderContract, serviceAddress } from "../email/order-emails";
import { AppError } from "../http/app-error";

/** A paid order's receipt, from its row and its succeeded refunds; 404 for anything else. */
export async function loadReceipt(
  db: Db,
  options: { businessId: string; config: BusinessConfig; orderId: string },
): Promise<Receipt> {
  const { businessId, config, orderId } = options;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.businessId, businessId)));
  if (!order) throw new AppError("not_found", "Order not found");
  if (order.paymentStatus !== "paid" || !order.paidAt) {
    throw new AppError("not_found", "This order has no receipt yet: it is not paid");
  }
  const refunds = await db
    .select({ amountCents: orderRefunds.amountCents, createdAt: orderRefunds.createdAt })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.businessId, businessId),
        eq(orderRefunds.orderId, orderId),
        eq(orderRefunds.status, "succeeded"),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt));
  return buildReceipt({
    business: receiptBusinessOf(config),
    order: {
      ...order,
      paidAt: order.paidAt,
      serviceAddress: serviceAddress(order),
    },
    contract: describeOrderContract(config.offering, order),
    refunds,
    timeZone: config.timezone,
  });
}

/** Who a receipt is from: the business's name and contact. */
export function receiptBusinessOf(config: BusinessConfig): ReceiptBusiness {
  return {
    name: config.name,
    email: config.contact.email,
    phone: config.contact.phone,
    website: config.contact.website,
  };
}

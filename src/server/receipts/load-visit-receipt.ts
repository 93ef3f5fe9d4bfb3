import { and, eq } from "drizzle-orm";
import { buildVisitReceipt, type Receipt } from "@/domain/receipt";
import type { BusinessConfig } from "../config/business-config";
import type { Db } from "../db/database";
import { bookings, orders, plans, visitCharges } from "../db/schema";
import { serviceAddress } from "../email/order-emails";
import { AppError } from "../http/app-error";
import { receiptBusinessOf } from "./load-receipt";

/**
 * A paid plan visit's receipt (docs/product/receipts.md#visit-receipts), from its charge, its
 * booking, its plan and the order that bought the plan; 404 for anything else.
 */
export async function loadVisitReceipt(
  db: Db,
  options: { businessId: string; config: BusinessConfig; chargeId: string },
): Promise<Receipt> {
  const { businessId, config, chargeId } = options;
  const [row] = await db
    .select({ charge: visitCharges, startsAt: bookings.startsAt, plan: plans, order: orders })
    .from(visitCharges)
    .innerJoin(
      bookings,
      and(eq(bookings.businessId, businessId), eq(bookings.id, visitCharges.bookingId)),
    )
    .innerJoin(plans, and(eq(plans.businessId, businessId), eq(plans.id, visitCharges.planId)))
    .innerJoin(orders, and(eq(orders.businessId, businessId), eq(orders.id, plans.orderId)))
    .where(and(eq(visitCharges.businessId, businessId), eq(visitCharges.id, chargeId)));
  if (!row) throw new AppError("not_found", "Visit charge not found");
  const { charge, plan, order } = row;
  if (charge.status !== "paid" || !charge.paidAt) {
    throw new AppError("not_found", "This visit has no receipt yet: it is not paid");
  }
  return buildVisitReceipt({
    business: receiptBusinessOf(config),
    charge: { ...charge, paidAt: charge.paidAt },
    visitStartsAt: row.startsAt,
    order: { ...order, frequency: plan.frequency, serviceAddress: serviceAddress(order) },
    timeZone: config.timezone,
  });
}

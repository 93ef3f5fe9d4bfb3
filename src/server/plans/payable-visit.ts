import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/database";
import { bookings, type Order, orders, plans, type VisitCharge, visitCharges } from "../db/schema";

type Booking = typeof bookings.$inferSelect;
type Plan = typeof plans.$inferSelect;

/** A plan's visit with its charge, plan and the order that bought the plan. */
export type PayableVisit = {
  visit: Booking;
  charge: VisitCharge | undefined;
  plan: Plan;
  order: Order;
};

/**
 * A plan's visit of this business, as the customer's payment pages show it
 * (docs/product/plans.md#paying-a-failed-visit); undefined for anything else. `lock` locks the
 * visit's booking, as every charge of it does, so a payment and a retry never both go on.
 */
export async function loadPayableVisit(
  db: Db | Tx,
  options: { businessId: string; bookingId: string; lock?: boolean },
): Promise<PayableVisit | undefined> {
  const { businessId, bookingId } = options;
  const query = db
    .select()
    .from(bookings)
    .where(and(eq(bookings.businessId, businessId), eq(bookings.id, bookingId)));
  const [visit] = options.lock ? await query.for("update") : await query;
  if (!visit?.planId) return undefined;
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.businessId, businessId), eq(plans.id, visit.planId)));
  if (!plan) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.id, plan.orderId)));
  const [charge] = await db
    .select()
    .from(visitCharges)
    .where(and(eq(visitCharges.businessId, businessId), eq(visitCharges.bookingId, bookingId)));
  return order ? { visit, charge, plan, order } : undefined;
}

/** Whether the customer may pay it themselves: its charge failed. */
export function awaitsCustomer(payable: PayableVisit): boolean {
  return payable.charge?.status === "failed";
}

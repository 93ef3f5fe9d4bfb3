import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { type Order, orders, plans } from "../db/schema";

/** The order that bought the business's plan `planId`; null for none of this business's. */
export async function loadPlanOrder(
  db: Db,
  options: { businessId: string; planId: string },
): Promise<Order | null> {
  const [row] = await db
    .select({ order: orders })
    .from(plans)
    .innerJoin(orders, and(eq(orders.businessId, plans.businessId), eq(orders.id, plans.orderId)))
    .where(and(eq(plans.businessId, options.businessId), eq(plans.id, options.planId)));
  return row?.order ?? null;
}

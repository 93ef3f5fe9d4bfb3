import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/database";
import { type Order, orders } from "../db/schema";

/** The business's order, locked for the rest of the transaction; undefined when it has none. */
export async function lockOrder(
  tx: Tx,
  businessId: string,
  orderId: string,
): Promise<Order | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.id, orderId)))
    .for("update");
  return order;
}

import { and, eq, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "../db/database";
import { orders } from "../db/schema";

/**
 * Updates one business's order, found by the business and the order's id together (the
 * scale-out rule, docs/decisions/038-app-context-and-payments-provider.md), and only while the
 * further conditions hold. The only `update(orders)` in the server: update-order.test.ts checks.
 */
export function updateOrder(
  db: Db,
  key: { businessId: string; orderId: string },
  values: PgUpdateSetSource<typeof orders>,
  ...conditions: SQL[]
) {
  return db
    .update(orders)
    .set(values)
    .where(and(eq(orders.businessId, key.businessId), eq(orders.id, key.orderId), ...conditions));
}

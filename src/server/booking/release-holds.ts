import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/database";
import { bookings } from "../db/schema";

/**
 * Releases a business's holds that `which` picks (docs/product/booking.md#holds): cancelled, so
 * the no-overlap rule no longer counts them. Booked jobs are never touched.
 */
export async function releaseHolds(tx: Tx, businessId: string, which: SQL | undefined) {
  await tx
    .update(bookings)
    .set({ status: "cancelled", heldUntil: null, updatedAt: sql`now()` })
    .where(and(eq(bookings.businessId, businessId), eq(bookings.status, "held"), which));
}

import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/database";
import { bookings, visitCharges } from "../db/schema";

/**
 * The plan's booked visits, soonest first, each saying whether a charge of it was begun (paid,
 * processing, failed or under way): a change by the customer leaves those as they are.
 */
export async function loadPlanVisits(tx: Tx, options: { businessId: string; planId: string }) {
  const { businessId, planId } = options;
  const booked = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, businessId),
        eq(bookings.planId, planId),
        eq(bookings.status, "booked"),
      ),
    )
    .orderBy(bookings.startsAt)
    .for("update");
  const charged =
    booked.length === 0
      ? new Set<string>()
      : new Set(
          (
            await tx
              .select({ bookingId: visitCharges.bookingId })
              .from(visitCharges)
              .where(
                and(
                  eq(visitCharges.businessId, businessId),
                  inArray(
                    visitCharges.bookingId,
                    booked.map((visit) => visit.id),
                  ),
                ),
              )
          ).map((charge) => charge.bookingId),
        );
  return booked.map((visit) => ({ ...visit, charged: charged.has(visit.id) }));
}

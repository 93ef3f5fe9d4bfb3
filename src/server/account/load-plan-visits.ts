import { and, eq, inArray, sql } from "drizzle-orm";
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

/** Takes the business's visits `ids` off the calendar (`cancelled`): none when the list is empty. */
export async function cancelPlanVisits(
  tx: Tx,
  options: { businessId: string; ids: readonly string[] },
): Promise<void> {
  if (options.ids.length === 0) return;
  await tx
    .update(bookings)
    .set({ status: "cancelled", updatedAt: sql`now()` })
    .where(
      and(eq(bookings.businessId, options.businessId), inArray(bookings.id, [...options.ids])),
    );
}

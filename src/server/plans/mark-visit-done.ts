import { and, eq, sql } from "drizzle-orm";
import type { VisitDoneResponse } from "@/shared/api/plans-contract";
import { bookings } from "../db/schema";
import { AppError } from "../http/app-error";
import { chargeVisit } from "./charge-visit";

/**
 * The business marks a booked job done (docs/product/plans.md#billing): the time is kept (the
 * first mark's), and a plan's later visit is charged to the saved card. Marking it again charges
 * nothing twice: a paid visit answers as paid, a failed one is tried again.
 */
export async function markVisitDone(
  options: Parameters<typeof chargeVisit>[0],
): Promise<VisitDoneResponse> {
  const { db, business, bookingId, now } = options;
  const [visit] = await db
    .update(bookings)
    .set({
      doneAt: sql`coalesce(${bookings.doneAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(bookings.businessId, business.id),
        eq(bookings.id, bookingId),
        eq(bookings.status, "booked"),
      ),
    )
    .returning({ doneAt: bookings.doneAt, planId: bookings.planId });
  if (!visit) throw new AppError("not_found", "No booked visit with this id");
  return {
    doneAt: visit.doneAt!.toISOString(),
    charge: visit.planId ? await chargeVisit(options) : null,
  };
}

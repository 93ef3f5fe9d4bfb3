import { and, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { CrewJob } from "@/domain/booking/compute-slots";
import type { Db } from "../db/database";
import { bookings } from "../db/schema";

/**
 * A business's jobs on its crews' calendars that overlap a time range: the booked ones and the
 * holds still running (a lapsed hold frees its slot even before it is released).
 */
export async function listCrewJobs(
  db: Db,
  options: {
    businessId: string;
    from: Date;
    to: Date;
    now: Date;
    /** An order whose own job is left out: it is choosing a new time. */
    exceptOrder?: string | undefined;
    /** A job left out: the business is moving it (docs/product/booking.md#the-schedule). */
    exceptBooking?: string | undefined;
  },
): Promise<CrewJob[]> {
  const rows = await db
    .select({
      crew: bookings.crew,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      lat: bookings.lat,
      lng: bookings.lng,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, options.businessId),
        inArray(bookings.status, ["held", "booked"]),
        // The very expression of the no-overlap rule's index (migration 0034).
        sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}) && tstzrange(${options.from.toISOString()}::timestamptz, ${options.to.toISOString()}::timestamptz)`,
        or(isNull(bookings.heldUntil), gt(bookings.heldUntil, options.now)),
        options.exceptOrder === undefined
          ? undefined
          : sql`${bookings.orderId} is distinct from ${options.exceptOrder}`,
        options.exceptBooking === undefined ? undefined : ne(bookings.id, options.exceptBooking),
      ),
    );
  return rows.map((row) => ({
    crew: row.crew,
    start: row.startsAt.getTime(),
    end: row.endsAt.getTime(),
    point: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
  }));
}

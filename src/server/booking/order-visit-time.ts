import { and, desc, eq, inArray } from "drizzle-orm";
import { resolveAvailability } from "@/domain/booking/business-availability";
import { formatWithOffset } from "@/domain/booking/local-days";
import type { Availability } from "@/shared/availability";
import type { VisitTime } from "@/shared/slot-times";
import { getUtcOffsetMs, getZonedWallClock } from "@/shared/zoned-date";
import type { Db, Tx } from "../db/database";
import { bookings } from "../db/schema";

const MINUTE_MS = 60_000;

/** ISO 8601 with the zone's offset in force at that instant, as the slots call writes times. */
export const zonedIso = (instant: Date, timeZone: string) =>
  formatWithOffset(instant.getTime(), getUtcOffsetMs(instant.getTime(), timeZone));

/**
 * An order's visit time as its customer reads it (docs/product/booking.md#the-wizards-time-step):
 * its held or booked job, with the arrival window it starts when the business offers windows;
 * null for an order sold without a time (or whose time was given away before it was paid).
 */
export async function orderVisitTime(
  db: Db | Tx,
  options: {
    businessId: string;
    orderId: string;
    timezone: string;
    availability: Availability | undefined;
  },
): Promise<VisitTime | null> {
  const { timezone } = options;
  const [job] = await db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, options.businessId),
        eq(bookings.orderId, options.orderId),
        inArray(bookings.status, ["held", "booked"]),
      ),
    )
    .orderBy(desc(bookings.updatedAt))
    .limit(1);
  return job ? bookingVisitTime(job, timezone, options.availability) : null;
}

/** A booked job's time as its customer reads it, with the arrival window it starts, if any. */
export function bookingVisitTime(
  job: { startsAt: Date; endsAt: Date },
  timezone: string,
  availability: Availability | undefined,
): VisitTime {
  const time: VisitTime = {
    start: zonedIso(job.startsAt, timezone),
    end: zonedIso(job.endsAt, timezone),
  };
  const { starts } = resolveAvailability(availability);
  if (starts.type !== "windows") return time;
  const clock = getZonedWallClock(job.startsAt.getTime(), timezone);
  const minutes = clock.hour * 60 + clock.minute;
  const window = starts.windows.find((each) => each.open === minutes);
  if (!window) return time;
  const windowEnd = new Date(job.startsAt.getTime() + (window.close - window.open) * MINUTE_MS);
  return { ...time, window: { start: time.start, end: zonedIso(windowEnd, timezone) } };
}

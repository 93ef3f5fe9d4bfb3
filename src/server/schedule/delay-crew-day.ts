import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { resolveAvailability } from "@/domain/booking/business-availability";
import type { DelayCrewDayResponse } from "@/shared/api/schedule-contract";
import { addDaysToIsoDate, getStartOfZonedDay, getZonedIsoDate } from "@/shared/zoned-date";
import { releaseLapsedHolds } from "../booking/hold-slot";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { bookings } from "../db/schema";
import { isExclusionViolation } from "../db/unique-violation";
import { AppError } from "../http/app-error";
import type { NoticeContext } from "../payments/order-notices";
import { announceMove } from "./change-job";
import { selectJobs, toScheduleJob } from "./list-schedule";

const TAKEN = "The crew already has a job at that time on the new day: move one of them first.";
const PAST = "That time on the new day has already passed.";

/**
 * A weather delay (docs/product/plans.md#weather-delay): every booked job of `crew` on `day`
 * not yet done moves to `to` at the same local time and length, in one transaction. A job whose
 * time the crew already has on `to` (the no-overlap rule decides) or that would start in the past
 * stays where it was and is reported; the others are moved, each customer emailed their new time
 * once and `booking.rescheduled` sent, as a single move does.
 */
export async function delayCrewDay(
  db: Db,
  options: {
    business: Pick<Business, "id" | "config">;
    crew: string;
    day: string;
    to: string;
    now: Date;
    actor: string;
    notices: NoticeContext;
  },
): Promise<DelayCrewDayResponse> {
  const { business, crew, day, to, now, notices } = options;
  const { config } = business;
  const timeZone = config.timezone;
  if (!resolveAvailability(config.availability).crews.some(({ code }) => code === crew)) {
    throw new AppError("not_found", "No crew with this code on your schedule");
  }
  if (to === day) throw AppError.invalidField("to", "must be another day than day");
  if (to < getZonedIsoDate(now, timeZone)) throw AppError.invalidField("to", "must not be past");
  const from = getStartOfZonedDay(day, timeZone);
  const until = getStartOfZonedDay(addDaysToIsoDate(day, 1), timeZone);
  const toDate = Temporal.PlainDate.from(to);

  return db.transaction(async (tx) => {
    const rows = await selectJobs(tx, business.id)
      .where(
        and(
          eq(bookings.businessId, business.id),
          eq(bookings.crew, crew),
          eq(bookings.status, "booked"),
          isNull(bookings.doneAt),
          gte(bookings.startsAt, from),
          lt(bookings.startsAt, until),
        ),
      )
      .orderBy(asc(bookings.startsAt))
      .for("update", { of: bookings });
    const result: DelayCrewDayResponse = { moved: [], clashes: [] };
    for (const row of rows) {
      const { booking } = row;
      const wallClock = Temporal.Instant.fromEpochMilliseconds(booking.startsAt.getTime())
        .toZonedDateTimeISO(timeZone)
        .toPlainTime();
      const startsAt = new Date(
        toDate.toZonedDateTime({ timeZone, plainTime: wallClock }).epochMilliseconds,
      );
      const endsAt = new Date(
        startsAt.getTime() + booking.endsAt.getTime() - booking.startsAt.getTime(),
      );
      if (startsAt.getTime() <= now.getTime()) {
        result.clashes.push({ job: toScheduleJob(row, config), reason: PAST });
        continue;
      }
      const placed = { businessId: business.id, crew, startsAt, endsAt };
      try {
        await tx.transaction(async (savepoint) => {
          await releaseLapsedHolds(savepoint, { ...placed, now });
          await savepoint
            .update(bookings)
            .set({ startsAt, endsAt, updatedAt: sql`now()` })
            .where(and(eq(bookings.businessId, business.id), eq(bookings.id, booking.id)));
        });
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
        result.clashes.push({ job: toScheduleJob(row, config), reason: TAKEN });
        continue;
      }
      const moved = { ...row, booking: { ...booking, startsAt, endsAt } };
      const job = await announceMove(tx, {
        business,
        before: row,
        moved,
        notices,
        actor: options.actor,
        now,
      });
      result.moved.push(job);
    }
    return result;
  });
}

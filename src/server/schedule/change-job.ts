import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { resolveAvailability } from "@/domain/booking/business-availability";
import type { JobTimesResponse, ScheduleJob } from "@/shared/api/schedule-contract";
import { getZonedIsoDate } from "@/shared/zoned-date";
import { slotsForJob } from "../booking/find-slots";
import { releaseLapsedHolds } from "../booking/hold-slot";
import { bookingVisitTime, zonedIso } from "../booking/order-visit-time";
import { visitCalendarFile } from "../booking/visit-calendar-file";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { bookings, orderEvents } from "../db/schema";
import { isExclusionViolation } from "../db/unique-violation";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import {
  renderVisitMovedByBusiness,
  renderVisitTimeConfirmation,
  renderVisitTimeNotice,
} from "../email/visit-time-emails";
import { AppError } from "../http/app-error";
import { type NoticeContext, visitPageUrl } from "../payments/order-notices";
import { type JobPlace, queueBookingEvent } from "./booking-events";
import { type JobRow, selectJobs, toScheduleJob } from "./list-schedule";

/**
 * The business's actions on a job of its schedule (docs/product/booking.md#the-schedule): give it
 * to another crew, move it to another time, mark that its customer was not there. Marking it done
 * is the visit-done path's (src/server/plans/mark-visit-done.ts), which charges a plan's visit.
 * The database's no-overlap rule has the last word on every change.
 */

type Scope = { business: Pick<Business, "id" | "config">; jobId: string };

/** The business's job `jobId`, locked when in a transaction; 404 for another business's. */
async function loadJob(db: Db | Tx, { business, jobId }: Scope, lock = false): Promise<JobRow> {
  const query = selectJobs(db, business.id).where(
    and(eq(bookings.businessId, business.id), eq(bookings.id, jobId)),
  );
  const [row] = lock ? await query.for("update", { of: bookings }) : await query;
  if (!row) throw new AppError("not_found", "No job with this id on your schedule");
  return row;
}

/** Only a booked job not yet done may change; anything else is a 409 saying why. */
function assertChangeable(row: JobRow, action: string): void {
  const { booking } = row;
  if (booking.status !== "booked") {
    throw new AppError(
      "conflict",
      `This job is ${booking.status.replace("_", "-")}: it cannot be ${action}`,
    );
  }
  if (booking.doneAt !== null) {
    throw new AppError("conflict", `This job is done: it cannot be ${action}`);
  }
}

function crewName(business: Scope["business"], code: string): string {
  const crew = resolveAvailability(business.config.availability).crews.find(
    (each) => each.code === code,
  );
  return crew?.name ?? code;
}

function placeOf(row: JobRow, timeZone: string): JobPlace {
  return {
    crew: row.booking.crew,
    start: zonedIso(row.booking.startsAt, timeZone),
    end: zonedIso(row.booking.endsAt, timeZone),
  };
}

/**
 * Gives the job to crew `crew` at the same time. Refused (409) when that crew has a job at that
 * time: the no-overlap rule decides, so two reassignments at once cannot both pass.
 */
export async function reassignJob(
  db: Db,
  options: Scope & { crew: string; now: Date },
): Promise<ScheduleJob> {
  const { business, crew, now } = options;
  const crews = resolveAvailability(business.config.availability).crews;
  if (!crews.some(({ code }) => code === crew)) {
    throw AppError.invalidField("crew", "is not one of your crews");
  }
  try {
    return await db.transaction(async (tx) => {
      const row = await loadJob(tx, options, true);
      assertChangeable(row, "reassigned");
      if (row.booking.crew === crew) return toScheduleJob(row, business.config);
      const { startsAt, endsAt } = row.booking;
      await releaseLapsedHolds(tx, { businessId: business.id, crew, startsAt, endsAt, now });
      await tx
        .update(bookings)
        .set({ crew, updatedAt: sql`now()` })
        .where(and(eq(bookings.businessId, business.id), eq(bookings.id, row.booking.id)));
      await queueBookingEvent(tx, {
        business,
        bookingId: row.booking.id,
        type: "booking.rescheduled",
        occurredAt: now,
        previous: placeOf(row, business.config.timezone),
      });
      return toScheduleJob({ ...row, booking: { ...row.booking, crew } }, business.config);
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw new AppError(
      "conflict",
      `${crewName(business, crew)} already has a job at that time. Move one of them first.`,
    );
  }
}

/** The job's place and length, for the times it may move to. */
function jobShape(row: JobRow) {
  const { booking } = row;
  const order = row.order ?? row.planOrder;
  return {
    area: order?.area ?? "",
    minutes: (booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000,
    point:
      booking.lat === null || booking.lng === null ? null : { lat: booking.lat, lng: booking.lng },
  };
}

/** The starts free for the job on its own crew on `day`, checked as a new booking is. */
export async function jobTimes(
  db: Db,
  options: Scope & { day: string; now: Date },
): Promise<JobTimesResponse> {
  const row = await loadJob(db, options);
  const { area, minutes, point } = jobShape(row);
  const slots = await slotsForJob(db, {
    business: options.business,
    job: { area, minutes },
    point,
    from: options.day,
    days: 1,
    now: options.now,
    exceptBooking: row.booking.id,
    crew: row.booking.crew,
  });
  return {
    times: slots
      .map(({ start, end, startsAt }) => ({ start, end, startsAt }))
      .sort((a, b) => a.startsAt - b.startsAt)
      .map(({ start, end }) => ({ start, end })),
  };
}

const NOT_FREE = "That time is not free on this crew's schedule. Please choose another.";

/**
 * Moves the job to `start` on its crew: the time must be one a new booking of the job could take
 * (the crew's hours and areas, the buffer, the notice, the horizon), and the no-overlap rule
 * refuses one taken meanwhile (409). The customer is emailed the new time in the business's
 * brand; `booking.rescheduled` is sent.
 */
export async function moveJob(
  db: Db,
  options: Scope & { start: string; now: Date; actor: string; notices: NoticeContext },
): Promise<ScheduleJob> {
  const { business, now, notices } = options;
  const timeZone = business.config.timezone;
  const row = await loadJob(db, options);
  assertChangeable(row, "moved");
  const startsAt = Date.parse(options.start);
  const { area, minutes, point } = jobShape(row);
  const offered = await slotsForJob(db, {
    business,
    job: { area, minutes },
    point,
    from: getZonedIsoDate(new Date(startsAt), timeZone),
    days: 1,
    now,
    exceptBooking: row.booking.id,
    crew: row.booking.crew,
  });
  const slot = offered.find((each) => each.startsAt === startsAt);
  if (!slot) throw new AppError("conflict", NOT_FREE);
  try {
    return await db.transaction(async (tx) => {
      const current = await loadJob(tx, options, true);
      assertChangeable(current, "moved");
      const placed = {
        businessId: business.id,
        crew: current.booking.crew,
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(slot.endsAt),
      };
      await releaseLapsedHolds(tx, { ...placed, now });
      await tx
        .update(bookings)
        .set({ startsAt: placed.startsAt, endsAt: placed.endsAt, updatedAt: sql`now()` })
        .where(and(eq(bookings.businessId, business.id), eq(bookings.id, current.booking.id)));
      const moved = { ...current, booking: { ...current.booking, ...placed } };
      return announceMove(tx, {
        business,
        before: current,
        moved,
        notices,
        actor: options.actor,
        now,
      });
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw new AppError("conflict", NOT_FREE);
  }
}

/**
 * Tells of a job moved from `before` to `moved`: its customer (tellCustomer) and the business's
 * webhooks (`booking.rescheduled`, with where it was); answers the job as the schedule shows it.
 * A move `by` the customer (a plan's later visit, customer-account.md#moving-a-visit) confirms
 * the new time to them and tells the business instead.
 */
export async function announceMove(
  tx: Tx,
  options: {
    business: Scope["business"];
    before: JobRow;
    moved: JobRow;
    notices: NoticeContext;
    actor: string;
    by?: "business" | "customer";
    now: Date;
  },
): Promise<ScheduleJob> {
  const { business, moved } = options;
  const job = toScheduleJob(moved, business.config);
  const previous = placeOf(options.before, business.config.timezone);
  await tellCustomer(tx, { ...options, row: moved, job, previous });
  await queueBookingEvent(tx, {
    business,
    bookingId: moved.booking.id,
    type: "booking.rescheduled",
    occurredAt: options.now,
    previous,
  });
  return job;
}

/**
 * The moved visit on its order's timeline, and the customer's email of the new time, with the
 * order's own visit as `visit.ics` (a plan's later visit has no event of its own to update).
 */
async function tellCustomer(
  tx: Tx,
  options: {
    business: Scope["business"];
    row: JobRow;
    job: ScheduleJob;
    notices: NoticeContext;
    actor: string;
    by?: "business" | "customer";
    previous: JobPlace;
  },
): Promise<void> {
  const { business, row, job, notices } = options;
  const order = row.order ?? row.planOrder;
  if (!order) return;
  const by = options.by ?? "business";
  await tx.insert(orderEvents).values({
    orderId: order.id,
    businessId: business.id,
    type: "visit_moved",
    actor: options.actor,
    data: { from: options.previous.start, to: job.start, by },
  });
  const { config } = notices;
  if (by === "customer") {
    const time = bookingVisitTime(row.booking, config.timezone, config.availability);
    const previous = { start: options.previous.start, end: options.previous.end };
    const once = randomUUID();
    const from = businessSender(config, notices.mailFrom);
    await queueEmail(tx, {
      kind: "visit_time_confirmation",
      businessId: business.id,
      // Once per move: the same job may be moved again, even back.
      dedupeKey: `booking:${job.id}:moved-by-customer:${once}`,
      from,
      to: order.email,
      replyTo: config.contact.email,
      ...renderVisitTimeConfirmation({
        order,
        config,
        time,
        ...(row.order
          ? { visitUrl: visitPageUrl(notices, order.id) }
          : { visitUrl: notices.accountUrl, linkLabel: "Move or skip your visit" }),
      }),
    });
    await queueEmail(tx, {
      kind: "visit_time_notice",
      businessId: business.id,
      dedupeKey: `booking:${job.id}:moved-notice:${once}`,
      from,
      to: businessNoticeRecipient(config),
      replyTo: order.email,
      ...renderVisitTimeNotice({ order, config, time, change: "moved", previous }),
    });
    return;
  }
  await queueEmail(tx, {
    kind: "visit_moved_by_business",
    businessId: business.id,
    // Once per move: the same job may be moved again, even back.
    dedupeKey: `booking:${job.id}:moved-by-business:${randomUUID()}`,
    from: businessSender(config, notices.mailFrom),
    to: order.email,
    replyTo: config.contact.email,
    ...renderVisitMovedByBusiness({
      order,
      config,
      time: { start: job.start, end: job.end },
      // The order's own visit has its page; a plan's later visit is changed on the account page.
      visitUrl: row.order ? visitPageUrl(notices, order.id) : null,
    }),
    ...(row.order && {
      attachments: [
        visitCalendarFile({
          order: row.order,
          config,
          time: { start: job.start, end: job.end },
          now: new Date(),
        }),
      ],
    }),
  });
}

/**
 * Marks that the customer was not there: the job leaves the crew's calendar (`no_show`), is never
 * charged, and `booking.cancelled` is sent with reason `no_show`. Only once its time has begun.
 */
export async function markNoShow(db: Db, options: Scope & { now: Date }): Promise<ScheduleJob> {
  const { business, now } = options;
  return db.transaction(async (tx) => {
    const row = await loadJob(tx, options, true);
    assertChangeable(row, "marked a no-show");
    if (row.booking.startsAt > now) {
      throw new AppError("conflict", "A job can be marked a no-show once its time has begun");
    }
    await tx
      .update(bookings)
      .set({ status: "no_show", updatedAt: sql`now()` })
      .where(and(eq(bookings.businessId, business.id), eq(bookings.id, row.booking.id)));
    await queueBookingEvent(tx, {
      business,
      bookingId: row.booking.id,
      type: "booking.cancelled",
      occurredAt: now,
      reason: "no_show",
    });
    return toScheduleJob(
      { ...row, booking: { ...row.booking, status: "no_show" } },
      business.config,
    );
  });
}

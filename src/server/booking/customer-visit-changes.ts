import { and, eq, sql } from "drizzle-orm";
import type { Slot } from "@/domain/booking/compute-slots";
import {
  canChangeVisit,
  cancelRefundCents,
  type VisitChangePolicy,
  visitChangePolicy,
} from "@/domain/booking/visit-changes";
import { localDateOf, type VisitTime } from "@/shared/slot-times";
import { addDaysToIsoDate, getZonedIsoDate } from "@/shared/zoned-date";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { bookings, type Order, orderEvents, orders, plans } from "../db/schema";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { renderVisitCancelled, renderVisitCancelledNotice } from "../email/visit-time-emails";
import { issueRefund } from "../payments/issue-refund";
import type { NoticeContext } from "../payments/order-notices";
import { paymentsOf } from "../payments/order-payments";
import type { PaymentsProvider } from "../payments/payments-provider";
import { queueBookingEvent } from "../schedule/booking-events";
import { bookOrderTime, type OrderJob, orderJobSlots } from "./book-order-time";
import { orderVisitTime } from "./order-visit-time";
import { visitCalendarFile } from "./visit-calendar-file";
import { queueVisitTimeEmails } from "./visit-time-notices";

/**
 * A customer moves or cancels their booked visit through the link in their receipt
 * (docs/product/booking.md#changes-by-the-customer), within the business's policy: until the
 * notice before it, a cancellation refunding the policy's share of what was paid.
 */

type Scope = { business: Pick<Business, "id" | "config">; orderId: string };

export type CustomerVisit = {
  order: Order;
  bookingId: string;
  /** The crew its job is on. */
  crew: string;
  time: VisitTime;
  job: OrderJob;
  policy: VisitChangePolicy;
  /** A plan's first visit: its visits are changed on the customer's account page. */
  plan: boolean;
  /** Whether the policy still allows a change now. */
  changeable: boolean;
};

/** A paid order's booked visit (not done), or null. */
export async function loadCustomerVisit(
  db: Db,
  options: Scope & { now: Date },
): Promise<CustomerVisit | null> {
  const { business, orderId } = options;
  const [row] = await db
    .select({ order: orders, booking: bookings, planId: plans.id })
    .from(orders)
    .innerJoin(
      bookings,
      and(
        eq(bookings.businessId, orders.businessId),
        eq(bookings.orderId, orders.id),
        eq(bookings.status, "booked"),
      ),
    )
    .leftJoin(plans, and(eq(plans.businessId, orders.businessId), eq(plans.orderId, orders.id)))
    .where(
      and(
        eq(orders.businessId, business.id),
        eq(orders.id, orderId),
        eq(orders.paymentStatus, "paid"),
      ),
    );
  if (!row || row.booking.doneAt !== null) return null;
  const { order, booking } = row;
  const time = await orderVisitTime(db, {
    businessId: business.id,
    orderId,
    timezone: business.config.timezone,
    availability: business.config.availability,
  });
  const policy = visitChangePolicy(business.config.availability);
  return {
    order,
    bookingId: booking.id,
    crew: booking.crew,
    time: time!,
    job: {
      orderId,
      area: order.area,
      minutes: (booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000,
      point:
        booking.lat === null || booking.lng === null
          ? null
          : { lat: booking.lat, lng: booking.lng },
    },
    policy,
    plan: row.planId !== null,
    changeable: row.planId === null && canChangeVisit(policy, booking.startsAt, options.now),
  };
}

/** What cancelling the visit now would refund: the policy's share of what is left paid. */
export function visitRefundCents(visit: Pick<CustomerVisit, "order" | "policy">): number {
  const paidCents = paymentsOf(visit.order).reduce((sum, payment) => sum + payment.paidCents, 0);
  return cancelRefundCents(visit.policy, paidCents - visit.order.refundedCents);
}

/** How many days before the visit's own the times to move it to begin (today at the earliest). */
const MOVE_DAYS_BEFORE = 6;

/** The times a visit may move to (its own aside): two weeks around its day, from today on. */
export function customerVisitSlots(
  db: Db,
  options: { business: Pick<Business, "id" | "config">; visit: CustomerVisit; now: Date },
): Promise<Slot[]> {
  const { business, visit, now } = options;
  return timesAroundVisit({
    business,
    start: visit.time.start,
    now,
    offered: (from) => orderJobSlots(db, { business, job: visit.job, from, now }),
  });
}

/**
 * The times around a visit starting at `start` (its business's ISO time) it may move to, as
 * `offered` lists its job's free times from a day on: two weeks from a few days before its day
 * (today at the earliest), its own time aside. An order's visit and a plan's share them.
 */
export async function timesAroundVisit(options: {
  business: Pick<Business, "config">;
  start: string;
  now: Date;
  offered: (from: string) => Promise<Slot[]>;
}): Promise<Slot[]> {
  const today = getZonedIsoDate(options.now, options.business.config.timezone);
  const weekBefore = addDaysToIsoDate(localDateOf(options.start), -MOVE_DAYS_BEFORE);
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, which Math.max cannot compare
  const from = weekBefore < today ? today : weekBefore;
  const slots = await options.offered(from);
  const current = Date.parse(options.start);
  return slots.filter((slot) => slot.startsAt !== current);
}

/**
 * The order's booked job, locked, still before the policy's notice: the check of every change,
 * in its transaction, so two changes at once cannot both pass.
 */
async function lockChangeableJob(tx: Tx, visit: CustomerVisit, now: Date): Promise<boolean> {
  const [job] = await tx
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, visit.order.businessId),
        eq(bookings.id, visit.bookingId),
        eq(bookings.status, "booked"),
      ),
    )
    .for("update");
  return job !== undefined && canChangeVisit(visit.policy, job.startsAt, now);
}

export type MoveOutcome =
  | { outcome: "moved" }
  | { outcome: "taken"; slots: Slot[] }
  | { outcome: "not_allowed" };

/** Moves the visit to `start`, checked like a new booking; the old time is freed in the same transaction. */
export async function moveCustomerVisit(
  db: Db,
  options: Scope & { start: string; now: Date; notices: NoticeContext },
): Promise<MoveOutcome> {
  const { business, now, notices } = options;
  const visit = await loadCustomerVisit(db, options);
  if (!visit?.changeable) return { outcome: "not_allowed" };
  const result = await bookOrderTime(db, {
    business,
    job: visit.job,
    start: options.start,
    now,
    change: async (tx) => {
      if (!(await lockChangeableJob(tx, visit, now))) return "not_allowed" as const;
      await tx
        .update(bookings)
        .set({ status: "cancelled", updatedAt: sql`now()` })
        .where(and(eq(bookings.businessId, business.id), eq(bookings.id, visit.bookingId)));
      return null;
    },
    booked: async (tx, slot, bookingId) => {
      await tx.insert(orderEvents).values({
        orderId: visit.order.id,
        businessId: business.id,
        type: "visit_moved",
        actor: "customer",
        data: { from: visit.time.start, to: slot.start },
      });
      await queueVisitTimeEmails(tx, { order: visit.order, bookingId, notices, change: "moved" });
      await queueBookingEvent(tx, {
        business,
        bookingId,
        type: "booking.rescheduled",
        occurredAt: now,
        previous: { crew: visit.crew, start: visit.time.start, end: visit.time.end },
      });
    },
  });
  if ("taken" in result) return { outcome: "taken", slots: result.taken };
  return "refused" in result ? { outcome: "not_allowed" } : { outcome: "moved" };
}

export type CancelOutcome =
  /** `refundFailed`: the provider refused the refund; the business makes it from the order's page. */
  { outcome: "cancelled"; refundCents: number; refundFailed: boolean } | { outcome: "not_allowed" };

/**
 * Cancels the visit: its time freed, then the policy's share of what is left paid refunded as a
 * refund from the dashboard is (its receipt emailed by the refund); the customer and the business
 * are told. A refund the provider refuses leaves the visit cancelled and the refund failed on the
 * order's page, where the business makes it.
 */
export async function cancelCustomerVisit(
  db: Db,
  options: Scope & { now: Date; notices: NoticeContext; payments: PaymentsProvider },
): Promise<CancelOutcome> {
  const { business, now, notices } = options;
  const visit = await loadCustomerVisit(db, options);
  if (!visit?.changeable) return { outcome: "not_allowed" };
  const refundCents = await db.transaction(async (tx) => {
    if (!(await lockChangeableJob(tx, visit, now))) return null;
    await tx
      .update(bookings)
      .set({ status: "cancelled", updatedAt: sql`now()` })
      .where(and(eq(bookings.businessId, business.id), eq(bookings.id, visit.bookingId)));
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.businessId, business.id), eq(orders.id, visit.order.id)))
      .for("update");
    const refund = visitRefundCents({ order: order!, policy: visit.policy });
    await tx.insert(orderEvents).values({
      orderId: visit.order.id,
      businessId: business.id,
      type: "visit_cancelled",
      actor: "customer",
      data: { start: visit.time.start, refund_cents: refund },
    });
    await queueBookingEvent(tx, {
      business,
      bookingId: visit.bookingId,
      type: "booking.cancelled",
      occurredAt: now,
      reason: "customer",
    });
    const { config } = notices;
    const from = businessSender(config, notices.mailFrom);
    const content = { order: visit.order, config, time: visit.time, refundCents: refund };
    await queueEmail(tx, {
      kind: "visit_cancelled",
      businessId: business.id,
      dedupeKey: `booking:${visit.bookingId}:cancelled`,
      from,
      to: visit.order.email,
      replyTo: config.contact.email,
      ...renderVisitCancelled(content),
      attachments: [
        visitCalendarFile({
          order: visit.order,
          config,
          time: visit.time,
          now: options.now,
          cancelled: true,
        }),
      ],
    });
    await queueEmail(tx, {
      kind: "visit_cancelled_notice",
      businessId: business.id,
      dedupeKey: `booking:${visit.bookingId}:cancelled-notice`,
      from,
      to: businessNoticeRecipient(config),
      replyTo: visit.order.email,
      ...renderVisitCancelledNotice(content),
    });
    return refund;
  });
  if (refundCents === null) return { outcome: "not_allowed" };
  if (refundCents === 0) return { outcome: "cancelled", refundCents, refundFailed: false };
  try {
    await issueRefund({
      db,
      payments: options.payments,
      businessId: business.id,
      orderId: visit.order.id,
      request: {
        amountCents: refundCents,
        reason: "requested_by_customer",
        note: "Visit cancelled by the customer",
      },
      actor: "customer",
      notices,
    });
    return { outcome: "cancelled", refundCents, refundFailed: false };
  } catch {
    return { outcome: "cancelled", refundCents, refundFailed: true };
  }
}

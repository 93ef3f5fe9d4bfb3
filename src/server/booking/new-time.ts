import { and, desc, eq, sql } from "drizzle-orm";
import type { Slot } from "@/domain/booking/compute-slots";
import type { VisitTime } from "@/shared/slot-times";
import { getZonedIsoDate } from "@/shared/zoned-date";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { bookings, type Order, orderEvents, orders } from "../db/schema";
import { businessSender, queueEmail } from "../email/queue-email";
import { renderNewTimeRequest } from "../email/visit-time-emails";
import type { NoticeContext } from "../payments/order-notices";
import { updateOrder } from "../payments/update-order";
import { startPlan } from "../plans/start-plan";
import { queueBookingEvent } from "../schedule/booking-events";
import { bookOrderTime, type OrderJob, orderJobSlots } from "./book-order-time";
import { orderVisitTime } from "./order-visit-time";
import { queueVisitTimeEmails } from "./visit-time-notices";

/**
 * A paid order whose held time was taken while its payment was late
 * (docs/product/booking.md#a-new-time): flagged for the owner, and its customer emailed a link to
 * a page of the business's where they choose a new time, which is booked like a held one.
 */

/** The page where the customer of an order chooses its new time. */
export function newTimeUrl(notices: Pick<NoticeContext, "accountUrl">, orderId: string): string {
  return `${notices.accountUrl}/orders/${orderId}/time`;
}

/** Flags the order and emails its customer, in the transaction that records its payment. */
export async function askForNewTime(
  tx: Tx,
  options: { order: Order; notices: NoticeContext; actor: string },
): Promise<void> {
  const { order, notices } = options;
  await updateOrder(
    tx,
    { businessId: order.businessId, orderId: order.id },
    { needsNewTimeSince: sql`now()`, updatedAt: sql`now()` },
  );
  await tx.insert(orderEvents).values({
    orderId: order.id,
    businessId: order.businessId,
    type: "needs_new_time",
    actor: options.actor,
    data: null,
  });
  await queueEmail(tx, {
    kind: "new_time_request",
    businessId: order.businessId,
    dedupeKey: `order:${order.id}:new-time-request`,
    from: businessSender(notices.config, notices.mailFrom),
    to: order.email,
    replyTo: notices.config.contact.email,
    ...renderNewTimeRequest({
      order,
      config: notices.config,
      chooseUrl: newTimeUrl(notices, order.id),
    }),
  });
}

export type NewTimeOrder =
  | { state: "choose"; order: Order; job: OrderJob; lapsedAt: Date }
  | { state: "booked"; order: Order; time: VisitTime };

/**
 * A paid order of the business, as its new-time page shows it: waiting for a time (with the job
 * its lapsed hold was for), or booked; null for an order that is not there, not paid, or has no time.
 */
export async function loadNewTimeOrder(
  db: Db | Tx,
  options: { business: Pick<Business, "id" | "config">; orderId: string },
): Promise<NewTimeOrder | null> {
  const { business, orderId } = options;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, business.id), eq(orders.id, orderId)));
  if (order?.paymentStatus !== "paid") return null;
  if (order.needsNewTimeSince === null) {
    const time = await orderVisitTime(db, {
      businessId: business.id,
      orderId,
      timezone: business.config.timezone,
      availability: business.config.availability,
    });
    return time && { state: "booked", order, time };
  }
  const [lapsed] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.businessId, business.id), eq(bookings.orderId, orderId)))
    .orderBy(desc(bookings.updatedAt))
    .limit(1);
  if (!lapsed) return null;
  return {
    state: "choose",
    order,
    job: {
      orderId,
      area: order.area,
      minutes: (lapsed.endsAt.getTime() - lapsed.startsAt.getTime()) / 60_000,
      point:
        lapsed.lat === null || lapsed.lng === null ? null : { lat: lapsed.lat, lng: lapsed.lng },
    },
    lapsedAt: lapsed.startsAt,
  };
}

/**
 * The times offered to an order waiting for one: from the day of the time it lost (the customer
 * chose that day), or today when that has passed.
 */
export function newTimeSlots(
  db: Db,
  options: {
    business: Pick<Business, "id" | "config">;
    waiting: Extract<NewTimeOrder, { state: "choose" }>;
    now: Date;
  },
): Promise<Slot[]> {
  const { waiting, business, now } = options;
  const today = getZonedIsoDate(now, business.config.timezone);
  const lapsedDay = getZonedIsoDate(waiting.lapsedAt, business.config.timezone);
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, which Math.max cannot compare
  const from = lapsedDay < today ? today : lapsedDay;
  return orderJobSlots(db, { business, job: waiting.job, from, now });
}

export type ChooseNewTimeOutcome =
  | { outcome: "booked" }
  | { outcome: "taken"; slots: Slot[] }
  | { outcome: "not_waiting" };

/**
 * Books the time starting at `start` for an order waiting for one, once: the order's row lock
 * and its flag make a second choice find it booked.
 */
export async function chooseNewTime(
  db: Db,
  options: {
    business: Pick<Business, "id" | "config">;
    orderId: string;
    start: string;
    now: Date;
    notices: NoticeContext;
  },
): Promise<ChooseNewTimeOutcome> {
  const { business, notices } = options;
  const waiting = await loadNewTimeOrder(db, options);
  if (waiting?.state !== "choose") return { outcome: "not_waiting" };
  const { order } = waiting;
  const ofOrder = and(eq(orders.businessId, business.id), eq(orders.id, order.id));
  const result = await bookOrderTime(db, {
    ...options,
    job: waiting.job,
    change: async (tx) => {
      const [locked] = await tx
        .select({ needsNewTimeSince: orders.needsNewTimeSince })
        .from(orders)
        .where(ofOrder)
        .for("update");
      return locked?.needsNewTimeSince ? null : ("not_waiting" as const);
    },
    booked: async (tx, slot, bookingId) => {
      await updateOrder(
        tx,
        { businessId: business.id, orderId: order.id },
        { needsNewTimeSince: null, updatedAt: sql`now()` },
      );
      await tx.insert(orderEvents).values({
        orderId: order.id,
        businessId: business.id,
        type: "new_time_chosen",
        actor: "customer",
        data: { start: slot.start },
      });
      await startPlan(tx, { order, timeZone: business.config.timezone });
      await queueVisitTimeEmails(tx, { order, bookingId, notices, change: "new_time" });
      await queueBookingEvent(tx, {
        business,
        bookingId,
        type: "booking.created",
        occurredAt: options.now,
      });
    },
  });
  if ("taken" in result) return { outcome: "taken", slots: result.taken };
  return "refused" in result ? { outcome: "not_waiting" } : { outcome: "booked" };
}

import { and, desc, eq, sql } from "drizzle-orm";
import type { Slot } from "@/domain/booking/compute-slots";
import type { LatLng } from "@/domain/booking/travel";
import type { VisitTime } from "@/shared/slot-times";
import { getZonedIsoDate } from "@/shared/zoned-date";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { bookings, type Order, orderEvents, orders } from "../db/schema";
import { isExclusionViolation } from "../db/unique-violation";
import {
  renderNewTimeConfirmation,
  renderNewTimeNotice,
  renderNewTimeRequest,
} from "../email/new-time-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import type { NoticeContext } from "../payments/order-notices";
import { startPlan } from "../plans/start-plan";
import { slotsForJob } from "./find-slots";
import { releaseLapsedHolds } from "./hold-slot";
import { orderVisitTime } from "./order-visit-time";

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
  await tx
    .update(orders)
    .set({ needsNewTimeSince: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.businessId, order.businessId), eq(orders.id, order.id)));
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

/** The job an order needs a time for: its area, its length, its place, and the time it had. */
type NewTimeJob = { area: string; minutes: number; point: LatLng | null; lapsedAt: Date };

export type NewTimeOrder =
  | { state: "choose"; order: Order; job: NewTimeJob }
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
      area: order.area,
      minutes: (lapsed.endsAt.getTime() - lapsed.startsAt.getTime()) / 60_000,
      point:
        lapsed.lat === null || lapsed.lng === null ? null : { lat: lapsed.lat, lng: lapsed.lng },
      lapsedAt: lapsed.startsAt,
    },
  };
}

/**
 * The times offered to an order waiting for one, from `from` on: by default from the day of the
 * time it lost (the customer chose that day), or today when that has passed.
 */
export function newTimeSlots(
  db: Db,
  options: {
    business: Pick<Business, "id" | "config">;
    waiting: Extract<NewTimeOrder, { state: "choose" }>;
    from?: string | undefined;
    now: Date;
  },
): Promise<Slot[]> {
  const { waiting, business, now } = options;
  const today = getZonedIsoDate(now, business.config.timezone);
  const lapsedDay = getZonedIsoDate(waiting.job.lapsedAt, business.config.timezone);
  return slotsForJob(db, {
    business,
    job: waiting.job,
    point: waiting.job.point,
    // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, which Math.max cannot compare
    from: options.from ?? (lapsedDay < today ? today : lapsedDay),
    now: options.now,
    exceptOrder: waiting.order.id,
  });
}

export type ChooseNewTimeOutcome =
  | { outcome: "booked"; time: VisitTime }
  | { outcome: "taken"; slots: Slot[] }
  | { outcome: "not_waiting" };

/**
 * Books the time starting at `start` for an order waiting for one: on a crew it is offered for,
 * as a hold is taken (the no-overlap rule refuses a time someone took meanwhile). Once: the
 * order's row lock and its flag make a second choice find it booked. A time no longer offered
 * answers the times free from its day on.
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
  const { business, now } = options;
  const waiting = await loadNewTimeOrder(db, options);
  if (waiting?.state !== "choose") return { outcome: "not_waiting" };
  const startsAt = Date.parse(options.start);
  const day = getZonedIsoDate(new Date(startsAt), business.config.timezone);
  const offered = await newTimeSlots(db, { business, waiting, from: day, now });
  for (const slot of offered.filter((each) => each.startsAt === startsAt)) {
    const booked = await tryBooking(db, { ...options, waiting, slot });
    if (booked) return booked;
  }
  const today = getZonedIsoDate(now, business.config.timezone);
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, which Math.max cannot compare
  const from = day < today ? today : day;
  return { outcome: "taken", slots: await newTimeSlots(db, { business, waiting, from, now }) };
}

/** One crew's try: null when someone holds that time; the outcome otherwise. */
async function tryBooking(
  db: Db,
  options: {
    business: Pick<Business, "id" | "config">;
    waiting: Extract<NewTimeOrder, { state: "choose" }>;
    slot: Slot;
    now: Date;
    notices: NoticeContext;
  },
): Promise<ChooseNewTimeOutcome | null> {
  const { business, waiting, slot, notices } = options;
  const { order, job } = waiting;
  const ofOrder = and(eq(orders.businessId, business.id), eq(orders.id, order.id));
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ needsNewTimeSince: orders.needsNewTimeSince })
        .from(orders)
        .where(ofOrder)
        .for("update");
      if (!locked?.needsNewTimeSince) return { outcome: "not_waiting" } as const;
      const placed = {
        businessId: business.id,
        crew: slot.crew,
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(slot.endsAt),
        now: options.now,
      };
      await releaseLapsedHolds(tx, placed);
      await tx.insert(bookings).values({
        ...placed,
        orderId: order.id,
        status: "booked",
        lat: job.point?.lat ?? null,
        lng: job.point?.lng ?? null,
      });
      await tx
        .update(orders)
        .set({ needsNewTimeSince: null, updatedAt: sql`now()` })
        .where(ofOrder);
      await tx.insert(orderEvents).values({
        orderId: order.id,
        businessId: business.id,
        type: "new_time_chosen",
        actor: "customer",
        data: { start: slot.start },
      });
      await startPlan(tx, { order, timeZone: business.config.timezone });
      const time = (await orderVisitTime(tx, {
        businessId: business.id,
        orderId: order.id,
        timezone: business.config.timezone,
        availability: business.config.availability,
      }))!;
      await queueNewTimeEmails(tx, { order, time, notices });
      return { outcome: "booked", time } as const;
    });
  } catch (error) {
    if (isExclusionViolation(error)) return null;
    throw error;
  }
}

async function queueNewTimeEmails(
  tx: Tx,
  options: { order: Order; time: VisitTime; notices: NoticeContext },
): Promise<void> {
  const { order, time, notices } = options;
  const { config } = notices;
  const from = businessSender(config, notices.mailFrom);
  await queueEmail(tx, {
    kind: "new_time_confirmation",
    businessId: order.businessId,
    dedupeKey: `order:${order.id}:new-time-confirmation`,
    from,
    to: order.email,
    replyTo: config.contact.email,
    ...renderNewTimeConfirmation({ order, config, time }),
  });
  await queueEmail(tx, {
    kind: "new_time_notice",
    businessId: order.businessId,
    dedupeKey: `order:${order.id}:new-time-notice`,
    from,
    to: businessNoticeRecipient(config),
    replyTo: order.email,
    ...renderNewTimeNotice({ order, config, time }),
  });
}

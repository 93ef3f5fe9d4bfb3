import { and, eq } from "drizzle-orm";
import type { Business } from "../business/business-store";
import type { Tx } from "../db/database";
import { bookings } from "../db/schema";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { selectJobs, toScheduleJob } from "./list-schedule";

type BookingEventType = "booking.created" | "booking.rescheduled" | "booking.cancelled";

/** Where and when a job was before it moved or changed crews. */
export type JobPlace = { crew: string; start: string; end: string };

/**
 * Queues a `booking.*` event (docs/product/webhooks.md#events) for the job `bookingId` as it now
 * is, in the transaction of its change. `data` is the job as the schedule shows it plus its
 * customer's contact and, for a move, where it was; never payment details.
 */
export async function queueBookingEvent(
  tx: Tx,
  options: {
    business: Pick<Business, "id" | "config">;
    bookingId: string;
    type: BookingEventType;
    occurredAt: Date;
    previous?: JobPlace;
    /** Why a job was cancelled: `customer`, `no_show`. */
    reason?: string;
  },
): Promise<void> {
  const { business } = options;
  const [row] = await selectJobs(tx, business.id).where(
    and(eq(bookings.businessId, business.id), eq(bookings.id, options.bookingId)),
  );
  if (!row) return;
  const job = toScheduleJob(row, business.config);
  const order = row.order ?? row.planOrder;
  await queueBusinessEvent(tx, {
    businessId: business.id,
    type: options.type,
    occurredAt: options.occurredAt,
    data: {
      id: job.id,
      order_id: job.orderId,
      plan_visit: job.planVisit,
      status: job.status,
      crew: job.crew,
      start: job.start,
      end: job.end,
      timezone: business.config.timezone,
      service: job.service,
      price_cents: job.priceCents,
      customer: order && { name: order.customerName, email: order.email, phone: order.phone },
      address: order && {
        line1: order.address,
        city: order.city,
        state: order.state,
        zip_code: order.zipCode,
      },
      area: job.area,
      ...(options.previous && { previous: options.previous }),
      ...(options.reason && { reason: options.reason }),
    },
  });
}

/**
 * `booking.created` for the order's booked job, if it has one: when a paid order's time becomes a
 * booking (at its payment, or when its customer chooses a new time).
 */
export async function queueOrderBookingCreated(
  tx: Tx,
  options: { business: Pick<Business, "id" | "config">; orderId: string; occurredAt: Date },
): Promise<void> {
  const { business } = options;
  const [job] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, business.id),
        eq(bookings.orderId, options.orderId),
        eq(bookings.status, "booked"),
      ),
    )
    .limit(1);
  if (!job) return;
  await queueBookingEvent(tx, { ...options, bookingId: job.id, type: "booking.created" });
}

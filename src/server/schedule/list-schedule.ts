import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { resolveAvailability } from "@/domain/booking/business-availability";
import { servicesOf } from "@/domain/stored-offering";
import type {
  ScheduleCrew,
  ScheduleJob,
  ScheduleJobStatus,
  ScheduleResponse,
} from "@/shared/api/schedule-contract";
import { addDaysToIsoDate, getStartOfZonedDay, getZonedIsoDate } from "@/shared/zoned-date";
import { zonedIso } from "../booking/order-visit-time";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { bookings, crewCalendarFeeds, orders, plans } from "../db/schema";

type Config = Business["config"];
type Offering = Config["offering"];

/** The order a job was sold with: its own, or its plan's for a plan's later visit. */
const planOrders = alias(orders, "plan_orders");

/** The columns a schedule's job is drawn from: the booking, its order (or its plan's) and plan. */
export const jobColumns = {
  booking: bookings,
  order: orders,
  planOrder: planOrders,
  visitGrandTotalCents: plans.visitGrandTotalCents,
};

/**
 * A query of a business's jobs with the order each was sold with, for `toScheduleJob`: every join
 * within the business (its `where` must scope the bookings by business too).
 */
export function selectJobs(db: Db | Tx, businessId: string) {
  return db
    .select(jobColumns)
    .from(bookings)
    .leftJoin(orders, and(eq(orders.businessId, businessId), eq(orders.id, bookings.orderId)))
    .leftJoin(plans, and(eq(plans.businessId, businessId), eq(plans.id, bookings.planId)))
    .leftJoin(
      planOrders,
      and(eq(planOrders.businessId, businessId), eq(planOrders.id, plans.orderId)),
    );
}

export type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>["where"]>>[number];

function jobStatus(booking: JobRow["booking"]): ScheduleJobStatus {
  if (booking.status === "booked") return booking.doneAt ? "done" : "booked";
  return booking.status;
}

/** The name of the service an order bought, as the business's settings name it now. */
export function serviceNameOf(
  order: { serviceCode: string | null; optionLabel: string },
  offering: Offering,
): string {
  const { services } = servicesOf(offering);
  const service = services.find(({ code }) => code === order.serviceCode) ?? services[0];
  return service?.texts.name ?? order.serviceCode ?? order.optionLabel;
}

/** A job as the schedule shows it, its times in the business's zone. */
export function toScheduleJob(row: JobRow, config: Config): ScheduleJob {
  const { booking } = row;
  const order = row.order ?? row.planOrder;
  return {
    id: booking.id,
    crew: booking.crew,
    start: zonedIso(booking.startsAt, config.timezone),
    end: zonedIso(booking.endsAt, config.timezone),
    status: jobStatus(booking),
    orderId: order?.id ?? null,
    planVisit: booking.planId !== null,
    customerName: order?.customerName ?? null,
    address: order ? `${order.address}, ${order.city}, ${order.state} ${order.zipCode}` : "",
    area: order?.area ?? "",
    service: order ? serviceNameOf(order, config.offering) : "",
    priceCents: row.visitGrandTotalCents ?? order?.grandTotalCents ?? 0,
  };
}

/** The business's crews, with when each one's calendar feed was made. */
export async function listScheduleCrews(
  db: Db,
  business: Pick<Business, "id" | "config">,
): Promise<ScheduleCrew[]> {
  const feeds = await db
    .select({ crew: crewCalendarFeeds.crew, createdAt: crewCalendarFeeds.createdAt })
    .from(crewCalendarFeeds)
    .where(and(eq(crewCalendarFeeds.businessId, business.id), isNull(crewCalendarFeeds.revokedAt)));
  const feedOf = new Map(feeds.map((feed) => [feed.crew, feed.createdAt.toISOString()]));
  return resolveAvailability(business.config.availability).crews.map((crew) => ({
    code: crew.code,
    name: crew.name,
    feedCreatedAt: feedOf.get(crew.code) ?? null,
  }));
}

/**
 * The business's jobs that start on `days` of its days from `from`
 * (docs/product/booking.md#the-schedule): booked ones (done or not), holds still running, no-shows,
 * skipped plan visits, and paid orders' visits that were cancelled and not booked again (a time
 * the customer moved from leaves no cancelled job behind).
 */
export async function listSchedule(
  db: Db,
  options: { business: Pick<Business, "id" | "config">; from?: string; days: number; now: Date },
): Promise<ScheduleResponse> {
  const { business, days, now } = options;
  const { config } = business;
  const timeZone = config.timezone;
  const today = getZonedIsoDate(now, timeZone);
  const from = options.from ?? today;
  const rangeStart = getStartOfZonedDay(from, timeZone);
  const rangeEnd = getStartOfZonedDay(addDaysToIsoDate(from, days), timeZone);
  const [crews, rows] = await Promise.all([
    listScheduleCrews(db, business),
    selectJobs(db, business.id)
      .where(
        and(
          eq(bookings.businessId, business.id),
          sql`${bookings.startsAt} >= ${rangeStart.toISOString()}::timestamptz`,
          sql`${bookings.startsAt} < ${rangeEnd.toISOString()}::timestamptz`,
          or(
            inArray(bookings.status, ["booked", "no_show", "skipped"]),
            and(eq(bookings.status, "held"), gt(bookings.heldUntil, now)),
            and(
              eq(bookings.status, "cancelled"),
              eq(orders.paymentStatus, "paid"),
              // The order's last job only: a time it moved from leaves nothing behind.
              sql`not exists (select 1 from ${bookings} as later where later.business_id = ${bookings.businessId}
                and later.order_id = ${bookings.orderId} and later.created_at > ${bookings.createdAt})`,
            ),
          ),
        ),
      )
      .orderBy(asc(bookings.startsAt), asc(bookings.crew)),
  ]);
  return {
    timezone: timeZone,
    today,
    from,
    days,
    crews,
    jobs: rows.map((row) => toScheduleJob(row, config)),
  };
}

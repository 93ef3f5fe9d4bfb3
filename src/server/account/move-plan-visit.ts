import { and, eq, sql } from "drizzle-orm";
import type { Slot } from "@/domain/booking/compute-slots";
import type { LatLng } from "@/domain/booking/travel";
import { canSkipVisit, moveKeepsPrice } from "@/domain/plans/plan-changes";
import type { VisitTime } from "@/shared/slot-times";
import { placeAtOfferedTime } from "../booking/book-order-time";
import { timesAroundVisit } from "../booking/customer-visit-changes";
import { slotsForJob } from "../booking/find-slots";
import { releaseLapsedHolds } from "../booking/hold-slot";
import { bookingVisitTime } from "../booking/order-visit-time";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { bookings, orders, plans } from "../db/schema";
import type { NoticeContext } from "../payments/order-notices";
import { announceMove } from "../schedule/change-job";
import { selectJobs } from "../schedule/list-schedule";
import { lockCustomerPlan, skipNoticeHours } from "./customer-account";
import { sameEmail } from "./customer-sign-in";

/**
 * A customer moves one later visit of their plan to another free time
 * (docs/product/customer-account.md#moving-a-visit): until the notice that skipping it has, to a
 * time a new booking of its job could take, on the same booking (its plan, and so its price and
 * its charge, stay); the plan's other visits stay where they are.
 */

type Scope = { business: Pick<Business, "id" | "config">; email: string; visitId: string };
type Plan = typeof plans.$inferSelect;

/** A plan's later visit its customer may move now. */
export type PlanVisitToMove = {
  id: string;
  plan: Plan;
  time: VisitTime;
  /** Its job, as a new booking of it would be: its area, length and place. */
  job: { area: string; minutes: number; point: LatLng | null };
};

/** Whether this booked row of that plan may be moved now: as it may be skipped. */
function movable(
  visit: typeof bookings.$inferSelect,
  plan: Plan,
  config: Business["config"],
  now: Date,
) {
  return canSkipVisit({
    visit,
    planStatus: plan.status,
    noticeHours: skipNoticeHours(config),
    now,
  });
}

/**
 * The customer's plan visit `visitId` at this business, if it may be moved now; `not_found` for a
 * visit that is not a later visit of one of their plans here, `not_allowed` for one past the
 * notice, not booked, done, or of a plan not active.
 */
export async function loadPlanVisitToMove(
  db: Db,
  options: Scope & { now: Date },
): Promise<PlanVisitToMove | "not_found" | "not_allowed"> {
  const { business, email, visitId, now } = options;
  const [row] = await db
    .select({ visit: bookings, plan: plans, area: orders.area })
    .from(bookings)
    .innerJoin(plans, and(eq(plans.businessId, bookings.businessId), eq(plans.id, bookings.planId)))
    .innerJoin(orders, and(eq(orders.businessId, plans.businessId), eq(orders.id, plans.orderId)))
    .where(and(eq(bookings.businessId, business.id), eq(bookings.id, visitId), sameEmail(email)));
  if (!row) return "not_found";
  const { visit, plan } = row;
  if (!movable(visit, plan, business.config, now)) return "not_allowed";
  return {
    id: visit.id,
    plan,
    time: bookingVisitTime(visit, business.config.timezone, business.config.availability),
    job: {
      area: row.area,
      minutes: (visit.endsAt.getTime() - visit.startsAt.getTime()) / 60_000,
      point: visit.lat === null || visit.lng === null ? null : { lat: visit.lat, lng: visit.lng },
    },
  };
}

/**
 * The free times of the visit's job from the day `from` on, its own time counting as free: all
 * but its own start, and those at which it keeps its price.
 */
async function freeTimes(
  db: Db,
  options: { business: Scope["business"]; visit: PlanVisitToMove; from: string; now: Date },
): Promise<Slot[]> {
  const { visit } = options;
  const slots = await slotsForJob(db, {
    business: options.business,
    job: visit.job,
    point: visit.job.point,
    from: options.from,
    now: options.now,
    exceptBooking: visit.id,
  });
  const start = new Date(visit.time.start);
  return slots.filter(
    (slot) =>
      slot.startsAt !== start.getTime() &&
      moveKeepsPrice(visit.plan, start, new Date(slot.startsAt)),
  );
}

/** The times the visit may move to: those around its day, as an order's visit has them. */
export function planVisitSlots(
  db: Db,
  options: { business: Scope["business"]; visit: PlanVisitToMove; now: Date },
): Promise<Slot[]> {
  const { business, visit, now } = options;
  return timesAroundVisit({
    business,
    start: visit.time.start,
    now,
    offered: (from) => freeTimes(db, { business, visit, from, now }),
  });
}

export type PlanVisitMoveOutcome =
  | { outcome: "moved" }
  | { outcome: "taken"; slots: Slot[] }
  | { outcome: "not_allowed" }
  | { outcome: "not_found" };

/**
 * Moves the visit to `start`, checked as a new booking is (the no-overlap rule refusing a time
 * taken meanwhile: then the times free are answered), with its plan locked and the visit checked
 * again in the transaction; the customer is emailed the new time and the business told.
 */
export async function movePlanVisit(
  db: Db,
  options: Scope & { start: string; now: Date; notices: NoticeContext },
): Promise<PlanVisitMoveOutcome> {
  const { business, email, visitId, now, notices } = options;
  const visit = await loadPlanVisitToMove(db, options);
  if (typeof visit === "string") return { outcome: visit };
  const result = await placeAtOfferedTime(db, {
    business,
    start: options.start,
    now,
    offered: (from) => freeTimes(db, { business, visit, from, now }),
    place: async (tx, slot) => {
      const locked = await lockCustomerPlan(tx, {
        businessId: business.id,
        email,
        planId: visit.plan.id,
      });
      const before = await lockJob(tx, business.id, visitId);
      if (!locked || !before || !movable(before.booking, locked.plan, business.config, now)) {
        return false;
      }
      const placed = {
        businessId: business.id,
        crew: slot.crew,
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(slot.endsAt),
      };
      await releaseLapsedHolds(tx, { ...placed, now });
      await tx
        .update(bookings)
        .set({
          crew: placed.crew,
          startsAt: placed.startsAt,
          endsAt: placed.endsAt,
          updatedAt: sql`now()`,
        })
        .where(and(eq(bookings.businessId, business.id), eq(bookings.id, visitId)));
      await announceMove(tx, {
        business,
        before,
        moved: { ...before, booking: { ...before.booking, ...placed } },
        notices,
        actor: "customer",
        by: "customer",
        now,
      });
      return true;
    },
  });
  if ("taken" in result) return { outcome: "taken", slots: result.taken };
  return { outcome: result.placed ? "moved" : "not_allowed" };
}

/** The visit as the schedule has it, locked for its move. */
async function lockJob(tx: Tx, businessId: string, visitId: string) {
  const [row] = await selectJobs(tx, businessId)
    .where(and(eq(bookings.businessId, businessId), eq(bookings.id, visitId)))
    .for("update", { of: bookings });
  return row;
}

import { and, asc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type {
  AdminPlanDetail,
  AdminPlanVisit,
  PlanVisitState,
} from "@/shared/api/admin-plans-contract";
import { zonedIso } from "../booking/order-visit-time";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { bookings, type VisitCharge, visitCharges, visitTips } from "../db/schema";
import { AppError } from "../http/app-error";
import { crewNamer, listAdminPlanRows, toAdminVisitCharge } from "./list-admin-plans";

type Booking = typeof bookings.$inferSelect;

const CHARGE_STATES: Record<VisitCharge["status"], PlanVisitState> = {
  charging: "charging",
  processing: "charging",
  paid: "paid",
  failed: "payment_failed",
};

/** Where a plan's visit stands: its charge when it has one, else the job's own state. */
function visitState(visit: Booking, charge: VisitCharge | null, first: boolean): PlanVisitState {
  if (charge) return CHARGE_STATES[charge.status];
  if (visit.status !== "booked")
    return visit.status as Exclude<Booking["status"], "booked" | "held">;
  if (first) return "paid";
  return visit.doneAt ? "done" : "upcoming";
}

/**
 * One plan of the business with its visits (docs/product/plans.md#the-owners-view): the first,
 * paid at checkout, and every later one, in time order, each with its charge and its tips. A plan of another
 * business is not found (404).
 */
export async function getAdminPlan(
  db: Db,
  options: { business: Pick<Business, "id" | "config">; planId: string; now: Date },
): Promise<AdminPlanDetail> {
  const { business, planId } = options;
  const [plan] = await listAdminPlanRows(db, options);
  if (!plan) throw new AppError("not_found", "Plan not found");
  const rows = await db
    .select({ visit: bookings, charge: visitCharges })
    .from(bookings)
    .leftJoin(
      visitCharges,
      and(eq(visitCharges.businessId, business.id), eq(visitCharges.bookingId, bookings.id)),
    )
    .where(
      and(
        eq(bookings.businessId, business.id),
        or(
          eq(bookings.planId, planId),
          and(isNull(bookings.planId), eq(bookings.orderId, plan.orderId)),
        ),
        ne(bookings.status, "held"),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  const tips =
    rows.length === 0
      ? []
      : await db
          .select({
            bookingId: visitTips.bookingId,
            cents: sql<string>`sum(${visitTips.amountCents})`,
          })
          .from(visitTips)
          .where(
            and(
              eq(visitTips.businessId, business.id),
              inArray(
                visitTips.bookingId,
                rows.map(({ visit }) => visit.id),
              ),
              eq(visitTips.status, "paid"),
            ),
          )
          .groupBy(visitTips.bookingId);
  const tipByVisit = new Map(tips.map((tip) => [tip.bookingId, Number(tip.cents)]));
  const timeZone = business.config.timezone;
  const crewName = crewNamer(business.config);
  const visits = rows.map(({ visit, charge }): AdminPlanVisit => {
    const first = visit.planId === null;
    return {
      id: visit.id,
      start: zonedIso(visit.startsAt, timeZone),
      crew: visit.crew,
      crewName: crewName(visit.crew),
      state: visitState(visit, charge, first),
      first,
      doneAt: visit.doneAt ? zonedIso(visit.doneAt, timeZone) : null,
      charge: charge ? toAdminVisitCharge(charge, timeZone) : null,
      tipCents: tipByVisit.get(visit.id) ?? 0,
    };
  });
  return { timezone: timeZone, plan, visits };
}

import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  notExists,
  or,
  type SQL,
} from "drizzle-orm";
import { resolveAvailability } from "@/domain/booking/business-availability";
import { monthlyPlanCents, VISITS_PER_YEAR } from "@/domain/plans/monthly-recurring-revenue";
import { chargesPlanVisits } from "@/domain/plans/plan-changes";
import { settlePlanPrice, visitPriceOn } from "@/domain/plans/plan-price";
import type { RecurringFrequency } from "@/domain/plans/plan-schedule";
import type {
  AdminPlan,
  AdminPlansResponse,
  AdminVisitCharge,
  PlanStatus,
} from "@/shared/api/admin-plans-contract";
import { FREQUENCY_LABELS } from "@/shared/frequency-names";
import { planChargeTimeOf } from "@/shared/payment-settings";
import { getBusinessDay } from "../admin/business-day";
import { zonedIso } from "../booking/order-visit-time";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { bookings, orders, plans, type VisitCharge, visitCharges } from "../db/schema";
import { serviceNameOf } from "../schedule/list-schedule";

type Config = Business["config"];

/**
 * Plans paused for their card first (they wait for the owner), then active ones and those their
 * customers paused (they resume by themselves), then cancelled ones.
 */
const rankOf = (plan: AdminPlan): number =>
  plan.status === "cancelled" ? 2 : plan.status === "paused" && !plan.resumesAt ? 0 : 1;

/** A crew's name in the business's availability, else its code (a crew since removed). */
export function crewNamer(config: Config): (code: string) => string {
  const names = new Map(
    resolveAvailability(config.availability).crews.map((crew) => [crew.code, crew.name]),
  );
  return (code) => names.get(code) ?? code;
}

/** A visit charge as the dashboard shows it. */
export function toAdminVisitCharge(charge: VisitCharge, timeZone: string): AdminVisitCharge {
  return {
    status: charge.status,
    attempt: charge.attempt,
    amountCents: charge.amountCents,
    at: zonedIso(charge.updatedAt, timeZone),
    failure: charge.failure,
    retryAt: charge.retryAt ? zonedIso(charge.retryAt, timeZone) : null,
  };
}

/**
 * The business's plans as the owner's view lists them (docs/product/plans.md#the-owners-view),
 * all of them or those of `status`, or the one `planId` names: each with its customer, next
 * visit, next and last charge and skipped visits. A handful of statements, each within the
 * business, whatever the number of plans.
 */
export async function listAdminPlanRows(
  db: Db,
  options: {
    business: Pick<Business, "id" | "config">;
    now: Date;
    status?: PlanStatus;
    planId?: string;
  },
): Promise<AdminPlan[]> {
  const { business, now } = options;
  const { config } = business;
  const timeZone = config.timezone;
  const ofPlans: SQL[] = [eq(plans.businessId, business.id)];
  if (options.status) ofPlans.push(eq(plans.status, options.status));
  if (options.planId) ofPlans.push(eq(plans.id, options.planId));
  const planVisits = (planId: SQL | undefined) =>
    and(eq(bookings.businessId, business.id), isNotNull(bookings.planId), planId);
  // Booked, not done, from the start of the business's today: a visit of this morning not
  // marked done yet is still to come.
  const upcoming = and(
    eq(bookings.status, "booked"),
    isNull(bookings.doneAt),
    gte(bookings.startsAt, getBusinessDay(now, timeZone).start),
  );
  const onePlan = (column: typeof bookings.planId | typeof visitCharges.planId) =>
    options.planId ? eq(column, options.planId) : undefined;

  const [rows, nextVisits, nextToCharge, lastCharges, retries, skipped] = await Promise.all([
    db
      .select({ plan: plans, order: orders })
      .from(plans)
      .innerJoin(orders, and(eq(orders.businessId, business.id), eq(orders.id, plans.orderId)))
      .where(and(...ofPlans)),
    // The next visit: the first one (paid with the order) while it is to come, else a later one.
    db
      .selectDistinctOn([plans.id], {
        planId: plans.id,
        id: bookings.id,
        startsAt: bookings.startsAt,
        crew: bookings.crew,
      })
      .from(bookings)
      .innerJoin(
        plans,
        and(
          eq(plans.businessId, business.id),
          or(
            eq(plans.id, bookings.planId),
            and(isNull(bookings.planId), eq(plans.orderId, bookings.orderId)),
          ),
        ),
      )
      .where(and(...ofPlans, eq(bookings.businessId, business.id), upcoming))
      .orderBy(plans.id, asc(bookings.startsAt)),
    // The next visit to charge: a later one not charged yet.
    db
      .selectDistinctOn([bookings.planId], { planId: bookings.planId, startsAt: bookings.startsAt })
      .from(bookings)
      .where(
        and(
          planVisits(onePlan(bookings.planId)),
          upcoming,
          notExists(
            db
              .select({ id: visitCharges.id })
              .from(visitCharges)
              .where(
                and(
                  eq(visitCharges.businessId, business.id),
                  eq(visitCharges.bookingId, bookings.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(bookings.planId, asc(bookings.startsAt)),
    db
      .selectDistinctOn([visitCharges.planId])
      .from(visitCharges)
      .where(and(eq(visitCharges.businessId, business.id), onePlan(visitCharges.planId)))
      .orderBy(visitCharges.planId, desc(visitCharges.updatedAt), desc(visitCharges.id)),
    db
      .selectDistinctOn([visitCharges.planId])
      .from(visitCharges)
      .where(
        and(
          eq(visitCharges.businessId, business.id),
          onePlan(visitCharges.planId),
          eq(visitCharges.status, "failed"),
          isNotNull(visitCharges.retryAt),
        ),
      )
      .orderBy(visitCharges.planId, asc(visitCharges.retryAt)),
    db
      .select({ planId: bookings.planId, skipped: count() })
      .from(bookings)
      .where(and(planVisits(onePlan(bookings.planId)), eq(bookings.status, "skipped")))
      .groupBy(bookings.planId),
  ]);

  const byPlan = <T extends { planId: string | null }>(list: T[]) =>
    new Map(list.map((item) => [item.planId, item]));
  const nextOf = byPlan(nextVisits);
  const toChargeOf = byPlan(nextToCharge);
  const lastOf = byPlan(lastCharges);
  const retryOf = byPlan(retries);
  const skippedOf = byPlan(skipped);
  const crewName = crewNamer(config);
  const chargesOnVisitDay = planChargeTimeOf(config) === "on_visit_day";

  const listed = rows.map(({ plan, order }): AdminPlan => {
    const next = nextOf.get(plan.id);
    const last = lastOf.get(plan.id);
    const retry = retryOf.get(plan.id);
    const toCharge = toChargeOf.get(plan.id);
    const frequency = plan.frequency as RecurringFrequency;
    const prices = settlePlanPrice(plan, now);
    const nextCharge: AdminPlan["nextCharge"] = !chargesPlanVisits(plan)
      ? null
      : retry?.retryAt
        ? { on: "retry", at: zonedIso(retry.retryAt, timeZone), amountCents: retry.amountCents }
        : toCharge
          ? {
              on: chargesOnVisitDay ? "visit_day" : "done",
              at: zonedIso(toCharge.startsAt, timeZone),
              amountCents: visitPriceOn(prices, toCharge.startsAt).grandTotalCents,
            }
          : null;
    return {
      id: plan.id,
      orderId: order.id,
      status: plan.status,
      createdAt: zonedIso(plan.createdAt, timeZone),
      cancelledAt: plan.cancelledAt ? zonedIso(plan.cancelledAt, timeZone) : null,
      customer: { name: order.customerName, email: order.email, phone: order.phone },
      address: `${order.address}, ${order.city}, ${order.state} ${order.zipCode}`,
      area: order.area,
      service: serviceNameOf(order, config.offering),
      frequency: plan.frequency,
      frequencyLabel: FREQUENCY_LABELS[frequency] ?? plan.frequency,
      visitPriceCents: prices.visitGrandTotalCents,
      nextPrice:
        prices.nextPriceFrom && prices.nextVisitGrandTotalCents !== null
          ? {
              cents: prices.nextVisitGrandTotalCents,
              from: zonedIso(prices.nextPriceFrom, timeZone),
            }
          : null,
      resumesAt: plan.resumesAt ? zonedIso(plan.resumesAt, timeZone) : null,
      monthlyCents:
        frequency in VISITS_PER_YEAR ? monthlyPlanCents(prices.visitGrandTotalCents, frequency) : 0,
      nextVisit: next
        ? {
            id: next.id,
            start: zonedIso(next.startsAt, timeZone),
            crew: next.crew,
            crewName: crewName(next.crew),
          }
        : null,
      nextCharge,
      lastCharge: last ? toAdminVisitCharge(last, timeZone) : null,
      skippedVisits: Number(skippedOf.get(plan.id)?.skipped ?? 0),
    };
  });
  return listed.sort(
    (a, b) =>
      rankOf(a) - rankOf(b) ||
      earliestFirst(a.nextVisit?.start, b.nextVisit?.start) ||
      earliestFirst(b.cancelledAt, a.cancelledAt) ||
      (a.customer.name ?? a.customer.email).localeCompare(b.customer.name ?? b.customer.email) ||
      a.id.localeCompare(b.id),
  );
}

/** Two times in order, an absent one last. */
function earliestFirst(a: string | null | undefined, b: string | null | undefined): number {
  if (!a || !b) return (a ? 0 : 1) - (b ? 0 : 1);
  return Date.parse(a) - Date.parse(b);
}

/** `GET /api/admin/plans`: the business's plans, or those of one status. */
export async function listAdminPlans(
  db: Db,
  options: { business: Pick<Business, "id" | "config">; now: Date; status?: PlanStatus },
): Promise<AdminPlansResponse> {
  return {
    timezone: options.business.config.timezone,
    plans: await listAdminPlanRows(db, options),
  };
}

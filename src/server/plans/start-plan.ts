import { and, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import {
  planRecurrenceRule,
  planVisitStarts,
  type RecurringFrequency,
} from "@/domain/plans/plan-schedule";
import { FREQUENCIES } from "@/shared/frequency-names";
import type { Tx } from "../db/database";
import { bookings, type Order, plans } from "../db/schema";
import { isExclusionViolation } from "../db/unique-violation";

/** How far after the first visit a new plan's later visits are put on the crew's calendar. */
export const PLAN_VISITS_AHEAD_DAYS = 60;

const DAY_MS = 86_400_000;

function isRecurring(frequency: string | null): frequency is RecurringFrequency {
  return frequency !== null && frequency !== "one_time" && FREQUENCIES.includes(frequency as never);
}

/**
 * Starts the plan a paid order bought (docs/product/plans.md#starting-a-plan): for a recurring
 * frequency whose first visit is booked, the plan with its schedule, and its later visits of the
 * next PLAN_VISITS_AHEAD_DAYS booked on the first visit's crew at the same local time. A later
 * visit whose time the crew already has taken is left off the calendar (counted in `unscheduled`)
 * for the business to place. Once per order, in the transaction that records its payment.
 */
export async function startPlan(
  tx: Tx,
  options: { order: Order; timeZone: string },
): Promise<{ planId: string; scheduled: number; unscheduled: number } | null> {
  const { order, timeZone } = options;
  if (!isRecurring(order.frequency) || !order.serviceCode || !order.recurring) return null;
  const [first] = await tx
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, order.businessId),
        eq(bookings.orderId, order.id),
        eq(bookings.status, "booked"),
      ),
    );
  if (!first) return null;

  const firstVisit = first.startsAt.getTime();
  const lengthMs = first.endsAt.getTime() - firstVisit;
  const zoned = Temporal.Instant.fromEpochMilliseconds(firstVisit).toZonedDateTimeISO(timeZone);
  const [plan] = await tx
    .insert(plans)
    .values({
      businessId: order.businessId,
      orderId: order.id,
      serviceCode: order.serviceCode,
      frequency: order.frequency,
      rule: planRecurrenceRule(order.frequency, zoned),
      firstVisitAt: first.startsAt,
      timeZone,
      crew: first.crew,
      durationMinutes: Math.round(lengthMs / 60_000),
      visitGrandTotalCents: order.recurring.visit_grand_total_cents,
    })
    .onConflictDoNothing()
    .returning({ id: plans.id });
  if (!plan) return null;

  const later = planVisitStarts({
    frequency: order.frequency,
    firstVisit,
    timeZone,
    from: firstVisit + 1,
    until: firstVisit + PLAN_VISITS_AHEAD_DAYS * DAY_MS,
  });
  let scheduled = 0;
  for (const start of later) {
    try {
      // A savepoint: a visit the crew cannot take must not undo the payment around it.
      await tx.transaction((savepoint) =>
        savepoint.insert(bookings).values({
          businessId: order.businessId,
          planId: plan.id,
          crew: first.crew,
          startsAt: new Date(start),
          endsAt: new Date(start + lengthMs),
          status: "booked",
          lat: first.lat,
          lng: first.lng,
        }),
      );
      scheduled += 1;
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  return { planId: plan.id, scheduled, unscheduled: later.length - scheduled };
}

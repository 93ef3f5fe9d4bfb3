import { and, eq } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { planRecurrenceRule, type RecurringFrequency } from "@/domain/plans/plan-schedule";
import { FREQUENCIES } from "@/shared/frequency-names";
import type { Tx } from "../db/database";
import { bookings, type Order, plans } from "../db/schema";
import { queuePlanEvent } from "./plan-events";
import { bookPlanVisits, PLAN_VISITS_AHEAD_DAYS } from "./schedule-plan-visits";

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
  const scheduledUntil = firstVisit + PLAN_VISITS_AHEAD_DAYS * DAY_MS;
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
      scheduledUntil: new Date(scheduledUntil),
      lat: first.lat,
      lng: first.lng,
    })
    .onConflictDoNothing()
    .returning();
  if (!plan) return null;

  const booked = await bookPlanVisits(tx, [{ plan, from: firstVisit + 1, until: scheduledUntil }]);
  await queuePlanEvent(tx, {
    businessId: order.businessId,
    planId: plan.id,
    type: "plan.created",
    occurredAt: plan.createdAt,
  });
  return { planId: plan.id, ...booked };
}

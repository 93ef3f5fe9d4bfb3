import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { planVisitStarts, type RecurringFrequency } from "@/domain/plans/plan-schedule";
import type { Db, Tx } from "../db/database";
import { bookings, plans } from "../db/schema";
import { isExclusionViolation } from "../db/unique-violation";
import { type PollingLoop, startPollingLoop } from "../jobs/polling-loop";

/** How far ahead of today a plan's visits are on its crew's calendar. */
export const PLAN_VISITS_AHEAD_DAYS = 60;

const DAY_MS = 86_400_000;

type SchedulablePlan = Pick<
  typeof plans.$inferSelect,
  | "id"
  | "businessId"
  | "frequency"
  | "firstVisitAt"
  | "timeZone"
  | "crew"
  | "durationMinutes"
  | "lat"
  | "lng"
>;

/**
 * Books the plan's visits that start in [from, until) on its crew, at the first visit's local
 * time and length (docs/product/plans.md#schedule). A time the crew already has taken is left
 * off the calendar for the business to place (`unscheduled`); each try is a savepoint, so it
 * never undoes the transaction around it.
 */
export async function bookPlanVisits(
  tx: Tx,
  plan: SchedulablePlan,
  range: { from: number; until: number },
): Promise<{ scheduled: number; unscheduled: number }> {
  const starts = planVisitStarts({
    frequency: plan.frequency as RecurringFrequency,
    firstVisit: plan.firstVisitAt.getTime(),
    timeZone: plan.timeZone,
    ...range,
  });
  let scheduled = 0;
  for (const start of starts) {
    try {
      await tx.transaction((savepoint) =>
        savepoint.insert(bookings).values({
          businessId: plan.businessId,
          planId: plan.id,
          crew: plan.crew,
          startsAt: new Date(start),
          endsAt: new Date(start + plan.durationMinutes * 60_000),
          status: "booked",
          lat: plan.lat,
          lng: plan.lng,
        }),
      );
      scheduled += 1;
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  return { scheduled, unscheduled: starts.length - scheduled };
}

/**
 * Books ahead the visits of active plans whose schedule ends less than PLAN_VISITS_AHEAD_DAYS
 * from `now`, up to that day, `batchSize` plans at a time; answers how many plans it extended.
 * Each batch locks its plans (skipping those another instance holds), so any number of
 * instances may run it at once and a visit is booked once. A paused plan is not extended; once
 * active again, its schedule goes on from now, not from the past.
 */
export async function extendPlanSchedules(
  db: Db,
  options: { now: Date; batchSize: number },
): Promise<number> {
  const now = options.now.getTime();
  const until = now + PLAN_VISITS_AHEAD_DAYS * DAY_MS;
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(plans)
      .where(and(eq(plans.status, "active"), lt(plans.scheduledUntil, new Date(until))))
      .orderBy(asc(plans.scheduledUntil))
      .limit(options.batchSize)
      .for("update", { skipLocked: true });
    for (const plan of due) {
      const from = Math.max(plan.scheduledUntil.getTime(), now);
      await bookPlanVisits(tx, plan, { from, until });
      await tx
        .update(plans)
        .set({ scheduledUntil: new Date(until), updatedAt: sql`now()` })
        .where(and(eq(plans.businessId, plan.businessId), eq(plans.id, plan.id)));
    }
    return due.length;
  });
}

const BATCH_SIZE = 100;

/** Books plans' visits ahead every `pollIntervalMs`, and at once while batches come full. */
export function startPlanScheduling(options: {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
}): PollingLoop {
  return startPollingLoop({
    log: options.log,
    name: "plan scheduling",
    pollIntervalMs: options.pollIntervalMs,
    batchSize: BATCH_SIZE,
    runBatch: () =>
      extendPlanSchedules(options.db, { now: options.clock(), batchSize: BATCH_SIZE }),
  });
}

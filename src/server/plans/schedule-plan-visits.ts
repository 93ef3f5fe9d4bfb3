import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { planVisitStarts, type RecurringFrequency } from "@/domain/plans/plan-schedule";
import type { Db, Tx } from "../db/database";
import { bookings, plans } from "../db/schema";
import { isExclusionViolation } from "../db/unique-violation";
import { type PollingLoop, startPollingLoop } from "../jobs/polling-loop";
import { resumePausedPlans } from "./resume-paused-plans";

/** How far ahead of today a plan's visits are on its crew's calendar. */
export const PLAN_VISITS_AHEAD_DAYS = 60;

const DAY_MS = 86_400_000;

type Plan = typeof plans.$inferSelect;

type SchedulablePlan = Pick<
  Plan,
  | "id"
  | "businessId"
  | "frequency"
  | "firstVisitAt"
  | "ruleStartsAt"
  | "timeZone"
  | "crew"
  | "durationMinutes"
  | "lat"
  | "lng"
>;

/** A whole array as one parameter (a bare array in `sql` is a list of parameters). */
const array = (values: readonly unknown[]) => sql.param(values);

/**
 * Books the visits of plans that start in each one's [from, until) on its crew, at its first
 * visit's local time and length (docs/product/plans.md#schedule). A time the crew already has
 * taken is left off the calendar for the business to place (`unscheduled`), never undoing the
 * transaction around it. The rows go as one array per column: one statement, whatever their number.
 */
export async function bookPlanVisits(
  tx: Tx,
  scheduled: readonly { plan: SchedulablePlan; from: number; until: number }[],
): Promise<{ scheduled: number; unscheduled: number }> {
  const columns = {
    businessId: [] as string[],
    planId: [] as string[],
    crew: [] as string[],
    startsAt: [] as string[],
    endsAt: [] as string[],
    lat: [] as (number | null)[],
    lng: [] as (number | null)[],
  };
  for (const { plan, from, until } of scheduled) {
    const starts = planVisitStarts({
      frequency: plan.frequency as RecurringFrequency,
      // Its rule counts from its first visit, or from where a change of frequency started it.
      firstVisit: (plan.ruleStartsAt ?? plan.firstVisitAt).getTime(),
      timeZone: plan.timeZone,
      from,
      until,
    });
    for (const start of starts) {
      columns.businessId.push(plan.businessId);
      columns.planId.push(plan.id);
      columns.crew.push(plan.crew);
      columns.startsAt.push(new Date(start).toISOString());
      columns.endsAt.push(new Date(start + plan.durationMinutes * 60_000).toISOString());
      columns.lat.push(plan.lat);
      columns.lng.push(plan.lng);
    }
  }
  const count = columns.planId.length;
  if (count === 0) return { scheduled: 0, unscheduled: 0 };
  const insert = (skipTaken: boolean) => sql`
    insert into ${bookings} (business_id, plan_id, crew, starts_at, ends_at, status, lat, lng)
    select business_id, plan_id, crew, starts_at, ends_at, 'booked', lat, lng
    from unnest(${array(columns.businessId)}::text[], ${array(columns.planId)}::uuid[],
      ${array(columns.crew)}::text[], ${array(columns.startsAt)}::timestamptz[],
      ${array(columns.endsAt)}::timestamptz[], ${array(columns.lat)}::float8[],
      ${array(columns.lng)}::float8[])
      as visit(business_id, plan_id, crew, starts_at, ends_at, lat, lng)
    ${skipTaken ? sql`on conflict do nothing` : sql``}`;
  try {
    // Most batches take no one's time: a plain insert, the cheaper for the no-overlap rule.
    await tx.transaction((savepoint) => savepoint.execute(insert(false)));
    return { scheduled: count, unscheduled: 0 };
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
  }
  const result = (await tx.execute(insert(true))) as unknown as { rowCount: number | null };
  const booked = result.rowCount ?? 0;
  return { scheduled: booked, unscheduled: count - booked };
}

/**
 * Books ahead the visits of active plans whose schedule ends less than PLAN_VISITS_AHEAD_DAYS
 * from `now`, up to that day, `batchSize` plans at a time, each batch in its own transaction;
 * answers how many plans it extended. Each batch locks its plans (skipping those another instance
 * holds), so any number of instances may run it at once and a visit is booked once; `chains`
 * runs that many chains of batches at once here too (the database works two batches in the time
 * of one and a half). A chain walks the plans in the order of where their schedules end, from
 * where its last batch stopped: the entries a batch's updates leave behind in that order's index
 * are never read again. A paused plan is not extended; once active again, its schedule goes on
 * from now, not from the past.
 */
export async function extendPlanSchedules(
  db: Db,
  options: { now: Date; batchSize: number; chains?: number },
): Promise<number> {
  const chains = Array.from({ length: options.chains ?? 1 }, () => extendInBatches(db, options));
  return (await Promise.all(chains)).reduce((sum, extended) => sum + extended, 0);
}

/** One chain of batches of `extendPlanSchedules`, until no plan is left for it. */
async function extendInBatches(db: Db, options: { now: Date; batchSize: number }): Promise<number> {
  const now = options.now.getTime();
  const until = new Date(now + PLAN_VISITS_AHEAD_DAYS * DAY_MS);
  type Cursor = { scheduledUntil: Date; id: string };
  let after: Cursor | null = null;
  let extended = 0;
  for (;;) {
    const cursor: Cursor | null = after;
    const due: Plan[] = await db.transaction(async (tx) => {
      const batch = await tx
        .select()
        .from(plans)
        .where(
          and(
            eq(plans.status, "active"),
            lt(plans.scheduledUntil, until),
            cursor === null
              ? undefined
              : sql`(${plans.scheduledUntil}, ${plans.id}) > (${cursor.scheduledUntil.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
          ),
        )
        .orderBy(asc(plans.scheduledUntil), asc(plans.id))
        .limit(options.batchSize)
        .for("update", { skipLocked: true });
      if (batch.length === 0) return batch;
      await bookPlanVisits(
        tx,
        batch.map((plan) => ({
          plan,
          from: Math.max(plan.scheduledUntil.getTime(), now),
          until: until.getTime(),
        })),
      );
      await tx
        .update(plans)
        .set({ scheduledUntil: until, updatedAt: sql`now()` })
        .where(
          inArray(
            plans.id,
            batch.map((plan) => plan.id),
          ),
        );
      return batch;
    });
    extended += due.length;
    const last = due.at(-1);
    if (!last || due.length < options.batchSize) return extended;
    after = { scheduledUntil: last.scheduledUntil, id: last.id };
  }
}

/** How the plans' loop extends schedules: plans per batch, and chains of batches at once. */
export const PLAN_SCHEDULING = { batchSize: 2000, chains: 2 } as const;

/**
 * Books plans' visits ahead every `pollIntervalMs`: each run first resumes the plans their
 * customers paused until now, then extends every plan due.
 */
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
    batchSize: PLAN_SCHEDULING.batchSize,
    runBatch: async () => {
      const now = options.clock();
      const resumed = await resumePausedPlans(options.db, { now });
      return resumed + (await extendPlanSchedules(options.db, { now, ...PLAN_SCHEDULING }));
    },
  });
}

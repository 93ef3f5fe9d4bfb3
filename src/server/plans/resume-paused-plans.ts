import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { plans } from "../db/schema";
import { queuePlanEvent } from "./plan-events";

/** Plans resumed per transaction. */
const RESUME_BATCH = 500;

/**
 * Resumes every plan its customer paused until `now` or before (docs/product/plans.md#pausing):
 * active again, its schedule going on from its resume instant (the loop that extends schedules
 * books its visits from there, none in the past). Only a customer's pause has a resume instant: a
 * plan paused because its card failed is never resumed here. Each batch locks its plans, skipping
 * those another instance holds; answers how many it resumed.
 */
export async function resumePausedPlans(db: Db, options: { now: Date }): Promise<number> {
  let resumed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: plans.id, businessId: plans.businessId })
        .from(plans)
        .where(
          and(
            isNotNull(plans.resumesAt),
            lte(plans.resumesAt, options.now),
            eq(plans.status, "paused"),
          ),
        )
        .orderBy(asc(plans.resumesAt))
        .limit(RESUME_BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return due;
      await tx
        .update(plans)
        .set({
          status: "active",
          resumesAt: null,
          scheduledUntil: sql`greatest(${plans.scheduledUntil}, ${plans.resumesAt})`,
          updatedAt: sql`now()`,
        })
        .where(
          inArray(
            plans.id,
            due.map((plan) => plan.id),
          ),
        );
      for (const plan of due) {
        await queuePlanEvent(tx, {
          businessId: plan.businessId,
          planId: plan.id,
          type: "plan.changed",
          occurredAt: options.now,
          change: { kind: "resumed", reason: "pause_ended" },
        });
      }
      return due;
    });
    resumed += batch.length;
    if (batch.length < RESUME_BATCH) return resumed;
  }
}

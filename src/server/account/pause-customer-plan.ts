import { and, eq, sql } from "drizzle-orm";
import { visitsEndedByPausing } from "@/domain/plans/plan-changes";
import { getStartOfZonedDay, getZonedIsoDate } from "@/shared/zoned-date";
import type { Db } from "../db/database";
import { plans } from "../db/schema";
import { queuePlanEvent } from "../plans/plan-events";
import {
  lockCustomerPlan,
  type PlanChangeNotices,
  queuePlanChangeNotice,
  skipNoticeHours,
} from "./customer-account";
import { cancelPlanVisits, loadPlanVisits } from "./load-plan-visits";
import { queuePlanChangeConfirmation } from "./plan-change-emails";

/** The furthest a customer may pause their plan: a year from today. */
export const MAX_PAUSE_DAYS = 365;

/** "June 1, 2026": a resume date "YYYY-MM-DD" as the customer reads it. */
export function formatResumeDate(date: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * The customer pauses their plan until the start of `until` in the plan's time zone
 * (docs/product/plans.md#pausing): its booked visits before then that are not paid and are beyond
 * the business's booking notice are cancelled; the plan is `paused` with that instant to resume
 * (the plans' loop resumes it then). Only an active plan pauses; `until` is a day after today, at
 * most MAX_PAUSE_DAYS ahead (`too_soon`, `too_far`).
 */
export async function pauseCustomerPlan(
  db: Db,
  options: {
    businessId: string;
    email: string;
    planId: string;
    until: string;
    notices: PlanChangeNotices & { accountUrl: string };
    now: Date;
  },
): Promise<
  | { outcome: "paused"; resumesAt: Date; visitsCancelled: number }
  | { outcome: "not_found" | "not_allowed" | "too_soon" | "too_far" }
> {
  const { businessId, email, planId, until, notices, now } = options;
  return db.transaction(async (tx) => {
    const locked = await lockCustomerPlan(tx, { businessId, email, planId });
    if (!locked) return { outcome: "not_found" as const };
    const { plan, order } = locked;
    if (plan.status !== "active") return { outcome: "not_allowed" as const };
    const today = getZonedIsoDate(now, plan.timeZone);
    if (until <= today) return { outcome: "too_soon" as const };
    const resumesAt = getStartOfZonedDay(until, plan.timeZone);
    if (resumesAt.getTime() > now.getTime() + (MAX_PAUSE_DAYS + 1) * 86_400_000) {
      return { outcome: "too_far" as const };
    }
    const visits = await loadPlanVisits(tx, { businessId, planId });
    const ended = visitsEndedByPausing(visits, {
      now,
      noticeHours: skipNoticeHours(notices.config),
      resumesAt,
    }).map((visit) => visit.id);
    await cancelPlanVisits(tx, { businessId, ids: ended });
    await tx
      .update(plans)
      .set({ status: "paused", resumesAt, updatedAt: sql`now()` })
      .where(and(eq(plans.businessId, businessId), eq(plans.id, planId)));
    const dedupeKey = `plan:${planId}:paused-until:${until}:${now.toISOString()}`;
    const untilText = formatResumeDate(until);
    await queuePlanChangeNotice(tx, {
      businessId,
      dedupeKey,
      order,
      notices,
      change: { kind: "paused", until: untilText, visitsCancelled: ended.length },
    });
    await queuePlanChangeConfirmation(tx, {
      businessId,
      dedupeKey,
      order,
      notices,
      change: { kind: "paused", until: untilText, visitsCancelled: ended.length },
    });
    await queuePlanEvent(tx, {
      businessId,
      planId,
      type: "plan.changed",
      occurredAt: now,
      change: { kind: "paused", reason: "customer", resumesAt },
    });
    return { outcome: "paused" as const, resumesAt, visitsCancelled: ended.length };
  });
}

import { and, eq, sql } from "drizzle-orm";
import { Temporal } from "temporal-polyfill";
import { changeableFrom, visitsRebookedByFrequencyChange } from "@/domain/plans/plan-changes";
import { settlePlanPrice } from "@/domain/plans/plan-price";
import {
  planRecurrenceRule,
  planVisitStarts,
  type RecurringFrequency,
} from "@/domain/plans/plan-schedule";
import { FREQUENCY_LABELS, type Frequency } from "@/shared/frequency-names";
import { formatCents } from "@/shared/money";
import type { Db } from "../db/database";
import { plans } from "../db/schema";
import { queuePlanEvent } from "../plans/plan-events";
import { planFrequencyChoices } from "../plans/plan-frequency-choices";
import { bookPlanVisits } from "../plans/schedule-plan-visits";
import {
  lockCustomerPlan,
  type PlanChangeNotices,
  queuePlanChangeNotice,
  skipNoticeHours,
} from "./customer-account";
import { formatVisitTime } from "./format-visit-time";
import { cancelPlanVisits, loadPlanVisits } from "./load-plan-visits";
import { queuePlanChangeConfirmation } from "./plan-change-emails";

const YEAR_MS = 366 * 86_400_000;

/**
 * The customer changes how often their plan comes (docs/product/plans.md#changing-the-frequency)
 * to another recurring frequency the business offers for its service, priced as a new purchase
 * would be. From the next visit beyond the business's booking notice on, its unpaid booked visits
 * are cancelled and booked again on the new rule, counted from that visit (same weekday, time and
 * crew; a time the crew has taken meanwhile is left off, as the plans' loop does); the visits
 * before it keep their price, those from it on cost the new frequency's. Only an active plan;
 * `not_offered` for a frequency the service does not offer (or the plan's own).
 */
export async function changePlanFrequency(
  db: Db,
  options: {
    businessId: string;
    email: string;
    planId: string;
    frequency: string;
    notices: PlanChangeNotices & { accountUrl: string };
    now: Date;
  },
): Promise<
  | { outcome: "changed"; from: Date; visitsRebooked: number; visitsUnscheduled: number }
  | { outcome: "not_found" | "not_allowed" | "not_offered" }
> {
  const { businessId, email, planId, notices, now } = options;
  const { config } = notices;
  return db.transaction(async (tx) => {
    const locked = await lockCustomerPlan(tx, { businessId, email, planId });
    if (!locked) return { outcome: "not_found" as const };
    const { plan, order } = locked;
    if (plan.status !== "active") return { outcome: "not_allowed" as const };
    const choice = planFrequencyChoices({ config, order, current: plan.frequency, now }).find(
      ({ code }) => code === options.frequency,
    );
    if (!choice) return { outcome: "not_offered" as const };
    const frequency = choice.code as RecurringFrequency;

    const noticeHours = skipNoticeHours(config);
    const rebooked = visitsRebookedByFrequencyChange(
      await loadPlanVisits(tx, { businessId, planId }),
      { now, noticeHours },
    );
    // The next visit: the first booked one beyond the notice, else the old rule's next.
    const earliest = changeableFrom(now, noticeHours).getTime();
    const nextStart =
      rebooked[0]?.startsAt.getTime() ??
      planVisitStarts({
        frequency: plan.frequency as RecurringFrequency,
        firstVisit: (plan.ruleStartsAt ?? plan.firstVisitAt).getTime(),
        timeZone: plan.timeZone,
        from: earliest,
        until: earliest + YEAR_MS,
      })[0];
    if (nextStart === undefined) return { outcome: "not_allowed" as const };
    const from = new Date(nextStart);

    await cancelPlanVisits(tx, { businessId, ids: rebooked.map((visit) => visit.id) });
    // The visits before the next keep today's price; from it on, the new frequency's.
    const prices = settlePlanPrice(plan, now);
    const changes = {
      frequency,
      rule: planRecurrenceRule(
        frequency,
        Temporal.Instant.fromEpochMilliseconds(nextStart).toZonedDateTimeISO(plan.timeZone),
      ),
      ruleStartsAt: from,
      visitGrandTotalCents: prices.visitGrandTotalCents,
      visitPlatformFeeCents: prices.visitPlatformFeeCents,
      nextVisitGrandTotalCents: choice.visitGrandTotalCents,
      nextVisitPlatformFeeCents: choice.visitPlatformFeeCents,
      nextPriceFrom: from,
    };
    await tx
      .update(plans)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(plans.businessId, businessId), eq(plans.id, planId)));
    const booked = await bookPlanVisits(tx, [
      {
        plan: { ...plan, ...changes },
        from: nextStart,
        until: Math.max(plan.scheduledUntil.getTime(), nextStart + 1),
      },
    ]);

    const told = {
      from: FREQUENCY_LABELS[plan.frequency as Frequency] ?? plan.frequency,
      to: choice.label,
      nextVisit: formatVisitTime(from, plan.timeZone),
      visitPrice: formatCents(choice.visitGrandTotalCents),
    };
    const dedupeKey = `plan:${planId}:frequency:${frequency}:${now.toISOString()}`;
    await queuePlanChangeNotice(tx, {
      businessId,
      dedupeKey,
      order,
      notices,
      change: { kind: "frequency", ...told },
    });
    await queuePlanChangeConfirmation(tx, {
      businessId,
      dedupeKey,
      order,
      notices,
      change: { kind: "frequency", ...told },
    });
    await queuePlanEvent(tx, {
      businessId,
      planId,
      type: "plan.changed",
      occurredAt: now,
      change: {
        kind: "frequency_changed",
        from: plan.frequency,
        to: frequency,
        visitPriceCents: choice.visitGrandTotalCents,
      },
    });
    return {
      outcome: "changed" as const,
      from,
      visitsRebooked: booked.scheduled,
      visitsUnscheduled: booked.unscheduled,
    };
  });
}

import { and, count, eq, gt, gte, lt, or, sql } from "drizzle-orm";
import {
  monthlyRecurringRevenueCents,
  VISITS_PER_YEAR,
} from "@/domain/plans/monthly-recurring-revenue";
import type { RecurringFrequency } from "@/domain/plans/plan-schedule";
import type { AdminPlanStats } from "@/shared/api/admin-plans-contract";
import { addDaysToIsoDate, getStartOfZonedDay } from "@/shared/zoned-date";
import { getBusinessDay } from "../admin/business-day";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { plans, visitCharges } from "../db/schema";

/**
 * The dashboard's plan figures (docs/product/dashboard.md#plan-stats) over the business's last
 * `days` days, today included: monthly recurring revenue of the active plans now, the plans
 * cancelled in the range, and the visits first tried in the range whose charge failed at least
 * once (a failed charge is tried again, `attempt` above 1), of which those still not paid.
 */
export async function getPlanStats(
  db: Db,
  options: { business: Pick<Business, "id" | "config">; now: Date; days: number },
): Promise<AdminPlanStats> {
  const { business, now, days } = options;
  const timeZone = business.config.timezone;
  const today = getBusinessDay(now, timeZone);
  const from = addDaysToIsoDate(today.date, 1 - days);
  const start = getStartOfZonedDay(from, timeZone);
  const ofBusiness = eq(plans.businessId, business.id);

  const [groups, [churn], [failures]] = await Promise.all([
    db
      .select({
        status: plans.status,
        frequency: plans.frequency,
        visitPriceCents: plans.visitGrandTotalCents,
        count: count(),
      })
      .from(plans)
      .where(ofBusiness)
      .groupBy(plans.status, plans.frequency, plans.visitGrandTotalCents),
    db
      .select({ churned: count() })
      .from(plans)
      .where(and(ofBusiness, gte(plans.cancelledAt, start), lt(plans.cancelledAt, today.end))),
    db
      .select({
        failed: count(),
        unpaid: sql<string>`count(*) filter (where ${visitCharges.status} = 'failed')`,
      })
      .from(visitCharges)
      .where(
        and(
          eq(visitCharges.businessId, business.id),
          gte(visitCharges.createdAt, start),
          lt(visitCharges.createdAt, today.end),
          or(eq(visitCharges.status, "failed"), gt(visitCharges.attempt, 1)),
        ),
      ),
  ]);
  const active = groups.filter(
    (group) => group.status === "active" && group.frequency in VISITS_PER_YEAR,
  );
  return {
    timezone: timeZone,
    from,
    to: today.date,
    anyPlans: groups.length > 0,
    activePlans: active.reduce((sum, group) => sum + Number(group.count), 0),
    monthlyRecurringRevenueCents: monthlyRecurringRevenueCents(
      active.map((group) => ({
        status: group.status,
        frequency: group.frequency as RecurringFrequency,
        visitPriceCents: group.visitPriceCents,
        count: Number(group.count),
      })),
    ),
    churnedPlans: Number(churn?.churned ?? 0),
    failedVisitPayments: Number(failures?.failed ?? 0),
    failedVisitPaymentsUnpaid: Number(failures?.unpaid ?? 0),
  };
}

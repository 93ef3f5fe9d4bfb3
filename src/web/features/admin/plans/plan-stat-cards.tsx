import { CircleAlert, Repeat, UserMinus } from "lucide-react";
import { Link } from "wouter";
import { PLAN_STATS_DEFAULT_DAYS } from "@/shared/api/admin-plans-contract";
import { formatCents } from "@/shared/money";
import { ADMIN_PLANS_PATH } from "@/shared/routes";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { StatCard } from "../components/stat-cards";
import { usePlanStats } from "./api/get-plan-stats";

const count = new Intl.NumberFormat("en-US");

/**
 * The dashboard's plan figures (docs/product/dashboard.md#plan-stats): monthly recurring revenue,
 * plans churned and failed visit payments in the last PLAN_STATS_DEFAULT_DAYS days; shown once the business has had a
 * plan.
 */
export function PlanStatCards() {
  const stats = usePlanStats();
  if (stats.isError) {
    return <ListProblem message={stats.error.message} onRetry={() => void stats.refetch()} />;
  }
  const data = stats.data;
  if (!data?.anyPlans) return null;
  const unpaid = data.failedVisitPaymentsUnpaid;
  return (
    <section aria-labelledby="plan-statistics" className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="plan-statistics" className="text-lg font-semibold">
          Plans
        </h2>
        <Link
          href={ADMIN_PLANS_PATH}
          className="text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          See every plan
        </Link>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard
          label="Monthly Recurring Revenue"
          value={`${formatCents(data.monthlyRecurringRevenueCents)} (${count.format(data.activePlans)} active)`}
          Icon={Repeat}
        />
        <StatCard
          label={`Plans Churned, Last ${PLAN_STATS_DEFAULT_DAYS} Days`}
          value={count.format(data.churnedPlans)}
          Icon={UserMinus}
        />
        <StatCard
          label={`Failed Visit Payments, Last ${PLAN_STATS_DEFAULT_DAYS} Days`}
          value={`${count.format(data.failedVisitPayments)}${unpaid > 0 ? ` (${count.format(unpaid)} unpaid)` : ""}`}
          Icon={CircleAlert}
        />
      </dl>
    </section>
  );
}

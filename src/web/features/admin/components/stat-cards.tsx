import type { LucideIcon } from "lucide-react";
import { CircleCheckBig, CircleDollarSign, ClipboardList, Hourglass } from "lucide-react";
import type { AdminStatsResponse } from "@/shared/api/admin-contract";
import { formatCents } from "@/shared/money";
import { StatCardsSkeleton } from "@/web/components/dashboard/dashboard-skeleton";
import { Card } from "@/web/components/ui/card";

const count = new Intl.NumberFormat("en-US");

/** One figure of the dashboard's stats: its label, an icon and the value. */
export function StatCard({
  label,
  value,
  Icon,
}: {
  label: string;
  value: string;
  Icon: LucideIcon;
}) {
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <dt className="flex items-start justify-between gap-2 text-sm font-medium text-muted-foreground">
        {label}
        <Icon aria-hidden className="size-5 shrink-0 text-primary" />
      </dt>
      <dd className="mt-2 text-xl font-semibold tracking-tight break-words tabular-nums sm:text-2xl">
        {value}
      </dd>
    </Card>
  );
}

/** Today's Orders, Total Revenue, Incomplete Orders, Onboarded: docs/product/dashboard.md#stats. */
export function StatCards({ stats }: { stats: AdminStatsResponse | undefined }) {
  if (!stats) return <StatCardsSkeleton />;
  return (
    <section aria-labelledby="order-statistics">
      <h2 id="order-statistics" className="sr-only">
        Order statistics
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Today's Orders"
          value={count.format(stats.todayOrders)}
          Icon={ClipboardList}
        />
        <StatCard
          label="Total Revenue"
          value={formatCents(stats.totalRevenueCents)}
          Icon={CircleDollarSign}
        />
        <StatCard
          label="Incomplete Orders"
          value={count.format(stats.incompleteOrders)}
          Icon={Hourglass}
        />
        <StatCard
          label="Onboarded"
          value={count.format(stats.onboardedOrders)}
          Icon={CircleCheckBig}
        />
      </dl>
    </section>
  );
}

import { useMutation } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import type { AdminPlan, PlanStatus } from "@/shared/api/admin-plans-contract";
import { formatCents } from "@/shared/money";
import { adminPlanPath } from "@/shared/routes";
import { formatShortDateTime } from "@/shared/slot-times";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/components/ui/cn";
import { Skeleton } from "@/web/components/ui/skeleton";
import { toast } from "@/web/components/ui/toast-store";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { AdminPageLayout } from "../components/admin-page-layout";
import { exportPlans } from "./api/export-plans";
import { usePlans } from "./api/get-plans";
import { CardCell, CardRow, CardTable } from "./card-table";
import {
  CHARGE_STATUS,
  describeNextCharge,
  describeNextPrice,
  describeResume,
  PLAN_STATUS,
} from "./plan-text";

const FILTERS: { value: PlanStatus | undefined; label: string }[] = [
  { value: undefined, label: "All" },
  { value: "active", label: "Active" },
  { value: "paused", label: "Paused" },
  { value: "cancelled", label: "Cancelled" },
];

const HEADERS = [
  "Customer",
  "Address",
  "Service",
  "Price per visit",
  "Status",
  "Next visit",
  "Next charge",
  "Last charge",
  "Skipped visits",
];

/**
 * /admin/plans (docs/product/plans.md#the-owners-view): the business's recurring plans with their
 * status, next visit, next and last charge and skipped visits; a status filter and the CSV. A wide
 * screen reads a table; under 768 px each row is a card.
 */
export default function PlansPage({ session }: { session: AdminPingResponse }) {
  useDocumentTitle("Plans · Quotewise");
  const timeZone = session.business.timezone;
  const [status, setStatus] = useState<PlanStatus | undefined>(undefined);
  const plans = usePlans(status);
  const exportCsv = useMutation({
    mutationFn: () => exportPlans(status),
    onSuccess: () => toast({ title: "Export Complete", description: "Plans exported" }),
    onError: (error) =>
      toast({
        title: "Export Failed",
        description: error.message || "Failed to export plans",
        variant: "destructive",
      }),
  });
  const count = plans.data?.plans.length ?? 0;

  return (
    <AdminPageLayout session={session} title="Plans">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">Status</legend>
          <div className="flex w-fit flex-wrap rounded-md border border-border bg-card p-0.5 shadow-xs">
            {FILTERS.map((filter) => (
              <button
                key={filter.label}
                type="button"
                aria-pressed={status === filter.value}
                onClick={() => setStatus(filter.value)}
                className={cn(
                  "min-h-10 rounded-sm px-3 text-sm font-medium transition-colors",
                  status === filter.value
                    ? "bg-primary text-primary-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                {filter.label}
              </button>
            ))}
          </div>
        </fieldset>
        <Button
          variant="secondary"
          onClick={() => exportCsv.mutate()}
          loading={exportCsv.isPending}
        >
          <Download aria-hidden className="size-4" />
          Export CSV
        </Button>
      </div>

      <section aria-labelledby="plans-count" aria-busy={plans.isFetching}>
        <h2 id="plans-count" className="mb-3 text-lg font-semibold" aria-live="polite">
          {plans.data ? `${count} ${count === 1 ? "plan" : "plans"}` : "Plans"}
        </h2>
        {plans.isError ? (
          <ListProblem message={plans.error.message} onRetry={() => void plans.refetch()} />
        ) : !plans.data ? (
          <Skeleton className="h-40 w-full" />
        ) : count === 0 ? (
          <p className="text-sm text-muted-foreground">
            {status ? `No ${PLAN_STATUS[status].label.toLowerCase()} plans.` : "No plans yet."}
          </p>
        ) : (
          <PlansTable plans={plans.data.plans} timeZone={timeZone} />
        )}
      </section>
    </AdminPageLayout>
  );
}

function PlansTable({ plans, timeZone }: { plans: AdminPlan[]; timeZone: string }) {
  return (
    <CardTable headers={HEADERS}>
      {plans.map((plan) => (
        <CardRow key={plan.id}>
          <CardCell label="Customer">
            <Link
              href={adminPlanPath(plan.id)}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              {plan.customer.name ?? plan.customer.email}
              <span className="sr-only">: plan details</span>
            </Link>
            <span className="block break-all text-muted-foreground">{plan.customer.email}</span>
          </CardCell>
          <CardCell label="Address">
            {plan.address}
            <span className="block text-muted-foreground">{plan.area}</span>
          </CardCell>
          <CardCell label="Service">
            {plan.service}
            <span className="block text-muted-foreground">{plan.frequencyLabel}</span>
          </CardCell>
          <CardCell label="Price per visit">
            <span className="tabular-nums">{formatCents(plan.visitPriceCents)}</span>
            <span className="block text-muted-foreground tabular-nums">
              {formatCents(plan.monthlyCents)} a month
            </span>
            {plan.nextPrice && (
              <span className="block text-muted-foreground tabular-nums">
                {describeNextPrice(plan)}
              </span>
            )}
          </CardCell>
          <CardCell label="Status">
            <Badge variant={PLAN_STATUS[plan.status].variant}>
              {PLAN_STATUS[plan.status].label}
            </Badge>
            {plan.resumesAt && (
              <span className="block text-muted-foreground">{describeResume(plan)}</span>
            )}
          </CardCell>
          <CardCell label="Next visit">
            {plan.nextVisit ? (
              <>
                {formatShortDateTime(plan.nextVisit.start, timeZone)}
                <span className="block text-muted-foreground">{plan.nextVisit.crewName}</span>
              </>
            ) : (
              "None booked"
            )}
          </CardCell>
          <CardCell label="Next charge">{describeNextCharge(plan.nextCharge, timeZone)}</CardCell>
          <CardCell label="Last charge">
            {plan.lastCharge ? (
              <>
                <Badge variant={CHARGE_STATUS[plan.lastCharge.status].variant}>
                  {CHARGE_STATUS[plan.lastCharge.status].label}
                </Badge>
                <span className="block text-muted-foreground">
                  {formatShortDateTime(plan.lastCharge.at, timeZone)}
                </span>
              </>
            ) : (
              "None yet"
            )}
          </CardCell>
          <CardCell label="Skipped visits">
            <span className="tabular-nums">{plan.skippedVisits}</span>
          </CardCell>
        </CardRow>
      ))}
    </CardTable>
  );
}

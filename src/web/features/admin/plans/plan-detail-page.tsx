import type { ReactNode } from "react";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import type { AdminPlan, AdminPlanVisit } from "@/shared/api/admin-plans-contract";
import { formatCents } from "@/shared/money";
import { ADMIN_PLANS_PATH } from "@/shared/routes";
import { formatShortDateTime } from "@/shared/slot-times";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { Badge } from "@/web/components/ui/badge";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { AdminPageLayout } from "../components/admin-page-layout";
import { usePlan } from "./api/get-plan";
import { CardCell, CardRow, CardTable } from "./card-table";
import {
  CHARGE_STATUS,
  describeNextCharge,
  describeNextPrice,
  describeResume,
  PLAN_STATUS,
  VISIT_STATE,
} from "./plan-text";

type VisitColumn = { header: string; cell: (visit: AdminPlanVisit, timeZone: string) => ReactNode };

/** What the card was charged for a visit, and why a try failed. */
function chargeCell(visit: AdminPlanVisit): ReactNode {
  if (visit.first) return "Paid at checkout";
  const { charge } = visit;
  if (!charge) return "Not charged";
  return (
    <>
      <span className="tabular-nums">{formatCents(charge.amountCents)}</span>{" "}
      <Badge variant={CHARGE_STATUS[charge.status].variant}>
        {CHARGE_STATUS[charge.status].label}
      </Badge>
      {charge.attempt > 1 && (
        <span className="block text-muted-foreground">Try {charge.attempt}</span>
      )}
      {charge.failure && <span className="block text-muted-foreground">{charge.failure}</span>}
    </>
  );
}

/** The visits table's columns, one entry each. */
const VISIT_COLUMNS: VisitColumn[] = [
  { header: "Visit", cell: (visit, timeZone) => formatShortDateTime(visit.start, timeZone) },
  { header: "Crew", cell: (visit) => visit.crewName },
  {
    header: "State",
    cell: (visit) => (
      <Badge variant={VISIT_STATE[visit.state].variant}>{VISIT_STATE[visit.state].label}</Badge>
    ),
  },
  { header: "Charge", cell: chargeCell },
  {
    header: "Tip",
    cell: (visit) =>
      visit.tipCents > 0 ? (
        <span className="tabular-nums">{formatCents(visit.tipCents)}</span>
      ) : (
        "-"
      ),
  },
  {
    header: "Done",
    cell: (visit, timeZone) => (visit.doneAt ? formatShortDateTime(visit.doneAt, timeZone) : "-"),
  },
];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function PlanFacts({ plan, timeZone }: { plan: AdminPlan; timeZone: string }) {
  return (
    <Card className="p-4 sm:p-6">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Status">
          <Badge variant={PLAN_STATUS[plan.status].variant}>{PLAN_STATUS[plan.status].label}</Badge>
          {plan.cancelledAt && ` since ${formatShortDateTime(plan.cancelledAt, timeZone)}`}
          {plan.resumesAt && <span className="block">{describeResume(plan)}</span>}
        </Fact>
        <Fact term="Customer">
          {plan.customer.name ?? "-"}
          <span className="block break-all">{plan.customer.email}</span>
          {plan.customer.phone && <span className="block">{plan.customer.phone}</span>}
        </Fact>
        <Fact term="Address">
          {plan.address}
          <span className="block text-muted-foreground">{plan.area}</span>
        </Fact>
        <Fact term="Service">
          {plan.service}, {plan.frequencyLabel.toLowerCase()}
        </Fact>
        <Fact term="Price per visit">
          {formatCents(plan.visitPriceCents)} ({formatCents(plan.monthlyCents)} a month)
          {plan.nextPrice && <span className="block">{describeNextPrice(plan)}</span>}
        </Fact>
        <Fact term="Next visit">
          {plan.nextVisit
            ? `${formatShortDateTime(plan.nextVisit.start, timeZone)}, ${plan.nextVisit.crewName}`
            : "None booked"}
        </Fact>
        <Fact term="Next charge">{describeNextCharge(plan.nextCharge, timeZone)}</Fact>
        <Fact term="Skipped visits">{plan.skippedVisits}</Fact>
        <Fact term="Started">{formatShortDateTime(plan.createdAt, timeZone)}</Fact>
      </dl>
    </Card>
  );
}

/**
 * /admin/plans/{planId} (docs/product/plans.md#the-owners-view): one plan, and its visits in time
 * order with where each stands (upcoming, done, paid, skipped, failed), its charge and its tip. Under 768 px
 * each visit is a card.
 */
export default function PlanDetailPage({
  planId,
  session,
}: {
  planId: string;
  session: AdminPingResponse;
}) {
  const timeZone = session.business.timezone;
  const detail = usePlan(planId);
  const plan = detail.data?.plan;
  const title = plan ? `Plan of ${plan.customer.name ?? plan.customer.email}` : "Plan";
  useDocumentTitle(`${title} · Quotewise`);

  return (
    <AdminPageLayout
      session={session}
      title={title}
      back={{ href: ADMIN_PLANS_PATH, label: "Plans" }}
    >
      {detail.isError ? (
        <ListProblem message={detail.error.message} onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <Skeleton className="h-60 w-full" />
      ) : (
        <>
          <PlanFacts plan={detail.data.plan} timeZone={timeZone} />
          <section aria-labelledby="plan-visits">
            <h2 id="plan-visits" className="mb-3 text-lg font-semibold">
              Visits
            </h2>
            <CardTable headers={VISIT_COLUMNS.map(({ header }) => header)}>
              {detail.data.visits.map((visit) => (
                <CardRow key={visit.id} short>
                  {VISIT_COLUMNS.map(({ header, cell }) => (
                    <CardCell key={header} label={header}>
                      {cell(visit, timeZone)}
                    </CardCell>
                  ))}
                </CardRow>
              ))}
            </CardTable>
          </section>
        </>
      )}
    </AdminPageLayout>
  );
}

import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import type { AdminPingResponse } from "@/shared/api/admin-contract";
import type { FunnelGranularity } from "@/shared/funnel";
import { formatCents } from "@/shared/money";
import { orderServiceName } from "@/shared/order-service";
import { addDaysToIsoDate, getZonedIsoDate } from "@/shared/zoned-date";
import { ListProblem } from "@/web/components/dashboard/list-problem";
import { Card } from "@/web/components/ui/card";
import { cn } from "@/web/components/ui/cn";
import { Label } from "@/web/components/ui/label";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useDocumentTitle } from "@/web/hooks/use-document-title";
import { AdminPageHeading } from "../components/admin-page-heading";
import { DashboardHeader } from "../components/dashboard-header";
import { useFunnel } from "./api/get-funnel";
import { FunnelCountsTable, FunnelSteps, ScrollingTable } from "./funnel-tables";
import { CHANNEL_LABELS, formatCount, formatPeriod, sourceLabel } from "./funnel-text";

// Their own chunks: the table view needs neither the chart library nor the map.
const FunnelChart = lazy(() => import("./funnel-chart"));
const OutOfAreaMap = lazy(() => import("./out-of-area-map"));

const RANGES = [
  { days: 7, label: "Last 7 days" },
  { days: 30, label: "Last 30 days" },
  { days: 90, label: "Last 90 days" },
  { days: 365, label: "Last 12 months" },
] as const;

/** Two or more buttons of which one is pressed: a group with a name. */
function Toggle<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex w-fit rounded-md border border-border bg-card p-0.5 shadow-xs">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              "min-h-10 rounded-sm px-3 text-sm font-medium transition-colors",
              value === option.value
                ? "bg-primary text-primary-foreground"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <section aria-labelledby={id} className="grid min-w-0 content-start gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/**
 * /admin/funnel: how far the business's visits got, step by step, over time, by channel and
 * source, and where out-of-area checks came from (docs/product/dashboard.md#funnel).
 */
export default function FunnelPage({ session }: { session: AdminPingResponse }) {
  useDocumentTitle("Funnel");
  const timeZone = session.business.timezone;
  const [days, setDays] = useState<number>(30);
  const [granularity, setGranularity] = useState<FunnelGranularity>("day");
  const [view, setView] = useState<"chart" | "table">("chart");
  const to = getZonedIsoDate(new Date(), timeZone);
  const from = addDaysToIsoDate(to, 1 - days);
  // "" for every service; the choice appears when the business sells more than one.
  const [service, setService] = useState("");
  const funnel = useFunnel({ from, to, granularity, service });
  const rangeId = useId();
  const serviceId = useId();
  const services = funnel.data?.services;
  const data = funnel.data;
  const periodLabel = granularity === "day" ? "Day" : "Week";

  return (
    <div className="min-h-dvh">
      <DashboardHeader session={session} />
      <main className="mx-auto grid max-w-page grid-cols-1 gap-6 px-4 py-6 sm:px-6">
        <AdminPageHeading title="Funnel">
          {session.business.name} · visits counted on the day they began ({timeZone})
        </AdminPageHeading>

        <div className="flex flex-wrap items-end gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={rangeId}>Range</Label>
            <select
              id={rangeId}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              className="min-h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs"
            >
              {RANGES.map((range) => (
                <option key={range.days} value={range.days}>
                  {range.label}
                </option>
              ))}
            </select>
          </div>
          {services && (
            <div className="grid gap-1.5">
              <Label htmlFor={serviceId}>Service</Label>
              <select
                id={serviceId}
                value={service}
                onChange={(event) => setService(event.target.value)}
                className="min-h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs"
              >
                <option value="">Every service</option>
                {services.map((choice) => (
                  <option key={choice.code} value={choice.code}>
                    {orderServiceName(choice)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <Toggle
            legend="Group by"
            value={granularity}
            onChange={setGranularity}
            options={[
              { value: "day", label: "Day" },
              { value: "week", label: "Week" },
            ]}
          />
        </div>

        {funnel.isError ? (
          <ListProblem message={funnel.error.message} onRetry={() => void funnel.refetch()} />
        ) : !data ? (
          <div role="status">
            <span className="sr-only">Loading the funnel...</span>
            <Skeleton className="h-96" />
          </div>
        ) : (
          <>
            <p className="sr-only" role="status">
              {`Showing ${formatPeriod({ start: data.from, end: data.to })}`}
            </p>
            <Section title="Steps">
              <FunnelSteps counts={data.totals} steps={data.steps} />
              <p className="text-sm">
                Revenue from these visits:{" "}
                <span className="font-semibold tabular-nums" data-testid="funnel-revenue">
                  {formatCents(data.totals.revenueCents)}
                </span>{" "}
                <span className="text-muted-foreground">
                  (paid orders before tax; test payments left out)
                </span>
              </p>
            </Section>
            <Section title="By channel">
              <FunnelCountsTable
                steps={data.steps}
                label="Visits by channel"
                rowHeader="Channel"
                rows={data.channels.map(({ channel, counts }) => ({
                  key: channel,
                  label: CHANNEL_LABELS[channel] ?? channel,
                  counts,
                }))}
              />
            </Section>

            <Section
              title={granularity === "day" ? "Per day" : "Per week"}
              action={
                <Toggle
                  legend="Show as"
                  value={view}
                  onChange={setView}
                  options={[
                    { value: "chart", label: "Chart" },
                    { value: "table", label: "Table" },
                  ]}
                />
              }
            >
              {view === "chart" ? (
                <Suspense fallback={<Skeleton className="h-72" />}>
                  <FunnelChart
                    periods={data.periods}
                    steps={data.steps}
                    label={`Line chart of visits at each step per ${granularity}, ${formatPeriod({ start: data.from, end: data.to })}. Choose Table for the figures.`}
                  />
                </Suspense>
              ) : (
                <FunnelCountsTable
                  steps={data.steps}
                  label={`Visits at each step per ${granularity}`}
                  rowHeader={periodLabel}
                  rows={data.periods.map((period) => ({
                    key: period.start,
                    label: formatPeriod(period),
                    counts: period.counts,
                  }))}
                />
              )}
            </Section>

            <Section title="By source">
              <FunnelCountsTable
                steps={data.steps}
                label="Visits by source"
                rowHeader="Source"
                rows={data.sources.map(({ source, counts }) => ({
                  key: source,
                  label: sourceLabel(source),
                  counts,
                }))}
              />
              {data.moreSources && (
                <p className="text-sm text-muted-foreground">
                  Only the sources with the most checks are listed.
                </p>
              )}
            </Section>

            <Section title="Out-of-area demand">
              <p className="text-sm text-muted-foreground">
                Checks from addresses outside every service area, by ZIP code: where to expand next.
              </p>
              {data.outOfArea.length === 0 ? (
                <p className="text-sm">No checks from outside your areas in this range.</p>
              ) : (
                <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
                  <Suspense fallback={<Skeleton className="h-72" />}>
                    <OutOfAreaMap zipCodes={data.outOfArea} tiles={data.map} />
                  </Suspense>
                  <ScrollingTable label="Out-of-area checks by ZIP code" narrow>
                    <caption className="sr-only">Out-of-area checks by ZIP code</caption>
                    <thead>
                      <tr>
                        {["ZIP code", "Place", "Checks"].map((heading) => (
                          <th
                            key={heading}
                            scope="col"
                            className="border-b border-border bg-muted px-3 py-2 text-left font-medium"
                          >
                            {heading}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {data.outOfArea.map(({ zipCode, checks, place }) => (
                        <tr key={zipCode}>
                          <th
                            scope="row"
                            className="border-b border-border px-3 py-2 text-left font-medium"
                          >
                            {zipCode}
                          </th>
                          <td className="border-b border-border px-3 py-2">
                            {place ? `${place.city}, ${place.state}` : "Unknown"}
                          </td>
                          <td className="border-b border-border px-3 py-2 tabular-nums">
                            {formatCount(checks)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </ScrollingTable>
                </div>
              )}
              {data.moreZipCodes && (
                <p className="text-sm text-muted-foreground">
                  Only the ZIP codes with the most checks are listed.
                </p>
              )}
            </Section>
          </>
        )}
      </main>
    </div>
  );
}

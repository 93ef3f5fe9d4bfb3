import type { ReactNode } from "react";
import { conversionRates, type FunnelCounts, type FunnelStep } from "@/shared/funnel";
import { formatCents } from "@/shared/money";
import { formatCount, formatRate, STEP_LABELS } from "./funnel-text";

/** A wide table that scrolls sideways on a phone; focusable so the keyboard can scroll it. */
export function ScrollingTable({
  label,
  narrow = false,
  children,
}: {
  label: string;
  /** Few columns: fits a phone without scrolling. */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table
        className={`w-full border-collapse text-sm tabular-nums ${narrow ? "" : "min-w-[40rem]"}`}
      >
        {children}
      </table>
    </section>
  );
}

const headClass =
  "border-b border-border bg-muted px-3 py-2 text-left font-medium whitespace-nowrap";
const cellClass = "border-b border-border px-3 py-2 text-right whitespace-nowrap";

/** Step counts per row (a period, channel or source), the rate from checks to paid, revenue. */
export function FunnelCountsTable({
  label,
  rowHeader,
  rows,
  steps,
}: {
  label: string;
  rowHeader: string;
  rows: { key: string; label: string; counts: FunnelCounts }[];
  steps: readonly FunnelStep[];
}) {
  return (
    <ScrollingTable label={label}>
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr>
          <th scope="col" className={headClass}>
            {rowHeader}
          </th>
          {steps.map((step) => (
            <th key={step} scope="col" className={`${headClass} text-right`}>
              {STEP_LABELS[step]}
            </th>
          ))}
          <th scope="col" className={`${headClass} text-right`}>
            Checks to paid
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            Revenue
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, label: rowLabel, counts }) => (
          <tr key={key}>
            <th
              scope="row"
              className="border-b border-border px-3 py-2 text-left font-medium whitespace-nowrap"
            >
              {rowLabel}
            </th>
            {steps.map((step) => (
              <td key={step} className={cellClass}>
                {formatCount(counts[step])}
              </td>
            ))}
            <td className={cellClass}>
              {formatRate(counts.checks ? counts.paid / counts.checks : null)}
            </td>
            <td className={cellClass}>{formatCents(counts.revenueCents)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/** The steps in order with their counts, a bar to scale, and the share of the previous step. */
export function FunnelSteps({
  counts,
  steps,
}: {
  counts: FunnelCounts;
  steps: readonly FunnelStep[];
}) {
  const rates = conversionRates(counts, steps);
  const widest = Math.max(counts.checks, 1);
  return (
    <ol className="grid max-w-3xl gap-3" aria-label="Funnel steps">
      {steps.map((step, index) => {
        const rate = index === 0 ? null : rates[index - 1];
        return (
          <li key={step} className="grid gap-1" data-step={step}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-medium">{STEP_LABELS[step]}</span>
              <span className="tabular-nums">
                <span className="text-base font-semibold" data-testid={`step-${step}`}>
                  {formatCount(counts[step])}
                </span>
                {rate && (
                  <span className="ml-2 text-muted-foreground">
                    {formatRate(rate.rate)} of {STEP_LABELS[rate.from].toLowerCase()}
                  </span>
                )}
              </span>
            </div>
            <div aria-hidden className="h-2.5 rounded-full bg-muted">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${(counts[step] / widest) * 100}%` }}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}

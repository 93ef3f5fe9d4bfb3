import type { FunnelStep } from "@/shared/funnel";

/** What each step is called on the funnel page (docs/product/dashboard.md#funnel). */
export const STEP_LABELS: Record<FunnelStep, string> = {
  checks: "Address checks",
  inArea: "In the area",
  priced: "Priced",
  timeChosen: "Time chosen",
  checkoutStarted: "Checkout started",
  paid: "Paid",
};

export const CHANNEL_LABELS: Record<string, string> = {
  hosted: "Hosted page",
  embed: "Website embed",
  "": "Not recorded",
};

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
export const formatCount = new Intl.NumberFormat("en-US").format;

/** A conversion rate as a percentage, or a dash where the previous step had no visits. */
export function formatRate(rate: number | null): string {
  return rate === null ? "–" : percent.format(rate);
}

const monthDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "Oct 1", or "Sep 29 – Oct 5" for a week: business days, shown as the calendar dates they are. */
export function formatPeriod(period: { start: string; end: string }): string {
  const start = monthDay.format(new Date(`${period.start}T00:00:00Z`));
  if (period.start === period.end) return start;
  return `${start} – ${monthDay.format(new Date(`${period.end}T00:00:00Z`))}`;
}

export function sourceLabel(source: string): string {
  return source === "" ? "Direct (none recorded)" : source;
}

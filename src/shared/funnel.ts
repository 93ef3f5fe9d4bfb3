import { addDaysToIsoDate, getZonedIsoDate } from "./zoned-date";

/** The funnel's steps in order (docs/product/dashboard.md#funnel). */
export const FUNNEL_STEPS = [
  "checks",
  "inArea",
  "priced",
  "timeChosen",
  "checkoutStarted",
  "paid",
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The steps of a business that books no time (a season's service, custom quotes): no "Time chosen". */
export const UNTIMED_FUNNEL_STEPS = FUNNEL_STEPS.filter((step) => step !== "timeChosen");

/** Visits that reached each step, and the revenue of their paid orders (integer cents). */
export type FunnelCounts = Record<FunnelStep, number> & { revenueCents: number };

export type FunnelGranularity = "day" | "week";

/** One day's or week's counts: `start` and `end` are its first and last business days. */
export type FunnelPeriod = { start: string; end: string; counts: FunnelCounts };

export function emptyFunnelCounts(): FunnelCounts {
  return {
    checks: 0,
    inArea: 0,
    priced: 0,
    timeChosen: 0,
    checkoutStarted: 0,
    paid: 0,
    revenueCents: 0,
  };
}

export function addFunnelCounts(a: FunnelCounts, b: FunnelCounts): FunnelCounts {
  const sum = emptyFunnelCounts();
  for (const key of [...FUNNEL_STEPS, "revenueCents"] as const) sum[key] = a[key] + b[key];
  return sum;
}

/**
 * The share of the previous step's visits that reached each step after the first (0 to 1), or
 * null where the previous step had none.
 */
export function conversionRates(
  counts: FunnelCounts,
  steps: readonly FunnelStep[] = FUNNEL_STEPS,
): { step: FunnelStep; from: FunnelStep; rate: number | null }[] {
  return steps.slice(1).map((step, index) => {
    const from = steps[index] as FunnelStep;
    const previous = counts[from];
    return { step, from, rate: previous === 0 ? null : counts[step] / previous };
  });
}

/** The Monday that starts the week of a calendar date (weeks run Monday to Sunday). */
export function weekStartOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDaysToIsoDate(isoDate, -((weekday + 6) % 7));
}

/** The week (its Monday) an instant falls in on the business's wall clock. */
export function zonedWeekStartOf(instant: Date, timeZone: string): string {
  return weekStartOf(getZonedIsoDate(instant, timeZone));
}

/** The number of calendar days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

/**
 * Every day (or week) from `from` to `to`, both included, with the counts of the days in it:
 * a day without any is zeros, and the first and last weeks cover only the days in the range.
 */
export function funnelPeriods(
  days: ReadonlyMap<string, FunnelCounts>,
  range: { from: string; to: string; granularity: FunnelGranularity },
): FunnelPeriod[] {
  const periods: FunnelPeriod[] = [];
  for (let day = range.from; day <= range.to; day = addDaysToIsoDate(day, 1)) {
    const counts = days.get(day) ?? emptyFunnelCounts();
    const last = periods.at(-1);
    if (last && range.granularity === "week" && weekStartOf(day) === weekStartOf(last.start)) {
      last.end = day;
      last.counts = addFunnelCounts(last.counts, counts);
    } else {
      periods.push({ start: day, end: day, counts });
    }
  }
  return periods;
}

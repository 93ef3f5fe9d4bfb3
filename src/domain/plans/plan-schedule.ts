import { RRuleTemporal } from "rrule-temporal";
import { Temporal } from "temporal-polyfill";
import type { Frequency } from "@/shared/frequency-names";

/** A frequency that comes back: every one but "one_time". */
export type RecurringFrequency = Exclude<Frequency, "one_time">;

const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

/** Weeks between visits, for the frequencies counted in weeks. */
const EVERY_N_WEEKS: Partial<Record<RecurringFrequency, number>> = {
  weekly: 1,
  every_2_weeks: 2,
  every_3_weeks: 3,
  every_4_weeks: 4,
};

/** Months between visits, for the frequencies counted in months. */
const EVERY_N_MONTHS: Partial<Record<RecurringFrequency, number>> = {
  monthly: 1,
  every_2_months: 2,
  quarterly: 3,
  twice_a_year: 6,
  yearly: 12,
};

/**
 * A plan's schedule as an RFC 5545 recurrence rule (docs/product/plans.md#schedule): its visits
 * on the first visit's weekday and local time, in the business's time zone, so a clock change
 * keeps them at the same wall-clock time. Week-counted frequencies repeat every N weeks; month-
 * counted ones on the same weekday of the month (the 2nd Tuesday), or its last when the first
 * visit fell on a fifth one, which not every month has.
 */
export function planRecurrenceRule(
  frequency: RecurringFrequency,
  firstVisit: Temporal.ZonedDateTime,
): string {
  const weekday = WEEKDAY_CODES[firstVisit.dayOfWeek - 1]!;
  const weeks = EVERY_N_WEEKS[frequency];
  if (weeks !== undefined) return `FREQ=WEEKLY;INTERVAL=${weeks};BYDAY=${weekday}`;
  const months = EVERY_N_MONTHS[frequency]!;
  const nth = Math.ceil(firstVisit.day / 7);
  return `FREQ=MONTHLY;INTERVAL=${months};BYDAY=${nth === 5 ? -1 : nth}${weekday}`;
}

/**
 * The starts (ms since the epoch) of a plan's visits from `from` (inclusive) to `until`
 * (exclusive), the first visit included when it falls in that range.
 */
export function planVisitStarts(options: {
  frequency: RecurringFrequency;
  /** The first visit's start, ms since the epoch. */
  firstVisit: number;
  timeZone: string;
  from: number;
  until: number;
}): number[] {
  const firstVisit = Temporal.Instant.fromEpochMilliseconds(options.firstVisit).toZonedDateTimeISO(
    options.timeZone,
  );
  const rule = new RRuleTemporal({
    rruleString: planRecurrenceRule(options.frequency, firstVisit),
    dtstart: firstVisit,
  });
  const toInstant = (ms: number) =>
    Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(options.timeZone);
  return rule
    .between(toInstant(options.from), toInstant(options.until), true)
    .map((start) => start.epochMilliseconds)
    .filter((start) => start >= options.from && start < options.until);
}

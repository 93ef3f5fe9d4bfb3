import { RRuleTemporal } from "rrule-temporal";
import { Temporal } from "temporal-polyfill";
import type { Frequency } from "@/shared/frequency-names";
import { getUtcOffsetMs } from "@/shared/zoned-date";

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
  const weeks = EVERY_N_WEEKS[options.frequency];
  if (weeks !== undefined) return everyNWeeks(weeks, options);
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

const WEEK_MS = 7 * 86_400_000;

/**
 * The visits of a week-counted rule in a range, counted from the first visit in whole weeks of
 * the zone's calendar (so each keeps its wall-clock time), starting a period before the range:
 * what the rule gives, without walking every visit since the first (a plan's loop asks this of
 * every plan, every week; see the property test against the rule). Each is the first visit's
 * local time moved by whole weeks and read back with the zone's offset that day; by the zone's
 * calendar arithmetic only on days near a clock change.
 */
function everyNWeeks(
  weeks: number,
  range: { firstVisit: number; timeZone: string; from: number; until: number },
): number[] {
  const { timeZone, firstVisit: first } = range;
  const firstOffset = getUtcOffsetMs(first, timeZone);
  const period = weeks * WEEK_MS;
  // A clock change moves a visit by an hour at most: one period's margin covers it.
  let count = Math.max(0, Math.floor((range.from - first) / period) - 1);
  const starts: number[] = [];
  for (; ; count++) {
    const naive = first + count * period;
    const offset = steadyOffset(naive, timeZone);
    const start =
      offset === null
        ? Temporal.Instant.fromEpochMilliseconds(first)
            .toZonedDateTimeISO(timeZone)
            .add({ weeks: count * weeks }).epochMilliseconds
        : naive + firstOffset - offset;
    if (start >= range.until) return starts;
    if (start >= range.from) starts.push(start);
  }
}

const DAY_MS = 86_400_000;
const dayOffsets = new Map<string, number>();

/** The zone's offset at the start of a UTC day (days since the epoch), remembered. */
function offsetAtUtcDay(day: number, timeZone: string): number {
  const key = `${timeZone} ${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    if (dayOffsets.size >= 100_000) dayOffsets.clear();
    offset = getUtcOffsetMs(day * DAY_MS, timeZone);
    dayOffsets.set(key, offset);
  }
  return offset;
}

/**
 * The zone's offset throughout the UTC day of `ms` and the days on either side, or null when it
 * changes then (zones change their clocks at most twice a year, never twice in three days).
 */
function steadyOffset(ms: number, timeZone: string): number | null {
  const day = Math.floor(ms / DAY_MS);
  const before = offsetAtUtcDay(day - 1, timeZone);
  return before === offsetAtUtcDay(day + 2, timeZone) ? before : null;
}

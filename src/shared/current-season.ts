import {
  addDaysToIsoDate,
  compareMonthDays,
  getIsoDateYear,
  getStartOfZonedDay,
  getZonedIsoDate,
  type MonthDay,
  parseMonthDay,
  toIsoDate,
} from "./zoned-date";

export type SeasonRule = {
  /** First day of the season, "MM-DD". */
  start: string;
  /** Last day of the season (inclusive), "MM-DD"; before `start` means it ends the next year. */
  end: string;
};

export type EarlyBirdRule = {
  /** Last day of early-bird pricing, "MM-DD", for the season starting on or after it. */
  deadline: string;
};

export type CurrentSeason = {
  /** ISO dates in the business time zone, both inclusive. */
  starts_on: string;
  ends_on: string;
  early_bird: {
    active: boolean;
    /** The deadline day (inclusive), ISO date in the business time zone. */
    deadline_on: string;
    /** The instant early bird ends: the start of the day after `deadline_on`, ISO timestamp. */
    ends_at: string;
  };
};

/**
 * The season a quote made at `now` is for: the one in progress on today's date in the business
 * time zone, else the next one to start.
 *
 * Early bird belongs to that season: its deadline is the last occurrence of the deadline
 * month-day on or before the season's first day, and it stays active until the end of that
 * day. So it runs from the end of one season until its deadline for the next, and is inactive
 * during a season (unless the deadline is the season's first day, which then qualifies).
 */
export function getCurrentSeason(options: {
  now: Date;
  timeZone: string;
  season: SeasonRule;
  earlyBird: EarlyBirdRule;
}): CurrentSeason {
  const { now, timeZone } = options;
  const start = requireMonthDay(options.season.start, "season.start");
  const end = requireMonthDay(options.season.end, "season.end");
  const deadline = requireMonthDay(options.earlyBird.deadline, "earlyBird.deadline");

  const today = getZonedIsoDate(now, timeZone);
  const year = getIsoDateYear(today);
  // Seasons are shorter than a year and recur in order, so the first of these three that has
  // not ended yet is either in progress or the next to start.
  const season = [year - 1, year, year + 1]
    .map((startYear) => getSeasonStartingIn(startYear, start, end))
    .find((candidate) => candidate.ends_on >= today);
  if (!season) throw new Error("unreachable: next year's season always ends after today");

  const deadlineOn = getDeadlineBefore(season.starts_on, deadline);
  const endsAt = getStartOfZonedDay(addDaysToIsoDate(deadlineOn, 1), timeZone);
  return {
    ...season,
    early_bird: {
      active: now.getTime() < endsAt.getTime(),
      deadline_on: deadlineOn,
      ends_at: endsAt.toISOString(),
    },
  };
}

function getSeasonStartingIn(
  startYear: number,
  start: MonthDay,
  end: MonthDay,
): { starts_on: string; ends_on: string } {
  const endYear = compareMonthDays(end, start) < 0 ? startYear + 1 : startYear;
  return { starts_on: toIsoDate(startYear, start), ends_on: toIsoDate(endYear, end) };
}

function getDeadlineBefore(startsOn: string, deadline: MonthDay): string {
  const year = getIsoDateYear(startsOn);
  const sameYear = toIsoDate(year, deadline);
  return sameYear <= startsOn ? sameYear : toIsoDate(year - 1, deadline);
}

function requireMonthDay(value: string, name: string): MonthDay {
  const monthDay = parseMonthDay(value);
  if (!monthDay) throw new RangeError(`${name} must be a month-day "MM-DD", got "${value}"`);
  return monthDay;
}

/**
 * getCurrentSeason for one business, remembered for the zoned day: the season only changes at
 * midnight in the business time zone, and early bird only at its `ends_at` instant, so each
 * call within the same day costs two comparisons instead of several time-zone conversions.
 */
export function createCurrentSeasonLookup(options: {
  timeZone: string;
  season: SeasonRule;
  earlyBird: EarlyBirdRule;
}): (now: Date) => CurrentSeason {
  let day: { fromMs: number; untilMs: number; season: CurrentSeason } | undefined;
  return (now) => {
    const nowMs = now.getTime();
    if (!day || nowMs < day.fromMs || nowMs >= day.untilMs) {
      const today = getZonedIsoDate(now, options.timeZone);
      day = {
        fromMs: getStartOfZonedDay(today, options.timeZone).getTime(),
        untilMs: getStartOfZonedDay(addDaysToIsoDate(today, 1), options.timeZone).getTime(),
        season: getCurrentSeason({ ...options, now }),
      };
    }
    const { season } = day;
    const active = nowMs < Date.parse(season.early_bird.ends_at);
    return active === season.early_bird.active
      ? season
      : { ...season, early_bird: { ...season.early_bird, active } };
  };
}

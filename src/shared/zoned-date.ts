/** A recurring calendar day, written "MM-DD" in configuration. */
export type MonthDay = { month: number; day: number };

const MONTH_DAY_PATTERN = /^(\d{2})-(\d{2})$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const startsOfDays = new Map<string, number>();

/**
 * Parses "MM-DD" into a month-day, or null when it is not a real day.
 * February 29 is refused: a yearly date must occur every year.
 */
export function parseMonthDay(value: string): MonthDay | null {
  const match = MONTH_DAY_PATTERN.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const daysInMonth = DAYS_IN_MONTH[month - 1];
  if (daysInMonth === undefined || day < 1 || day > daysInMonth) return null;
  return { month, day };
}

export function compareMonthDays(a: MonthDay, b: MonthDay): number {
  return a.month - b.month || a.day - b.day;
}

/** The ISO date ("2025-11-10") of a month-day in a given year. */
export function toIsoDate(year: number, { month, day }: MonthDay): string {
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
}

export function getIsoDateYear(isoDate: string): number {
  return parseIsoDate(isoDate).year;
}

export function addDaysToIsoDate(isoDate: string, days: number): string {
  const { year, month, day } = parseIsoDate(isoDate);
  const shifted = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return toIsoDate(shifted.getUTCFullYear(), {
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}

/** The calendar date of an instant as seen on a wall clock in the time zone. */
export function getZonedIsoDate(instant: Date, timeZone: string): string {
  const { year, month, day } = getZonedWallClock(instant.getTime(), timeZone);
  return toIsoDate(year, { month, day });
}

/**
 * The first instant of a calendar day in the time zone: local midnight, or the end of the
 * DST gap on days whose clocks jump forward at midnight, or the first of two midnights when
 * clocks fall back at midnight.
 */
export function getStartOfZonedDay(isoDate: string, timeZone: string): Date {
  const key = `${timeZone} ${isoDate}`;
  let start = startsOfDays.get(key);
  if (start === undefined) {
    // Quotes ask for the same few days over and over; the bound keeps long runs small.
    if (startsOfDays.size >= 1000) startsOfDays.clear();
    start = findStartOfZonedDay(isoDate, timeZone);
    startsOfDays.set(key, start);
  }
  return new Date(start);
}

function findStartOfZonedDay(isoDate: string, timeZone: string): number {
  const { year, month, day } = parseIsoDate(isoDate);
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // UTC offsets lie within -12h..+14h, so the offsets in force 14 hours either side of
  // midnight-as-UTC are the only ones the start of the day can have.
  const candidates = [
    midnightAsUtc - getUtcOffsetMs(midnightAsUtc - 14 * HOUR_MS, timeZone),
    midnightAsUtc - getUtcOffsetMs(midnightAsUtc + 14 * HOUR_MS, timeZone),
  ].filter((candidate) => getZonedIsoDate(new Date(candidate), timeZone) === isoDate);
  if (candidates.length === 0) {
    throw new RangeError(`cannot find the start of ${isoDate} in ${timeZone}`);
  }
  return Math.min(...candidates);
}

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Per time zone, the wall clock of the last second asked for: formatting is the costly part,
 * and a busy server asks for the same second many times (every service-area check).
 */
const lastSeconds = new Map<string, { second: number; wallClock: WallClock }>();

export function getZonedWallClock(epochMs: number, timeZone: string): WallClock {
  // The wall clock shows whole seconds: every instant of one second reads the same.
  const second = Math.floor(epochMs / 1000);
  const last = lastSeconds.get(timeZone);
  if (last?.second === second) return { ...last.wallClock };
  const wallClock = formatWallClock(epochMs, timeZone);
  lastSeconds.set(timeZone, { second, wallClock });
  return { ...wallClock };
}

function formatWallClock(epochMs: number, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(epochMs)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
    second: parts.second ?? Number.NaN,
  };
}

/** The time zone's offset from UTC at an instant (ms; negative west of Greenwich). */
export function getUtcOffsetMs(epochMs: number, timeZone: string): number {
  const clock = getZonedWallClock(epochMs, timeZone);
  const wallClockAsUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return wallClockAsUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

function parseIsoDate(isoDate: string): { year: number; month: number; day: number } {
  const match = ISO_DATE_PATTERN.exec(isoDate);
  if (!match) throw new RangeError(`not an ISO date: ${isoDate}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

import {
  addDaysToIsoDate,
  getUtcOffsetMs,
  getZonedIsoDate,
  getZonedWallClock,
} from "@/shared/zoned-date";

/**
 * When a quote reminder is due (docs/product/quote-recovery.md#when): `delayMinutes` after the
 * visit was first priced, unless that falls in the business's quiet hours; then at the end of
 * them. Quiet hours are local wall-clock times "HH:MM" in the business's time zone, from `start`
 * (inclusive) to `end` (exclusive); a `start` after `end` spans midnight, equal times mean none.
 */
export type QuietHours = { start: string; end: string };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since local midnight of "HH:MM"; a RangeError for anything else. */
export function parseClockTime(value: string): number {
  const match = HH_MM.exec(value);
  if (!match) throw new RangeError(`not a time "HH:MM": ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The local time of day of an instant in the time zone, in minutes since midnight. */
export function localMinutesOf(instant: Date, timeZone: string): number {
  const clock = getZonedWallClock(instant.getTime(), timeZone);
  return clock.hour * 60 + clock.minute;
}

/** Whether a local time of day (minutes since midnight) lies in the quiet hours. */
export function isQuietAt(minutes: number, quietHours: QuietHours): boolean {
  const start = parseClockTime(quietHours.start);
  const end = parseClockTime(quietHours.end);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

export function reminderDueAt(options: {
  pricedAt: Date;
  delayMinutes: number;
  quietHours: QuietHours;
  timeZone: string;
}): Date {
  const { quietHours, timeZone } = options;
  const earliest = new Date(options.pricedAt.getTime() + options.delayMinutes * MINUTE_MS);
  const minutes = localMinutesOf(earliest, timeZone);
  if (!isQuietAt(minutes, quietHours)) return earliest;
  const start = parseClockTime(quietHours.start);
  const end = parseClockTime(quietHours.end);
  const today = getZonedIsoDate(earliest, timeZone);
  // Quiet since the evening (across midnight): they end tomorrow morning.
  const endDate = start > end && minutes >= start ? addDaysToIsoDate(today, 1) : today;
  return firstInstantAtOrAfter(endDate, end, timeZone);
}

/**
 * The first instant at which the wall clock on `isoDate` reads `minutes` or later: the time
 * itself, its first occurrence when clocks fall back over it, the end of the gap when clocks
 * jump over it.
 */
export function firstInstantAtOrAfter(isoDate: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, day) + minutes * MINUTE_MS;
  // UTC offsets lie within -12h..+14h: the offsets in force 14 hours either side are the only
  // ones this wall time can have (two around a change of offset).
  const candidates = [wallAsUtc - 14 * HOUR_MS, wallAsUtc + 14 * HOUR_MS].map(
    (probe) => wallAsUtc - getUtcOffsetMs(probe, timeZone),
  );
  const exact = candidates.filter((instant) => readsExactly(instant, isoDate, minutes, timeZone));
  if (exact.length > 0) return new Date(Math.min(...exact));
  // In a gap: before it the clock reads earlier, after it later. Find the jump by bisection.
  let low = Math.min(...candidates);
  let high = Math.max(...candidates);
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
    if (readsAtOrAfter(middle, isoDate, minutes, timeZone)) high = middle;
    else low = middle;
  }
  return new Date(high);
}

function readsExactly(instant: number, isoDate: string, minutes: number, timeZone: string) {
  return (
    getZonedIsoDate(new Date(instant), timeZone) === isoDate &&
    localMinutesOf(new Date(instant), timeZone) === minutes
  );
}

function readsAtOrAfter(instant: number, isoDate: string, minutes: number, timeZone: string) {
  const date = getZonedIsoDate(new Date(instant), timeZone);
  return (
    date > isoDate || (date === isoDate && localMinutesOf(new Date(instant), timeZone) >= minutes)
  );
}

import { Temporal } from "temporal-polyfill";
import { WEEKDAYS, type Weekday } from "@/shared/availability";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * One calendar day in a time zone (decision 049, the time model): its weekday and the instants
 * of its wall-clock times. A day without a clock change maps minutes to instants in a straight
 * line; a day with one asks Temporal for each time, so a time the clocks skip becomes the
 * instant after the gap and a repeated time its first occurrence (Temporal's "compatible").
 */
export type LocalDay = {
  date: string;
  weekday: Weekday;
  /** The instant (ms) of a wall-clock time given in minutes from midnight; 1440 is the day's end. */
  instantAt(minutes: number): number;
  /** The time zone's offset from UTC (ms) at an instant of this day. */
  offsetAt(instant: number): number;
};

/** The days `from` (YYYY-MM-DD) onward, `count` of them, in the time zone. */
export function localDays(from: string, count: number, timeZone: string): LocalDay[] {
  const days: LocalDay[] = [];
  let date = Temporal.PlainDate.from(from);
  let start = date.toZonedDateTime({ timeZone });
  for (let index = 0; index < count; index++) {
    const next = date.add({ days: 1 });
    const end = next.toZonedDateTime({ timeZone });
    days.push(toLocalDay(date, start, end, timeZone));
    date = next;
    start = end;
  }
  return days;
}

function toLocalDay(
  date: Temporal.PlainDate,
  start: Temporal.ZonedDateTime,
  end: Temporal.ZonedDateTime,
  timeZone: string,
): LocalDay {
  const startMs = start.epochMilliseconds;
  const endMs = end.epochMilliseconds;
  const offset = start.offsetNanoseconds / 1e6;
  const even = endMs - startMs === DAY_MS && start.offsetNanoseconds === end.offsetNanoseconds;
  const common = { date: date.toString(), weekday: WEEKDAYS[date.dayOfWeek - 1]! };
  if (even) {
    return {
      ...common,
      instantAt: (minutes) => startMs + minutes * MINUTE_MS,
      offsetAt: () => offset,
    };
  }
  return {
    ...common,
    instantAt: (minutes) =>
      minutes >= 24 * 60
        ? endMs
        : date.toZonedDateTime({
            timeZone,
            plainTime: { hour: Math.floor(minutes / 60), minute: minutes % 60 },
          }).epochMilliseconds,
    offsetAt: (instant) =>
      Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone)
        .offsetNanoseconds / 1e6,
  };
}

/** ISO 8601 with the offset in force: "2026-03-09T08:00:00-04:00". */
export function formatWithOffset(instant: number, offsetMs: number): string {
  const local = new Date(instant + offsetMs).toISOString().slice(0, 19);
  const sign = offsetMs < 0 ? "-" : "+";
  const minutes = Math.abs(offsetMs) / MINUTE_MS;
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${local}${sign}${hh}:${mm}`;
}

import {
  type Availability,
  type Crew,
  DEFAULT_AVAILABILITY,
  parseClockTime,
  type SlotStarts,
  WEEKDAYS,
  type Weekday,
  type WorkingHours,
} from "@/shared/availability";
import type { LatLng } from "./travel";

/** A day's working time, in minutes from the local day's start (08:00 -> 480). */
export type OpenHours = { open: number; close: number };

export type BookingCrew = {
  code: string;
  name: string;
  /** Null on a day off. */
  hours: Readonly<Record<Weekday, OpenHours | null>>;
  /** Area name -> the weekdays it is covered (null: every working day); null: every area. */
  areas: ReadonlyMap<string, ReadonlySet<Weekday> | null> | null;
  base: LatLng | null;
};

/** A business's availability with every default filled in, ready for slot computation. */
export type BookingRules = {
  crews: readonly BookingCrew[];
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  blackoutDates: ReadonlySet<string>;
  /** Arrival windows or exact starts, in minutes from the local day's start. */
  starts: { type: "every"; minutes: number } | { type: "windows"; windows: readonly OpenHours[] };
  maxExtraKm: number | null;
};

/** The defaults, kept beside the schema so the settings form shows them too. */
export { DEFAULT_AVAILABILITY };

/** A validated range's times in minutes. */
function toMinutes(range: { start: string; end: string }): OpenHours {
  return { open: parseClockTime(range.start)!, close: parseClockTime(range.end)! };
}

function toOpenHours(hours: WorkingHours): Record<Weekday, OpenHours | null> {
  const byDay = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as Record<
    Weekday,
    OpenHours | null
  >;
  for (const range of hours) {
    for (const day of range.days) byDay[day] = toMinutes(range);
  }
  return byDay;
}

function toStarts(starts: SlotStarts): BookingRules["starts"] {
  return starts.type === "every"
    ? starts
    : { type: "windows", windows: starts.windows.map(toMinutes) };
}

/** Fills a business's availability (possibly absent) with the defaults. */
export function resolveAvailability(availability: Availability | undefined): BookingRules {
  const hours = availability?.hours ?? DEFAULT_AVAILABILITY.hours;
  const businessHours = toOpenHours(hours);
  const crews: readonly Crew[] = availability?.crews ?? [DEFAULT_AVAILABILITY.crew];
  return {
    crews: crews.map((crew) => ({
      code: crew.code,
      name: crew.name,
      hours: crew.hours ? toOpenHours(crew.hours) : businessHours,
      areas: crew.areas
        ? new Map(crew.areas.map(({ area, days }) => [area, days ? new Set(days) : null]))
        : null,
      base: crew.base ?? null,
    })),
    bufferMinutes: availability?.bufferMinutes ?? DEFAULT_AVAILABILITY.bufferMinutes,
    minimumNoticeMinutes:
      60 * (availability?.minimumNoticeHours ?? DEFAULT_AVAILABILITY.minimumNoticeHours),
    horizonDays: availability?.horizonDays ?? DEFAULT_AVAILABILITY.horizonDays,
    blackoutDates: new Set(availability?.blackoutDates ?? []),
    starts: toStarts(availability?.starts ?? DEFAULT_AVAILABILITY.starts),
    maxExtraKm: availability?.maxExtraKm ?? null,
  };
}

/** Whether the crew works in the area on that weekday. */
export function coversArea(crew: BookingCrew, area: string, weekday: Weekday): boolean {
  if (!crew.areas) return true;
  if (!crew.areas.has(area)) return false;
  const days = crew.areas.get(area);
  return !days || days.has(weekday);
}

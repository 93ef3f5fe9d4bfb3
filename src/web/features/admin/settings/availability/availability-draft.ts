import {
  type Availability,
  type Crew,
  DEFAULT_AVAILABILITY,
  type TimeRange,
  WEEKDAYS,
  type Weekday,
  type WorkingHours,
} from "@/shared/availability";
import type { BusinessConfig } from "@/shared/business-config";

/**
 * The Availability section's draft (docs/product/settings.md#availability): the configuration's
 * `availability` as the form edits it (a row per weekday, numbers as typed) and back. A blank
 * number leaves the setting out, so the default applies.
 */

export type DayHours = { works: boolean; start: string; end: string };
export type WeekDraft = Record<Weekday, DayHours>;

export type CrewAreaDraft = { area: string; covered: boolean; days: Weekday[] };
export type CrewDraft = {
  code: string;
  name: string;
  ownHours: boolean;
  hours: WeekDraft;
  /** Every area on every working day; else the areas (and weekdays) ticked below. */
  everyArea: boolean;
  areas: CrewAreaDraft[];
  base: Crew["base"];
};

export type AvailabilityDraft = {
  hours: WeekDraft;
  crews: CrewDraft[];
  bufferMinutes: string;
  minimumNoticeHours: string;
  horizonDays: string;
  blackoutDates: string[];
  starts: { type: "every" | "windows"; minutes: string; windows: TimeRange[] };
  maxExtraKm: string;
  changeNoticeHours: string;
  cancelRefundPercent: string;
};

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

const DEFAULT_WINDOWS: TimeRange[] = [
  { start: "08:00", end: "10:00" },
  { start: "10:00", end: "12:00" },
  { start: "13:00", end: "15:00" },
];

export function weekDraft(hours: WorkingHours): WeekDraft {
  const week = Object.fromEntries(
    WEEKDAYS.map((day) => [day, { works: false, start: "08:00", end: "17:00" }]),
  ) as WeekDraft;
  for (const range of hours) {
    for (const day of range.days) week[day] = { works: true, start: range.start, end: range.end };
  }
  return week;
}

/**
 * The week as working hours: the working days that share their hours in one range, in weekday
 * order. `rangeOf` tells which range (its index) each working day went to, so a problem the
 * schema names at `hours[1].end` shows at that range's first day.
 */
export function weekHours(week: WeekDraft): { hours: WorkingHours; rangeOf: Map<Weekday, number> } {
  const hours: { days: Weekday[]; start: string; end: string }[] = [];
  const rangeOf = new Map<Weekday, number>();
  for (const day of WEEKDAYS) {
    const { works, start, end } = week[day];
    if (!works) continue;
    let index = hours.findIndex((range) => range.start === start && range.end === end);
    if (index < 0) index = hours.push({ days: [], start, end }) - 1;
    hours[index]!.days.push(day);
    rangeOf.set(day, index);
  }
  return { hours: hours as WorkingHours, rangeOf };
}

const text = (value: number | undefined) => (value === undefined ? "" : String(value));

/** A number as typed: blank leaves the setting out; anything else is checked by the schema. */
const number = (value: string): number | undefined =>
  value.trim() === "" ? undefined : Number(value.trim());

/** A crew code no other crew has: crew_2, crew_3, ... */
export function newCrewCode(crews: readonly { code: string }[]): string {
  const codes = new Set(crews.map((crew) => crew.code));
  let next = crews.length + 1;
  while (codes.has(`crew_${next}`)) next += 1;
  return `crew_${next}`;
}

/** A crew's draft; its area rows are the business's areas, then any it names that are gone. */
export function crewDraft(crew: Crew, areaNames: readonly string[]): CrewDraft {
  const listed = new Map((crew.areas ?? []).map((each) => [each.area, each.days]));
  const names = [...areaNames, ...[...listed.keys()].filter((name) => !areaNames.includes(name))];
  return {
    code: crew.code,
    name: crew.name,
    ownHours: Boolean(crew.hours),
    hours: weekDraft(crew.hours ?? DEFAULT_AVAILABILITY.hours),
    everyArea: !crew.areas,
    areas: names.map((area) => ({
      area,
      covered: !crew.areas || listed.has(area),
      days: [...(listed.get(area) ?? WEEKDAYS)],
    })),
    base: crew.base,
  };
}

export function toAvailabilityDraft(config: BusinessConfig): AvailabilityDraft {
  const saved = config.availability ?? {};
  const areaNames = config.offering.areas.map((area) => area.name);
  const starts = saved.starts ?? DEFAULT_AVAILABILITY.starts;
  return {
    hours: weekDraft(saved.hours ?? DEFAULT_AVAILABILITY.hours),
    crews: (saved.crews ?? [DEFAULT_AVAILABILITY.crew]).map((crew) => crewDraft(crew, areaNames)),
    bufferMinutes: text(saved.bufferMinutes ?? DEFAULT_AVAILABILITY.bufferMinutes),
    minimumNoticeHours: text(saved.minimumNoticeHours ?? DEFAULT_AVAILABILITY.minimumNoticeHours),
    horizonDays: text(saved.horizonDays ?? DEFAULT_AVAILABILITY.horizonDays),
    blackoutDates: [...(saved.blackoutDates ?? [])],
    starts:
      starts.type === "every"
        ? { type: "every", minutes: String(starts.minutes), windows: DEFAULT_WINDOWS }
        : { type: "windows", minutes: "60", windows: starts.windows.map((each) => ({ ...each })) },
    maxExtraKm: text(saved.maxExtraKm),
    changeNoticeHours: text(saved.changeNoticeHours),
    cancelRefundPercent: text(saved.cancelRefundPercent),
  };
}

function toCrew(crew: CrewDraft): Crew {
  const covered = crew.areas.filter((each) => each.covered);
  return {
    code: crew.code,
    name: crew.name,
    ...(crew.ownHours && { hours: weekHours(crew.hours).hours }),
    ...(!crew.everyArea && {
      areas: covered.map(({ area, days }) => ({
        area,
        ...(days.length < WEEKDAYS.length && {
          days: WEEKDAYS.filter((day) => days.includes(day)),
        }),
      })),
    }),
    ...(crew.base && { base: crew.base }),
  };
}

/** The draft as the configuration's `availability` (numbers that do not read fail its schema). */
export function toAvailability(draft: AvailabilityDraft): Availability {
  const optional = <Key extends string>(key: Key, value: string) => {
    const parsed = number(value);
    return parsed === undefined ? {} : ({ [key]: parsed } as Record<Key, number>);
  };
  return {
    hours: weekHours(draft.hours).hours,
    crews: draft.crews.map(toCrew),
    ...optional("bufferMinutes", draft.bufferMinutes),
    ...optional("minimumNoticeHours", draft.minimumNoticeHours),
    ...optional("horizonDays", draft.horizonDays),
    ...(draft.blackoutDates.length > 0 && { blackoutDates: draft.blackoutDates }),
    starts:
      draft.starts.type === "every"
        ? { type: "every", minutes: number(draft.starts.minutes) ?? Number.NaN }
        : { type: "windows", windows: draft.starts.windows },
    ...optional("maxExtraKm", draft.maxExtraKm),
    ...optional("changeNoticeHours", draft.changeNoticeHours),
    ...optional("cancelRefundPercent", draft.cancelRefundPercent),
  };
}

/** The index a crew's covered area has in the saved list (the schema's paths count those). */
export function coveredIndex(crew: CrewDraft, row: number): number {
  return crew.areas.slice(0, row).filter((each) => each.covered).length;
}

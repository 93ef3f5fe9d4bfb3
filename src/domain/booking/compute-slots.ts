import { addDaysToIsoDate, getZonedIsoDate } from "@/shared/zoned-date";
import {
  type BookingCrew,
  type BookingRules,
  coversArea,
  type OpenHours,
} from "./business-availability";
import { formatWithOffset, type LocalDay, localDays } from "./local-days";
import { addedDrivingKm, type LatLng } from "./travel";

const MINUTE_MS = 60_000;
/** How many days get a recommended slot: the days the wizard shows first. */
export const RECOMMENDED_DAYS = 4;

/** A job already on a crew's calendar (held or booked). */
export type CrewJob = { crew: string; start: number; end: number; point: LatLng | null };

export type SlotQuery = {
  rules: BookingRules;
  timeZone: string;
  /** The service area the job is in. */
  area: string;
  durationMinutes: number;
  /** Where the job is; null when unknown: the slots are then in time order, none recommended. */
  point: LatLng | null;
  /** The first day, "YYYY-MM-DD" in the time zone, and how many days. */
  from: string;
  days: number;
  now: Date;
  jobs: readonly CrewJob[];
};

export type Slot = {
  /** ISO 8601 with the offset in force: "2026-03-09T08:00:00-04:00". */
  start: string;
  end: string;
  /** The same instants, ms since the epoch. */
  startsAt: number;
  endsAt: number;
  /** The promised arrival window, when the business offers windows. */
  window: { start: string; end: string } | null;
  /** The crew the job would go to. */
  crew: string;
  /** The driving it adds to that crew's day, km; null when the job's place is unknown. */
  addedKm: number | null;
  recommended: boolean;
};

/**
 * The free slots for one job over a range of days (docs/product/booking.md#the-slots-call): the starts the
 * business offers within a crew's working hours, in the job's area on that weekday, clear of the
 * crew's jobs by the buffer, no sooner than the minimum notice and no later than the horizon, and
 * off blackout dates. A start free for several crews goes to the one whose day it lengthens
 * least. Within each day the slots come least driving first; the first slot of the
 * RECOMMENDED_DAYS days it fits best is recommended (decisions 049 and 058, the ranking). Without
 * the job's place they come in time order, none recommended.
 */
export function computeSlots(query: SlotQuery): Slot[] {
  const { rules, timeZone, from, days } = query;
  const now = query.now.getTime();
  const today = getZonedIsoDate(query.now, timeZone);
  const lastDay = addDaysToIsoDate(today, rules.horizonDays);
  const earliest = now + rules.minimumNoticeMinutes * MINUTE_MS;
  const jobsByCrew = groupByCrew(query.jobs);
  const slotDays: Slot[][] = [];
  for (const day of localDays(from, days, timeZone)) {
    if (day.date > lastDay) break;
    if (day.date < today || rules.blackoutDates.has(day.date)) continue;
    const best = new Map<number, Candidate>();
    for (const crew of rules.crews) {
      const crewJobs = jobsByCrew.get(crew.code) ?? [];
      for (const candidate of crewCandidates(query, day, crew, crewJobs, earliest)) {
        const taken = best.get(candidate.start);
        // Without the job's place every km is null: the first free crew keeps the start.
        if (!taken || (candidate.addedKm ?? 0) < (taken.addedKm ?? 0)) {
          best.set(candidate.start, candidate);
        }
      }
    }
    const daySlots = rankDay([...best.values()].map((candidate) => toSlot(candidate, day)));
    if (daySlots.length > 0) slotDays.push(daySlots);
  }
  recommendBestDays(slotDays);
  return slotDays.flat();
}

function groupByCrew(jobs: readonly CrewJob[]): Map<string, CrewJob[]> {
  const byCrew = new Map<string, CrewJob[]>();
  for (const job of jobs) {
    const list = byCrew.get(job.crew);
    if (list) list.push(job);
    else byCrew.set(job.crew, [job]);
  }
  for (const list of byCrew.values()) list.sort((a, b) => a.start - b.start);
  return byCrew;
}

/** A free start of one crew, before it is written out as a slot. */
type Candidate = {
  start: number;
  end: number;
  windowEnd: number | null;
  crew: string;
  addedKm: number | null;
};

function crewCandidates(
  query: SlotQuery,
  day: LocalDay,
  crew: BookingCrew,
  crewJobs: readonly CrewJob[],
  earliest: number,
): Candidate[] {
  const { rules, durationMinutes, point, area } = query;
  const hours = crew.hours[day.weekday];
  if (!hours || !coversArea(crew, area, day.weekday)) return [];
  const buffer = rules.bufferMinutes * MINUTE_MS;
  const dayStart = day.instantAt(0);
  const dayEnd = day.instantAt(24 * 60);
  const near = jobsBetween(crewJobs, dayStart - buffer, dayEnd + buffer);
  const route = near.filter(
    (job): job is CrewJob & { point: LatLng } =>
      job.point !== null && job.start >= dayStart && job.start < dayEnd,
  );
  const close = day.instantAt(hours.close);
  const candidates: Candidate[] = [];
  let previous = Number.NaN;
  for (const { start: minutes, windowEnd } of startTimes(rules.starts, hours, durationMinutes)) {
    const start = day.instantAt(minutes);
    const end = start + durationMinutes * MINUTE_MS;
    // Two wall-clock times may name one instant on a day the clocks skip forward.
    if (start === previous || start < earliest || end > close) continue;
    previous = start;
    if (near.some((job) => start < job.end + buffer && job.start < end + buffer)) continue;
    const addedKm = point ? addedKmAt(route, start, point, crew.base) : null;
    if (addedKm !== null && rules.maxExtraKm !== null && addedKm > rules.maxExtraKm) continue;
    candidates.push({
      start,
      end,
      windowEnd: windowEnd === null ? null : day.instantAt(windowEnd),
      crew: crew.code,
      addedKm,
    });
  }
  return candidates;
}

function toSlot(candidate: Candidate, day: LocalDay): Slot {
  const format = (instant: number) => formatWithOffset(instant, day.offsetAt(instant));
  const start = format(candidate.start);
  return {
    start,
    end: format(candidate.end),
    startsAt: candidate.start,
    endsAt: candidate.end,
    window: candidate.windowEnd === null ? null : { start, end: format(candidate.windowEnd) },
    crew: candidate.crew,
    addedKm: candidate.addedKm,
    recommended: false,
  };
}

/** Wall-clock starts (minutes from midnight) a job fits in within the day's hours. */
function* startTimes(
  starts: BookingRules["starts"],
  hours: OpenHours,
  durationMinutes: number,
): Generator<{ start: number; windowEnd: number | null }> {
  if (starts.type === "every") {
    for (let start = hours.open; start + durationMinutes <= hours.close; start += starts.minutes) {
      yield { start, windowEnd: null };
    }
    return;
  }
  for (const window of starts.windows) {
    if (window.open >= hours.open && window.open + durationMinutes <= hours.close) {
      yield { start: window.open, windowEnd: window.close };
    }
  }
}

/** The crew's jobs (sorted by start) that end after `from` and start before `to`. */
function jobsBetween(jobs: readonly CrewJob[], from: number, to: number): CrewJob[] {
  // A crew's jobs never overlap, so their ends are sorted like their starts.
  let low = 0;
  let high = jobs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (jobs[middle]!.end <= from) low = middle + 1;
    else high = middle;
  }
  const found: CrewJob[] = [];
  for (let index = low; index < jobs.length && jobs[index]!.start < to; index++) {
    found.push(jobs[index]!);
  }
  return found;
}

/**
 * The driving a job starting at `start` adds between the crew's stops before and after it. On a
 * day the crew has no job yet, only the drive out from its base: the crew drives out and back on
 * each working day it has work, so a full round trip would steer customers onto crews that are
 * already out, wherever they are, and mix parts of town in one day (decision 058).
 */
function addedKmAt(
  route: readonly (CrewJob & { point: LatLng })[],
  start: number,
  point: LatLng,
  base: LatLng | null,
): number {
  if (route.length === 0) return addedDrivingKm(base, point, null);
  const after = route.findIndex((job) => job.start >= start);
  const before = after === -1 ? route.at(-1) : route[after - 1];
  const next = after === -1 ? undefined : route[after];
  return addedDrivingKm(before?.point ?? base, point, next?.point ?? base);
}

/** A day's slots, least driving first (then earliest); without the job's place, by time. */
function rankDay(slots: Slot[]): Slot[] {
  if (slots.every((slot) => slot.addedKm === null)) {
    return slots.sort((a, b) => a.startsAt - b.startsAt);
  }
  return slots.sort((a, b) => a.addedKm! - b.addedKm! || a.startsAt - b.startsAt);
}

/** Marks the best slot of the RECOMMENDED_DAYS days whose best slot adds least (then earliest). */
function recommendBestDays(days: readonly Slot[][]): void {
  const ranked = days.filter((day) => day[0]!.addedKm !== null);
  ranked.sort((a, b) => a[0]!.addedKm! - b[0]!.addedKm! || a[0]!.startsAt - b[0]!.startsAt);
  for (const day of ranked.slice(0, RECOMMENDED_DAYS)) day[0]!.recommended = true;
}

import { and, eq } from "drizzle-orm";
import { bookableJob } from "@/domain/booking/bookable-job";
import { resolveAvailability } from "@/domain/booking/business-availability";
import { computeSlots, type Slot } from "@/domain/booking/compute-slots";
import type { LatLng } from "@/domain/booking/travel";
import { servicesOf } from "@/domain/stored-offering";
import {
  DEFAULT_SLOT_DAYS,
  type SlotsRequest,
  type SlotsResponse,
} from "@/shared/api/booking-contract";
import { addDaysToIsoDate, getZonedIsoDate } from "@/shared/zoned-date";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { quoteLeads } from "../db/schema";
import { serviceFailureToError } from "../quotes/price-services";
import { listCrewJobs } from "./crew-jobs";

const DAY_MS = 86_400_000;

type SlotSelection = Omit<SlotsRequest, "addons"> & {
  addons: { code: string; quantity?: number | undefined }[];
};

/**
 * The slots a selection may book (docs/product/booking.md#the-slots-call): none for one that
 * books no slot; else the business's availability against its crews' jobs, ranked around the
 * visit's address when the request names a visit of this business that was located.
 */
export async function findSlots(
  db: Db,
  options: { business: Pick<Business, "id" | "config">; request: SlotSelection; now: Date },
): Promise<SlotsResponse> {
  const { visit, from, days, ...selection } = options.request;
  // Read beside the crews' jobs, not before them.
  const point = visit ? visitPoint(db, options.business.id, visit) : null;
  const offered = await offeredSlots(db, { ...options, selection, point, from, days });
  return {
    timezone: options.business.config.timezone,
    slots: (offered ?? []).map(({ start, end, recommended, window }) => ({
      start,
      end,
      recommended,
      ...(window && { window }),
    })),
  };
}

/** Whose slots, for a job at which place, over which days. */
type SlotRange = {
  business: Pick<Business, "id" | "config">;
  point: LatLng | null | Promise<LatLng | null>;
  /** The first day (the business's date); today by default. */
  from?: string | undefined;
  days?: number | undefined;
  now: Date;
  /** An order choosing a new time: its own job does not stand in the way. */
  exceptOrder?: string | undefined;
  /** A job the business is moving: it does not stand in its own way. */
  exceptBooking?: string | undefined;
  /** Only this crew's starts (a job moved on its crew); every crew's by default. */
  crew?: string | undefined;
};

/**
 * The slots offered to a selection at a place, each with the crew it would go to; null for a
 * selection that books no slot (a season's service, a custom quote). A selection that cannot be
 * priced throws as the price call does, naming its field.
 */
export async function offeredSlots(
  db: Db,
  options: SlotRange & { selection: Parameters<typeof bookableJob>[1] },
): Promise<Slot[] | null> {
  const { business } = options;
  const bookable = bookableJob(servicesOf(business.config.offering), options.selection);
  if (!bookable.ok) throw serviceFailureToError(bookable.failure);
  if (!bookable.job) return null;
  return slotsForJob(db, { ...options, job: bookable.job });
}

/**
 * The slots offered to a job of a known area and length at a place, each with the crew it would
 * go to: a selection's job, or the job of an order choosing a new time.
 */
export async function slotsForJob(
  db: Db,
  options: SlotRange & { job: { area: string; minutes: number } },
): Promise<Slot[]> {
  const { business, job, now } = options;
  const { config } = business;
  const timezone = config.timezone;
  const resolved = resolveAvailability(config.availability);
  const rules =
    options.crew === undefined
      ? resolved
      : { ...resolved, crews: resolved.crews.filter(({ code }) => code === options.crew) };
  const today = getZonedIsoDate(now, timezone);
  const from = options.from ?? today;
  const days = options.days ?? DEFAULT_SLOT_DAYS;
  // Days wholly before today or past the horizon offer nothing: no need to read them.
  if (addDaysToIsoDate(from, days) <= today || from > addDaysToIsoDate(today, rules.horizonDays)) {
    return [];
  }
  // Wider than the days in any time zone: the slot computation keeps what it needs.
  const rangeStart = Date.parse(`${from}T00:00:00Z`) - 2 * DAY_MS;
  const [point, jobs] = await Promise.all([
    options.point,
    listCrewJobs(db, {
      businessId: business.id,
      from: new Date(rangeStart),
      to: new Date(rangeStart + (days + 4) * DAY_MS),
      now,
      exceptOrder: options.exceptOrder,
      exceptBooking: options.exceptBooking,
    }),
  ]);
  return computeSlots({
    rules,
    timeZone: timezone,
    area: job.area,
    durationMinutes: job.minutes,
    point,
    from,
    days,
    now,
    jobs,
  });
}

/** Where the business's visit was located; null for an unknown visit or address. */
async function visitPoint(db: Db, businessId: string, visitId: string): Promise<LatLng | null> {
  const [row] = await db
    .select({ lat: quoteLeads.lat, lng: quoteLeads.lng })
    .from(quoteLeads)
    .where(and(eq(quoteLeads.businessId, businessId), eq(quoteLeads.id, visitId)));
  return row?.lat == null || row.lng == null ? null : { lat: row.lat, lng: row.lng };
}

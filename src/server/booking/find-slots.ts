import { and, eq } from "drizzle-orm";
import { bookableJob } from "@/domain/booking/bookable-job";
import { resolveAvailability } from "@/domain/booking/business-availability";
import { computeSlots } from "@/domain/booking/compute-slots";
import type { LatLng } from "@/domain/booking/travel";
import { servicesOf } from "@/domain/stored-offering";
import {
  DEFAULT_SLOT_DAYS,
  type SlotsRequest,
  type SlotsResponse,
} from "@/shared/api/booking-contract";
import { getZonedIsoDate } from "@/shared/zoned-date";
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
  const { business, now } = options;
  const { config } = business;
  const { visit, from: askedFrom, days: askedDays, ...selection } = options.request;
  const timezone = config.timezone;
  const bookable = bookableJob(servicesOf(config.offering), selection);
  if (!bookable.ok) throw serviceFailureToError(bookable.failure);
  if (!bookable.job) return { timezone, slots: [] };

  const from = askedFrom ?? getZonedIsoDate(now, timezone);
  const days = askedDays ?? DEFAULT_SLOT_DAYS;
  // Wider than the days in any time zone: the slot computation keeps what it needs.
  const rangeStart = Date.parse(`${from}T00:00:00Z`) - 2 * DAY_MS;
  const [point, jobs] = await Promise.all([
    visit ? visitPoint(db, business.id, visit) : null,
    listCrewJobs(db, {
      businessId: business.id,
      from: new Date(rangeStart),
      to: new Date(rangeStart + (days + 4) * DAY_MS),
      now,
    }),
  ]);
  const slots = computeSlots({
    rules: resolveAvailability(config.availability),
    timeZone: timezone,
    area: bookable.job.area,
    durationMinutes: bookable.job.minutes,
    point,
    from,
    days,
    now,
    jobs,
  });
  return {
    timezone,
    slots: slots.map(({ start, end, recommended, window }) => ({
      start,
      end,
      recommended,
      ...(window && { window }),
    })),
  };
}

/** Where the business's visit was located; null for an unknown visit or address. */
async function visitPoint(db: Db, businessId: string, visitId: string): Promise<LatLng | null> {
  const [row] = await db
    .select({ lat: quoteLeads.lat, lng: quoteLeads.lng })
    .from(quoteLeads)
    .where(and(eq(quoteLeads.businessId, businessId), eq(quoteLeads.id, visitId)));
  return row?.lat == null || row.lng == null ? null : { lat: row.lat, lng: row.lng };
}

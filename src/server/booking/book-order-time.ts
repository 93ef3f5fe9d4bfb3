import type { Slot } from "@/domain/booking/compute-slots";
import type { LatLng } from "@/domain/booking/travel";
import { getZonedIsoDate } from "@/shared/zoned-date";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { bookings } from "../db/schema";
import { isExclusionViolation } from "../db/unique-violation";
import { slotsForJob } from "./find-slots";
import { releaseLapsedHolds } from "./hold-slot";

/** A paid order's job: its area, its length and its place, whatever time it has or had. */
export type OrderJob = { orderId: string; area: string; minutes: number; point: LatLng | null };

/** The times a paid order's job may take from `from` (today by default), its own time aside. */
export function orderJobSlots(
  db: Db,
  options: { business: Pick<Business, "id" | "config">; job: OrderJob; from?: string; now: Date },
): Promise<Slot[]> {
  const { job } = options;
  return slotsForJob(db, { ...options, point: job.point, exceptOrder: job.orderId });
}

/**
 * Books a paid order's job at `start` (docs/product/booking.md#a-new-time): on a crew the time is
 * offered for, else another free then, in a transaction that first runs `change` (which checks
 * the order may still take a time, with its row locked, and may release its current one) and
 * then `booked`. The no-overlap rule refuses a time taken meanwhile: then the next crew is tried,
 * and at last the times free from that day on are answered. `change` answering a refusal ends it.
 * Decision 052 says why a new time and a move share it.
 */
export async function bookOrderTime<Refusal, Booked>(
  db: Db,
  options: {
    business: Pick<Business, "id" | "config">;
    job: OrderJob;
    start: string;
    now: Date;
    change: (tx: Tx) => Promise<Refusal | null>;
    /** After the job is booked: `bookingId` names the new booking. */
    booked: (tx: Tx, slot: Slot, bookingId: string) => Promise<Booked>;
  },
): Promise<{ refused: Refusal } | { booked: Booked } | { taken: Slot[] }> {
  const { business, job, now } = options;
  const result = await placeAtOfferedTime(db, {
    business,
    start: options.start,
    now,
    offered: (from) => orderJobSlots(db, { business, job, from, now }),
    place: async (tx, slot) => {
      const refused = await options.change(tx);
      if (refused !== null) return { refused };
      const placed = {
        businessId: business.id,
        crew: slot.crew,
        startsAt: new Date(slot.startsAt),
        endsAt: new Date(slot.endsAt),
      };
      await releaseLapsedHolds(tx, { ...placed, now });
      const [booking] = await tx
        .insert(bookings)
        .values({
          ...placed,
          orderId: job.orderId,
          status: "booked",
          lat: job.point?.lat ?? null,
          lng: job.point?.lng ?? null,
        })
        .returning({ id: bookings.id });
      return { booked: await options.booked(tx, slot, booking!.id) };
    },
  });
  return "taken" in result ? result : result.placed;
}

/**
 * Places a job at `start` as a new booking is placed: `offered` lists the job's free times from a
 * day on, and `place` puts it on a crew offering `start`, in a transaction of its own; the
 * no-overlap rule refusing it (a time taken meanwhile), the next such crew is tried. None left,
 * the times `offered` from that day on (today at the earliest) are answered.
 */
export async function placeAtOfferedTime<Placed>(
  db: Db,
  options: {
    business: Pick<Business, "config">;
    start: string;
    now: Date;
    offered: (from: string) => Promise<Slot[]>;
    place: (tx: Tx, slot: Slot) => Promise<Placed>;
  },
): Promise<{ placed: Placed } | { taken: Slot[] }> {
  const timeZone = options.business.config.timezone;
  const startsAt = Date.parse(options.start);
  const day = getZonedIsoDate(new Date(startsAt), timeZone);
  const offered = await options.offered(day);
  for (const slot of offered.filter((each) => each.startsAt === startsAt)) {
    try {
      return { placed: await db.transaction((tx) => options.place(tx, slot)) };
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
  }
  const today = getZonedIsoDate(options.now, timeZone);
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, which Math.max cannot compare
  const from = day < today ? today : day;
  return { taken: await options.offered(from) };
}

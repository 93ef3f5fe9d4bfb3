import { and, eq, inArray, lte, sql } from "drizzle-orm";
import { bookableJob } from "@/domain/booking/bookable-job";
import type { LatLng } from "@/domain/booking/travel";
import type { ServiceSelection } from "@/domain/price-service";
import { servicesOf } from "@/domain/stored-offering";
import { getZonedIsoDate } from "@/shared/zoned-date";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { bookings } from "../db/schema";
import { isExclusionViolation } from "../db/unique-violation";
import { AppError } from "../http/app-error";
import { findSlots, offeredSlots } from "./find-slots";
import { releaseHolds } from "./release-holds";

/**
 * How long the payment page of an order holding a slot stays open: Stripe's shortest (30
 * minutes from the session's creation) and a minute, so that the request's own time never takes it under.
 */
export const HELD_CHECKOUT_MINUTES = 31;

/**
 * How long a slot is held for a customer who is paying: a little longer than the payment page
 * stays open, so a payment made in its last second is still booked.
 */
export const SLOT_HOLD_MINUTES = HELD_CHECKOUT_MINUTES + 5;

type HoldOptions = {
  business: Pick<Business, "id" | "config">;
  orderId: string;
  selection: Omit<ServiceSelection, "earlyBirdActive">;
  /** The slot's start as the slots call answered it (ISO 8601 with its offset). */
  start: string;
  /** Where the job is, kept on the booking for ranking the slots around it. */
  point: LatLng | null;
  now: Date;
};

/**
 * Holds the slot starting at `start` for an order while its customer pays
 * (docs/product/booking.md#holds): on the crew it was offered for, else on another crew free then.
 * A retried checkout keeps the order's hold; a new time releases the old one. Lapsed holds in the
 * way are released in the same transaction, so the no-overlap rule sees them freed. A slot no
 * crew can take any more answers 409 with the slots still free from that day.
 */
export async function holdSlot(db: Db, options: HoldOptions): Promise<{ heldUntil: Date }> {
  const { business, orderId, now } = options;
  const startsAt = Date.parse(options.start);
  const current = await currentHold(db, business.id, orderId);
  if (current && current.startsAt.getTime() === startsAt) {
    if (current.heldUntil === null) return { heldUntil: now };
    if (current.heldUntil > now) return { heldUntil: current.heldUntil };
  }
  const day = getZonedIsoDate(new Date(startsAt), business.config.timezone);
  const offered = await offeredSlots(db, {
    business,
    selection: options.selection,
    point: options.point,
    from: day,
    days: 1,
    now,
    exceptOrder: orderId,
  });
  if (offered === null) throw slotNotTaken();
  const heldUntil = new Date(now.getTime() + SLOT_HOLD_MINUTES * 60_000);
  // The crew it was offered for first; another free at that time only if that one is taken.
  for (const slot of offered.filter((candidate) => candidate.startsAt === startsAt)) {
    const held = await tryHold(db, {
      businessId: business.id,
      orderId,
      crew: slot.crew,
      startsAt: new Date(slot.startsAt),
      endsAt: new Date(slot.endsAt),
      heldUntil,
      point: options.point,
      now,
      replacing: current?.id,
    });
    if (held) return { heldUntil };
  }
  const today = getZonedIsoDate(now, business.config.timezone);
  const fresh = await findSlots(db, {
    business,
    request: {
      ...options.selection,
      addons: [...options.selection.addons],
      quantities: options.selection.quantities && [...options.selection.quantities],
      // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings, which Math.max cannot compare
      from: day < today ? today : day,
    },
    now,
  });
  throw new AppError("conflict", "That time is no longer free. Please choose another.", {
    body: { slots: fresh.slots },
  });
}

function slotNotTaken(): AppError {
  return AppError.invalidField("slot", "is not taken by this service: it is booked without a time");
}

/**
 * Refuses a slot sent for a selection that books none (a season's service, a custom quote),
 * before anything is written.
 */
export function assertTakesSlot(
  config: Business["config"],
  selection: Parameters<typeof bookableJob>[1],
): void {
  const bookable = bookableJob(servicesOf(config.offering), selection);
  if (bookable.ok && bookable.job === null) throw slotNotTaken();
}

/** The order's hold or booking, if it has one. */
async function currentHold(db: Db, businessId: string, orderId: string) {
  const [row] = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, heldUntil: bookings.heldUntil })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, businessId),
        eq(bookings.orderId, orderId),
        inArray(bookings.status, ["held", "booked"]),
      ),
    );
  return row;
}

/** One crew's try: false when the no-overlap rule refuses it (someone holds that time). */
async function tryHold(
  db: Db,
  job: {
    businessId: string;
    orderId: string;
    crew: string;
    startsAt: Date;
    endsAt: Date;
    heldUntil: Date;
    point: LatLng | null;
    now: Date;
    /** The order's earlier hold, released when this one is taken. */
    replacing: string | undefined;
  },
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await releaseLapsedHolds(tx, job);
      if (job.replacing) await releaseHolds(tx, job.businessId, eq(bookings.id, job.replacing));
      await tx.insert(bookings).values({
        businessId: job.businessId,
        orderId: job.orderId,
        crew: job.crew,
        startsAt: job.startsAt,
        endsAt: job.endsAt,
        status: "held",
        heldUntil: job.heldUntil,
        lat: job.point?.lat ?? null,
        lng: job.point?.lng ?? null,
      });
    });
    return true;
  } catch (error) {
    if (isExclusionViolation(error)) return false;
    throw error;
  }
}

/** Releases the crew's lapsed holds that overlap a job, so that the job can take their time. */
export function releaseLapsedHolds(
  tx: Tx,
  job: { businessId: string; crew: string; startsAt: Date; endsAt: Date; now: Date },
): Promise<void> {
  return releaseHolds(
    tx,
    job.businessId,
    and(
      eq(bookings.crew, job.crew),
      lte(bookings.heldUntil, job.now),
      sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}) && tstzrange(${job.startsAt.toISOString()}::timestamptz, ${job.endsAt.toISOString()}::timestamptz)`,
    ),
  );
}

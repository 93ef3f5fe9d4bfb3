import { and, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/database";
import { bookings } from "../db/schema";
import { isExclusionViolation } from "../db/unique-violation";
import { releaseHolds } from "./release-holds";

/**
 * What a recorded payment did to its order's slot: `booked`; `none` for an order that held no
 * slot (or whose slot was booked already); `taken` when its hold had lapsed and someone else holds
 * that time now: the payment stands, the job needs a new time.
 */
export type SlotBookingOutcome = "booked" | "none" | "taken";

/**
 * Turns the order's hold into a booking, in the transaction that records its payment, so it
 * happens once however often the payment is announced (docs/product/booking.md#holds). A hold
 * that lapsed and was released for someone else's is taken again if its time is still free.
 */
export async function bookOrderSlot(
  tx: Tx,
  order: { businessId: string; orderId: string },
): Promise<SlotBookingOutcome> {
  const ofOrder = and(
    eq(bookings.businessId, order.businessId),
    eq(bookings.orderId, order.orderId),
  );
  const booked = await tx
    .update(bookings)
    .set({ status: "booked", heldUntil: null, updatedAt: sql`now()` })
    .where(and(ofOrder, eq(bookings.status, "held")))
    .returning({ id: bookings.id });
  if (booked.length > 0) return "booked";

  const [latest] = await tx
    .select()
    .from(bookings)
    .where(ofOrder)
    .orderBy(desc(bookings.updatedAt))
    .limit(1);
  if (latest?.status !== "cancelled") return "none";
  try {
    // A savepoint: a refusal must not undo the payment being recorded around it.
    await tx.transaction(async (savepoint) => {
      await savepoint.insert(bookings).values({
        businessId: latest.businessId,
        orderId: latest.orderId,
        crew: latest.crew,
        startsAt: latest.startsAt,
        endsAt: latest.endsAt,
        status: "booked",
        lat: latest.lat,
        lng: latest.lng,
      });
    });
    return "booked";
  } catch (error) {
    if (isExclusionViolation(error)) return "taken";
    throw error;
  }
}

/** Releases the order's hold: its checkout expired, so its time is free for others at once. */
export function releaseOrderHold(
  tx: Tx,
  order: { businessId: string; orderId: string },
): Promise<void> {
  return releaseHolds(tx, order.businessId, eq(bookings.orderId, order.orderId));
}

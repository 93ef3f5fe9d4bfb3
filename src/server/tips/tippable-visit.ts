import { and, eq, sql } from "drizzle-orm";
import { sameEmail } from "../account/customer-sign-in";
import type { Db, Tx } from "../db/database";
import { bookings, type Order, orders, plans, visitCharges, visitTips } from "../db/schema";

type Booking = typeof bookings.$inferSelect;

/** A completed visit a customer may tip, with the order that bought it and its price. */
export type TippableVisit = {
  visit: Booking;
  order: Order;
  /** What the visit cost: its charge, else its plan's price, else its order's total. */
  priceCents: number;
  /** The tips already paid for it, summed; 0 when none. */
  tippedCents: number;
};

/**
 * A visit of this business the business marked done, bought (itself or by its plan) with an
 * order that was paid; with `email`, only one of that customer's orders
 * (docs/product/customer-account.md#tips). Undefined for anything else: another business's,
 * another customer's, not done yet.
 */
export async function loadTippableVisit(
  db: Db | Tx,
  options: { businessId: string; bookingId: string; email?: string },
): Promise<TippableVisit | undefined> {
  const { businessId, bookingId, email } = options;
  const [visit] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.businessId, businessId), eq(bookings.id, bookingId)));
  if (visit?.status !== "booked" || !visit.doneAt) return undefined;
  let orderId = visit.orderId;
  let planPriceCents: number | undefined;
  if (visit.planId) {
    const [plan] = await db
      .select({ orderId: plans.orderId, visitGrandTotalCents: plans.visitGrandTotalCents })
      .from(plans)
      .where(and(eq(plans.businessId, businessId), eq(plans.id, visit.planId)));
    if (!plan) return undefined;
    orderId = plan.orderId;
    planPriceCents = plan.visitGrandTotalCents;
  }
  if (!orderId) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.id, orderId),
        eq(orders.paymentStatus, "paid"),
        email === undefined ? undefined : sameEmail(email),
      ),
    );
  if (!order) return undefined;
  const [charge] = visit.planId
    ? await db
        .select({ amountCents: visitCharges.amountCents })
        .from(visitCharges)
        .where(and(eq(visitCharges.businessId, businessId), eq(visitCharges.bookingId, bookingId)))
    : [];
  return {
    visit,
    order,
    priceCents: charge?.amountCents ?? planPriceCents ?? order.grandTotalCents,
    tippedCents: await tippedCents(db, { businessId, bookingId }),
  };
}

/** The tips paid for one visit, summed. */
export async function tippedCents(
  db: Db | Tx,
  options: { businessId: string; bookingId: string },
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string | null>`sum(${visitTips.amountCents})` })
    .from(visitTips)
    .where(
      and(
        eq(visitTips.businessId, options.businessId),
        eq(visitTips.bookingId, options.bookingId),
        eq(visitTips.status, "paid"),
      ),
    );
  return Number(row?.cents ?? 0);
}

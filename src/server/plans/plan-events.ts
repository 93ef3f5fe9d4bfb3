import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/database";
import { bookings, orders, plans, type VisitCharge } from "../db/schema";
import { queueBusinessEvent } from "../webhooks/queue-business-event";

/** What changed in a `plan.changed` event. */
export type PlanChange =
  | { kind: "visit_skipped"; visitId: string; start: Date }
  | { kind: "paused"; reason: "payment_failed" }
  | { kind: "paused"; reason: "customer"; resumesAt: Date }
  | { kind: "resumed"; reason: "visit_paid" | "pause_ended" }
  | { kind: "frequency_changed"; from: string; to: string; visitPriceCents: number }
  | { kind: "price_changed"; visitPriceCents: number; from: Date };

/**
 * Queues a `plan.*` event (docs/product/webhooks.md#events) for the plan as it now is, in the
 * transaction of its change: the plan, its customer and address, and for `plan.changed` what
 * changed.
 */
export async function queuePlanEvent(
  tx: Tx,
  options: {
    businessId: string;
    planId: string;
    type: "plan.created" | "plan.changed" | "plan.cancelled";
    occurredAt: Date;
    change?: PlanChange;
  },
): Promise<void> {
  const { businessId, change } = options;
  const [row] = await tx
    .select({ plan: plans, order: orders })
    .from(plans)
    .innerJoin(orders, and(eq(orders.businessId, businessId), eq(orders.id, plans.orderId)))
    .where(and(eq(plans.businessId, businessId), eq(plans.id, options.planId)));
  if (!row) return;
  const { plan, order } = row;
  await queueBusinessEvent(tx, {
    businessId,
    type: options.type,
    occurredAt: options.occurredAt,
    data: {
      id: plan.id,
      order_id: order.id,
      status: plan.status,
      service: plan.serviceCode,
      frequency: plan.frequency,
      rule: plan.rule,
      first_visit: plan.firstVisitAt.toISOString(),
      timezone: plan.timeZone,
      crew: plan.crew,
      visit_price_cents: plan.visitGrandTotalCents,
      customer: { name: order.customerName, email: order.email, phone: order.phone },
      address: {
        line1: order.address,
        city: order.city,
        state: order.state,
        zip_code: order.zipCode,
      },
      created_at: plan.createdAt.toISOString(),
      ...(change && { change: changeData(change) }),
    },
  });
}

function changeData(change: PlanChange) {
  switch (change.kind) {
    case "visit_skipped":
      return {
        kind: change.kind,
        visit: { id: change.visitId, start: change.start.toISOString() },
      };
    case "paused":
      return change.reason === "customer"
        ? { kind: change.kind, reason: change.reason, resumes_at: change.resumesAt.toISOString() }
        : change;
    case "frequency_changed":
      return {
        kind: change.kind,
        from: change.from,
        to: change.to,
        visit_price_cents: change.visitPriceCents,
      };
    case "price_changed":
      return {
        kind: change.kind,
        visit_price_cents: change.visitPriceCents,
        from: change.from.toISOString(),
      };
    case "resumed":
      return change;
  }
}

/**
 * Queues `visit.charged` or `visit.payment_failed` for a plan visit's charge as just recorded,
 * in the transaction that records it: once per try.
 */
export async function queueVisitChargeEvent(
  tx: Tx,
  options: {
    charge: VisitCharge;
    type: "visit.charged" | "visit.payment_failed";
    occurredAt: Date;
  },
): Promise<void> {
  const { charge } = options;
  const [visit] = await tx
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.businessId, charge.businessId), eq(bookings.id, charge.bookingId)));
  await queueBusinessEvent(tx, {
    businessId: charge.businessId,
    type: options.type,
    occurredAt: options.occurredAt,
    data: {
      visit: { id: charge.bookingId, start: visit?.startsAt.toISOString() ?? null },
      plan_id: charge.planId,
      status: charge.status,
      attempt: charge.attempt,
      amount_cents: charge.amountCents,
      failure: charge.failure,
      retry_at: charge.retryAt?.toISOString() ?? null,
    },
  });
}

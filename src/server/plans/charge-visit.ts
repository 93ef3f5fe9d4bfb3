import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isStaleCharge } from "@/domain/order-lifecycle";
import { chargesPlanVisits } from "@/domain/plans/plan-changes";
import { visitPriceOn } from "@/domain/plans/plan-price";
import { nextVisitChargeRetry } from "@/domain/plans/visit-charge-retries";
import type { VisitChargeResponse } from "@/shared/api/plans-contract";
import type { Business } from "../business/business-store";
import type { MailFrom } from "../config/env";
import type { Db, Tx } from "../db/database";
import { bookings, type Order, orders, plans, type VisitCharge, visitCharges } from "../db/schema";
import { renderPlanPausedNotice } from "../email/plan-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { savedCardPayments } from "../payments/create-payments-provider";
import type { LinkReason, PaymentsProvider } from "../payments/payments-provider";
import { markVisitPaid } from "./mark-visit-paid";
import { queuePlanEvent, queueVisitChargeEvent } from "./plan-events";
import { sendVisitPaymentLink } from "./visit-payment-link";

type ChargeOptions = {
  db: Db;
  payments: PaymentsProvider;
  business: Business;
  /** The visit: a booking of the plan. */
  bookingId: string;
  now: Date;
  log: FastifyBaseLogger;
  /** MAIL_FROM: the owner's notice of a paused plan is sent from it. */
  mailFrom: MailFrom | undefined;
  /** PUBLIC_URL: the customer's link to pay a visit whose charge failed, and a paid one's receipt, are on it. */
  publicUrl: string;
};

const MESSAGES = {
  paid: "Visit charged to the saved card.",
  paid_in_test_mode: "Visit recorded as paid in test mode: no card was charged.",
  processing: "The payment is processing.",
  in_progress: "This visit is being charged right now.",
  failed: "The saved card was not charged; it is tried again on the days the plan's terms give.",
  paused: "The saved card was not charged after every try: the plan is paused.",
} as const;

/**
 * Charges a plan's later visit to the card its first checkout saved (docs/product/plans.md#billing,
 * decision 045). The visit is claimed with its booking locked, so it is charged once on any
 * number of instances; the card is charged outside any transaction with an idempotency key per
 * visit and try; then what the provider answered is recorded: a paid visit numbered, with its
 * receipt emailed (mark-visit-paid.ts). A failed charge is tried again on the retry days, and
 * after the last the plan is paused.
 */
export async function chargeVisit(options: ChargeOptions): Promise<VisitChargeResponse> {
  const { db, business } = options;
  const claimed = await db.transaction((tx) => claimVisitCharge(tx, options));
  if ("settled" in claimed)
    return answer(claimed.settled, claimed.inProgress ? "in_progress" : null);
  const { charge, order } = claimed;

  // A plan first paid on the test page is charged by the test provider: no money moves.
  const payments = savedCardPayments(order, business, options.payments);
  if (!payments) {
    await record(db, charge, {
      status: "failed",
      failure: "payments not connected",
      retryAt: null,
    });
    throw new AppError(
      "conflict",
      "This business's Stripe account is not connected: the visit cannot be charged.",
    );
  }
  const result = await payments.chargePlanVisit({
    order,
    charge,
    paymentAccount: business.paymentAccount,
    description: `Visit: ${order.optionLabel}`,
  });
  switch (result.outcome) {
    case "unreachable":
      // The claim stays: a later try takes it over with the same idempotency key, so a charge
      // Stripe made without our hearing of it is answered, not made again.
      options.log.error({ err: result.error, visitChargeId: charge.id }, "charging a visit failed");
      throw new AppError(
        "unavailable",
        "Stripe is not reachable right now. Nothing was charged; please try again in a moment.",
      );
    case "processing":
      // Stripe's payment_intent event finishes it (settle-processing-visit-charge.ts).
      return answer(
        await record(db, charge, {
          status: "processing",
          paymentIntentId: result.paymentIntentId,
        }),
      );
    case "succeeded": {
      const paid = await db.transaction((tx) =>
        markVisitPaid(tx, {
          ...options,
          charge,
          order,
          paymentIntentId: result.paymentIntentId,
          applicationFeeCents: result.applicationFeeCents,
          paidBy: { kind: "saved_card" },
        }),
      );
      return answer(paid, payments.mode === "test" ? "paid_in_test_mode" : null);
    }
    case "customer_needed": {
      const failed = await db.transaction((tx) =>
        recordFailedTry(tx, {
          ...options,
          charge,
          order,
          reason: result.reason,
          paymentIntentId: result.paymentIntentId,
        }),
      );
      return answer(failed, failed.retryAt ? null : "paused");
    }
  }
}

/**
 * A failed try of a visit's charge (declined, or the bank wants the customer), in the caller's
 * transaction: the customer is emailed a link to pay it, the try is recorded with its retry (1, 3
 * and 7 days after the first; none after the last), `visit.payment_failed` is queued, and after
 * the last try the plan is paused, the owner told and `plan.changed` queued
 * (docs/product/plans.md#billing). Also what Stripe's later failure of a processing charge records.
 */
export async function recordFailedTry(
  tx: Tx,
  options: Pick<ChargeOptions, "business" | "now" | "mailFrom" | "publicUrl"> & {
    charge: VisitCharge;
    order: Order;
    reason: LinkReason;
    paymentIntentId: string | null;
  },
): Promise<VisitCharge> {
  const { charge, reason } = options;
  const retryAt = nextVisitChargeRetry(charge.attempt, charge.createdAt);
  await sendVisitPaymentLink(tx, { ...options, retryAt });
  const recorded = await record(tx, charge, {
    status: "failed",
    paymentIntentId: options.paymentIntentId,
    failure: reason,
    retryAt,
  });
  const occurredAt = options.now;
  await queueVisitChargeEvent(tx, { charge: recorded, type: "visit.payment_failed", occurredAt });
  if (!retryAt && (await pausePlan(tx, charge))) {
    await queuePlanPausedNotice(tx, { ...options, reason });
    await queuePlanEvent(tx, {
      businessId: charge.businessId,
      planId: charge.planId,
      type: "plan.changed",
      occurredAt,
      change: { kind: "paused", reason: "payment_failed" },
    });
  }
  return recorded;
}

/**
 * The visit's charge, claimed for this try; or the charge as it stands when there is nothing to
 * do (paid, processing, or under way elsewhere).
 */
async function claimVisitCharge(
  tx: Tx,
  { business, bookingId, now }: ChargeOptions,
): Promise<{ charge: VisitCharge; order: Order } | { settled: VisitCharge; inProgress: boolean }> {
  const [visit] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.businessId, business.id), eq(bookings.id, bookingId)))
    .for("update");
  if (!visit?.planId) throw new AppError("not_found", "Visit not found");
  if (visit.status !== "booked") {
    throw new AppError("conflict", "This visit is not booked: there is nothing to charge.");
  }
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.businessId, business.id), eq(plans.id, visit.planId)));
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, business.id), eq(orders.id, plan!.orderId)));
  const [earlier] = await tx
    .select()
    .from(visitCharges)
    .where(and(eq(visitCharges.businessId, business.id), eq(visitCharges.bookingId, bookingId)));
  if (earlier?.status === "paid" || earlier?.status === "processing") {
    return { settled: earlier, inProgress: false };
  }
  const takenOver = earlier?.status === "charging";
  if (takenOver && !isStaleCharge(earlier.chargingSince, now)) {
    return { settled: earlier, inProgress: true };
  }
  // The customer may be paying it on their own page (docs/product/plans.md#paying-a-failed-visit).
  if (earlier?.checkoutUntil && earlier.checkoutUntil > now) {
    return { settled: earlier, inProgress: true };
  }
  if (!chargesPlanVisits(plan!)) {
    throw new AppError("conflict", "This plan is paused or cancelled: its visits are not charged.");
  }
  // A charge taken over repeats its try (the same idempotency key); a failed one is tried anew.
  const attempt = earlier ? (takenOver ? earlier.attempt : earlier.attempt + 1) : 1;
  // The price of the visit's date: a price change reaches only the visits after its notice.
  const price = visitPriceOn(plan!, visit.startsAt);
  const claim = { status: "charging" as const, attempt, chargingSince: now, updatedAt: now };
  const [charge] = earlier
    ? await tx
        .update(visitCharges)
        .set(claim)
        .where(and(eq(visitCharges.businessId, business.id), eq(visitCharges.id, earlier.id)))
        .returning()
    : await tx
        .insert(visitCharges)
        .values({
          businessId: business.id,
          planId: plan!.id,
          bookingId,
          amountCents: price.grandTotalCents,
          // Quotewise's fee is taken only from a payment into the business's own account.
          applicationFeeCents: business.paymentAccount
            ? (price.platformFeeCents ?? order!.visitPlatformFeeCents ?? 0)
            : null,
          ...claim,
          createdAt: now,
        })
        .returning();
  return { charge: charge!, order: order! };
}

async function record(
  db: Db | Tx,
  charge: VisitCharge,
  changes: Partial<Omit<VisitCharge, "id" | "businessId">>,
): Promise<VisitCharge> {
  const [updated] = await db
    .update(visitCharges)
    .set({ ...changes, chargingSince: null, updatedAt: sql`now()` })
    .where(and(eq(visitCharges.businessId, charge.businessId), eq(visitCharges.id, charge.id)))
    .returning();
  return updated!;
}

/**
 * Pauses the visit's plan for its card, with no date to resume (a customer's pause becomes this
 * one); false when it was not charging its visits (paused so already, or cancelled).
 */
async function pausePlan(tx: Tx, charge: VisitCharge): Promise<boolean> {
  const paused = await tx
    .update(plans)
    .set({ status: "paused", resumesAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(plans.businessId, charge.businessId),
        eq(plans.id, charge.planId),
        or(eq(plans.status, "active"), and(eq(plans.status, "paused"), isNotNull(plans.resumesAt))),
      ),
    )
    .returning({ id: plans.id });
  return paused.length > 0;
}

/** Tells the business its customer's plan is paused: the saved card failed every try. */
async function queuePlanPausedNotice(
  tx: Tx,
  options: Pick<ChargeOptions, "business" | "mailFrom"> & {
    charge: VisitCharge;
    order: Order;
    reason: LinkReason;
  },
): Promise<void> {
  const { business, charge, order } = options;
  const { config } = business;
  await queueEmail(tx, {
    kind: "plan_paused_notice",
    businessId: business.id,
    dedupeKey: `plan:${charge.planId}:paused:${charge.id}`,
    from: businessSender(config, options.mailFrom),
    to: businessNoticeRecipient(config),
    replyTo: order.email,
    ...renderPlanPausedNotice({
      config,
      customer: order.customerName ?? order.email,
      email: order.email,
      address: `${order.address}, ${order.city}, ${order.state} ${order.zipCode}`,
      amountCents: charge.amountCents,
      reason: options.reason,
    }),
  });
}

function answer(
  charge: VisitCharge,
  why: "in_progress" | "paid_in_test_mode" | "paused" | null = null,
): VisitChargeResponse {
  const message =
    why !== null
      ? MESSAGES[why]
      : MESSAGES[charge.status === "charging" ? "in_progress" : charge.status];
  return {
    status: charge.status,
    attempt: charge.attempt,
    amountCents: charge.amountCents,
    retryAt: charge.retryAt?.toISOString() ?? null,
    message,
  };
}

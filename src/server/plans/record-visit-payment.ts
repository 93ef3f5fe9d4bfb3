import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Business } from "../business/business-store";
import type { MailFrom } from "../config/env";
import type { Db, Tx } from "../db/database";
import { plans, visitCharges } from "../db/schema";
import { AppError } from "../http/app-error";
import { idOf } from "../payments/balance-payment";
import type { PaymentsProvider } from "../payments/payments-provider";
import { updateOrder } from "../payments/update-order";
import { VISIT_PAYMENT } from "../payments/visit-payment-metadata";
import { markVisitPaid } from "./mark-visit-paid";
import { loadPayableVisit } from "./payable-visit";
import { queuePlanEvent } from "./plan-events";

export type VisitPaymentOutcome =
  | "visit_paid"
  | "already_paid"
  | "not_paid"
  | "amount_mismatch"
  | "not_found"
  | "duplicate";

/**
 * Records the customer's own payment of a plan's visit (docs/product/plans.md#paying-a-failed-visit),
 * from its Checkout Session as re-read from Stripe, whoever reports it first (the
 * checkout.session.completed webhook, the return page), on any instance: with the visit's booking
 * locked, the charge is paid once; the card paid with becomes the plan's saved card, a paused
 * plan is active again, and the visit is numbered and its receipt queued (mark-visit-paid.ts).
 * `claim` records a webhook's event in the same transaction.
 */
export async function recordVisitPayment(options: {
  db: Db;
  payments: PaymentsProvider;
  business: Business;
  session: Stripe.Checkout.Session;
  now: Date;
  mailFrom: MailFrom | undefined;
  /** PUBLIC_URL: the receipt's link is on it. */
  publicUrl: string;
  log: FastifyBaseLogger;
  claim?: (tx: Tx) => Promise<boolean>;
}): Promise<VisitPaymentOutcome> {
  const { db, business, session } = options;
  const metadata = session.metadata ?? {};
  const claimed = (tx: Tx) => (options.claim ? options.claim(tx) : Promise.resolve(true));
  const paymentIntentId = idOf(session.payment_intent);
  const ours =
    metadata.payment === VISIT_PAYMENT &&
    metadata.businessId === business.id &&
    metadata.visitChargeId !== undefined;
  if (!ours || session.payment_status !== "paid" || !paymentIntentId) {
    return db.transaction(async (tx) =>
      (await claimed(tx)) ? (ours ? "not_paid" : "not_found") : "duplicate",
    );
  }
  let intent: Stripe.PaymentIntent;
  try {
    intent = await options.payments.readPaymentIntent(paymentIntentId);
  } catch (error) {
    options.log.error({ err: error, paymentIntentId }, "re-reading a visit's payment failed");
    throw new AppError("unavailable", "Could not re-read the payment; retry later");
  }
  return db.transaction(async (tx) => {
    if (!(await claimed(tx))) return "duplicate";
    const [found] = await tx
      .select({ bookingId: visitCharges.bookingId })
      .from(visitCharges)
      .where(
        and(eq(visitCharges.businessId, business.id), eq(visitCharges.id, metadata.visitChargeId!)),
      );
    const payable =
      found &&
      (await loadPayableVisit(tx, {
        businessId: business.id,
        bookingId: found.bookingId,
        lock: true,
      }));
    const charge = payable?.charge;
    if (!payable || !charge) return "not_found";
    if (charge.status === "paid") {
      if (charge.paymentIntentId !== paymentIntentId) {
        options.log.error(
          { sessionId: session.id, visitChargeId: charge.id, paymentIntentId },
          "a visit already paid was paid again by its customer: refund one in Stripe",
        );
      }
      return "already_paid";
    }
    if (session.amount_total !== charge.amountCents || session.currency !== "usd") {
      options.log.error(
        { sessionId: session.id, visitChargeId: charge.id },
        "a visit's payment does not match its charge: not recorded",
      );
      return "amount_mismatch";
    }
    // The plan goes on and the card is its own before the visit is paid (the receipt says so);
    // the plan's event follows the visit's.
    const resumed = await tx
      .update(plans)
      .set({ status: "active", updatedAt: sql`now()` })
      .where(
        and(
          eq(plans.businessId, business.id),
          eq(plans.id, payable.plan.id),
          eq(plans.status, "paused"),
        ),
      )
      .returning({ id: plans.id });
    const cardId = idOf(intent.payment_method);
    if (cardId) {
      await updateOrder(
        tx,
        { businessId: business.id, orderId: payable.order.id },
        {
          stripePaymentMethodId: cardId,
          stripeCustomerId: idOf(intent.customer) ?? payable.order.stripeCustomerId,
          updatedAt: sql`now()`,
        },
      );
    }
    await markVisitPaid(tx, {
      ...options,
      charge,
      order: payable.order,
      paymentIntentId,
      applicationFeeCents: intent.application_fee_amount ?? null,
      checkoutSessionId: session.id,
      paidBy: { kind: "customer", planResumed: resumed.length > 0 },
    });
    if (resumed.length > 0) {
      await queuePlanEvent(tx, {
        businessId: business.id,
        planId: payable.plan.id,
        type: "plan.changed",
        occurredAt: options.now,
        change: { kind: "resumed", reason: "visit_paid" },
      });
    }
    return "visit_paid";
  });
}

import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Business } from "../business/business-store";
import type { MailFrom } from "../config/env";
import type { Db, Tx } from "../db/database";
import { visitCharges } from "../db/schema";
import { AppError } from "../http/app-error";
import type { PaymentsProvider } from "../payments/payments-provider";
import { recordFailedTry } from "./charge-visit";
import { markVisitPaid } from "./mark-visit-paid";
import { loadPayableVisit } from "./payable-visit";

export type ProcessingChargeOutcome =
  | "visit_charged"
  | "visit_charge_failed"
  | "still_processing"
  | "not_processing"
  | "not_found"
  | "duplicate";

/**
 * Stripe's later word on a plan visit's off-session charge that answered `processing`
 * (docs/product/plans.md#billing): payment_intent.succeeded or .payment_failed. The event only
 * says "look again": the payment intent is re-read from Stripe, and what it is now decides, so
 * events in any order come to the same end. With the visit's booking locked, as every charge of
 * it is, and the event recorded in the same transaction (`claim`), a charge still `processing`
 * with this payment intent becomes `paid` (numbered, `visit.charged` and the customer's receipt
 * queued: mark-visit-paid.ts), or a failed try like a
 * declined card's (the customer emailed, the retry days, the pause after the last). Anything
 * else, a charge already settled by an earlier event on any instance, changes nothing.
 */
export async function settleProcessingVisitCharge(options: {
  db: Db;
  payments: PaymentsProvider;
  business: Business;
  /** The payment intent as the event announced it (its metadata names the charge). */
  announced: Stripe.PaymentIntent;
  now: Date;
  mailFrom: MailFrom | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
  claim: (tx: Tx) => Promise<boolean>;
}): Promise<ProcessingChargeOutcome> {
  const { db, business, announced, claim } = options;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await options.payments.readPaymentIntent(announced.id);
  } catch (error) {
    options.log.error(
      { err: error, paymentIntentId: announced.id },
      "re-reading a visit's charge failed",
    );
    throw new AppError("unavailable", "Could not re-read the payment; retry later");
  }
  const chargeId = intent.metadata?.visitChargeId ?? "";
  return db.transaction(async (tx) => {
    if (!(await claim(tx))) return "duplicate";
    const [found] = await tx
      .select({ bookingId: visitCharges.bookingId })
      .from(visitCharges)
      .where(and(eq(visitCharges.businessId, business.id), eq(visitCharges.id, chargeId)));
    const payable =
      found &&
      (await loadPayableVisit(tx, {
        businessId: business.id,
        bookingId: found.bookingId,
        lock: true,
      }));
    const charge = payable?.charge;
    if (!payable || !charge) return "not_found";
    // Stripe spoke before the instance charging it recorded its answer: Stripe delivers the
    // event again later (the claim is undone with the transaction), once `processing` is recorded.
    if (charge.status === "charging") {
      throw new AppError("unavailable", "The visit's charge is being recorded; retry later");
    }
    // A customer's own payment of the visit has its session's events; a charge settled is done.
    const ours = charge.paymentIntentId === null || charge.paymentIntentId === intent.id;
    if (charge.status !== "processing" || !ours) return "not_processing";
    if (intent.status === "succeeded") {
      await markVisitPaid(tx, {
        ...options,
        charge,
        order: payable.order,
        paymentIntentId: intent.id,
        applicationFeeCents: intent.application_fee_amount ?? charge.applicationFeeCents,
        paidBy: { kind: "saved_card" },
      });
      return "visit_charged";
    }
    if (intent.status !== "requires_payment_method" && intent.status !== "canceled") {
      return "still_processing";
    }
    await recordFailedTry(tx, {
      ...options,
      charge,
      order: payable.order,
      reason:
        intent.last_payment_error?.code === "authentication_required"
          ? "authentication_required"
          : "declined",
      paymentIntentId: intent.id,
    });
    return "visit_charge_failed";
  });
}

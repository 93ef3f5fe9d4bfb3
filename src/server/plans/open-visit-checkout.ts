import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { serviceOf } from "../account/customer-account";
import { formatVisitTime } from "../account/format-visit-time";
import type { Business } from "../business/business-store";
import type { MailFrom } from "../config/env";
import type { Db } from "../db/database";
import { type VisitCharge, visitCharges } from "../db/schema";
import { AppError } from "../http/app-error";
import { savedCardPayments } from "../payments/create-payments-provider";
import type { PaymentsProvider } from "../payments/payments-provider";
import { VISIT_CHECKOUT_HOLD_MS } from "../payments/visit-payment-metadata";
import { awaitsCustomer, loadPayableVisit, type PayableVisit } from "./payable-visit";
import { recordVisitPayment } from "./record-visit-payment";

/** Where the Pay button leads: Stripe's page, or why there is nothing to pay there. */
export type VisitCheckoutOutcome =
  | { kind: "checkout"; url: string }
  | { kind: "paid" }
  | { kind: "in_progress" }
  | { kind: "not_due" }
  | { kind: "not_online" };

type Hold = PayableVisit & { charge: VisitCharge; payments: PaymentsProvider };

/**
 * The customer's Pay button for a plan's visit whose charge failed
 * (docs/product/plans.md#paying-a-failed-visit). With the visit's booking locked, as every charge
 * claims it, the charge is held for the customer: no retry charges the saved card while their
 * page may still be paid (and a retry under way answers "in progress" here). Then Stripe's page,
 * made outside any transaction: the one already open for them, else a new one, the same however
 * often or wherever the button is pressed.
 */
export async function openVisitCheckout(options: {
  db: Db;
  payments: PaymentsProvider;
  business: Business;
  bookingId: string;
  now: Date;
  successUrl: string;
  cancelUrl: string;
  mailFrom: MailFrom | undefined;
  /** PUBLIC_URL: the receipt's link is on it, should the page be found paid. */
  publicUrl: string;
  log: FastifyBaseLogger;
}): Promise<VisitCheckoutOutcome> {
  const { db, business, bookingId, now } = options;
  const held = await db.transaction(async (tx): Promise<VisitCheckoutOutcome | { hold: Hold }> => {
    const payable = await loadPayableVisit(tx, { businessId: business.id, bookingId, lock: true });
    const status = payable?.charge?.status;
    if (!payable?.charge) return { kind: "not_due" };
    if (status === "paid") return { kind: "paid" };
    if (!awaitsCustomer(payable)) return { kind: "in_progress" };
    const payments = savedCardPayments(payable.order, business, options.payments);
    if (payments?.mode !== "stripe") return { kind: "not_online" };
    const { charge } = payable;
    if (charge.checkoutUntil && charge.checkoutUntil > now) {
      return { hold: { ...payable, charge, payments } };
    }
    const [claimed] = await tx
      .update(visitCharges)
      .set({ checkoutUntil: new Date(now.getTime() + VISIT_CHECKOUT_HOLD_MS), updatedAt: now })
      .where(and(eq(visitCharges.businessId, business.id), eq(visitCharges.id, charge.id)))
      .returning();
    return { hold: { ...payable, charge: claimed!, payments } };
  });
  if ("kind" in held) return held;
  const { charge, order, visit, payments } = held.hold;

  if (charge.checkoutSessionId) {
    const open = await payments.readCheckoutSession(charge.checkoutSessionId).catch((error) => {
      options.log.error(
        { err: error, visitChargeId: charge.id },
        "re-reading a visit's page failed",
      );
      throw new AppError("unavailable", "Stripe is not reachable right now. Please try again.");
    });
    if (open.status === "open" && open.url) return { kind: "checkout", url: open.url };
    if (open.payment_status === "paid") {
      await recordVisitPayment({ ...options, session: open, payments, now });
      return { kind: "paid" };
    }
  }
  const session = await payments.createVisitCheckout({
    order,
    charge,
    paymentAccount: business.paymentAccount,
    description: `Visit of ${formatVisitTime(visit.startsAt, business.config.timezone)}: ${serviceOf(order, business.config)}`,
    // One page per hold (and per page before it that closed unpaid).
    idempotencyKey: `quotewise-visit-checkout-${charge.id}-${charge.checkoutUntil!.getTime()}-${charge.checkoutSessionId ?? "first"}`,
    successUrl: options.successUrl,
    cancelUrl: options.cancelUrl,
  });
  await rememberSession(db, charge, session.id);
  return { kind: "checkout", url: session.url };
}

/** The customer's page of this hold, kept so that pressing Pay again opens the same one. */
async function rememberSession(db: Db, charge: VisitCharge, sessionId: string): Promise<void> {
  await db
    .update(visitCharges)
    .set({ checkoutSessionId: sessionId, updatedAt: sql`now()` })
    .where(
      and(
        eq(visitCharges.businessId, charge.businessId),
        eq(visitCharges.id, charge.id),
        eq(visitCharges.status, "failed"),
      ),
    );
}

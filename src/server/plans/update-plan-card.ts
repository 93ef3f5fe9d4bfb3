import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { orders, plans } from "../db/schema";
import { AppError } from "../http/app-error";
import { idOf } from "../payments/balance-payment";
import { savedCardPayments } from "../payments/create-payments-provider";
import type { PaymentsProvider } from "../payments/payments-provider";
import { updateOrder } from "../payments/update-order";
import { CARD_UPDATE_PAYMENT } from "../payments/visit-payment-metadata";

/**
 * "Update card" on the customer's page (docs/product/customer-account.md#the-card-on-file): a
 * Stripe Checkout Session in setup mode for the plan's customer, on the business's behalf,
 * charging nothing; the card typed there is Stripe's to keep, never ours to see. Answers the
 * page to send the customer to, or null when the plan's card cannot be changed online (not
 * active, or first paid in test mode).
 */
export async function openCardUpdate(options: {
  db: Db;
  payments: PaymentsProvider;
  business: Business;
  planId: string;
  successUrl: string;
  cancelUrl: string;
}): Promise<string | null> {
  const { db, business, planId } = options;
  const [found] = await db
    .select({ status: plans.status, order: orders })
    .from(plans)
    .innerJoin(orders, and(eq(orders.businessId, plans.businessId), eq(orders.id, plans.orderId)))
    .where(and(eq(plans.businessId, business.id), eq(plans.id, planId)));
  if (found?.status !== "active" || !found.order.stripeCustomerId) return null;
  const payments = savedCardPayments(found.order, business, options.payments);
  if (payments?.mode !== "stripe") return null;
  const session = await payments.createCardSetupCheckout({
    order: found.order,
    planId,
    paymentAccount: business.paymentAccount,
    successUrl: options.successUrl,
    cancelUrl: options.cancelUrl,
  });
  return session.url;
}

export type CardUpdateOutcome = "card_updated" | "not_complete" | "not_found" | "duplicate";

/**
 * Records a completed card update (the checkout.session.completed webhook, or the return page,
 * whichever comes first: both set the same card): the card the setup saved becomes the one the
 * plan's visits are charged to. `claim` records a webhook's event in the same transaction.
 */
export async function recordCardUpdate(options: {
  db: Db;
  payments: PaymentsProvider;
  business: Business;
  session: Stripe.Checkout.Session;
  log: FastifyBaseLogger;
  claim?: (tx: Tx) => Promise<boolean>;
}): Promise<CardUpdateOutcome> {
  const { db, business, session } = options;
  const metadata = session.metadata ?? {};
  const claimed = (tx: Tx) => (options.claim ? options.claim(tx) : Promise.resolve(true));
  const setupIntentId = idOf(session.setup_intent);
  const ours =
    metadata.payment === CARD_UPDATE_PAYMENT &&
    metadata.businessId === business.id &&
    metadata.planId !== undefined;
  let card: string | null = null;
  if (ours && session.status === "complete" && setupIntentId) {
    let intent: Stripe.SetupIntent;
    try {
      intent = await options.payments.readSetupIntent(setupIntentId);
    } catch (error) {
      options.log.error({ err: error, setupIntentId }, "re-reading a card update failed");
      throw new AppError("unavailable", "Could not re-read the card update; retry later");
    }
    if (intent.status === "succeeded") card = idOf(intent.payment_method);
  }
  return db.transaction(async (tx) => {
    if (!(await claimed(tx))) return "duplicate";
    if (!ours) return "not_found";
    if (!card) return "not_complete";
    const [plan] = await tx
      .select({ orderId: plans.orderId })
      .from(plans)
      .where(and(eq(plans.businessId, business.id), eq(plans.id, metadata.planId!)));
    if (!plan) return "not_found";
    await updateOrder(
      tx,
      { businessId: business.id, orderId: plan.orderId },
      { stripePaymentMethodId: card, updatedAt: sql`now()` },
    );
    return "card_updated";
  });
}

import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Business, BusinessStore } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { processedWebhookEvents } from "../db/schema";
import { AppError } from "../http/app-error";
import { recordVisitPayment, type VisitPaymentOutcome } from "../plans/record-visit-payment";
import {
  type ProcessingChargeOutcome,
  settleProcessingVisitCharge,
} from "../plans/settle-processing-visit-charge";
import { type CardUpdateOutcome, recordCardUpdate } from "../plans/update-plan-card";
import { recordVisitTip, type TipOutcome } from "../tips/record-visit-tip";
import { BALANCE_PAYMENT, idOf } from "./balance-payment";
import { isCheckoutEventType, signalFromCheckoutSession } from "./checkout-session-signal";
import { type FulfilmentOutcome, fulfilOrder, recordPaymentSignal } from "./fulfil-order";
import {
  type BalanceEventOutcome,
  handleBalanceIntentEvent,
  handleBalanceSessionEvent,
} from "./handle-balance-events";
import {
  type ChargeEventOutcome,
  handleChargeRefunded,
  handleDisputeCreated,
} from "./handle-charge-events";
import type { NoticeContext } from "./order-notices";
import type { PaymentsProvider } from "./payments-provider";
import { CARD_UPDATE_PAYMENT, TIP_PAYMENT, VISIT_PAYMENT } from "./visit-payment-metadata";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type EventOutcome =
  | FulfilmentOutcome
  | ChargeEventOutcome
  | BalanceEventOutcome
  | VisitPaymentOutcome
  | CardUpdateOutcome
  | TipOutcome
  | ProcessingChargeOutcome
  | "ignored_type"
  | "duplicate"
  | "other_business";

type EventOptions = {
  db: Db;
  payments: PaymentsProvider;
  event: Stripe.Event;
  /** When the event is handled (the server's clock): the plan events it causes say so. */
  now: Date;
  businesses: BusinessStore;
  noticesFor(business: Business): NoticeContext;
  /** PUBLIC_URL: a failed visit charge's link to pay it is on it. */
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * Acts on one verified event of the platform's endpoint, once per event id: checkout sessions
 * paying orders (or their deposits and balances), balance payments, a plan visit's charge that was
 * processing, refunds and disputes (docs/product/payments.md#stripe-events). What the event
 * names is re-read from Stripe (outside any transaction), then the event id is recorded and its
 * effect applied in one transaction, so a crash between the two leaves both undone and Stripe's
 * retry redoes them.
 */
export async function handleStripeEvent(options: EventOptions): Promise<EventOutcome> {
  const { db, event } = options;
  const handled =
    isCheckoutEventType(event.type) ||
    event.type === "charge.refunded" ||
    event.type === "charge.dispute.created" ||
    event.type === "payment_intent.succeeded" ||
    event.type === "payment_intent.payment_failed";
  if (!handled) return "ignored_type";
  const [seen] = await db
    .select({ eventId: processedWebhookEvents.eventId })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.eventId, event.id));
  if (seen) return "duplicate";

  const claim = async (tx: Tx) => {
    const claimed = await tx
      .insert(processedWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: processedWebhookEvents.eventId });
    return claimed.length > 0;
  };
  const chargeOptions = { ...options, claim };
  if (event.type === "charge.refunded") {
    return handleChargeRefunded(chargeOptions, event.data.object as Stripe.Charge);
  }
  if (event.type === "charge.dispute.created") {
    return handleDisputeCreated(chargeOptions, event.data.object as Stripe.Dispute);
  }
  if (event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed") {
    const announced = event.data.object;
    // A plan visit's off-session charge that answered `processing` (docs/product/plans.md#billing).
    if (announced.metadata?.payment === VISIT_PAYMENT) {
      const business = await options.businesses.byId(announced.metadata.businessId ?? "");
      if (!business) {
        return db.transaction(async (tx) => ((await claim(tx)) ? "other_business" : "duplicate"));
      }
      return settleProcessingVisitCharge({
        ...options,
        business,
        announced,
        mailFrom: options.noticesFor(business).mailFrom,
        claim,
      });
    }
    return handleBalanceIntentEvent(chargeOptions, announced, event.type);
  }
  return handleCheckoutEvent(options, claim);
}

async function handleCheckoutEvent(
  options: EventOptions,
  claim: (tx: Tx) => Promise<boolean>,
): Promise<EventOutcome> {
  const { db, payments, event, log } = options;
  if (!isCheckoutEventType(event.type)) return "ignored_type";
  const type = event.type;

  const announced = event.data.object as Stripe.Checkout.Session;
  let session: Stripe.Checkout.Session;
  try {
    session = await payments.readCheckoutSession(announced.id);
  } catch (error) {
    log.error({ err: error, eventId: event.id }, "re-reading the checkout session failed");
    throw new AppError("unavailable", "Could not re-read the checkout session; retry later");
  }
  if (session.metadata?.payment === BALANCE_PAYMENT) {
    return handleBalanceSessionEvent({ ...options, claim }, session);
  }
  // A plan customer's own payment of a visit, or their new card (docs/product/plans.md#billing).
  const payment = session.metadata?.payment;
  if (payment === VISIT_PAYMENT || payment === CARD_UPDATE_PAYMENT) {
    const planBusiness = await options.businesses.byId(session.metadata?.businessId ?? "");
    if (!planBusiness) {
      return db.transaction(async (tx) => ((await claim(tx)) ? "other_business" : "duplicate"));
    }
    const common = { ...options, business: planBusiness, session, claim };
    return payment === VISIT_PAYMENT
      ? recordVisitPayment({ ...common, mailFrom: options.noticesFor(planBusiness).mailFrom })
      : recordCardUpdate(common);
  }
  // A customer's tip after a completed visit (docs/product/customer-account.md#tips).
  if (payment === TIP_PAYMENT) {
    const tipBusiness = await options.businesses.byId(session.metadata?.businessId ?? "");
    if (!tipBusiness) {
      return db.transaction(async (tx) => ((await claim(tx)) ? "other_business" : "duplicate"));
    }
    return recordVisitTip({
      ...options,
      business: tipBusiness,
      session,
      claim,
      mailFrom: options.noticesFor(tipBusiness).mailFrom,
    });
  }
  const orderId = session.client_reference_id ?? session.metadata?.orderId ?? "";
  // Sessions are created with the order's business in their metadata; anything else is not ours.
  const businessId = session.metadata?.businessId;
  const business = businessId ? await options.businesses.byId(businessId) : undefined;
  const forUs = business !== undefined && UUID_PATTERN.test(orderId);
  const paymentIntentId = idOf(session.payment_intent);
  // A session that saves the card names its customer (a deposit's, a plan's first visit).
  const savesCard = session.metadata?.payment === "deposit" || idOf(session.customer) !== null;
  const savedCard =
    forUs && savesCard && paymentIntentId
      ? await readSavedCard(options, paymentIntentId)
      : undefined;

  return db.transaction(async (tx) => {
    if (!(await claim(tx))) return "duplicate";
    if (!forUs) return "other_business";

    const signal = signalFromCheckoutSession(type, session);
    const common = {
      businessId: business.id,
      orderId,
      actor: "stripe-webhook",
      data: { stripeEventId: event.id, eventType: type, sessionId: session.id },
    };
    const outcome =
      signal.type === "paid"
        ? await fulfilOrder(tx, {
            ...common,
            customer: {
              name: session.customer_details?.name,
              phone: session.customer_details?.phone,
              email: session.customer_details?.email,
            },
            amountPaidCents: session.currency === "usd" ? session.amount_total : null,
            checkoutSessionId: session.id,
            paymentIntentId,
            savedCard,
            notices: options.noticesFor(business),
          })
        : await recordPaymentSignal(tx, { ...common, signal });
    if (outcome === "amount_mismatch" || outcome === "not_found") {
      log.error(
        { eventId: event.id, orderId, sessionId: session.id, outcome },
        "checkout session does not match an order: not fulfilled",
      );
    }
    return outcome;
  });
}

/**
 * The card a payment saved (setup_future_usage) and its customer, from the payment intent as
 * Stripe has it: what a deposit's balance or a plan's later visits are charged to.
 */
async function readSavedCard(
  options: EventOptions,
  paymentIntentId: string,
): Promise<{ customerId: string | null; paymentMethodId: string | null }> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await options.payments.readPaymentIntent(paymentIntentId);
  } catch (error) {
    options.log.error({ err: error, paymentIntentId }, "re-reading the deposit's payment failed");
    throw new AppError("unavailable", "Could not re-read the deposit's payment; retry later");
  }
  return { customerId: idOf(intent.customer), paymentMethodId: idOf(intent.payment_method) };
}

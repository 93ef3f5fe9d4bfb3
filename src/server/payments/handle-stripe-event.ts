import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Business, BusinessStore } from "../business/business-store";
import type { Db } from "../db/database";
import { processedWebhookEvents } from "../db/schema";
import { AppError } from "../http/app-error";
import { isCheckoutEventType, signalFromCheckoutSession } from "./checkout-session-signal";
import { type FulfilmentOutcome, fulfilOrder, recordPaymentSignal } from "./fulfil-order";
import type { NoticeContext } from "./order-notices";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type EventOutcome = FulfilmentOutcome | "ignored_type" | "duplicate" | "other_business";

/**
 * Acts on one verified Stripe event, once per event id: the session is re-read from Stripe
 * (outside any transaction), then the event id is recorded and its effect applied in one
 * transaction, so a crash between the two leaves both undone and Stripe's retry redoes them.
 */
export async function handleStripeEvent(options: {
  db: Db;
  stripe: Stripe;
  event: Stripe.Event;
  businesses: BusinessStore;
  noticesFor(business: Business): NoticeContext;
  log: FastifyBaseLogger;
}): Promise<EventOutcome> {
  const { db, stripe, event, log } = options;
  if (!isCheckoutEventType(event.type)) return "ignored_type";
  const type = event.type;

  const [seen] = await db
    .select({ eventId: processedWebhookEvents.eventId })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.eventId, event.id));
  if (seen) return "duplicate";

  const announced = event.data.object as Stripe.Checkout.Session;
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(announced.id);
  } catch (error) {
    log.error({ err: error, eventId: event.id }, "re-reading the checkout session failed");
    throw new AppError("unavailable", "Could not re-read the checkout session; retry later");
  }
  const orderId = session.client_reference_id ?? session.metadata?.orderId ?? "";
  // Sessions are created with the order's business in their metadata; anything else is not ours.
  const businessId = session.metadata?.businessId;
  const business = businessId ? await options.businesses.byId(businessId) : undefined;
  const forUs = business !== undefined && UUID_PATTERN.test(orderId);

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(processedWebhookEvents)
      .values({ eventId: event.id, type })
      .onConflictDoNothing()
      .returning({ eventId: processedWebhookEvents.eventId });
    if (claimed.length === 0) return "duplicate";
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

import type { FastifyInstance, FastifyRequest } from "fastify";
import type Stripe from "stripe";
import type { AppContext, Services } from "../app-context";
import { AppError } from "../http/app-error";
import { syncConnectedAccount } from "../payments/connect-account";
import { handleStripeEvent } from "../payments/handle-stripe-event";
import { noticeContextOf } from "../payments/notice-context";

/** Stripe events stay well under this; anything bigger is not from Stripe. */
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * POST /api/stripe/webhook and /api/stripe/connect-webhook (Stripe mode only). Their own
 * encapsulated scope keeps the raw body (the signature covers the exact bytes) without touching
 * JSON parsing anywhere else.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { context, services }: { context: AppContext; services: Services },
): Promise<void> {
  const { env } = context;
  const { db, payments } = services;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (payments.mode !== "stripe" || !webhookSecret) return;

  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    const verified = (request: FastifyRequest, secret: string): Stripe.Event => {
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || signature === "") {
        throw AppError.invalidField("Stripe-Signature", "header is required");
      }
      try {
        return payments.verifyEvent(request.body as Buffer, signature, secret);
      } catch {
        throw AppError.invalidField("Stripe-Signature", "does not match the payload");
      }
    };

    scope.post("/api/stripe/webhook", async (request) => {
      const event = verified(request, webhookSecret);
      const outcome = await handleStripeEvent({
        db,
        payments,
        event,
        now: services.clock(),
        businesses: context.businesses,
        noticesFor: (business) => noticeContextOf(context, business),
        publicUrl: env.PUBLIC_URL,
        log: request.log,
      });
      request.log.info({ eventId: event.id, eventType: event.type, outcome }, "stripe event");
      return { received: true, outcome };
    });

    const connectSecret = env.STRIPE_CONNECT_WEBHOOK_SECRET;
    if (!connectSecret) return;
    // Connected accounts' events (docs/product/payments.md#stripe-settings): only account.updated.
    scope.post("/api/stripe/connect-webhook", async (request) => {
      const event = verified(request, connectSecret);
      if (event.type !== "account.updated") return { received: true, outcome: "ignored_type" };
      const account = event.data.object as Stripe.Account;
      const businessId = account.metadata?.businessId;
      const synced = businessId
        ? await syncConnectedAccount({
            db,
            payments,
            businesses: context.businesses,
            businessId,
            accountId: account.id,
          })
        : false;
      const outcome = synced ? "synced" : "other_business";
      request.log.info({ eventId: event.id, eventType: event.type, outcome }, "stripe event");
      return { received: true, outcome };
    });
  });
}

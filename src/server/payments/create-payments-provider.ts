import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../config/env";
import { type Payee, type PaymentsProvider, takesRealPayments } from "./payments-provider";
import { createStripeClient } from "./stripe-client";
import { createStripePayments } from "./stripe-payments";
import { testPayments } from "./test-payments";

/** The server's one provider, built at start: Stripe when STRIPE_SECRET_KEY is set, else test mode. */
export function createPaymentsProvider(env: Env, log: FastifyBaseLogger): PaymentsProvider {
  if (!env.STRIPE_SECRET_KEY) return testPayments;
  return createStripePayments({
    stripe: createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE }),
    publicUrl: env.PUBLIC_URL,
    log,
  });
}

/** What a business's customers pay through: the test page unless it takes real payments. */
export function paymentsFor(business: Payee, payments: PaymentsProvider): PaymentsProvider {
  return takesRealPayments(business, payments) ? payments : testPayments;
}

import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../config/env";
import type { Order } from "../db/schema";
import {
  canTakeCharges,
  type Payee,
  type PaymentsProvider,
  takesRealPayments,
} from "./payments-provider";
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

/**
 * What charges an order's saved card later (a deposit's balance, a plan's visit): where its first
 * payment was made, so the test provider for one paid on the test page (no money moves); null when
 * the business cannot take charges through Stripe now.
 */
export function savedCardPayments(
  order: Pick<Order, "paidInTestMode">,
  business: Omit<Payee, "status">,
  payments: PaymentsProvider,
): PaymentsProvider | null {
  if (order.paidInTestMode) return testPayments;
  return payments.mode === "stripe" && canTakeCharges(business) ? payments : null;
}

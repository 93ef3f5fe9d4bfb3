import { splitPayment } from "@/domain/deposits";
import { ROUTES } from "@/shared/routes";
import { AppError } from "../http/app-error";
import { checkoutReturnQuery } from "./checkout-line-items";
import type { PaymentsProvider } from "./payments-provider";

function noStripe(advice = ""): never {
  throw new AppError("unavailable", `This server has no Stripe keys${advice}`);
}

/**
 * Test mode (docs/product/payments.md#test-mode): the customer pays on the in-app test page,
 * which fulfils the order as a webhook would, and a deposit's balance is recorded without a
 * charge. No money moves, so there is nothing at Stripe to refund or read.
 */
export const testPayments: PaymentsProvider = {
  mode: "test",
  createCheckoutSession: async ({ order, source, pageBase }) => ({
    sessionId: null,
    url: `${pageBase}${ROUTES.checkoutTest}?${checkoutReturnQuery(order, source)}`,
    applicationFeeCents: null,
    customerId: null,
  }),
  createBalanceCheckout: async () => noStripe(),
  chargeSavedCard: async ({ order }) => ({
    outcome: "succeeded",
    paymentIntentId: null,
    amountReceivedCents: splitPayment(order).dueLaterCents,
    applicationFeeCents: null,
  }),
  chargePlanVisit: async ({ charge }) => ({
    outcome: "succeeded",
    paymentIntentId: null,
    amountReceivedCents: charge.amountCents,
    applicationFeeCents: null,
  }),
  createVisitCheckout: async () => noStripe(),
  createTipCheckout: async () => noStripe(),
  createCardSetupCheckout: async () => noStripe(),
  readSetupIntent: async () => noStripe(),
  refund: async () => noStripe(": refund it in Stripe"),
  readCheckoutSession: async () => noStripe(),
  readPaymentIntent: async () => noStripe(),
  listRefunds: async () => noStripe(),
  readAccount: async () => noStripe(),
  createAccount: async () => noStripe(),
  createAccountLink: async () => noStripe(),
  verifyEvent: () => noStripe(),
};

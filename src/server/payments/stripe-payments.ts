import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import { splitApplicationFee } from "@/domain/deposits";
import { ROUTES } from "@/shared/routes";
import { HELD_CHECKOUT_MINUTES } from "../booking/hold-slot";
import type { Order, VisitCharge } from "../db/schema";
import { AppError } from "../http/app-error";
import { BALANCE_PAYMENT, balanceCentsOf, idOf } from "./balance-payment";
import {
  balanceLineItems,
  checkoutReturnQuery,
  depositLineItems,
  toStripeLineItems,
} from "./checkout-line-items";
import type { PaymentsProvider, SavedCardCharge, SessionPayment } from "./payments-provider";
import { CARD_UPDATE_PAYMENT, TIP_PAYMENT, VISIT_PAYMENT } from "./visit-payment-metadata";

/** Stripe's own refund reasons; "other" is sent as none. */
const STRIPE_REASONS = new Set(["requested_by_customer", "duplicate", "fraudulent"]);

/**
 * A destination charge on the business's behalf (docs/decisions/013-connect-charge-type.md): its
 * name on the statement, the fee kept as Quotewise's application fee; nothing for a business paid
 * directly (the charge stays on the platform's account, with no fee).
 */
function connectedCharge(paymentAccount: string | null, feeCents: number) {
  if (!paymentAccount) return {};
  return {
    application_fee_amount: feeCents,
    on_behalf_of: paymentAccount,
    transfer_data: { destination: paymentAccount },
  };
}

/** The customer and card a first checkout saved (a deposit's, a plan's). */
function savedCardOf(order: Order) {
  return {
    ...(order.stripeCustomerId && { customer: order.stripeCustomerId }),
    ...(order.stripePaymentMethodId && { payment_method: order.stripePaymentMethodId }),
  };
}

/**
 * An off-session charge of a saved card, as the provider answers it: a card error (the bank wants
 * the customer, or declined) needs the customer; anything else thrown leaves Stripe unreached.
 */
async function chargeOffSession(
  create: () => Promise<Stripe.PaymentIntent>,
): Promise<SavedCardCharge> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await create();
  } catch (error) {
    const failure = error as { type?: string; code?: string; payment_intent?: { id: string } };
    const needsCustomer =
      failure.type === "StripeCardError" || failure.type === "StripeInvalidRequestError";
    if (!needsCustomer) return { outcome: "unreachable", error };
    return {
      outcome: "customer_needed",
      reason: failure.code === "authentication_required" ? "authentication_required" : "declined",
      paymentIntentId: idOf(failure.payment_intent),
    };
  }
  if (intent.status !== "succeeded") return { outcome: "processing", paymentIntentId: intent.id };
  return {
    outcome: "succeeded",
    paymentIntentId: intent.id,
    amountReceivedCents: intent.amount_received,
    applicationFeeCents: intent.application_fee_amount ?? null,
  };
}

function balanceMetadata(order: Order, attempt?: number) {
  return {
    orderId: order.id,
    businessId: order.businessId,
    payment: BALANCE_PAYMENT,
    // Only the off-session charges carry their attempt: a failure on the link's page is the
    // customer's to retry there.
    ...(attempt !== undefined && { attempt: String(attempt) }),
  };
}

/** The platform's customer a deposit's card is saved to: one per order, however often asked. */
async function createCustomer(stripe: Stripe, order: Order): Promise<string> {
  const customer = await stripe.customers.create(
    {
      email: order.email,
      ...(order.customerName && { name: order.customerName }),
      metadata: { orderId: order.id, businessId: order.businessId },
    },
    { idempotencyKey: `quotewise-customer-${order.id}` },
  );
  return customer.id;
}

/** The plan's customer the card is saved to; the email alone for an order that has none. */
function savedCustomerOf(order: Order) {
  return order.stripeCustomerId
    ? { customer: order.stripeCustomerId }
    : { customer_email: order.email };
}

function visitPaymentMetadata(order: Order, charge: VisitCharge) {
  return {
    orderId: order.id,
    businessId: order.businessId,
    planId: charge.planId,
    visitChargeId: charge.id,
    payment: VISIT_PAYMENT,
  };
}

/** Payments through Stripe (docs/product/payments.md): the one client the server builds. */
export function createStripePayments(options: {
  stripe: Stripe;
  publicUrl: string;
  log: FastifyBaseLogger;
}): PaymentsProvider {
  const { stripe, publicUrl, log } = options;
  /** A Checkout Session of the customer's own: its page, or unavailable when Stripe fails. */
  async function openSession(
    params: Stripe.Checkout.SessionCreateParams,
    idempotencyKey?: string,
  ): Promise<{ id: string; url: string }> {
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(
        params,
        idempotencyKey ? { idempotencyKey } : undefined,
      );
    } catch (error) {
      log.error({ err: error, metadata: params.metadata }, "creating a checkout session failed");
      throw new AppError(
        "unavailable",
        "The payment provider is not reachable right now. Please try again in a moment.",
      );
    }
    if (!session.url) {
      throw new AppError("unavailable", "The payment provider returned no checkout page.");
    }
    return { id: session.id, url: session.url };
  }
  return {
    mode: "stripe",

    async createCheckoutSession({ order, source, pageBase, offering, paymentAccount, slotHeld }) {
      const query = checkoutReturnQuery(order, source);
      const deposit = order.depositCents !== null;
      const payment: SessionPayment = deposit ? "deposit" : "full";
      const metadata = { orderId: order.id, businessId: order.businessId, payment };
      // A deposit's share of the fee; the balance carries the rest (docs/product/payments.md#deposits).
      const feeCents = splitApplicationFee(order).depositFeeCents;
      let session: Stripe.Checkout.Session;
      let customerId: string | null = null;
      // A deposit saves the card to a customer of the platform, for the balance later; a plan's
      // first visit, for the visits after it.
      const savesCard = deposit || order.recurring !== null;
      try {
        if (savesCard) customerId = order.stripeCustomerId ?? (await createCustomer(stripe, order));
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: deposit ? depositLineItems(order) : toStripeLineItems(order, offering),
            ...(customerId ? { customer: customerId } : { customer_email: order.email }),
            phone_number_collection: { enabled: true },
            client_reference_id: order.id,
            metadata,
            payment_intent_data: {
              metadata,
              ...connectedCharge(paymentAccount, feeCents),
              ...(savesCard && { setup_future_usage: "off_session" as const }),
            },
            success_url: `${publicUrl}${pageBase}${ROUTES.checkoutSuccess}?${query}`,
            cancel_url: `${publicUrl}${pageBase}${ROUTES.checkoutCancel}?${query}`,
            // Stripe's clock, not the server's: the page closes before the slot's hold ends.
            ...(slotHeld && {
              expires_at: Math.floor(Date.now() / 1000) + HELD_CHECKOUT_MINUTES * 60,
            }),
          },
          // One session per order and return page, however often the request is retried.
          { idempotencyKey: `quotewise-checkout-${order.id}-${source}` },
        );
      } catch (error) {
        log.error({ err: error, orderId: order.id }, "creating the Stripe checkout session failed");
        throw new AppError(
          "unavailable",
          "The payment provider is not reachable right now. Please try again in a moment.",
        );
      }
      if (!session.url) {
        throw new AppError("unavailable", "The payment provider returned no checkout page.");
      }
      return {
        sessionId: session.id,
        url: session.url,
        applicationFeeCents: paymentAccount ? feeCents : null,
        customerId,
      };
    },

    async createBalanceCheckout({ order, attempt, paymentAccount, publicUrl: pagesUrl }) {
      const metadata = balanceMetadata(order);
      const query = `order=${order.id}`;
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: balanceLineItems(order, balanceCentsOf(order)),
          ...(order.stripeCustomerId
            ? { customer: order.stripeCustomerId }
            : { customer_email: order.email }),
          client_reference_id: order.id,
          metadata,
          payment_intent_data: {
            metadata,
            ...connectedCharge(paymentAccount, splitApplicationFee(order).balanceFeeCents),
          },
          success_url: `${pagesUrl}${ROUTES.checkoutSuccess}?${query}`,
          cancel_url: `${pagesUrl}${ROUTES.checkoutCancel}?${query}`,
        },
        { idempotencyKey: `quotewise-balance-link-${order.id}-${attempt}` },
      );
      return { id: session.id, url: session.url };
    },

    chargeSavedCard: ({ order, attempt, paymentAccount }) =>
      chargeOffSession(() =>
        stripe.paymentIntents.create(
          {
            amount: balanceCentsOf(order),
            currency: "usd",
            ...savedCardOf(order),
            off_session: true,
            confirm: true,
            description: `Balance: ${order.optionLabel}`,
            metadata: balanceMetadata(order, attempt),
            ...connectedCharge(paymentAccount, splitApplicationFee(order).balanceFeeCents),
          },
          // A charge taken over repeats its attempt: Stripe answers what it answered before.
          { idempotencyKey: `quotewise-balance-${order.id}-${attempt}` },
        ),
      ),

    chargePlanVisit: ({ order, charge, paymentAccount, description }) =>
      chargeOffSession(() =>
        stripe.paymentIntents.create(
          {
            amount: charge.amountCents,
            currency: "usd",
            ...savedCardOf(order),
            off_session: true,
            confirm: true,
            description,
            metadata: {
              orderId: order.id,
              businessId: order.businessId,
              planId: charge.planId,
              visitChargeId: charge.id,
              payment: "visit",
            },
            ...connectedCharge(paymentAccount, charge.applicationFeeCents ?? 0),
          },
          // One charge per visit and try, however often it is asked for.
          { idempotencyKey: `quotewise-visit-${charge.id}-${charge.attempt}` },
        ),
      ),

    createVisitCheckout: ({ order, charge, paymentAccount, description, ...urls }) =>
      openSession(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: charge.amountCents,
                product_data: { name: description },
              },
            },
          ],
          ...savedCustomerOf(order),
          metadata: visitPaymentMetadata(order, charge),
          payment_intent_data: {
            metadata: visitPaymentMetadata(order, charge),
            ...connectedCharge(paymentAccount, charge.applicationFeeCents ?? 0),
            // The card it is paid with becomes the plan's saved card.
            setup_future_usage: "off_session",
          },
          success_url: urls.successUrl,
          cancel_url: urls.cancelUrl,
        },
        urls.idempotencyKey,
      ),

    createTipCheckout: ({ order, tip, paymentAccount, description, successUrl, cancelUrl }) => {
      const metadata = {
        orderId: order.id,
        businessId: order.businessId,
        bookingId: tip.bookingId,
        tipId: tip.id,
        payment: TIP_PAYMENT,
      };
      return openSession(
        {
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "usd",
                unit_amount: tip.amountCents,
                product_data: { name: description },
              },
            },
          ],
          ...savedCustomerOf(order),
          metadata,
          payment_intent_data: {
            metadata,
            // All of a tip is the business's: no application fee (decision 059).
            ...(paymentAccount && {
              on_behalf_of: paymentAccount,
              transfer_data: { destination: paymentAccount },
            }),
          },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        // One page per tip row, however often the request is retried.
        `quotewise-tip-${tip.id}`,
      );
    },

    createCardSetupCheckout: ({ order, planId, paymentAccount, successUrl, cancelUrl }) => {
      const metadata = {
        orderId: order.id,
        businessId: order.businessId,
        planId,
        payment: CARD_UPDATE_PAYMENT,
      };
      return openSession({
        mode: "setup",
        currency: "usd",
        ...savedCustomerOf(order),
        metadata,
        setup_intent_data: {
          metadata,
          ...(paymentAccount && { on_behalf_of: paymentAccount }),
        },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
    },

    readSetupIntent: (id) => stripe.setupIntents.retrieve(id),

    async refund({ order, refund, paymentIntentId, withFee }) {
      try {
        const made = await stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            amount: refund.amountCents,
            ...(STRIPE_REASONS.has(refund.reason) && {
              reason: refund.reason as Stripe.RefundCreateParams.Reason,
            }),
            ...(withFee && { refund_application_fee: true, reverse_transfer: true }),
            metadata: { orderId: order.id, businessId: order.businessId, refundId: refund.id },
          },
          { idempotencyKey: `quotewise-refund-${refund.id}` },
        );
        return made.id;
      } catch (error) {
        const refused = (error as { type?: string }).type === "StripeInvalidRequestError";
        throw refused
          ? new AppError("conflict", `Stripe refused the refund: ${(error as Error).message}`)
          : new AppError(
              "unavailable",
              "Stripe is not reachable right now. No refund was made; please try again in a moment.",
            );
      }
    },

    readCheckoutSession: (id) => stripe.checkout.sessions.retrieve(id),
    readPaymentIntent: (id) => stripe.paymentIntents.retrieve(id),
    async listRefunds(paymentIntentId) {
      const listed = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
      return listed.data;
    },
    readAccount: (id) => stripe.accounts.retrieve(id),
    createAccount: ({ business, ownerEmail }) =>
      stripe.accounts.create(
        {
          type: "express",
          email: ownerEmail,
          business_profile: {
            name: business.config.name,
            ...(business.config.contact.website && { url: business.config.contact.website }),
          },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { businessId: business.id },
        },
        { idempotencyKey: `quotewise-account-${business.id}` },
      ),
    async createAccountLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: "account_onboarding",
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },
    verifyEvent: (payload, signature, secret) =>
      stripe.webhooks.constructEvent(payload, signature, secret),
  };
}

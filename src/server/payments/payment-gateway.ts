import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import { toChargeLines } from "@/domain/charge-lines";
import { splitApplicationFee } from "@/domain/deposits";
import { CUSTOM_QUOTE_OPTION } from "@/shared/api/custom-quote-offer-contract";
import { formatCents } from "@/shared/money";
import { formatContractLine, type Offering } from "@/shared/offering";
import { ROUTES } from "@/shared/routes";
import { resolveService } from "@/shared/service-texts";
import type { Env } from "../config/env";
import type { Order } from "../db/schema";
import { AppError } from "../http/app-error";
import { createStripeClient } from "./stripe-client";

export type CheckoutSource = "page" | "embed";

export type CheckoutSession = {
  sessionId: string | null;
  url: string;
  /** Quotewise's fee on a payment into the business's own account; null otherwise. */
  applicationFeeCents: number | null;
  /** The Stripe customer a deposit's card is saved to; null when none is saved. */
  customerId: string | null;
};

/** What a checkout session's metadata says it pays: the whole order, a deposit, or a balance. */
export type SessionPayment = "full" | "deposit" | "balance";

/** Where the customer pays: the in-app test page, or a Stripe Checkout Session. */
export type PaymentGateway = {
  mode: "test" | "stripe";
  createCheckoutSession(options: {
    order: Order;
    source: CheckoutSource;
    /** The order's business's page base: return pages are `${pageBase}/checkout/...`. */
    pageBase: string;
    /** What the order's business sells, for the words on the payment page. */
    offering: Pick<Offering, "service">;
    /**
     * The business's connected Stripe account: the payment is made on its behalf. Null: on the
     * platform's own account (the business paid directly), no application fee.
     */
    paymentAccount: string | null;
  }): Promise<CheckoutSession>;
};

function returnQuery(order: Order, source: CheckoutSource): string {
  return `order=${order.id}${source === "embed" ? "&from=embed" : ""}`;
}

/** Test mode: the in-app page that pays through the same fulfilment as a webhook. */
export function createTestGateway(): PaymentGateway {
  return {
    mode: "test",
    createCheckoutSession: async ({ order, source, pageBase }) => ({
      sessionId: null,
      url: `${pageBase}${ROUTES.checkoutTest}?${returnQuery(order, source)}`,
      applicationFeeCents: null,
      customerId: null,
    }),
  };
}

/** "Season contract: November 10, 2025 to April 10, 2026.", or "One visit." */
function describeContract(order: Order, offering: Pick<Offering, "service">): string {
  const season =
    order.seasonStartsOn && order.seasonEndsOn
      ? { starts_on: order.seasonStartsOn, ends_on: order.seasonEndsOn }
      : null;
  const line = formatContractLine(offering, season);
  const { name } = resolveService(offering.service).contract;
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return line === name ? `${capitalised}.` : `${capitalised}: ${line}.`;
}

/**
 * A deposit's one line item (docs/product/payments.md#deposits): the amount charged now, and in its
 * description what is left for later.
 */
function depositLineItems(order: Order): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const deposit = order.depositCents!;
  return [
    {
      quantity: 1,
      price_data: {
        currency: "usd",
        unit_amount: deposit,
        product_data: {
          name: `Deposit: ${order.optionLabel}`,
          description: `Total ${formatCents(order.grandTotalCents)}. The balance of ${formatCents(order.grandTotalCents - deposit)} is charged to this card when the job is done.`,
        },
      },
    },
  ];
}

/** The Checkout Session's line items: they add up to the grand total shown, to the cent. */
export function toStripeLineItems(
  order: Order,
  offering: Pick<Offering, "service">,
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  // An offer's items are the business's own words, for no contract of the offering's.
  const describesContract = order.optionCode !== CUSTOM_QUOTE_OPTION.code;
  return toChargeLines(order.lines).map((line) => {
    const description =
      line.kind === "service" && describesContract
        ? [
            describeContract(order, offering),
            line.discount_cents > 0
              ? `Early Bird Discount of ${formatCents(line.discount_cents)} applied.`
              : "",
          ]
            .filter(Boolean)
            .join(" ")
        : undefined;
    return {
      quantity: 1,
      price_data: {
        currency: "usd",
        unit_amount: line.amount_cents,
        product_data: { name: line.label, ...(description ? { description } : {}) },
      },
    };
  });
}

export function createStripeGateway(options: {
  stripe: Stripe;
  publicUrl: string;
  log: FastifyBaseLogger;
}): PaymentGateway {
  const { stripe, publicUrl, log } = options;
  return {
    mode: "stripe",
    async createCheckoutSession({ order, source, pageBase, offering, paymentAccount }) {
      const query = returnQuery(order, source);
      const deposit = order.depositCents !== null;
      const payment: SessionPayment = deposit ? "deposit" : "full";
      const metadata = { orderId: order.id, businessId: order.businessId, payment };
      // A deposit's share of the fee; the balance carries the rest (docs/product/payments.md#deposits).
      const feeCents = splitApplicationFee(order).depositFeeCents;
      // A destination charge on the business's behalf (docs/decisions/013-connect-charge-type.md):
      // its name on the statement, the convenience fee kept as Quotewise's application fee.
      const connected = paymentAccount
        ? {
            application_fee_amount: feeCents,
            on_behalf_of: paymentAccount,
            transfer_data: { destination: paymentAccount },
          }
        : {};
      let session: Stripe.Checkout.Session;
      let customerId: string | null = null;
      try {
        // A deposit saves the card to a customer of the platform, for the balance later.
        if (deposit) customerId = order.stripeCustomerId ?? (await createCustomer(stripe, order));
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
              ...connected,
              ...(deposit && { setup_future_usage: "off_session" as const }),
            },
            success_url: `${publicUrl}${pageBase}${ROUTES.checkoutSuccess}?${query}`,
            cancel_url: `${publicUrl}${pageBase}${ROUTES.checkoutCancel}?${query}`,
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

const testGateway = createTestGateway();

/** What decides how a business's customers pay. */
type Payee = { status: string; paymentAccount: string | null; paidDirectly: boolean };

/** The gateway a business's customers pay through: the test page unless it takes real payments. */
export function gatewayFor(business: Payee, gateway: PaymentGateway): PaymentGateway {
  return takesRealPayments(business, gateway) ? gateway : testGateway;
}

/** Stripe when STRIPE_SECRET_KEY is set, else the in-app test page. */
export function createPaymentGateway(app: { log: FastifyBaseLogger }, env: Env): PaymentGateway {
  if (!env.STRIPE_SECRET_KEY) return createTestGateway();
  return createStripeGateway({
    stripe: createStripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE }),
    publicUrl: env.PUBLIC_URL,
    log: app.log,
  });
}

/**
 * Whether a business can take charges: its connected account can, or it is paid directly into
 * the platform's own account (PAYMENTS_DIRECT_BUSINESS).
 */
export function canTakeCharges(business: Omit<Payee, "status">): boolean {
  return business.paidDirectly || business.paymentAccount !== null;
}

/**
 * Whether a business's customers pay for real (docs/product/payments.md#test-mode): only a live
 * business that can take charges, on a server with Stripe keys. Every other business (in setup,
 * not yet connected, the demo) pays on the test page.
 */
export function takesRealPayments(business: Payee, gateway: Pick<PaymentGateway, "mode">): boolean {
  return gateway.mode === "stripe" && business.status === "live" && canTakeCharges(business);
}

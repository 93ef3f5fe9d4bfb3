import type Stripe from "stripe";
import type { Offering } from "@/shared/offering";
import type { Business } from "../business/business-store";
import type { Order, OrderRefund, VisitCharge, VisitTip } from "../db/schema";

export type CheckoutSource = "page" | "embed";

type CheckoutSession = {
  sessionId: string | null;
  url: string;
  /** Quotewise's fee on a payment into the business's own account; null otherwise. */
  applicationFeeCents: number | null;
  /** The Stripe customer a deposit's card is saved to; null when none is saved. */
  customerId: string | null;
};

/** What a checkout session's metadata says it pays: the whole order, a deposit, or a balance. */
export type SessionPayment = "full" | "deposit" | "balance";

/** Why the customer is asked to pay the balance themselves. */
export type LinkReason = "authentication_required" | "declined";

/** What charging a deposit's saved card for the balance came to. */
export type SavedCardCharge =
  | {
      outcome: "succeeded";
      /** Null when no money moved (test mode). */
      paymentIntentId: string | null;
      amountReceivedCents: number;
      applicationFeeCents: number | null;
    }
  /** Stripe's payment_intent.succeeded (or .payment_failed) event finishes it. */
  | { outcome: "processing"; paymentIntentId: string | null }
  /** The bank wants the customer, or refused the card: they are sent a payment link. */
  | { outcome: "customer_needed"; reason: LinkReason; paymentIntentId: string | null }
  | { outcome: "unreachable"; error: unknown };

/**
 * How customers pay and businesses are paid (docs/decisions/038-app-context-and-payments-provider.md):
 * the in-app test page, where no money moves, or Stripe. One is built when the server starts;
 * every payment, refund and read of Stripe goes through it.
 */
export type PaymentsProvider = {
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
    /** The order holds a slot: its payment page closes soon, and the hold with it. */
    slotHeld: boolean;
  }): Promise<CheckoutSession>;
  /** The balance's payment link (one per attempt): the saved customer, the same destination. */
  createBalanceCheckout(options: {
    order: Order;
    attempt: number;
    paymentAccount: string | null;
    /** Where the business's pages are: the link returns to its checkout pages. */
    publicUrl: string;
  }): Promise<{ id: string; url: string | null }>;
  /** Charges a deposit's saved card the balance, off-session (one charge per attempt). */
  chargeSavedCard(options: {
    order: Order;
    attempt: number;
    paymentAccount: string | null;
  }): Promise<SavedCardCharge>;
  /**
   * Charges a plan's later visit to the card its first checkout saved, off-session (one charge
   * per visit and try; docs/product/plans.md#billing).
   */
  chargePlanVisit(options: {
    order: Order;
    charge: VisitCharge;
    paymentAccount: string | null;
    /** The line on the customer's statement and receipt. */
    description: string;
  }): Promise<SavedCardCharge>;
  /**
   * The customer's own payment of a plan's visit whose charge failed
   * (docs/product/plans.md#paying-a-failed-visit): on the same destination and fee as the
   * off-session charge, saving the card it is paid with to the plan's customer.
   */
  createVisitCheckout(options: {
    order: Order;
    charge: VisitCharge;
    paymentAccount: string | null;
    description: string;
    /** One session per key, however often it is asked for. */
    idempotencyKey: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /**
   * A customer's tip after a completed visit (docs/decisions/059-tips-on-the-connected-account-without-fee.md):
   * on the business's connected account like its visits, with no application fee, saving no card.
   */
  createTipCheckout(options: {
    order: Order;
    tip: VisitTip;
    paymentAccount: string | null;
    description: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** A session that saves a new card to the plan's customer, charging nothing. */
  createCardSetupCheckout(options: {
    order: Order;
    planId: string;
    paymentAccount: string | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  readSetupIntent(id: string): Promise<Stripe.SetupIntent>;
  /** Refunds part of a payment (one refund per refund row); answers the provider's refund id. */
  refund(options: {
    order: Order;
    refund: OrderRefund;
    paymentIntentId: string;
    /** Whether Quotewise kept a fee on the payment: it is reversed in proportion. */
    withFee: boolean;
  }): Promise<string>;
  readCheckoutSession(id: string): Promise<Stripe.Checkout.Session>;
  readPaymentIntent(id: string): Promise<Stripe.PaymentIntent>;
  /** The payment's refunds, newest first. */
  listRefunds(paymentIntentId: string): Promise<Stripe.Refund[]>;
  readAccount(id: string): Promise<Stripe.Account>;
  /** The business's Express account: the same one however often asked. */
  createAccount(options: { business: Business; ownerEmail: string }): Promise<Stripe.Account>;
  createAccountLink(options: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<string>;
  /** The event a webhook delivered, if its signature matches; throws otherwise. */
  verifyEvent(payload: Buffer, signature: string, secret: string): Stripe.Event;
};

/** What decides how a business's customers pay. */
export type Payee = { status: string; paymentAccount: string | null; paidDirectly: boolean };

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
export function takesRealPayments(
  business: Payee,
  payments: Pick<PaymentsProvider, "mode">,
): boolean {
  return payments.mode === "stripe" && business.status === "live" && canTakeCharges(business);
}

import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { AppError } from "../http/app-error";
import { BALANCE_PAYMENT, type BalanceOutcome, idOf } from "./balance-payment";
import type { NoticeContext } from "./order-notices";
import type { PaymentsProvider } from "./payments-provider";
import { reopenBalance } from "./reopen-balance";
import { requestBalanceLink } from "./request-balance-link";
import { settleBalance } from "./settle-balance";

type WebhookOptions = {
  db: Db;
  payments: PaymentsProvider;
  businesses: { byId(id: string): Promise<Business | undefined> };
  noticesFor(business: Business): NoticeContext;
  log: FastifyBaseLogger;
  /** Records the event id in the transaction; false when another delivery already did. */
  claim(tx: Tx): Promise<boolean>;
};

export type BalanceEventOutcome = BalanceOutcome | "duplicate" | "other_business" | "not_balance";

/** The order and business a balance payment's metadata names; undefined when it is not ours. */
async function balanceOrderOf(
  options: WebhookOptions,
  metadata: Stripe.Metadata | null | undefined,
): Promise<{ business: Business; orderId: string } | undefined> {
  if (metadata?.payment !== BALANCE_PAYMENT) return undefined;
  const business = metadata.businessId
    ? await options.businesses.byId(metadata.businessId)
    : undefined;
  return business && metadata.orderId ? { business, orderId: metadata.orderId } : undefined;
}

async function rereadIntent(options: WebhookOptions, id: string): Promise<Stripe.PaymentIntent> {
  try {
    return await options.payments.readPaymentIntent(id);
  } catch {
    throw new AppError("unavailable", "Could not re-read the payment; retry later");
  }
}

/**
 * payment_intent.succeeded and payment_intent.payment_failed of a balance payment
 * (docs/product/payments.md#deposits): the intent is re-read from Stripe (the event only says
 * "look again"). Success settles the balance; a failure of an off-session charge that needs the
 * customer sends the link, as the charge's own answer would have. Payment intents of other
 * payments (checkouts) are left to their session's events.
 */
export async function handleBalanceIntentEvent(
  options: WebhookOptions,
  announced: Stripe.PaymentIntent,
  type: "payment_intent.succeeded" | "payment_intent.payment_failed",
): Promise<BalanceEventOutcome> {
  const intent = await rereadIntent(options, announced.id);
  const target = await balanceOrderOf(options, intent.metadata);
  if (!target) {
    return options.db.transaction(async (tx) =>
      (await options.claim(tx)) ? "not_balance" : "duplicate",
    );
  }
  const { business, orderId } = target;
  const notices = options.noticesFor(business);
  if (intent.status === "succeeded") {
    return options.db.transaction(async (tx) => {
      if (!(await options.claim(tx))) return "duplicate";
      return settleBalance(tx, {
        businessId: business.id,
        orderId,
        paymentIntentId: intent.id,
        amountCents: intent.amount_received,
        applicationFeeCents: intent.application_fee_amount ?? null,
        actor: "stripe-webhook",
        data: { stripe_event: type },
        notices,
      });
    });
  }
  const attempt = Number(intent.metadata.attempt);
  const failed = type === "payment_intent.payment_failed" && Number.isInteger(attempt);
  // The link is sent (or found sent) before the event is recorded: a crash in between leaves the
  // event unrecorded, and Stripe's retry finds the link already sent.
  const outcome = failed
    ? await requestBalanceLink({
        ...options,
        business,
        orderId,
        attempt,
        reason:
          intent.last_payment_error?.code === "authentication_required"
            ? "authentication_required"
            : "declined",
        paymentIntentId: intent.id,
        actor: "stripe-webhook",
        notices,
      })
    : "ignored";
  return options.db.transaction(async (tx) => {
    const first = await options.claim(tx);
    // Copies delivered at once all ask for the link; the one that sent it says so, even when
    // another copy, which found the link sent, recorded the event before it.
    return first || outcome === "link_sent" ? outcome : "duplicate";
  });
}

/**
 * The emailed link's Checkout Session, as re-read from Stripe: paid settles the balance (its
 * payment intent re-read for the fee Stripe kept); expired unpaid reopens the balance, so the
 * business may charge again.
 */
export async function handleBalanceSessionEvent(
  options: WebhookOptions,
  session: Stripe.Checkout.Session,
): Promise<BalanceEventOutcome> {
  const target = await balanceOrderOf(options, session.metadata);
  if (!target) {
    return options.db.transaction(async (tx) =>
      (await options.claim(tx)) ? "other_business" : "duplicate",
    );
  }
  const { business, orderId } = target;
  const paid = session.payment_status === "paid";
  const paymentIntentId = idOf(session.payment_intent);
  const intent = paid && paymentIntentId ? await rereadIntent(options, paymentIntentId) : undefined;
  return options.db.transaction(async (tx) => {
    if (!(await options.claim(tx))) return "duplicate";
    if (paid) {
      return settleBalance(tx, {
        businessId: business.id,
        orderId,
        paymentIntentId,
        amountCents: session.amount_total ?? -1,
        applicationFeeCents: intent?.application_fee_amount ?? null,
        actor: "stripe-webhook",
        data: { session_id: session.id },
        notices: options.noticesFor(business),
      });
    }
    if (session.status === "expired") {
      return reopenBalance(tx, {
        businessId: business.id,
        orderId,
        signal: { type: "link_expired" },
        sessionId: session.id,
        actor: "stripe-webhook",
        data: { session_id: session.id },
      });
    }
    return "ignored";
  });
}

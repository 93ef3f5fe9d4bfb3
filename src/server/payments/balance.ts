import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import { splitApplicationFee, splitPayment } from "@/domain/deposits";
import {
  type BalanceSignal,
  decideBalanceTransition,
  isStaleCharge,
} from "@/domain/order-lifecycle";
import type { ChargeBalanceResponse } from "@/shared/api/payments-contract";
import { formatCents } from "@/shared/money";
import { ROUTES } from "@/shared/routes";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { type Order, orderEvents, orders } from "../db/schema";
import {
  type BalanceOrder,
  renderBalanceLink,
  renderBalancePaidNotice,
  renderBalanceReceipt,
} from "../email/order-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { newLinkToken } from "../signup/account-links";
import { balanceLinkUrl } from "./balance-link";
import { lockOrder } from "./lock-order";
import { balanceEmailKeys, balanceLinkKey, type NoticeContext } from "./order-notices";
import { canTakeCharges } from "./payment-gateway";

/**
 * The balance of an order paid with a deposit (docs/product/payments.md#deposits): charged to the
 * saved card off-session when the business says the job is done; when the bank wants the
 * customer (authentication_required) or refuses the card, the customer is emailed a payment link
 * (our own, src/server/payments/balance-link.ts, to a Checkout Session for the balance). Every
 * change goes through decideBalanceTransition with the order row locked, so the business's
 * clicks, the charge's own answer and Stripe's webhooks (duplicated, concurrent, late, on any
 * instance) change the order once.
 */

/** Metadata on the balance's payments (off-session and the link's): how webhooks know them. */
export const BALANCE_PAYMENT = "balance";

/** Why the customer is asked to pay the balance themselves. */
export type LinkReason = "authentication_required" | "declined";

export type BalanceOutcome =
  | "balance_paid"
  | "link_sent"
  | "link_expired"
  | "already_paid"
  | "ignored"
  | "amount_mismatch"
  | "not_found";

function balanceCentsOf(order: Order): number {
  return splitPayment(order).dueLaterCents;
}

function balanceOrder(order: Order): BalanceOrder {
  return { ...order, depositCents: order.depositCents ?? 0 };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

/**
 * The destination charge on the business's behalf, with the balance's share of the fee; nothing
 * for a business paid directly (the charge stays on the platform's account, with no fee).
 */
function connectedCharge(order: Order, paymentAccount: string | null) {
  if (!paymentAccount) return {};
  return {
    application_fee_amount: splitApplicationFee(order).balanceFeeCents,
    on_behalf_of: paymentAccount,
    transfer_data: { destination: paymentAccount },
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

/**
 * Records that the balance was paid (whoever reports it first: the charge's answer, the
 * payment_intent.succeeded event, the link's checkout.session.completed), in the caller's
 * transaction: the order is paid in full, its timeline says so and the customer's receipt and
 * the business's notice are queued, once.
 */
export async function settleBalance(
  tx: Tx,
  options: {
    businessId: string;
    orderId: string;
    paymentIntentId: string | null;
    /** What Stripe received; anything but the balance is refused. Omitted in test mode. */
    amountCents?: number;
    applicationFeeCents: number | null;
    actor: string;
    data?: Record<string, unknown>;
    notices: NoticeContext;
  },
): Promise<BalanceOutcome> {
  const order = await lockOrder(tx, options.businessId, options.orderId);
  if (!order?.balanceStatus) return "not_found";
  const decision = decideBalanceTransition(order.balanceStatus, { type: "paid" });
  if (decision.action !== "mark_paid") return "already_paid";
  if (options.amountCents !== undefined && options.amountCents !== balanceCentsOf(order)) {
    return "amount_mismatch";
  }
  const [paid] = await tx
    .update(orders)
    .set({
      balanceStatus: "paid",
      balancePaidAt: sql`now()`,
      balancePaymentIntentId: options.paymentIntentId,
      balanceApplicationFeeCents: options.applicationFeeCents,
      balanceChargingSince: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    businessId: order.businessId,
    type: "balance_paid",
    actor: options.actor,
    data: {
      amount_cents: balanceCentsOf(order),
      ...(options.paymentIntentId && { payment_intent: options.paymentIntentId }),
      ...options.data,
    },
  });
  const { notices } = options;
  const from = businessSender(notices.business, notices.mailFrom);
  const emailed = balanceOrder(paid!);
  await queueEmail(tx, {
    kind: "balance_receipt",
    businessId: order.businessId,
    dedupeKey: balanceEmailKeys(order.id, 0).receipt,
    from,
    to: order.email,
    replyTo: notices.business.contact.email,
    ...renderBalanceReceipt({
      order: emailed,
      business: notices.business,
      publicUrl: notices.publicUrl,
    }),
  });
  await queueEmail(tx, {
    kind: "balance_paid_notice",
    businessId: order.businessId,
    dedupeKey: balanceEmailKeys(order.id, 0).paidNotice,
    from,
    to: businessNoticeRecipient(notices.business),
    replyTo: order.email,
    ...renderBalancePaidNotice({ order: emailed, business: notices.business }),
  });
  return "balance_paid";
}

/** Applies a signal that changes the balance's status only (no money): reopen after a failure. */
async function applyBalanceSignal(
  tx: Tx,
  options: {
    businessId: string;
    orderId: string;
    signal: Extract<BalanceSignal, { type: "unreachable" | "link_expired" }>;
    /** Only this link's expiry reopens the balance (a late one of an older link does not). */
    sessionId?: string;
    actor: string;
    data?: Record<string, unknown>;
  },
): Promise<BalanceOutcome> {
  const order = await lockOrder(tx, options.businessId, options.orderId);
  if (!order?.balanceStatus) return "not_found";
  if (options.sessionId !== undefined && order.balanceCheckoutSessionId !== options.sessionId) {
    return "ignored";
  }
  const decision = decideBalanceTransition(order.balanceStatus, options.signal);
  if (decision.action !== "reopen") return "ignored";
  await tx
    .update(orders)
    .set({ balanceStatus: "due", balanceChargingSince: null, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  if (options.signal.type === "link_expired") {
    await tx.insert(orderEvents).values({
      orderId: order.id,
      businessId: order.businessId,
      type: "balance_link_expired",
      actor: options.actor,
      data: options.data ?? null,
    });
    return "link_expired";
  }
  return "ignored";
}

type LinkOptions = {
  db: Db;
  stripe: Stripe;
  business: Business;
  orderId: string;
  /** The off-session attempt that needs the customer: only the order's latest counts. */
  attempt: number;
  reason: LinkReason;
  /** The failed off-session payment, when Stripe named it. */
  paymentIntentId: string | null;
  actor: string;
  notices: NoticeContext;
  log: FastifyBaseLogger;
};

/**
 * The customer pays the balance themselves: a Checkout Session for it (one per attempt, by its
 * idempotency key, however many callers ask) opened outside any transaction, then, with the
 * order locked and still charging that attempt, the order awaits the customer and the link is
 * emailed, once. Both the charge's own answer and the payment_intent.payment_failed webhook call
 * this; whichever comes second finds nothing to do.
 */
export async function requestBalanceLink(options: LinkOptions): Promise<BalanceOutcome> {
  const { db, business, orderId } = options;
  const [current] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, business.id), eq(orders.id, orderId)));
  if (!current?.balanceStatus) return "not_found";
  if (current.balanceStatus !== "charging" || current.balanceAttempts !== options.attempt) {
    return "ignored";
  }
  let session: Stripe.Checkout.Session;
  try {
    session = await openBalanceCheckout(options, current);
  } catch (error) {
    options.log.error({ err: error, orderId }, "opening the balance's payment link failed");
    await db.transaction((tx) =>
      applyBalanceSignal(tx, {
        businessId: business.id,
        orderId,
        signal: { type: "unreachable" },
        actor: options.actor,
      }),
    );
    throw new AppError(
      "unavailable",
      "The card needs the customer, and Stripe could not make their payment link: nothing was charged. Please try again in a moment.",
    );
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, business.id, orderId);
    if (!order?.balanceStatus) return "not_found";
    if (order.balanceAttempts !== options.attempt) return "ignored";
    const decision = decideBalanceTransition(order.balanceStatus, { type: "customer_needed" });
    if (decision.action !== "send_link") return "ignored";
    // Our own link to the session's page, which records its opening (decision 030).
    const link = newLinkToken();
    await tx
      .update(orders)
      .set({
        balanceStatus: "awaiting_customer",
        balanceCheckoutSessionId: session.id,
        balanceLinkTokenHash: link.tokenHash,
        balanceLinkToken: link.token,
        balanceLinkUrl:
          session.url ?? `${options.notices.publicUrl}${ROUTES.checkoutSuccess}?order=${order.id}`,
        balanceLinkOpenedAt: null,
        balanceChargingSince: null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values([
      {
        orderId: order.id,
        businessId: order.businessId,
        type: "balance_failed",
        actor: options.actor,
        data: {
          reason: options.reason,
          attempt: options.attempt,
          ...(options.paymentIntentId && { payment_intent: options.paymentIntentId }),
        },
      },
      {
        orderId: order.id,
        businessId: order.businessId,
        type: "balance_link_sent",
        actor: options.actor,
        data: { session_id: session.id, attempt: options.attempt },
      },
    ]);
    const { notices } = options;
    await queueEmail(tx, {
      kind: "balance_link",
      businessId: order.businessId,
      dedupeKey: balanceLinkKey(order.id, options.attempt),
      from: businessSender(notices.business, notices.mailFrom),
      to: order.email,
      replyTo: notices.business.contact.email,
      ...renderBalanceLink({
        order: balanceOrder(order),
        business: notices.business,
        url: balanceLinkUrl(notices.apiUrl, link.token),
        reason: options.reason,
      }),
    });
    return "link_sent";
  });
}

/** The balance's Checkout Session: the saved customer, the same destination and fee share. */
function openBalanceCheckout(options: LinkOptions, order: Order) {
  const { business, notices } = options;
  const metadata = balanceMetadata(order);
  const query = `order=${order.id}`;
  return options.stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "usd",
            unit_amount: balanceCentsOf(order),
            product_data: {
              name: `Balance: ${order.optionLabel}`,
              description: `Total ${formatCents(order.grandTotalCents)}, less the deposit of ${formatCents(order.depositCents ?? 0)} paid.`,
            },
          },
        },
      ],
      ...(order.stripeCustomerId
        ? { customer: order.stripeCustomerId }
        : { customer_email: order.email }),
      client_reference_id: order.id,
      metadata,
      payment_intent_data: {
        metadata,
        ...connectedCharge(order, business.paymentAccount),
      },
      success_url: `${notices.publicUrl}${ROUTES.checkoutSuccess}?${query}`,
      cancel_url: `${notices.publicUrl}${ROUTES.checkoutCancel}?${query}`,
    },
    { idempotencyKey: `quotewise-balance-link-${order.id}-${options.attempt}` },
  );
}

const REFUSALS = {
  already_paid: "This order is already paid in full.",
  in_progress: "The balance is being charged right now.",
  awaiting_customer:
    "The customer was emailed a link to pay the balance; it can be charged again if the link expires unpaid.",
} as const;

/**
 * The dashboard's "Charge balance" (docs/product/payments.md#deposits): claims the charge with
 * the order locked (two clicks, on any instances, charge once), charges the saved card
 * off-session outside any transaction, then records what Stripe answered. An order paid on the
 * test page is settled at once: no money moves.
 */
export async function chargeBalance(options: {
  db: Db;
  stripe: Stripe | undefined;
  business: Business;
  orderId: string;
  actor: string;
  now: Date;
  notices: NoticeContext;
  log: FastifyBaseLogger;
}): Promise<ChargeBalanceResponse> {
  const { db, business, orderId } = options;
  /** What the dashboard is told, with the balance's status as it is now. */
  const answer = async (
    outcome: ChargeBalanceResponse["outcome"],
    message: string,
  ): Promise<ChargeBalanceResponse> => {
    const [now] = await db
      .select({ balanceStatus: orders.balanceStatus })
      .from(orders)
      .where(and(eq(orders.businessId, business.id), eq(orders.id, orderId)));
    return { outcome, message, balanceStatus: now!.balanceStatus! };
  };
  const claimed = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, business.id, orderId);
    if (!order) throw new AppError("not_found", "Order not found");
    if (order.paymentStatus !== "paid" || order.balanceStatus === null) {
      throw new AppError("conflict", "This order has no balance to charge: it takes no deposit.");
    }
    const stale =
      order.balanceStatus === "charging" && isStaleCharge(order.balanceChargingSince, options.now);
    const decision = decideBalanceTransition(order.balanceStatus, {
      type: stale ? "resume_charge" : "charge",
    });
    if (decision.action === "refuse") throw new AppError("conflict", REFUSALS[decision.reason]);
    if (decision.action !== "start_charge") throw new AppError("conflict", REFUSALS.in_progress);
    // A charge taken over repeats its attempt: the same idempotency key, so Stripe answers what
    // it answered before instead of charging again.
    const attempt = stale ? Math.max(order.balanceAttempts, 1) : order.balanceAttempts + 1;
    const [charging] = await tx
      .update(orders)
      .set({
        balanceStatus: "charging",
        balanceAttempts: attempt,
        balanceChargingSince: options.now,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tx.insert(orderEvents).values({
      orderId: order.id,
      businessId: order.businessId,
      type: "balance_charge_started",
      actor: options.actor,
      data: { attempt, amount_cents: balanceCentsOf(order) },
    });
    return { order: charging!, attempt };
  });
  const { order, attempt } = claimed;

  if (order.paidInTestMode) {
    await db.transaction((tx) =>
      settleBalance(tx, {
        businessId: business.id,
        orderId,
        paymentIntentId: null,
        applicationFeeCents: null,
        actor: options.actor,
        data: { mode: "test" },
        notices: options.notices,
      }),
    );
    return answer("paid", "Balance recorded in test mode: no card was charged.");
  }

  const { stripe } = options;
  if (!stripe || !canTakeCharges(business)) {
    await reopen(options, "stripe not configured");
    throw new AppError(
      "conflict",
      "This business's Stripe account is not connected: the balance cannot be charged.",
    );
  }

  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: balanceCentsOf(order),
        currency: "usd",
        ...(order.stripeCustomerId && { customer: order.stripeCustomerId }),
        ...(order.stripePaymentMethodId && { payment_method: order.stripePaymentMethodId }),
        off_session: true,
        confirm: true,
        description: `Balance: ${order.optionLabel}`,
        metadata: balanceMetadata(order, attempt),
        ...connectedCharge(order, business.paymentAccount),
      },
      { idempotencyKey: `quotewise-balance-${order.id}-${attempt}` },
    );
  } catch (error) {
    const failure = error as { type?: string; code?: string; payment_intent?: { id: string } };
    const needsCustomer =
      failure.type === "StripeCardError" || failure.type === "StripeInvalidRequestError";
    if (!needsCustomer) {
      options.log.error({ err: error, orderId }, "charging the balance failed");
      await reopen(options, "unreachable");
      throw new AppError(
        "unavailable",
        "Stripe is not reachable right now. Nothing was charged; please try again in a moment.",
      );
    }
    await requestBalanceLink({
      ...options,
      stripe,
      attempt,
      reason: failure.code === "authentication_required" ? "authentication_required" : "declined",
      paymentIntentId: idOf(failure.payment_intent),
    });
    return answer(
      "customer_emailed",
      failure.code === "authentication_required"
        ? "The customer's bank wants them to approve this payment: we emailed them a link to pay the balance."
        : "The saved card was declined: we emailed the customer a link to pay the balance.",
    );
  }

  if (intent.status !== "succeeded") {
    // Processing: Stripe's payment_intent.succeeded (or .payment_failed) event finishes it.
    return answer("processing", "The payment is processing; the order updates when it clears.");
  }
  await db.transaction((tx) =>
    settleBalance(tx, {
      businessId: business.id,
      orderId,
      paymentIntentId: intent.id,
      amountCents: intent.amount_received,
      applicationFeeCents: intent.application_fee_amount ?? null,
      actor: options.actor,
      notices: options.notices,
    }),
  );
  return answer("paid", "Balance charged: the order is paid in full.");
}

async function reopen(options: { db: Db; business: Business; orderId: string }, why: string) {
  await options.db.transaction((tx) =>
    applyBalanceSignal(tx, {
      businessId: options.business.id,
      orderId: options.orderId,
      signal: { type: "unreachable" },
      actor: "quotewise",
      data: { why },
    }),
  );
}

type WebhookOptions = {
  db: Db;
  stripe: Stripe;
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

/**
 * payment_intent.succeeded and payment_intent.payment_failed of a balance payment: the intent
 * is re-read from Stripe (the event only says "look again"). Success settles the balance; a
 * failure of an off-session charge that needs the customer sends the link, as the charge's own
 * answer would have. Payment intents of other payments (checkouts) are left to their session's
 * events.
 */
export async function handleBalanceIntentEvent(
  options: WebhookOptions,
  announced: Stripe.PaymentIntent,
  type: "payment_intent.succeeded" | "payment_intent.payment_failed",
): Promise<BalanceEventOutcome> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await options.stripe.paymentIntents.retrieve(announced.id);
  } catch {
    throw new AppError("unavailable", "Could not re-read the payment; retry later");
  }
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
  let intent: Stripe.PaymentIntent | undefined;
  if (paid && paymentIntentId) {
    try {
      intent = await options.stripe.paymentIntents.retrieve(paymentIntentId);
    } catch {
      throw new AppError("unavailable", "Could not re-read the payment; retry later");
    }
  }
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
      return applyBalanceSignal(tx, {
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

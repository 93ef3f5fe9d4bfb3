import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { decideBalanceTransition } from "@/domain/order-lifecycle";
import { ROUTES } from "@/shared/routes";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { orderEvents, orders } from "../db/schema";
import { renderBalanceLink } from "../email/order-emails";
import { businessSender, queueEmail } from "../email/queue-email";
import { AppError } from "../http/app-error";
import { newLinkToken } from "../signup/account-links";
import { balanceLinkUrl } from "./balance-link";
import { type BalanceOutcome, balanceOrder } from "./balance-payment";
import { lockOrder } from "./lock-order";
import { balanceLinkKey, type NoticeContext } from "./order-notices";
import type { LinkReason, PaymentsProvider } from "./payments-provider";
import { reopenUncharged } from "./reopen-balance";
import { updateOrder } from "./update-order";

/**
 * The customer pays the balance themselves (docs/product/payments.md#deposits): a payment link
 * for it (one per attempt, however many callers ask) opened outside any transaction, then, with
 * the order locked and still charging that attempt, the order awaits the customer and the link
 * is emailed, once. Both the charge's own answer and the payment_intent.payment_failed webhook
 * call this; whichever comes second finds nothing to do.
 */
export async function requestBalanceLink(options: {
  db: Db;
  payments: PaymentsProvider;
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
}): Promise<BalanceOutcome> {
  const { db, business, orderId } = options;
  const [current] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, business.id), eq(orders.id, orderId)));
  if (!current?.balanceStatus) return "not_found";
  if (current.balanceStatus !== "charging" || current.balanceAttempts !== options.attempt) {
    return "ignored";
  }
  let session: { id: string; url: string | null };
  try {
    session = await options.payments.createBalanceCheckout({
      order: current,
      attempt: options.attempt,
      paymentAccount: business.paymentAccount,
      publicUrl: options.notices.publicUrl,
    });
  } catch (error) {
    options.log.error({ err: error, orderId }, "opening the balance's payment link failed");
    await reopenUncharged(db, { businessId: business.id, orderId, actor: options.actor });
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
    await updateOrder(
      tx,
      { businessId: order.businessId, orderId: order.id },
      {
        balanceStatus: "awaiting_customer",
        balanceCheckoutSessionId: session.id,
        balanceLinkTokenHash: link.tokenHash,
        balanceLinkToken: link.token,
        balanceLinkUrl:
          session.url ?? `${options.notices.publicUrl}${ROUTES.checkoutSuccess}?order=${order.id}`,
        balanceLinkOpenedAt: null,
        balanceChargingSince: null,
        updatedAt: sql`now()`,
      },
    );
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
      from: businessSender(notices.config, notices.mailFrom),
      to: order.email,
      replyTo: notices.config.contact.email,
      ...renderBalanceLink({
        order: balanceOrder(order),
        config: notices.config,
        url: balanceLinkUrl(notices.apiUrl, link.token),
        reason: options.reason,
      }),
    });
    return "link_sent";
  });
}

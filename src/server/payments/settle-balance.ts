import { sql } from "drizzle-orm";
import { decideBalanceTransition } from "@/domain/order-lifecycle";
import type { Tx } from "../db/database";
import { orderEvents } from "../db/schema";
import { renderBalancePaidNotice, renderBalanceReceipt } from "../email/order-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { type BalanceOutcome, balanceCentsOf, balanceOrder } from "./balance-payment";
import { lockOrder } from "./lock-order";
import { balanceEmailKeys, type NoticeContext, receiptPdfUrlOf } from "./order-notices";
import { updateOrder } from "./update-order";

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
    /** What Stripe received; anything but the balance is refused. */
    amountCents: number;
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
  if (options.amountCents !== balanceCentsOf(order)) return "amount_mismatch";
  const [paid] = await updateOrder(
    tx,
    { businessId: order.businessId, orderId: order.id },
    {
      balanceStatus: "paid",
      balancePaidAt: sql`now()`,
      balancePaymentIntentId: options.paymentIntentId,
      balanceApplicationFeeCents: options.applicationFeeCents,
      balanceChargingSince: null,
      updatedAt: sql`now()`,
    },
  ).returning();
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
  const from = businessSender(notices.config, notices.mailFrom);
  const emailed = balanceOrder(paid!);
  await queueEmail(tx, {
    kind: "balance_receipt",
    businessId: order.businessId,
    dedupeKey: balanceEmailKeys(order.id, 0).receipt,
    from,
    to: order.email,
    replyTo: notices.config.contact.email,
    ...renderBalanceReceipt({
      order: emailed,
      config: notices.config,
      publicUrl: notices.publicUrl,
      receiptPdfUrl: receiptPdfUrlOf(notices, order.id),
    }),
  });
  await queueEmail(tx, {
    kind: "balance_paid_notice",
    businessId: order.businessId,
    dedupeKey: balanceEmailKeys(order.id, 0).paidNotice,
    from,
    to: businessNoticeRecipient(notices.config),
    replyTo: order.email,
    ...renderBalancePaidNotice({ order: emailed, config: notices.config }),
  });
  return "balance_paid";
}

import { visitCalendarFile } from "../booking/visit-calendar-file";
import type { BusinessConfig } from "../config/business-config";
import type { MailFrom } from "../config/env";
import type { Tx } from "../db/database";
import type { Order } from "../db/schema";
import { type PaidOrder, renderOrderPaidNotice, renderOrderReceipt } from "../email/order-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";

/** Whose order it is (its name, contact and notice recipient), and the links its emails carry. */
export type NoticeContext = {
  config: BusinessConfig;
  /** MAIL_FROM: the address the emails are sent from. */
  mailFrom: MailFrom | undefined;
  /** Where the business's pages are: PUBLIC_URL, followed by /b/{slug} for all but the default business. */
  publicUrl: string;
  /** Where its public API answers: PUBLIC_URL, followed by /api or /api/b/{slug}. */
  apiUrl: string;
  /** Its customers' pages: PUBLIC_URL/b/{slug}/account, for every business. */
  accountUrl: string;
};

/** The order's receipt as a PDF, under its business's API (docs/product/receipts.md). */
export function receiptPdfUrlOf(notices: NoticeContext, orderId: string): string {
  return `${notices.apiUrl}/checkout/orders/${orderId}/receipt.pdf`;
}

/** The page where the customer of a paid order moves or cancels its visit (docs/product/booking.md). */
export function visitPageUrl(notices: Pick<NoticeContext, "accountUrl">, orderId: string): string {
  return `${notices.accountUrl}/orders/${orderId}/visit`;
}

/** The outbox keys of an order's emails: the customer's receipt and the business's notice. */
export function orderEmailKeys(orderId: string) {
  return { receipt: `order:${orderId}:receipt`, paidNotice: `order:${orderId}:paid-notice` };
}

/**
 * The outbox keys of a deposit's balance emails (docs/product/payments.md#deposits): a payment
 * link per off-session attempt that needed the customer, the receipt and the business's notice.
 */
export function balanceEmailKeys(orderId: string, attempts: number) {
  return {
    links: Array.from({ length: attempts }, (_, index) => balanceLinkKey(orderId, index + 1)),
    receipt: `order:${orderId}:balance-receipt`,
    paidNotice: `order:${orderId}:balance-notice`,
  };
}

export function balanceLinkKey(orderId: string, attempt: number): string {
  return `order:${orderId}:balance-link:${attempt}`;
}

/** Queues the customer's receipt and the business's notice, once per order (dedupe keys). */
export async function queueOrderPaidNotices(
  tx: Tx,
  options: { order: Order & Pick<PaidOrder, "visitTime">; notices: NoticeContext },
): Promise<void> {
  const { order, notices } = options;
  const { config } = notices;
  const keys = orderEmailKeys(order.id);
  const from = businessSender(config, notices.mailFrom);
  await queueEmail(tx, {
    kind: "order_receipt",
    businessId: order.businessId,
    dedupeKey: keys.receipt,
    from,
    to: order.email,
    replyTo: config.contact.email,
    ...renderOrderReceipt({
      order,
      config,
      publicUrl: notices.publicUrl,
      receiptPdfUrl: receiptPdfUrlOf(notices, order.id),
      ...(order.visitTime && { visitUrl: visitPageUrl(notices, order.id) }),
    }),
    ...(order.visitTime && {
      attachments: [
        visitCalendarFile({
          order,
          config,
          time: order.visitTime,
          now: order.paidAt ?? new Date(),
        }),
      ],
    }),
  });
  await queueEmail(tx, {
    kind: "order_paid_notice",
    businessId: order.businessId,
    dedupeKey: keys.paidNotice,
    from,
    to: businessNoticeRecipient(config),
    replyTo: order.email,
    ...renderOrderPaidNotice({ order, config }),
  });
}

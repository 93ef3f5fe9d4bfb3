import type { BusinessConfig } from "../config/business-config";
import type { Tx } from "../db/database";
import type { Order } from "../db/schema";
import { renderOrderPaidNotice, renderOrderReceipt } from "../email/order-emails";
import { businessNoticeRecipient, queueEmail } from "../email/queue-email";

/** Who is told about a paid order, and the links their emails carry. */
export type NoticeContext = {
  business: BusinessConfig;
  notifyEmail: string | undefined;
  publicUrl: string;
};

/** Queues the customer's receipt and the business's notice, once per order (dedupe keys). */
export async function queueOrderPaidNotices(
  tx: Tx,
  options: { order: Order; notices: NoticeContext },
): Promise<void> {
  const { order, notices } = options;
  const { business } = notices;
  await queueEmail(tx, {
    kind: "order_receipt",
    businessId: order.businessId,
    dedupeKey: `order:${order.id}:receipt`,
    to: order.email,
    replyTo: business.contact.email,
    ...renderOrderReceipt({ order, business, publicUrl: notices.publicUrl }),
  });
  await queueEmail(tx, {
    kind: "order_paid_notice",
    businessId: order.businessId,
    dedupeKey: `order:${order.id}:paid-notice`,
    to: businessNoticeRecipient({ notifyEmail: notices.notifyEmail, business }),
    replyTo: order.email,
    ...renderOrderPaidNotice({ order, business }),
  });
}

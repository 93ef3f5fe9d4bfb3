import type { Tx } from "../db/database";
import type { Order } from "../db/schema";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { renderVisitTimeConfirmation, renderVisitTimeNotice } from "../email/visit-time-emails";
import { type NoticeContext, visitPageUrl } from "../payments/order-notices";
import { orderVisitTime } from "./order-visit-time";
import { visitCalendarFile } from "./visit-calendar-file";

/**
 * The customer's confirmation of the order's booked time and the business's notice, in the
 * transaction that booked it (`bookingId`: once per booking).
 */
export async function queueVisitTimeEmails(
  tx: Tx,
  options: {
    order: Order;
    bookingId: string;
    notices: NoticeContext;
    change: "new_time" | "moved";
  },
): Promise<void> {
  const { order, notices } = options;
  const { config } = notices;
  const time = await orderVisitTime(tx, {
    businessId: order.businessId,
    orderId: order.id,
    timezone: config.timezone,
    availability: config.availability,
  });
  if (!time) return;
  const from = businessSender(config, notices.mailFrom);
  await queueEmail(tx, {
    kind: "visit_time_confirmation",
    businessId: order.businessId,
    dedupeKey: `booking:${options.bookingId}:confirmation`,
    from,
    to: order.email,
    replyTo: config.contact.email,
    ...renderVisitTimeConfirmation({
      order,
      config,
      time,
      visitUrl: visitPageUrl(notices, order.id),
    }),
    attachments: [visitCalendarFile({ order, config, time, now: new Date() })],
  });
  await queueEmail(tx, {
    kind: "visit_time_notice",
    businessId: order.businessId,
    dedupeKey: `booking:${options.bookingId}:notice`,
    from,
    to: businessNoticeRecipient(config),
    replyTo: order.email,
    ...renderVisitTimeNotice({ order, config, time, change: options.change }),
  });
}

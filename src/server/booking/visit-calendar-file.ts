import { renderCalendar } from "@/domain/booking/icalendar";
import { describeOrderService, type OrderServiceColumns } from "@/domain/order-service";
import type { VisitTime } from "@/shared/slot-times";
import type { BusinessConfig } from "../config/business-config";
import type { EmailAttachment } from "../email/queue-email";

/**
 * A paid order's visit as a calendar file (`visit.ics`) attached to the emails that tell its
 * customer the time (docs/product/booking.md#the-wizards-time-step): one event, the same UID for
 * the order whatever its time, so a calendar that took the first one updates it on a move, and
 * drops it on a cancellation.
 */
export function visitCalendarFile(options: {
  order: OrderServiceColumns & {
    id: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
  };
  config: Pick<BusinessConfig, "name" | "timezone" | "offering">;
  time: VisitTime;
  now: Date;
  cancelled?: boolean;
}): EmailAttachment {
  const { order, config, time } = options;
  const service =
    describeOrderService(order, config.offering)?.name ?? config.offering.service.name;
  return {
    filename: "visit.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: renderCalendar({
      product: "Visit",
      name: config.name,
      timeZone: config.timezone,
      events: [
        {
          uid: `order-${order.id}@quotewise`,
          start: new Date(time.start),
          end: new Date(time.end),
          summary: `${service}: ${config.name}`,
          location: `${order.address}, ${order.city}, ${order.state} ${order.zipCode}`,
          updatedAt: options.now,
          status: options.cancelled ? "CANCELLED" : "CONFIRMED",
        },
      ],
    }),
  };
}

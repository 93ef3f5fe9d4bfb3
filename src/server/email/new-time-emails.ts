import { describeVisitTime, type VisitTime } from "@/shared/slot-times";
import type { BusinessConfig } from "../config/business-config";
import { businessSignature, type EmailContent, renderEmail } from "./email-layout";
import { type PaidOrder, serviceAddress } from "./order-emails";

/**
 * The emails of an order whose time was taken while its payment was late
 * (docs/product/booking.md#a-new-time): the customer is asked to choose again; once they have,
 * they get the time and the business a notice.
 */

type NewTimeOrder = Pick<
  PaidOrder,
  "id" | "customerName" | "email" | "address" | "city" | "state" | "zipCode" | "area"
>;

/** "Monday, March 9, 8:00 AM EDT": the zone named, as the reader may be elsewhere. */
const timeText = (time: VisitTime, timeZone: string) =>
  describeVisitTime(time, timeZone, { withZone: true });

export function renderNewTimeRequest(options: {
  order: NewTimeOrder;
  config: BusinessConfig;
  /** The page where the customer chooses the new time. */
  chooseUrl: string;
}): EmailContent {
  const { order, config } = options;
  return renderEmail({
    subject: `Please choose a new time for your visit with ${config.name}`,
    heading: order.customerName
      ? `${order.customerName}, please choose a new time`
      : "Please choose a new time",
    sections: [
      {
        type: "paragraph",
        text: `Your payment is received, but the time you chose at ${serviceAddress(order)} was taken while it went through. We are sorry: please choose another time that suits you.`,
      },
      { type: "link", label: "Choose a new time", url: options.chooseUrl },
      {
        type: "paragraph",
        text: `If none suits you, reply to this email or contact ${config.name} and we will arrange it with you.`,
      },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

export function renderNewTimeConfirmation(options: {
  order: NewTimeOrder;
  config: BusinessConfig;
  time: VisitTime;
}): EmailContent {
  const { order, config, time } = options;
  const when = timeText(time, config.timezone);
  return renderEmail({
    subject: `Your visit with ${config.name}: ${when}`,
    heading: "Your visit is booked",
    sections: [{ type: "paragraph", text: `Your visit at ${serviceAddress(order)}: ${when}.` }],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

export function renderNewTimeNotice(options: {
  order: NewTimeOrder;
  config: BusinessConfig;
  time: VisitTime;
}): EmailContent {
  const { order, config, time } = options;
  const customer = order.customerName ?? order.email;
  const when = timeText(time, config.timezone);
  return renderEmail({
    subject: `New time chosen: ${customer}, ${when}`,
    heading: "A customer chose a new time",
    sections: [
      {
        type: "paragraph",
        text: `${customer}'s time was taken while their payment went through; they chose a new one.`,
      },
      {
        type: "rows",
        rows: [
          { label: "Customer", value: customer },
          { label: "Address", value: `${serviceAddress(order)} (${order.area})` },
          { label: "Date and time", value: when },
        ],
      },
    ],
    signature: businessSignature(config),
  });
}

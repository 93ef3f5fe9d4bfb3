import { formatCents } from "@/shared/money";
import { describeVisitTime, type VisitTime } from "@/shared/slot-times";
import type { BusinessConfig } from "../config/business-config";
import { businessSignature, type EmailContent, renderEmail } from "./email-layout";
import { type PaidOrder, serviceAddress } from "./order-emails";

/**
 * The emails of a booked visit's time changing (docs/product/booking.md#a-new-time and
 * #changes-by-the-customer): a customer whose time was taken is asked to choose again; a new
 * time, a move or a cancellation is confirmed to the customer and told to the business.
 */

type VisitOrder = Pick<
  PaidOrder,
  "id" | "customerName" | "email" | "address" | "city" | "state" | "zipCode" | "area"
>;

/** "Monday, March 9, 8:00 AM EDT": the zone named, as the reader may be elsewhere. */
const timeText = (time: VisitTime, timeZone: string) =>
  describeVisitTime(time, timeZone, { withZone: true });

export function renderNewTimeRequest(options: {
  order: VisitOrder;
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

/** The customer's confirmation of the visit's (new) time. */
export function renderVisitTimeConfirmation(options: {
  order: VisitOrder;
  config: BusinessConfig;
  time: VisitTime;
  /** Where the customer may move or cancel it (a plan's later visit: move or skip it). */
  visitUrl: string;
  linkLabel?: string;
}): EmailContent {
  const { order, config, time } = options;
  const when = timeText(time, config.timezone);
  return renderEmail({
    subject: `Your visit with ${config.name}: ${when}`,
    heading: "Your visit is booked",
    sections: [
      { type: "paragraph", text: `Your visit at ${serviceAddress(order)}: ${when}.` },
      {
        type: "link",
        label: options.linkLabel ?? "Move or cancel your visit",
        url: options.visitUrl,
      },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

/**
 * The customer's notice that the business moved their visit (docs/product/booking.md#the-schedule):
 * the new time, and where to move or cancel it when it is an order's own visit.
 */
export function renderVisitMovedByBusiness(options: {
  order: VisitOrder;
  config: BusinessConfig;
  time: VisitTime;
  /** Where the customer may move or cancel it; absent for a plan's later visit. */
  visitUrl: string | null;
}): EmailContent {
  const { order, config, time } = options;
  const when = timeText(time, config.timezone);
  return renderEmail({
    subject: `New time for your visit with ${config.name}: ${when}`,
    heading: "Your visit has a new time",
    sections: [
      {
        type: "paragraph",
        text: `${config.name} moved your visit at ${serviceAddress(order)} to ${when}.`,
      },
      ...(options.visitUrl
        ? [{ type: "link" as const, label: "Move or cancel your visit", url: options.visitUrl }]
        : []),
      {
        type: "paragraph",
        text: `If this time does not suit you, reply to this email or contact ${config.name}.`,
      },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

const NOTICE_LEADS = {
  new_time: "'s time was taken while their payment went through; they chose a new one.",
  moved: " moved their visit.",
} as const;

/** The business's notice that a customer chose a new time or moved their visit. */
export function renderVisitTimeNotice(options: {
  order: VisitOrder;
  config: BusinessConfig;
  time: VisitTime;
  change: keyof typeof NOTICE_LEADS;
  /** Its time before the move, when it kept its booking (a plan's later visit). */
  previous?: VisitTime;
}): EmailContent {
  const { order, config, time } = options;
  const customer = order.customerName ?? order.email;
  const when = timeText(time, config.timezone);
  return renderEmail({
    subject: `${options.change === "moved" ? "Visit moved" : "New time chosen"}: ${customer}, ${when}`,
    heading:
      options.change === "moved" ? "A customer moved their visit" : "A customer chose a new time",
    sections: [
      { type: "paragraph", text: `${customer}${NOTICE_LEADS[options.change]}` },
      {
        type: "rows",
        rows: [
          { label: "Customer", value: customer },
          { label: "Address", value: `${serviceAddress(order)} (${order.area})` },
          { label: "Date and time", value: when },
          ...(options.previous
            ? [{ label: "Moved from", value: timeText(options.previous, config.timezone) }]
            : []),
        ],
      },
    ],
    signature: businessSignature(config),
  });
}

/** The customer's confirmation of a cancelled visit, with what is refunded. */
export function renderVisitCancelled(options: {
  order: VisitOrder;
  config: BusinessConfig;
  time: VisitTime;
  refundCents: number;
}): EmailContent {
  const { order, config, time } = options;
  const when = timeText(time, config.timezone);
  return renderEmail({
    subject: `Your visit with ${config.name} is cancelled`,
    heading: "Your visit is cancelled",
    sections: [
      {
        type: "paragraph",
        text: `Your visit at ${serviceAddress(order)} on ${when} is cancelled. ${
          options.refundCents > 0
            ? `${formatCents(options.refundCents)} is refunded to your card; we email you a receipt of the refund.`
            : "Under our terms, no refund is due."
        }`,
      },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

/** The business's notice that a customer cancelled their visit, and what was refunded. */
export function renderVisitCancelledNotice(options: {
  order: VisitOrder;
  config: BusinessConfig;
  time: VisitTime;
  refundCents: number;
}): EmailContent {
  const { order, config, time } = options;
  const customer = order.customerName ?? order.email;
  const when = timeText(time, config.timezone);
  return renderEmail({
    subject: `Visit cancelled: ${customer}, ${when}`,
    heading: "A customer cancelled their visit",
    sections: [
      {
        type: "rows",
        rows: [
          { label: "Customer", value: customer },
          { label: "Address", value: `${serviceAddress(order)} (${order.area})` },
          { label: "Date and time", value: when },
          { label: "Refund due under your terms", value: formatCents(options.refundCents) },
        ],
      },
    ],
    signature: businessSignature(config),
  });
}

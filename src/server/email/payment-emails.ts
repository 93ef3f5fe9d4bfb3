import { formatCents } from "@/shared/money";
import type { BusinessConfig } from "../config/business-config";
import type { Order } from "../db/schema";
import { businessSignature, type EmailContent, renderEmail } from "./email-layout";

type RefundedOrder = Pick<Order, "id" | "email" | "customerName" | "area" | "grandTotalCents">;

/** The customer's note that part or all of their payment is on its way back. */
export function renderRefundReceipt(options: {
  order: RefundedOrder;
  config: BusinessConfig;
  amountCents: number;
}): EmailContent {
  const { order, config, amountCents } = options;
  const whole = amountCents === order.grandTotalCents;
  return renderEmail({
    subject: `Refund from ${config.name}: ${formatCents(amountCents)}`,
    heading: order.customerName ? `Hello ${order.customerName},` : "Hello,",
    sections: [
      {
        type: "paragraph",
        text: `${config.name} refunded ${whole ? "your payment" : "part of your payment"}: ${formatCents(amountCents)} of ${formatCents(order.grandTotalCents)}. It goes back to the card you paid with; your bank usually shows it within 5 to 10 business days.`,
      },
      { type: "rows", rows: [{ label: "Order", value: order.id }] },
    ],
    signature: businessSignature(config),
  });
}

/** The business's record of a refund, wherever it was made. */
export function renderRefundNotice(options: {
  order: RefundedOrder;
  config: BusinessConfig;
  amountCents: number;
  feeReversedCents: number;
  refundedCents: number;
  reason: string;
}): EmailContent {
  const { order, config } = options;
  const customer = order.customerName ?? order.email;
  return renderEmail({
    subject: `Refund made: ${customer}, ${formatCents(options.amountCents)}`,
    heading: "A refund was made",
    sections: [
      {
        type: "rows",
        rows: [
          { label: "Customer", value: customer },
          { label: "Refunded now", value: formatCents(options.amountCents), strong: true },
          { label: "Refunded in all", value: formatCents(options.refundedCents) },
          { label: "Paid", value: formatCents(order.grandTotalCents) },
          { label: "Quotewise fee returned to you", value: formatCents(options.feeReversedCents) },
          { label: "Reason", value: options.reason },
          { label: "Order", value: order.id },
        ],
      },
    ],
    signature: `Sent by Quotewise for ${config.name}`,
  });
}

/** The business's alert that a customer's bank disputes a payment: it has days to answer. */
export function renderDisputeNotice(options: {
  order: RefundedOrder;
  config: BusinessConfig;
  amountCents: number;
  reason: string;
}): EmailContent {
  const { order, config } = options;
  const customer = order.customerName ?? order.email;
  return renderEmail({
    subject: `Payment disputed: ${customer}, ${formatCents(options.amountCents)}`,
    heading: "A customer's bank disputes a payment",
    sections: [
      {
        type: "paragraph",
        text: "The customer's bank has taken the amount back while it looks into the payment. Answer the dispute with your evidence (the quote, the work done, your messages) in your Stripe dashboard before its deadline, or the bank decides without it.",
      },
      {
        type: "rows",
        rows: [
          { label: "Customer", value: customer },
          { label: "Amount", value: formatCents(options.amountCents), strong: true },
          { label: "Bank's reason", value: options.reason.replaceAll("_", " ") },
          { label: "Service area", value: order.area },
          { label: "Order", value: order.id },
        ],
      },
    ],
    signature: `Sent by Quotewise for ${config.name}`,
  });
}

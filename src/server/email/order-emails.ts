import { formatCents } from "@/shared/money";
import { describeOrderNextSteps } from "@/shared/order-next-steps";
import { ROUTES } from "@/shared/routes";
import { formatSeasonLabel } from "@/shared/season";
import type { BusinessConfig } from "../config/business-config";
import type { PricedLine } from "../db/schema";
import { type EmailContent, type EmailSection, renderEmail } from "./email-layout";

/** The part of a paid order its emails show. */
export type PaidOrder = {
  id: string;
  email: string;
  customerName: string | null;
  phone: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  town: string;
  lines: readonly PricedLine[];
  grandTotalCents: number;
  seasonStartsOn: string;
  seasonEndsOn: string;
  /** Paid on the test-mode page: the emails must not read as money received. */
  paidInTestMode: boolean;
};

const TEST_MODE_NOTE =
  "Test mode: no card was charged and no money was received. This order was paid on the test payment page.";

/** Test-mode emails say so in the subject and first thing in the body. */
function testModeMarked(order: PaidOrder, content: { subject: string; sections: EmailSection[] }) {
  if (!order.paidInTestMode) return content;
  return {
    subject: `[TEST] ${content.subject}`,
    sections: [{ type: "paragraph" as const, text: TEST_MODE_NOTE }, ...content.sections],
  };
}

function orderRows(order: PaidOrder) {
  return [
    ...order.lines.map((line) => ({ label: line.label, value: formatCents(line.amount_cents) })),
    {
      label: order.paidInTestMode ? "Total (test, not charged)" : "Total paid",
      value: formatCents(order.grandTotalCents),
      strong: true,
    },
  ];
}

function serviceAddress(order: PaidOrder): string {
  return `${order.address}, ${order.city}, ${order.state} ${order.zipCode}`;
}

function season(order: PaidOrder) {
  return { starts_on: order.seasonStartsOn, ends_on: order.seasonEndsOn };
}

/** The customer's receipt for a paid season contract. */
export function renderOrderReceipt(options: {
  order: PaidOrder;
  business: BusinessConfig;
  publicUrl: string;
}): EmailContent {
  const { order, business, publicUrl } = options;
  const greeting = order.customerName ? `Thank you, ${order.customerName}` : "Thank you";
  return renderEmail({
    heading: order.paidInTestMode
      ? `${greeting}: your test order was recorded`
      : `${greeting}: your payment was received`,
    ...testModeMarked(order, {
      subject: `Payment received: your ${business.serviceName} season contract with ${business.name}`,
      sections: [
        {
          type: "paragraph",
          text: `${order.paidInTestMode ? "We recorded your test order" : "We received your payment"} of ${formatCents(order.grandTotalCents)} for ${business.serviceName} at ${serviceAddress(order)} (${order.town}).`,
        },
        { type: "rows", rows: orderRows(order) },
        {
          type: "paragraph",
          text: `Season contract: ${formatSeasonLabel(season(order))}, ${business.season.triggerInches}-inch snow trigger.`,
        },
        { type: "paragraph", text: "What happens next:" },
        {
          type: "list",
          items: describeOrderNextSteps({
            triggerInches: business.season.triggerInches,
            businessPhone: business.contact.phone,
          }),
        },
        {
          type: "paragraph",
          text: `Your order: ${publicUrl}${ROUTES.checkoutSuccess}?order=${order.id}`,
        },
        { type: "paragraph", text: `Our service terms: ${publicUrl}${ROUTES.terms}` },
      ],
    }),
    signature: `${business.name} · ${business.contact.phone} · ${business.contact.email}`,
  });
}

/** The business's notice that an order was paid. */
export function renderOrderPaidNotice(options: {
  order: PaidOrder;
  business: BusinessConfig;
}): EmailContent {
  const { order, business } = options;
  const customer = order.customerName ?? order.email;
  return renderEmail({
    heading: order.paidInTestMode ? "New test order (no money received)" : "New paid order",
    ...testModeMarked(order, {
      subject: `New paid order: ${customer}, ${order.town}, ${formatCents(order.grandTotalCents)}`,
      sections: [
        {
          type: "rows",
          rows: [
            { label: "Customer", value: order.customerName ?? "(not given)" },
            { label: "Email", value: order.email },
            { label: "Phone", value: order.phone ?? "(not given)" },
            { label: "Service address", value: serviceAddress(order) },
            { label: "Service area", value: order.town },
            { label: "Season", value: formatSeasonLabel(season(order)) },
            { label: "Order", value: order.id },
          ],
        },
        { type: "rows", rows: orderRows(order) },
        {
          type: "paragraph",
          text: "Contact the customer by the next business day to confirm the service details.",
        },
      ],
    }),
    signature: `Sent by Quotewise for ${business.name}`,
  });
}

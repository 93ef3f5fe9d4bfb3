import { formatCents } from "@/shared/money";
import { fillNextSteps, formatContractLine, type Offering } from "@/shared/offering";
import { ROUTES } from "@/shared/routes";
import type { BusinessConfig } from "../config/business-config";
import type { PricedLine } from "../db/schema";
import {
  businessSignature,
  type EmailContent,
  type EmailSection,
  renderEmail,
} from "./email-layout";

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
  /** The option sold, as the customer saw it: "Two-story Home". */
  optionLabel: string;
  lines: readonly PricedLine[];
  grandTotalCents: number;
  /** The season sold; null when the business does not bill by season. */
  seasonStartsOn: string | null;
  seasonEndsOn: string | null;
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

const SEASON_PLACEHOLDER = /\{(start|end)\}/;

/**
 * What the order bought, in the business's words: its contract's name and line, the season's
 * dates filled in and the season's note after them for a season-billed business ({name: "Season
 * contract", line: "November 10, 2025 to April 10, 2026, <note>"}), else the line as written
 * ({name: "Mowing visit", line: "One visit, scheduled with you by email"}). Null when the line
 * needs season dates the order does not have (it was sold before the business billed by season).
 */
export function describeOrderContract(
  offering: Offering,
  order: Pick<PaidOrder, "seasonStartsOn" | "seasonEndsOn">,
): { name: string; line: string } | null {
  const { contract } = offering.service;
  const season =
    order.seasonStartsOn && order.seasonEndsOn
      ? { starts_on: order.seasonStartsOn, ends_on: order.seasonEndsOn }
      : undefined;
  if (!season && SEASON_PLACEHOLDER.test(contract.line)) return null;
  const note = season ? offering.season?.note : undefined;
  return {
    name: capitalise(contract.name),
    line: `${formatContractLine(offering, season)}${note ? `, ${note}` : ""}`,
  };
}

/** The business's own next steps, its phone number filled in. */
function nextSteps(business: BusinessConfig): string[] {
  return fillNextSteps(business.offering, business.contact.phone);
}

function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The customer's receipt for a paid order. */
export function renderOrderReceipt(options: {
  order: PaidOrder;
  business: BusinessConfig;
  publicUrl: string;
}): EmailContent {
  const { order, business, publicUrl } = options;
  const greeting = order.customerName ? `Thank you, ${order.customerName}` : "Thank you";
  const { service } = business.offering;
  const contract = describeOrderContract(business.offering, order);
  return renderEmail({
    heading: order.paidInTestMode
      ? `${greeting}: your test order was recorded`
      : `${greeting}: your payment was received`,
    ...testModeMarked(order, {
      subject: `Payment received: your ${service.contract.name} with ${business.name}`,
      sections: [
        {
          type: "paragraph",
          text: `${order.paidInTestMode ? "We recorded your test order" : "We received your payment"} of ${formatCents(order.grandTotalCents)} for ${service.name} at ${serviceAddress(order)} (${order.town}).`,
        },
        { type: "rows", rows: orderRows(order) },
        ...(contract
          ? [{ type: "paragraph" as const, text: `${contract.name}: ${contract.line}.` }]
          : []),
        { type: "paragraph", text: "What happens next:" },
        { type: "list", items: nextSteps(business) },
        {
          type: "paragraph",
          text: `Your order: ${publicUrl}${ROUTES.checkoutSuccess}?order=${order.id}`,
        },
        { type: "paragraph", text: `Our service terms: ${publicUrl}${ROUTES.terms}` },
      ],
    }),
    signature: businessSignature(business),
  });
}

/** The business's notice that an order was paid. */
export function renderOrderPaidNotice(options: {
  order: PaidOrder;
  business: BusinessConfig;
}): EmailContent {
  const { order, business } = options;
  const customer = order.customerName ?? order.email;
  const contract = describeOrderContract(business.offering, order);
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
            { label: "Option", value: order.optionLabel },
            ...(contract ? [{ label: contract.name, value: contract.line }] : []),
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

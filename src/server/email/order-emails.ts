import { describeOrderService, type OrderServiceColumns } from "@/domain/order-service";
import { formatCents } from "@/shared/money";
import { fillNextSteps, formatContractLine, type Offering } from "@/shared/offering";
import { orderServiceRows } from "@/shared/order-service";
import { ROUTES } from "@/shared/routes";
import { resolveService } from "@/shared/service-texts";
import { describeVisitTime, type VisitTime } from "@/shared/slot-times";
import type { BusinessConfig } from "../config/business-config";
import type { PricedLine } from "../db/schema";
import {
  businessSignature,
  type EmailContent,
  type EmailSection,
  renderEmail,
} from "./email-layout";

/** The part of a paid order its emails show; an order priced as services also its service. */
export type PaidOrder = OrderServiceColumns & {
  id: string;
  email: string;
  customerName: string | null;
  phone: string | null;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  area: string;
  /** The option sold, as the customer saw it: "Two-story Home". */
  optionLabel: string;
  lines: readonly PricedLine[];
  grandTotalCents: number;
  /** The season sold; null when the business does not bill by season. */
  seasonStartsOn: string | null;
  seasonEndsOn: string | null;
  /** Paid on the test-mode page: the emails must not read as money received. */
  paidInTestMode: boolean;
  /** The deposit checkout charged; null (or absent) when it charged the whole total. */
  depositCents?: number | null;
  /** The visit's time booked with the payment, in the business's zone; absent when sold without one. */
  visitTime?: (VisitTime & { timezone: string }) | null;
};

/** "Monday, March 9, 8:00 AM EDT": the zone named, as the reader may be elsewhere. */
const visitTimeText = (time: NonNullable<PaidOrder["visitTime"]>) =>
  describeVisitTime(time, time.timezone, { withZone: true });

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
  const lines = order.lines.map((line) => ({
    label: line.label,
    value: formatCents(line.amount_cents),
  }));
  const deposit = order.depositCents ?? null;
  if (deposit !== null) {
    return [
      ...lines,
      { label: "Total", value: formatCents(order.grandTotalCents) },
      {
        label: order.paidInTestMode ? "Deposit (test, not charged)" : "Deposit paid",
        value: formatCents(deposit),
        strong: true,
      },
      {
        label: "Balance, charged when the job is done",
        value: formatCents(order.grandTotalCents - deposit),
      },
    ];
  }
  return [
    ...lines,
    {
      label: order.paidInTestMode ? "Total (test, not charged)" : "Total paid",
      value: formatCents(order.grandTotalCents),
      strong: true,
    },
  ];
}

/** What checkout charged: the deposit, or the whole total. */
function paidNowCents(order: PaidOrder): number {
  return order.depositCents ?? order.grandTotalCents;
}

export function serviceAddress(
  order: Pick<PaidOrder, "address" | "city" | "state" | "zipCode">,
): string {
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
  const { contract } = resolveService(offering.service);
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
function nextSteps(config: BusinessConfig): string[] {
  return fillNextSteps(config.offering, config.contact.phone);
}

function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The customer's receipt for a paid order. */
export function renderOrderReceipt(options: {
  order: PaidOrder;
  config: BusinessConfig;
  publicUrl: string;
  /** The order's receipt as a PDF (docs/product/receipts.md). */
  receiptPdfUrl: string;
  /** Where its customer moves or cancels its booked visit (docs/product/booking.md). */
  visitUrl?: string | undefined;
}): EmailContent {
  const { order, config, publicUrl } = options;
  const greeting = order.customerName ? `Thank you, ${order.customerName}` : "Thank you";
  const { service } = config.offering;
  const sold = describeOrderService(order, config.offering);
  const contract = describeOrderContract(config.offering, order);
  return renderEmail({
    heading: order.paidInTestMode
      ? `${greeting}: your test order was recorded`
      : `${greeting}: your payment was received`,
    ...testModeMarked(order, {
      subject: `Payment received: your ${service.contract.name} with ${config.name}`,
      sections: [
        {
          type: "paragraph",
          text: `${order.paidInTestMode ? "We recorded your test order" : `We received your ${order.depositCents ? "deposit" : "payment"}`} of ${formatCents(paidNowCents(order))} for ${sold?.name ?? service.name} at ${serviceAddress(order)} (${order.area}).${order.depositCents ? ` The balance of ${formatCents(order.grandTotalCents - order.depositCents)} is charged to the same card when the job is done; we email you a receipt then.` : ""}`,
        },
        ...(order.visitTime
          ? [{ type: "paragraph" as const, text: `Your visit: ${visitTimeText(order.visitTime)}.` }]
          : []),
        ...(order.visitTime && options.visitUrl
          ? [{ type: "link" as const, label: "Move or cancel your visit", url: options.visitUrl }]
          : []),
        { type: "rows", rows: [...(sold ? orderServiceRows(sold) : []), ...orderRows(order)] },
        ...(contract
          ? [{ type: "paragraph" as const, text: `${contract.name}: ${contract.line}.` }]
          : []),
        { type: "paragraph", text: "What happens next:" },
        { type: "list", items: nextSteps(config) },
        {
          type: "paragraph",
          text: `Your order: ${publicUrl}${ROUTES.checkoutSuccess}?order=${order.id}`,
        },
        { type: "paragraph", text: `Your receipt (PDF): ${options.receiptPdfUrl}` },
        { type: "paragraph", text: `Our service terms: ${publicUrl}${ROUTES.terms}` },
      ],
    }),
    signature: businessSignature(config),
  });
}

/** The business's notice that an order was paid. */
export function renderOrderPaidNotice(options: {
  order: PaidOrder;
  config: BusinessConfig;
}): EmailContent {
  const { order, config } = options;
  const customer = order.customerName ?? order.email;
  const sold = describeOrderService(order, config.offering);
  const contract = describeOrderContract(config.offering, order);
  return renderEmail({
    heading: order.paidInTestMode ? "New test order (no money received)" : "New paid order",
    ...testModeMarked(order, {
      subject: order.depositCents
        ? `New order, deposit paid: ${customer}, ${order.area}, ${formatCents(order.depositCents)} of ${formatCents(order.grandTotalCents)}`
        : `New paid order: ${customer}, ${order.area}, ${formatCents(order.grandTotalCents)}`,
      sections: [
        {
          type: "rows",
          rows: [
            { label: "Customer", value: order.customerName ?? "(not given)" },
            { label: "Email", value: order.email },
            { label: "Phone", value: order.phone ?? "(not given)" },
            { label: "Service address", value: serviceAddress(order) },
            { label: "Service area", value: order.area },
            ...(sold ? orderServiceRows(sold) : []),
            { label: "Option", value: order.optionLabel },
            ...(order.visitTime
              ? [{ label: "Date and time", value: visitTimeText(order.visitTime) }]
              : []),
            ...(contract ? [{ label: contract.name, value: contract.line }] : []),
            { label: "Order", value: order.id },
          ],
        },
        { type: "rows", rows: orderRows(order) },
        {
          type: "paragraph",
          text: order.depositCents
            ? "Contact the customer by the next business day to confirm the service details. When the job is done, charge the balance from the order's page in your dashboard: it goes to the card the customer saved."
            : "Contact the customer by the next business day to confirm the service details.",
        },
      ],
    }),
    signature: `Sent by Quotewise for ${config.name}`,
  });
}

/** What a balance email shows of its order. */
export type BalanceOrder = PaidOrder & { depositCents: number };

/**
 * The customer's link to pay the balance (docs/product/payments.md#deposits): their bank wanted
 * them to approve the charge to their saved card, or refused it.
 */
export function renderBalanceLink(options: {
  order: BalanceOrder;
  config: BusinessConfig;
  url: string;
  reason: "authentication_required" | "declined";
}): EmailContent {
  const { order, config } = options;
  const balance = order.grandTotalCents - order.depositCents;
  return renderEmail({
    subject: `Please complete your payment of ${formatCents(balance)} to ${config.name}`,
    heading: order.customerName ? `Hello ${order.customerName},` : "Hello,",
    sections: [
      {
        type: "paragraph",
        text: `The job at ${serviceAddress(order)} is done, and ${formatCents(balance)} of your ${formatCents(order.grandTotalCents)} total is left to pay after your deposit of ${formatCents(order.depositCents)}.`,
      },
      {
        type: "paragraph",
        text:
          options.reason === "authentication_required"
            ? "Your bank asks you to approve this payment yourself, so we could not charge the card you saved. It takes a minute with the secure link below."
            : "Your bank did not accept the charge to the card you saved. You can pay with this or another card with the secure link below.",
      },
      { type: "link", label: `Pay ${formatCents(balance)}`, url: options.url },
      {
        type: "paragraph",
        text: "The link works for 24 hours. Questions? Just reply to this email.",
      },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

/** The customer's receipt for the balance: the order is paid in full. */
export function renderBalanceReceipt(options: {
  order: BalanceOrder;
  config: BusinessConfig;
  publicUrl: string;
  /** The order's receipt as a PDF (docs/product/receipts.md). */
  receiptPdfUrl: string;
}): EmailContent {
  const { order, config, publicUrl } = options;
  const balance = order.grandTotalCents - order.depositCents;
  return renderEmail({
    heading: order.customerName ? `Thank you, ${order.customerName}` : "Thank you",
    ...testModeMarked(order, {
      subject: `Paid in full: your ${config.offering.service.contract.name} with ${config.name}`,
      sections: [
        {
          type: "paragraph",
          text: `${order.paidInTestMode ? "We recorded" : "We received"} the balance of ${formatCents(balance)} for ${config.offering.service.name} at ${serviceAddress(order)}. Your order is paid in full.`,
        },
        {
          type: "rows",
          rows: [
            { label: "Total", value: formatCents(order.grandTotalCents) },
            { label: "Deposit", value: formatCents(order.depositCents) },
            { label: "Balance paid now", value: formatCents(balance), strong: true },
          ],
        },
        {
          type: "paragraph",
          text: `Your order: ${publicUrl}${ROUTES.checkoutSuccess}?order=${order.id}`,
        },
        { type: "paragraph", text: `Your receipt (PDF): ${options.receiptPdfUrl}` },
      ],
    }),
    signature: businessSignature(config),
  });
}

/** The business's notice that an order's balance was paid. */
export function renderBalancePaidNotice(options: {
  order: BalanceOrder;
  config: BusinessConfig;
}): EmailContent {
  const { order, config } = options;
  const customer = order.customerName ?? order.email;
  const balance = order.grandTotalCents - order.depositCents;
  return renderEmail({
    heading: "Balance paid: the order is paid in full",
    ...testModeMarked(order, {
      subject: `Balance paid: ${customer}, ${formatCents(balance)}`,
      sections: [
        {
          type: "rows",
          rows: [
            { label: "Customer", value: customer },
            { label: "Service address", value: serviceAddress(order) },
            { label: "Total", value: formatCents(order.grandTotalCents) },
            { label: "Deposit", value: formatCents(order.depositCents) },
            { label: "Balance paid", value: formatCents(balance), strong: true },
            { label: "Order", value: order.id },
          ],
        },
      ],
    }),
    signature: `Sent by Quotewise for ${config.name}`,
  });
}

import { formatCents } from "@/shared/money";
import { formatVisitTime } from "../account/format-visit-time";
import type { BusinessConfig } from "../config/business-config";
import { businessSignature, type EmailContent, renderEmail } from "./email-layout";

/** A plan's visit as the customer's emails name it. */
export type EmailedVisit = {
  customerName: string | null;
  service: string;
  startsAt: Date;
  amountCents: number;
};

const greeting = (visit: EmailedVisit) =>
  visit.customerName ? `Hello ${visit.customerName},` : "Hello,";

/**
 * The customer's email after a failed try of a visit's charge
 * (docs/product/plans.md#paying-a-failed-visit): why, a link to pay the visit with a new card
 * (which becomes the plan's card), and when the card on file is tried next, or that the plan is
 * paused.
 */
export function renderVisitPaymentLink(options: {
  config: BusinessConfig;
  visit: EmailedVisit;
  reason: "authentication_required" | "declined";
  url: string;
  /** The next automatic try; null after the last (the plan is paused). */
  retryAt: Date | null;
}): EmailContent {
  const { config, visit, retryAt } = options;
  const amount = formatCents(visit.amountCents);
  const when = formatVisitTime(visit.startsAt, config.timezone);
  return renderEmail({
    subject: `Your payment of ${amount} to ${config.name} did not go through`,
    heading: greeting(visit),
    sections: [
      {
        type: "paragraph",
        text: `We could not charge the card on file for your ${visit.service} visit of ${when} (${amount}): ${
          options.reason === "authentication_required"
            ? "your bank asks you to approve the payment yourself."
            : "your bank declined the charge."
        }`,
      },
      {
        type: "paragraph",
        text: "You can pay it now with the secure link below. The card you pay with becomes the card on file for your plan's next visits.",
      },
      { type: "link", label: `Pay ${amount} and update my card`, url: options.url },
      {
        type: "paragraph",
        text: retryAt
          ? `If you do nothing, we will try the card on file again on ${formatVisitTime(retryAt, config.timezone)}.`
          : `That was our last try: your plan is paused, and no more visits are charged until this one is paid. Paying it starts your plan again.`,
      },
      {
        type: "paragraph",
        text: "The link works for 30 days. Questions? Just reply to this email.",
      },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

/** How a visit's charge was paid: by the customer on its link, or by the plan's saved card. */
export type VisitPaidBy = { kind: "customer"; planResumed: boolean } | { kind: "saved_card" };

const TEST_MODE_NOTE =
  "Test mode: no card was charged and no money was received. This plan was paid on the test payment page.";

/**
 * The customer's receipt for a plan's visit (docs/product/receipts.md#visit-receipts): paid by
 * them on its link (the card updated with it), or charged to the plan's saved card; the visit,
 * the amount and the link to its PDF. A plan first paid in test mode says first that no money
 * was received, as its order's emails do.
 */
export function renderVisitReceipt(options: {
  config: BusinessConfig;
  visit: EmailedVisit;
  paidBy: VisitPaidBy;
  testMode: boolean;
  /** The visit's receipt as a PDF (docs/product/receipts.md#calls). */
  receiptPdfUrl: string;
}): EmailContent {
  const { config, visit, paidBy, testMode } = options;
  const amount = formatCents(visit.amountCents);
  const when = formatVisitTime(visit.startsAt, config.timezone);
  const opening =
    paidBy.kind === "customer"
      ? `Thank you: your payment to ${config.name} is received.`
      : testMode
        ? `Your ${visit.service} visit of ${when} was recorded as paid.`
        : `Thank you: your ${visit.service} visit of ${when} was charged to the card on file for your plan.`;
  const cardNote =
    paidBy.kind === "customer" && paidBy.planResumed
      ? "Your plan is active again: its next visits are charged to this card."
      : "Your plan's next visits are charged to this card.";
  return renderEmail({
    subject: `${testMode ? "[TEST] " : ""}Receipt: ${amount} paid to ${config.name}`,
    heading: greeting(visit),
    sections: [
      ...(testMode ? [{ type: "paragraph" as const, text: TEST_MODE_NOTE }] : []),
      { type: "paragraph", text: opening },
      {
        type: "rows",
        rows: [
          { label: "Visit", value: when },
          { label: "Service", value: visit.service },
          {
            label: testMode ? "Recorded (test, not charged)" : "Paid",
            value: amount,
            strong: true,
          },
        ],
      },
      { type: "paragraph", text: cardNote },
      { type: "link", label: "Download the receipt (PDF)", url: options.receiptPdfUrl },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

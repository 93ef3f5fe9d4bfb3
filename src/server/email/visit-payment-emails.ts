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

/** The customer's receipt for a visit they paid themselves, the card updated with it. */
export function renderVisitReceipt(options: {
  config: BusinessConfig;
  visit: EmailedVisit;
  planResumed: boolean;
}): EmailContent {
  const { config, visit } = options;
  const amount = formatCents(visit.amountCents);
  return renderEmail({
    subject: `Receipt: ${amount} paid to ${config.name}`,
    heading: greeting(visit),
    sections: [
      { type: "paragraph", text: `Thank you: your payment to ${config.name} is received.` },
      {
        type: "rows",
        rows: [
          { label: "Visit", value: formatVisitTime(visit.startsAt, config.timezone) },
          { label: "Service", value: visit.service },
          { label: "Paid", value: amount, strong: true },
        ],
      },
      {
        type: "paragraph",
        text: options.planResumed
          ? "Your plan is active again: its next visits are charged to this card."
          : "Your plan's next visits are charged to this card.",
      },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

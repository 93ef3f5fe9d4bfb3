import { formatCents } from "@/shared/money";
import type { BusinessConfig } from "../config/business-config";
import { businessSignature, type EmailContent, renderEmail } from "./email-layout";

const REASONS = {
  declined: "the card was declined",
  authentication_required: "the bank asked the customer to confirm the payment",
} as const;

/**
 * The business's notice that a plan is paused (docs/product/plans.md#billing): its saved card
 * failed on every try of a visit's charge, so its other visits are not charged until it is
 * sorted out with the customer.
 */
export function renderPlanPausedNotice(options: {
  config: BusinessConfig;
  customer: string;
  email: string;
  address: string;
  amountCents: number;
  reason: keyof typeof REASONS;
}): EmailContent {
  const { config } = options;
  return renderEmail({
    subject: `Plan paused: ${options.customer}'s card failed every try`,
    heading: "A plan is paused",
    sections: [
      {
        type: "paragraph",
        text: `A visit of ${options.customer}'s plan could not be charged: ${REASONS[options.reason]}, on the first try and on each retry. The plan is paused: its other visits are not charged until you sort it out with the customer.`,
      },
      {
        type: "rows",
        rows: [
          { label: "Customer", value: options.customer },
          { label: "Email", value: options.email },
          { label: "Address", value: options.address },
          { label: "Visit not charged", value: formatCents(options.amountCents) },
        ],
      },
    ],
    signature: businessSignature(config),
  });
}

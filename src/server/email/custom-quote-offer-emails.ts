import { formatCents } from "@/shared/money";
import { formatIsoDate } from "@/shared/season";
import type { BusinessConfig } from "../config/business-config";
import type { PricedLine } from "../db/schema";
import { businessSignature, type EmailContent, renderEmail } from "./email-layout";

/** What an offer's email shows of it. */
export type OfferForEmail = {
  customerName: string;
  lines: readonly PricedLine[];
  grandTotalCents: number;
  amountDueNowCents: number;
  /** The balance charged to the same card when the job is done; 0 without a deposit. */
  amountDueLaterCents: number;
  note: string | null;
  /** The last day it can be accepted (ISO date, the business's calendar). */
  lastDay: string;
};

/** The customer's email with the link to their offer, in the business's name and colour. */
export function renderCustomQuoteOffer(options: {
  offer: OfferForEmail;
  config: BusinessConfig;
  url: string;
  revised: boolean;
}): EmailContent {
  const { offer, config } = options;
  const rows = [
    ...offer.lines.map((line) => ({ label: line.label, value: formatCents(line.amount_cents) })),
    { label: "Total", value: formatCents(offer.grandTotalCents), strong: true },
  ];
  return renderEmail({
    subject: `${options.revised ? "Your revised quote" : "Your quote"} from ${config.name}`,
    heading: `Your quote is ready, ${offer.customerName}`,
    sections: [
      {
        type: "paragraph",
        text: options.revised
          ? "We revised the quote you asked for; this one replaces the one we sent before."
          : "Thank you for your request. Here is our price for the work you described.",
      },
      { type: "rows", rows },
      ...(offer.note ? [{ type: "paragraph" as const, text: offer.note }] : []),
      {
        type: "paragraph",
        text:
          offer.amountDueLaterCents > 0
            ? `You can accept it online until the end of ${formatIsoDate(offer.lastDay)} with a deposit of ${formatCents(offer.amountDueNowCents)}. The rest, ${formatCents(offer.amountDueLaterCents)}, is charged to the same card when the job is done. Questions? Just reply to this email.`
            : `You can accept and pay ${formatCents(offer.amountDueNowCents)} online until the end of ${formatIsoDate(offer.lastDay)}. Questions? Just reply to this email.`,
      },
      { type: "link", label: "View and accept your quote", url: options.url },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

/** The business's notice that a customer with a closed offer asks for a new one. */
export function renderCustomQuoteRenewalRequest(options: {
  request: { customerName: string; email: string; phone: string; address: string; city: string };
  config: BusinessConfig;
  reason: "expired" | "withdrawn";
}): EmailContent {
  const { request, config } = options;
  return renderEmail({
    subject: `New quote requested: ${request.customerName}, ${request.city}`,
    heading: "A customer asks for a new quote",
    sections: [
      {
        type: "paragraph",
        text: `${request.customerName} opened a quote that has ${options.reason === "expired" ? "expired" : "been replaced or withdrawn"} and asks for a new one. Price it again from the Custom Quotes tab of your dashboard.`,
      },
      {
        type: "rows",
        rows: [
          { label: "Customer", value: request.customerName },
          { label: "Email", value: request.email },
          { label: "Phone", value: request.phone },
          { label: "Address", value: `${request.address}, ${request.city}` },
        ],
      },
    ],
    signature: `Sent by Quotewise for ${config.name}`,
  });
}

import { formatCents } from "@/shared/money";
import { fillText } from "@/shared/offering";
import { type ReminderPlaceholder, recoverySettingsOf } from "@/shared/recovery-settings";
import type { BusinessConfig } from "../config/business-config";
import {
  businessSignature,
  type EmailContent,
  type EmailSection,
  renderEmail,
} from "./email-layout";

export type ReminderDetails = {
  /** "12 Main St, Scarsdale". */
  address: string;
  totalCents: number;
  resumeUrl: string;
  unsubscribeUrl: string;
};

/**
 * The one reminder a priced visit is sent (docs/product/quote-recovery.md#the-email): the
 * business's subject and body, its placeholders filled, a button that reopens the quote, and
 * a link to ask for no more.
 */
export function renderQuoteReminder(options: {
  config: BusinessConfig;
  reminder: ReminderDetails;
}): EmailContent {
  const { config, reminder } = options;
  const settings = recoverySettingsOf(config);
  const values: Record<ReminderPlaceholder, string> = {
    business: config.name,
    service: config.offering.service.name,
    price: formatCents(reminder.totalCents),
    address: reminder.address,
  };
  const paragraphs = fillText(settings.body, values)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const sections: EmailSection[] = [
    ...paragraphs.map((text) => ({ type: "paragraph" as const, text })),
    { type: "link", label: "View your quote", url: reminder.resumeUrl },
    {
      type: "note",
      // A name may end in a period ("Co."): the sentence then ends with it.
      text: `You are receiving this one reminder because you checked a price with ${config.name.replace(/\.$/, "")}.`,
      link: { label: "Unsubscribe from reminders", url: reminder.unsubscribeUrl },
    },
  ];
  return renderEmail({
    subject: fillText(settings.subject, values),
    heading: config.name,
    sections,
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

/** The RFC 8058 one-click unsubscribe headers for a reminder. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

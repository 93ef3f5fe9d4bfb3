import { formatCents } from "@/shared/money";
import { formatVisitTime } from "../account/format-visit-time";
import type { BusinessConfig } from "../config/business-config";
import { businessSignature, type EmailContent, renderEmail } from "./email-layout";

/** The customer's receipt for a tip (docs/product/customer-account.md#tips), in the business's name. */
export function renderTipReceipt(options: {
  config: BusinessConfig;
  customerName: string | null;
  service: string;
  startsAt: Date;
  amountCents: number;
}): EmailContent {
  const { config } = options;
  const amount = formatCents(options.amountCents);
  return renderEmail({
    subject: `Receipt: your ${amount} tip to ${config.name}`,
    heading: options.customerName ? `Hello ${options.customerName},` : "Hello,",
    sections: [
      {
        type: "paragraph",
        text: `Thank you for your tip. All of it goes to ${config.name}.`,
      },
      {
        type: "rows",
        rows: [
          { label: "Visit", value: formatVisitTime(options.startsAt, config.timezone) },
          { label: "Service", value: options.service },
          { label: "Tip", value: amount, strong: true },
        ],
      },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

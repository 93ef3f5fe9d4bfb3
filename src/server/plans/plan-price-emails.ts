import { formatCents } from "@/shared/money";
import type { BusinessConfig } from "../config/business-config";
import { businessSignature, type EmailContent, renderEmail } from "../email/email-layout";

/**
 * The customer's notice of a new price for their plan's visits (docs/product/plans.md#price-changes):
 * the old price and the new, and the day from which visits cost the new one.
 */
export function renderPlanPriceChange(options: {
  config: BusinessConfig;
  service: string;
  oldCents: number;
  newCents: number;
  /** "April 4, 2026" */
  from: string;
  accountUrl: string;
}): EmailContent {
  const { config } = options;
  const [was, now] = [formatCents(options.oldCents), formatCents(options.newCents)];
  return renderEmail({
    subject: `A new price for your plan with ${config.name} from ${options.from}`,
    heading: "Your plan's price is changing",
    sections: [
      {
        type: "paragraph",
        text: `${config.name} has changed its prices. The visits of your plan (${options.service}) keep their price until ${options.from}; from then on each visit costs ${now}.`,
      },
      {
        type: "rows",
        rows: [
          { label: "Each visit now", value: was },
          { label: `From ${options.from}`, value: now, strong: true },
        ],
      },
      {
        type: "paragraph",
        text: "You can pause, change or cancel your plan on your page before then.",
      },
      { type: "link", label: "See your plan", url: options.accountUrl },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

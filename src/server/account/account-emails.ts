import type { BusinessConfig } from "../config/business-config";
import { businessSignature, type EmailContent, renderEmail } from "../email/email-layout";

/** The link that signs a customer in to their page (docs/product/customer-account.md#signing-in). */
export function renderCustomerSignInEmail(options: {
  config: BusinessConfig;
  link: string;
}): EmailContent {
  const { config } = options;
  return renderEmail({
    subject: `Your sign-in link for ${config.name}`,
    heading: `Sign in to your ${config.name} account`,
    sections: [
      {
        type: "paragraph",
        text: `Open this link to see your orders, visits and plans with ${config.name}.`,
      },
      { type: "link", label: "Sign in", url: options.link },
      {
        type: "paragraph",
        text: "The link works once and expires in 15 minutes. If you did not ask for it, ignore this email: nobody can sign in without it.",
      },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}

/**
 * The business's notice of a change its customer made on their page
 * (docs/product/customer-account.md#the-businesss-notice): the crew must not come to a skipped
 * visit, nor to the visits of a cancelled plan.
 */
export function renderPlanChangeNotice(options: {
  customerEmail: string;
  service: string;
  change:
    | { kind: "skipped"; visit: string }
    | { kind: "cancelled"; frequency: string; visitsCancelled: number };
}): EmailContent {
  const { customerEmail, service, change } = options;
  const rows = [
    { label: "Customer", value: customerEmail },
    { label: "Service", value: service },
    ...(change.kind === "skipped"
      ? [{ label: "Skipped visit", value: change.visit }]
      : [
          { label: "How often", value: change.frequency },
          { label: "Visits to come cancelled", value: String(change.visitsCancelled) },
        ]),
  ];
  return renderEmail({
    subject:
      change.kind === "skipped"
        ? `Visit skipped: ${service}, ${change.visit}`
        : `Plan cancelled: ${service} for ${customerEmail}`,
    heading:
      change.kind === "skipped" ? "A customer skipped a visit" : "A customer cancelled a plan",
    sections: [
      {
        type: "paragraph",
        text:
          change.kind === "skipped"
            ? "The visit is off the crew's calendar and will not be charged; the plan goes on."
            : "No more visits will be booked for this plan; its unpaid visits to come are off the crew's calendar. Visits already paid stay booked.",
      },
      { type: "rows", rows },
    ],
    signature: "Sent by Quotewise from your customer's page",
  });
}

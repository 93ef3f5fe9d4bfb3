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
  change: PlanChangeNotice;
}): EmailContent {
  const { customerEmail, service, change } = options;
  const told = NOTICE_TEXTS[change.kind](change as never, { service, customerEmail });
  return renderEmail({
    subject: told.subject,
    heading: told.heading,
    sections: [
      { type: "paragraph", text: told.text },
      {
        type: "rows",
        rows: [
          { label: "Customer", value: customerEmail },
          { label: "Service", value: service },
          ...told.rows,
        ],
      },
    ],
    signature: "Sent by Quotewise from your customer's page",
  });
}

/** A change the business is told of. */
export type PlanChangeNotice =
  | { kind: "skipped"; visit: string }
  | { kind: "cancelled"; frequency: string; visitsCancelled: number }
  | { kind: "paused"; until: string; visitsCancelled: number }
  | { kind: "frequency"; from: string; to: string; nextVisit: string; visitPrice: string };

type NoticeText = {
  subject: string;
  heading: string;
  text: string;
  rows: { label: string; value: string }[];
};

const NOTICE_TEXTS: {
  [Kind in PlanChangeNotice["kind"]]: (
    change: Extract<PlanChangeNotice, { kind: Kind }>,
    about: { service: string; customerEmail: string },
  ) => NoticeText;
} = {
  skipped: (change, { service }) => ({
    subject: `Visit skipped: ${service}, ${change.visit}`,
    heading: "A customer skipped a visit",
    text: "The visit is off the crew's calendar and will not be charged; the plan goes on.",
    rows: [{ label: "Skipped visit", value: change.visit }],
  }),
  cancelled: (change, { service, customerEmail }) => ({
    subject: `Plan cancelled: ${service} for ${customerEmail}`,
    heading: "A customer cancelled a plan",
    text: "No more visits will be booked for this plan; its unpaid visits to come are off the crew's calendar. Visits already paid stay booked.",
    rows: [
      { label: "How often", value: change.frequency },
      { label: "Visits to come cancelled", value: String(change.visitsCancelled) },
    ],
  }),
  paused: (change, { service, customerEmail }) => ({
    subject: `Plan paused until ${change.until}: ${service} for ${customerEmail}`,
    heading: "A customer paused a plan",
    text: "Its unpaid visits until then are off the crew's calendar; visits inside your booking notice stay. The plan resumes by itself on that day.",
    rows: [
      { label: "Resumes", value: change.until },
      { label: "Visits cancelled", value: String(change.visitsCancelled) },
    ],
  }),
  frequency: (change, { service, customerEmail }) => ({
    subject: `Plan changed to ${change.to.toLowerCase()}: ${service} for ${customerEmail}`,
    heading: "A customer changed how often you visit",
    text: "Their unpaid visits from the next one on are booked again on the new schedule, on the same day of the week, time and crew.",
    rows: [
      { label: "Was", value: change.from },
      { label: "Now", value: change.to },
      { label: "From", value: change.nextVisit },
      { label: "Each visit", value: change.visitPrice },
    ],
  }),
};

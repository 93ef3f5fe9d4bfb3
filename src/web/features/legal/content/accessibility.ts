import { COMPANY } from "@/shared/company";
import { type LegalPageRecord, list, paragraph } from "./types";

export const page: LegalPageRecord = {
  path: "/accessibility",
  title: "Accessibility Statement",
  description:
    "Quotewise aims to meet WCAG 2.1 level AA across its website, quote pages and dashboard. How we test, known limits and how to give feedback.",
  dateLine: { label: "Last updated", date: "September 24, 2025", isoDate: "2025-09-24" },
  intro:
    "Quotewise should work for everyone: the business owners who use the dashboard and the homeowners who get quotes and pay through it.",
  sections: [
    {
      heading: "Our target",
      blocks: [
        paragraph(
          "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA on the marketing site, the quote pages, the embeddable widget and the admin dashboard.",
        ),
      ],
    },
    {
      heading: "What we do",
      blocks: [
        list(
          "Every page can be used with a keyboard alone, with a visible focus indicator.",
          "Forms have labels, and errors are described in text next to the field they concern.",
          "Text and controls meet AA colour contrast, and pages reflow on small screens and at 200% zoom.",
          "Motion is reduced when your device asks for it.",
          "Automated accessibility checks run on every page at phone and desktop widths before each release, alongside manual keyboard and screen reader checks.",
        ),
      ],
    },
    {
      heading: "Known limitations",
      blocks: [
        paragraph(
          "The payment page is provided by Stripe Checkout, whose accessibility is Stripe's responsibility. Maps of service areas in the dashboard are visual; the same information is available as a list of towns and ZIP codes.",
        ),
      ],
    },
    {
      heading: "Feedback",
      blocks: [
        paragraph(
          `If something on Quotewise is hard to use, tell us at ${COMPANY.accessibilityEmail}. Say which page and what happened. We answer within 2 business days, and if we cannot fix the problem quickly we will help you get the information or service another way.`,
        ),
      ],
    },
  ],
};

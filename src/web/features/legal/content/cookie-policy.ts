import { COMPANY } from "@/shared/company";
import { type LegalPageRecord, list, paragraph } from "./types";

export const page: LegalPageRecord = {
  path: "/cookie-policy",
  title: "Cookie Policy",
  description:
    "The cookies and browser storage Quotewise uses, grouped as essential, performance, functional and targeting, how long each lasts and how to change your choice.",
  dateLine: { label: "Effective", date: "April 22, 2025", isoDate: "2025-04-22" },
  intro:
    "Cookies and similar browser storage (such as local storage) let a website remember things between pages and visits. This policy lists what Quotewise stores, why and for how long.",
  cookieSettingsButton: true,
  sections: [
    {
      heading: "Your choice",
      blocks: [
        paragraph(
          "On your first visit a banner lets you accept all categories, reject everything that is not essential, or customize by category. Nothing optional is stored, and no analytics script is loaded, until you choose. You can change your choice at any time from the Cookie settings link in the footer of the home and marketing pages.",
        ),
      ],
    },
    {
      heading: "Categories",
      blocks: [
        list(
          "Essential: needed for the site to work, so they cannot be turned off.",
          "Performance: measure visits and page speed so we can improve the site.",
          "Functional: remember small preferences you set.",
          "Targeting: would measure advertising campaigns. We use none today; your choice is kept for when we do, and we will update this policy first.",
        ),
      ],
    },
    {
      heading: "What we store",
      blocks: [
        {
          type: "table",
          caption: "Cookies and storage used by Quotewise",
          columns: ["Name", "Category", "Purpose", "Duration"],
          rows: [
            [
              "qw-consent (local storage)",
              "Essential",
              "Remembers your cookie choice",
              "12 months",
            ],
            [
              "quotewise.quote, quotewise.embed (session storage)",
              "Essential",
              "Keeps a quote in progress when the page reloads",
              "Until the tab is closed",
            ],
            [
              "Admin sign-in token (local storage)",
              "Essential",
              "Keeps a business administrator signed in to the dashboard",
              "Until sign-out; expires after 12 hours unused, 7 days at most",
            ],
            [
              "qw-sticky-cta-dismissed-at (local storage)",
              "Functional",
              "Hides the demo bar after you close it",
              "24 hours",
            ],
            ["_ga", "Performance", "Google Analytics: tells visits apart", "2 years"],
            ["_ga_<ID>", "Performance", "Google Analytics: keeps the session state", "2 years"],
          ],
        },
        paragraph(
          "When a customer pays, Stripe Checkout may set its own essential cookies on Stripe's domain to prevent fraud. Those are covered by Stripe's privacy policy.",
        ),
      ],
    },
    {
      heading: "Browser controls",
      blocks: [
        paragraph(
          "You can also delete or block cookies in your browser settings. Blocking essential storage may stop parts of the site, such as the admin dashboard, from working.",
        ),
      ],
    },
    {
      heading: "Contact",
      blocks: [paragraph(`Questions about cookies: ${COMPANY.privacyEmail}.`)],
    },
  ],
};

import { COMPANY } from "@/shared/company";
import { type LegalPageRecord, list, paragraph } from "./types";

export const page: LegalPageRecord = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  description:
    "What personal data Quotewise collects from business owners and their customers, why, how long it is kept, the cookies used and your rights.",
  dateLine: { label: "Effective", date: "April 8, 2025", isoDate: "2025-04-08" },
  intro: `This policy explains how ${COMPANY.legalName} ("Quotewise", "we") handles personal data when you visit our website, request a demo, use Quotewise as a business, or get a quote from a business that uses Quotewise.`,
  sections: [
    {
      heading: "Data we collect",
      blocks: [
        list(
          "Demo requests: your name, email address, company, and optionally your phone number, industry and message.",
          "Quotes: the service address, city, state, ZIP code and email address a customer enters, the service-area result, the options chosen and the price shown.",
          "Orders and custom quote requests: the customer's name, email address, phone number, address and the service ordered.",
          "Business accounts: the name and email address of each administrator, and a record of sign-ins used to protect the account.",
          "Technical data: IP address, browser type and request times in our server logs, kept to run and secure the service.",
          "Analytics data, only with your consent: pages visited, page speed measurements and events such as starting a quote, through Google Analytics.",
        ),
      ],
    },
    {
      heading: "Payments",
      blocks: [
        paragraph(
          "Payments are processed by Stripe through Stripe Checkout. Card numbers and bank details are entered on Stripe's page and are never sent to or stored on Quotewise's servers. We receive only the payment status, the amount and a reference to the payment.",
        ),
      ],
    },
    {
      heading: "How we use data",
      blocks: [
        list(
          "To give quotes, take orders and send the confirmations a customer or business expects.",
          "To answer demo requests and support questions.",
          "To keep the service secure, prevent abuse and fix problems.",
          "With consent, to understand how the website is used and make it better.",
        ),
        paragraph(
          "We do not sell personal data and do not share it for cross-context advertising.",
        ),
      ],
    },
    {
      heading: "Who receives data",
      blocks: [
        list(
          "The service business you requested a quote from, which uses the data to provide the service.",
          "Stripe, to process payments.",
          "Our hosting and email providers, which process data on our instructions.",
          "Google, for analytics, only if you accept performance cookies.",
          "Authorities, where the law requires it.",
        ),
      ],
    },
    {
      heading: "Cookies and similar storage",
      blocks: [
        paragraph(
          "We group cookies and similar browser storage into four categories. You choose which optional categories to allow in the cookie banner, and can change that choice at any time from the Cookie settings link in the site footer.",
        ),
        list(
          "Essential (always on): your consent choice (12 months), a quote in progress (until the tab is closed) and a business administrator's sign-in token (until sign-out; it expires after 12 hours unused and 7 days at most).",
          "Performance (optional): Google Analytics cookies _ga and _ga_<ID>, which last up to 2 years.",
          "Functional (optional): remembering that you closed the demo bar, for 24 hours.",
          "Targeting (optional): none in use today.",
        ),
        paragraph("Details are in our Cookie Policy."),
      ],
    },
    {
      heading: "How long we keep data",
      blocks: [
        list(
          "Demo requests: up to 2 years after our last contact.",
          "Quotes, orders and custom quote requests: for as long as the business keeps its account, and up to 7 years where tax and accounting laws require it.",
          "Server logs: up to 30 days.",
        ),
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        paragraph(
          `You can ask to access, correct, export or delete your personal data, and withdraw consent at any time. Email ${COMPANY.privacyEmail}; we answer within 30 days. If you gave data to a service business through Quotewise, you can also contact that business directly.`,
        ),
      ],
    },
    {
      heading: "Children",
      blocks: [
        paragraph(
          "Quotewise is not directed to children under 13 and we do not knowingly collect their data. Business accounts are for people 18 and over.",
        ),
      ],
    },
    {
      heading: "Security",
      blocks: [
        paragraph(
          "Data travels over encrypted connections, administrator passwords are stored as salted hashes, and access to production systems is limited to the staff who need it.",
        ),
      ],
    },
    {
      heading: "Changes and contact",
      blocks: [
        paragraph(
          "We will post any change on this page with a new effective date, and tell business customers by email about material changes.",
        ),
        paragraph(`Questions: ${COMPANY.privacyEmail}. Post: ${COMPANY.mailingAddress}.`),
      ],
    },
  ],
};

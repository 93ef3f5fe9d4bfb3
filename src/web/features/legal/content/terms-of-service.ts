import { COMPANY } from "@/shared/company";
import { type LegalPageRecord, list, paragraph } from "./types";

export const page: LegalPageRecord = {
  path: "/terms-of-service",
  title: "Terms of Service",
  description:
    "The terms for using Quotewise: fees of 4.9% + $0.30 per completed transaction with no monthly fee, accounts, liability, New York law and dispute resolution.",
  dateLine: { label: "Effective", date: "April 15, 2025", isoDate: "2025-04-15" },
  intro: `These terms are an agreement between ${COMPANY.legalName} ("Quotewise", "we") and the business or person using Quotewise ("you"). By creating an account or using the service you accept them.`,
  sections: [
    {
      heading: "The service",
      blocks: [
        paragraph(
          "Quotewise lets service businesses publish instant quotes, check customer addresses against service areas and take payments online. Customers of those businesses use it to get quotes and pay; their contract for the service itself is with the business, not with Quotewise.",
        ),
      ],
    },
    {
      heading: "Eligibility and accounts",
      blocks: [
        list(
          "You must be at least 18 years old and able to enter a binding contract. People under 18 may not open an account.",
          "You are responsible for the accuracy of your prices, service areas and business details, and for keeping your sign-in details secret.",
          "We may suspend or close an account that breaks these terms, is used for fraud, or puts other users or the service at risk. Where we can, we tell you first and give you a chance to fix the problem.",
        ),
      ],
    },
    {
      heading: "Fees",
      blocks: [
        list(
          "Quotewise charges 4.9% + $0.30 per completed transaction. There is no monthly fee and no setup fee.",
          "A transaction is completed when the customer's payment succeeds. Nothing is charged for quotes that are not paid.",
          "Payment processing is provided by Stripe under Stripe's own terms.",
          "We will give you at least 30 days' notice by email before any change to our prices takes effect.",
        ),
      ],
    },
    {
      heading: "Your responsibilities",
      blocks: [
        list(
          "Provide the services you sell through Quotewise, at the prices shown.",
          "Handle refunds, cancellations and customer disputes for your services.",
          "Collect and remit the taxes that apply to your sales.",
          "Use the service lawfully and not to send spam, sell prohibited goods or services, or attack the service.",
        ),
      ],
    },
    {
      heading: "Availability and changes",
      blocks: [
        paragraph(
          "We work to keep Quotewise available and secure but do not promise uninterrupted service. We may change features; we will tell you in advance about changes that significantly reduce what you rely on.",
        ),
      ],
    },
    {
      heading: "Limitation of liability",
      blocks: [
        paragraph(
          "To the extent the law allows, Quotewise is not liable for indirect, incidental or consequential losses, or for lost profits or data. Our total liability for any claim is limited to the fees you paid us in the 12 months before the event giving rise to the claim, or $100 if greater.",
        ),
      ],
    },
    {
      heading: "Ending the agreement",
      blocks: [
        paragraph(
          "You can stop using Quotewise at any time. Fees for transactions completed before then remain due. Sections on fees owed, liability, governing law and disputes survive the end of the agreement.",
        ),
      ],
    },
    {
      heading: "Governing law and disputes",
      blocks: [
        list(
          "These terms are governed by the laws of the State of New York, without regard to its conflict-of-law rules.",
          `Informal resolution first: before starting any formal proceeding, contact us at ${COMPANY.legalEmail} and we will both try in good faith to resolve the dispute within 30 days.`,
          "Arbitration: a dispute not resolved informally will be settled by binding individual arbitration administered by the American Arbitration Association under its Commercial Arbitration Rules, held in New York, New York. Either party may bring a claim in small claims court instead where it qualifies.",
        ),
      ],
    },
    {
      heading: "Contact",
      blocks: [paragraph(`${COMPANY.legalEmail}. Post: ${COMPANY.mailingAddress}.`)],
    },
  ],
};

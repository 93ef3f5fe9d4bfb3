/** Who publishes the Quotewise site: shown on marketing and legal pages and in structured data. */
export const COMPANY = {
  productName: "Quotewise",
  legalName: "Quotewise, Inc.",
  supportEmail: "support@quotewise.example",
  privacyEmail: "privacy@quotewise.example",
  legalEmail: "legal@quotewise.example",
  accessibilityEmail: "accessibility@quotewise.example",
  mailingAddress: "Quotewise, Inc., 100 Placeholder Avenue, Suite 1, White Plains, NY 10601",
} as const;

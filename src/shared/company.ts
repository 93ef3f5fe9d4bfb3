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

/** "© 2026 Owner. All rights reserved.", without a second period after a name ending in one. */
export function copyrightNotice(owner: string, year = new Date().getFullYear()): string {
  return `© ${year} ${owner.replace(/\.$/, "")}. All rights reserved.`;
}

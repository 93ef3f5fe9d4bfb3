import { COMPANY } from "@/shared/company";
import { ROUTES } from "@/shared/routes";

export const NAV_LINKS = [
  { hash: "#features", label: "Features" },
  { hash: "#industries", label: "Industries" },
  { hash: "#how-it-works", label: "How it works" },
  { hash: "#integrations", label: "Integrations" },
] as const;

export interface FooterLink {
  label: string;
  href: string;
}

/**
 * The six industry pages, four product pages, four legal pages and a support mailto:
 * docs/product/marketing-site.md#footer.
 */
export const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: "Industries",
    links: [
      { label: "Cleaning", href: ROUTES.industryCleaning },
      { label: "Landscaping", href: ROUTES.industryLandscaping },
      { label: "HVAC", href: ROUTES.industryHvac },
      { label: "Plumbing", href: ROUTES.industryPlumbing },
      { label: "Snow removal", href: ROUTES.industrySnowRemoval },
      { label: "Handyman", href: ROUTES.industryHandyman },
    ],
  },
  {
    title: "Product",
    links: [
      { label: "Instant quoting software", href: ROUTES.instantQuotingSoftware },
      { label: "Service-area validation", href: ROUTES.featureGeographicValidation },
      { label: "Pricing matrix", href: ROUTES.featurePricingMatrix },
      { label: "Instant quote generator", href: ROUTES.instantQuoteGenerator },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", href: ROUTES.privacyPolicy },
      { label: "Terms of Service", href: ROUTES.termsOfService },
      { label: "Cookie Policy", href: ROUTES.cookiePolicy },
      { label: "Accessibility", href: ROUTES.accessibility },
    ],
  },
];

export const SUPPORT_LINK: FooterLink = {
  label: COMPANY.supportEmail,
  href: `mailto:${COMPANY.supportEmail}`,
};

import { type PagePath, ROUTES } from "./routes";

/** Marketing and legal pages: prerendered to static HTML at build time and listed in the sitemap. */
export const MARKETING_PATHS = [
  ROUTES.instantQuotingSoftware,
  ROUTES.instantQuoteGenerator,
  ROUTES.featureQuoteAutomation,
  ROUTES.featurePricingMatrix,
  ROUTES.featureGeographicValidation,
  ROUTES.featurePaymentProcessing,
  ROUTES.industryCleaning,
  ROUTES.industryLandscaping,
  ROUTES.industryHvac,
  ROUTES.industryPlumbing,
  ROUTES.industrySnowRemoval,
  ROUTES.industryHandyman,
  ROUTES.compareResponsibid,
  ROUTES.comparePandadoc,
] as const satisfies readonly PagePath[];
export type MarketingPath = (typeof MARKETING_PATHS)[number];

export const LEGAL_PATHS = [
  ROUTES.privacyPolicy,
  ROUTES.termsOfService,
  ROUTES.cookiePolicy,
  ROUTES.accessibility,
] as const satisfies readonly PagePath[];
export type LegalPath = (typeof LEGAL_PATHS)[number];

/** The home page and its two aliases, which name "/" as their canonical address. */
export const HOME_PATHS = [ROUTES.home, ROUTES.landing, ROUTES.product] as const;
export type HomePath = (typeof HOME_PATHS)[number];

/** Pages the sitemap lists: one canonical address each. */
export const SITEMAP_PATHS: readonly PagePath[] = [ROUTES.home, ...MARKETING_PATHS, ...LEGAL_PATHS];

/** Pages built to static HTML: the site's pages and the sign-up page they lead to. */
export const PRERENDERED_PATHS: readonly PagePath[] = [
  ...HOME_PATHS,
  ...MARKETING_PATHS,
  ...LEGAL_PATHS,
  ROUTES.signup,
];

/**
 * Stands for the site's base URL in prerendered pages (canonical, Open Graph, structured data);
 * the server puts PUBLIC_URL in its place, so one build serves any address.
 */
export const PUBLIC_URL_PLACEHOLDER = "https://public-url.invalid";

/** The address of a path on the public site: base without its trailing slash, then the path. */
export function absoluteUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path}`;
}

/**
 * The one list of page paths (SPEC section 2 route table plus the payment return pages).
 * The web router renders a page for each of them; the server answers every other page
 * path with 404.
 */
export const ROUTES = {
  home: "/",
  landing: "/landing",
  product: "/quotewise",
  demo: "/demo",
  quote: "/quote",
  embed: "/embed",
  admin: "/admin",
  instantQuotingSoftware: "/instant-quoting-software",
  instantQuoteGenerator: "/instant-quote-generator",
  featureQuoteAutomation: "/features/quote-automation",
  featurePricingMatrix: "/features/pricing-matrix",
  featureGeographicValidation: "/features/geographic-validation",
  featurePaymentProcessing: "/features/payment-processing",
  industryCleaning: "/industries/cleaning-instant-quote",
  industryLandscaping: "/industries/landscaping-instant-quote",
  industryHvac: "/industries/hvac-instant-quote",
  industryPlumbing: "/industries/plumbing-instant-quote",
  industrySnowRemoval: "/industries/snow-removal-instant-quote",
  industryHandyman: "/industries/handyman-instant-quote",
  compareResponsibid: "/compare/responsibid-alternative",
  comparePandadoc: "/compare/pandadoc-alternative-quoting",
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  cookiePolicy: "/cookie-policy",
  accessibility: "/accessibility",
  checkoutTest: "/checkout/test",
  checkoutSuccess: "/checkout/success",
  checkoutCancel: "/checkout/cancel",
} as const;

export type PagePath = (typeof ROUTES)[keyof typeof ROUTES];

export const PAGE_PATHS: readonly PagePath[] = Object.values(ROUTES);

const pagePaths: ReadonlySet<string> = new Set(PAGE_PATHS);

/**
 * The page path a URL path (or path with query and hash) names, or undefined.
 * Ignores the query, the hash and one trailing slash; paths are case-sensitive.
 */
export function toPagePath(path: string): PagePath | undefined {
  const pathname = path.replace(/[?#].*$/s, "");
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return pagePaths.has(trimmed) ? (trimmed as PagePath) : undefined;
}

export function isPagePath(path: string): boolean {
  return toPagePath(path) !== undefined;
}

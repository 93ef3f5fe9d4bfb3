import { type BusinessScope, splitBusinessPath } from "./business-scope";

/**
 * The one list of page paths (docs/product/README.md#pages).
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
  adminSetup: "/admin/setup",
  /** Sign-up of a new business (docs/product/settings.md#sign-up). */
  signup: "/signup",
  /** Quotewise's own operators' console (docs/product/settings.md#the-platform-console). */
  platform: "/platform",
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
  /** The business's service terms with its customers (not Quotewise's terms of service). */
  terms: "/terms",
  checkoutTest: "/checkout/test",
  checkoutSuccess: "/checkout/success",
  checkoutCancel: "/checkout/cancel",
  /** A custom quote's offer, opened by its emailed link (docs/product/custom-quotes.md#the-offer-page). */
  offer: "/offer",
} as const;

export type PagePath = (typeof ROUTES)[keyof typeof ROUTES];

export const PAGE_PATHS: readonly PagePath[] = Object.values(ROUTES);

const pagePaths: ReadonlySet<string> = new Set(PAGE_PATHS);

/** The dashboard's settings sections, each at /admin/settings/{section} (docs/product/settings.md). */
export const SETTINGS_SECTIONS = [
  "profile",
  "offering",
  "areas",
  "availability",
  "terms",
  "payments",
  "reminders",
  "website",
  "team",
  "webhooks",
  "history",
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/**
 * The dashboard's own pages, which the admin page routes itself: one order's detail view, the
 * settings sections, and the pages an emailed link opens (the token travels in the fragment,
 * which never reaches a server log): verify-email and join (a team invitation); the funnel, the
 * schedule, and the plans with each plan's page.
 */
const ADMIN_SUB_PATH = new RegExp(
  [
    "^/admin/(?:",
    "orders/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}",
    `|settings(?:/(?:${SETTINGS_SECTIONS.join("|")}))?`,
    "|verify-email|join|funnel|schedule",
    "|plans(?:/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})?",
    ")$",
  ].join(""),
);

/** The funnel of the business's visits (docs/product/dashboard.md#funnel). */
export const ADMIN_FUNNEL_PATH = `${ROUTES.admin}/funnel`;

/** The crews' schedule (docs/product/booking.md#the-schedule). */
export const ADMIN_SCHEDULE_PATH = `${ROUTES.admin}/schedule`;

/** The business's recurring plans (docs/product/plans.md#the-owners-view). */
export const ADMIN_PLANS_PATH = `${ROUTES.admin}/plans`;

export function adminPlanPath(planId: string): string {
  return `${ADMIN_PLANS_PATH}/${planId}`;
}

export function adminOrderPath(orderId: string): string {
  return `${ROUTES.admin}/orders/${orderId}`;
}

export function adminSettingsPath(section: SettingsSection): string {
  return `${ROUTES.admin}/settings/${section}`;
}

/**
 * The page path a URL path (or path with query and hash) names, or undefined.
 * Ignores the query, the hash and one trailing slash; paths are case-sensitive.
 * The dashboard's own pages (an order, the settings, emailed links) are the admin page.
 */
export function toPagePath(path: string): PagePath | undefined {
  const pathname = path.replace(/[?#].*$/s, "");
  const trimmed = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (ADMIN_SUB_PATH.test(trimmed)) return ROUTES.admin;
  return pagePaths.has(trimmed) ? (trimmed as PagePath) : undefined;
}

export function isPagePath(path: string): boolean {
  return toPagePath(path) !== undefined;
}

/** The pages a business's customers see; each business has them at `/b/{slug}{path}`. */
export const BUSINESS_PAGE_PATHS = [
  ROUTES.quote,
  ROUTES.embed,
  ROUTES.terms,
  ROUTES.checkoutTest,
  ROUTES.checkoutSuccess,
  ROUTES.checkoutCancel,
  ROUTES.offer,
] as const satisfies readonly PagePath[];

export type BusinessPagePath = (typeof BUSINESS_PAGE_PATHS)[number];

const businessPagePaths: ReadonlySet<string> = new Set(BUSINESS_PAGE_PATHS);

/** The business page a path after `/b/{slug}` names (`/quote`, `/terms/`, `/embed?x`), or undefined. */
export function toBusinessPagePath(rest: string): BusinessPagePath | undefined {
  const page = toPagePath(rest);
  return page && businessPagePaths.has(page) ? (page as BusinessPagePath) : undefined;
}

/**
 * The page a URL path names, and the business it is for: a listed page on the unprefixed paths
 * (the default business's), or a business page under `/b/{slug}`
 * (docs/product/platform.md#hosted-pages).
 */
export function toScopedPagePath(path: string): {
  scope: BusinessScope;
  page: PagePath | undefined;
} {
  const { scope, rest } = splitBusinessPath(path);
  const page = scope.slug === undefined ? toPagePath(rest) : toBusinessPagePath(rest);
  return { scope, page };
}

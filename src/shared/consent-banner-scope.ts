import { BUSINESS_PAGE_PATHS, type PagePath, ROUTES, toScopedPagePath } from "./routes";

/**
 * Where the cookie banner shows (docs/decisions/031-cookie-banner-only-where-consent-is-needed.md).
 * The dashboard and a business's customer pages ask only when something that needs consent can
 * load there, which on this product is analytics (`GA_MEASUREMENT_ID`); the marketing site and the
 * demo's own quote pages (`/quote`, `/demo`) ask whatever the server's settings.
 */
const ASKS_ONLY_WITH_ANALYTICS: ReadonlySet<PagePath> = new Set<PagePath>([
  ROUTES.admin,
  ROUTES.adminSetup,
  ROUTES.platform,
  ...BUSINESS_PAGE_PATHS.filter((page) => page !== ROUTES.quote),
]);

/** The attribute of `<html>` by which the server tells the page that no analytics is set up. */
export const NO_ANALYTICS_ATTRIBUTE = "data-analytics";
export const NO_ANALYTICS_VALUE = "off";

/** Whether the page at `path` shows the cookie banner, given whether analytics is set up. */
export function showsConsentBanner(path: string, analytics: boolean): boolean {
  if (analytics) return true;
  const { scope, page } = toScopedPagePath(path.replace(/[?#].*$/s, ""));
  if (scope.slug !== undefined) return false;
  return page === undefined || !ASKS_ONLY_WITH_ANALYTICS.has(page);
}

/** The page's HTML marked as served without analytics (the `<html>` element's attribute). */
export function markNoAnalytics(html: string): string {
  return html.replace(/<html\b/i, `<html ${NO_ANALYTICS_ATTRIBUTE}="${NO_ANALYTICS_VALUE}"`);
}

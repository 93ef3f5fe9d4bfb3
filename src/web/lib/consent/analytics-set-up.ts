import { NO_ANALYTICS_ATTRIBUTE, NO_ANALYTICS_VALUE } from "@/shared/consent-banner-scope";

/** On the server: whether the server rendering the page has analytics set up; see below. */
let serverAnalytics = true;

/**
 * On the server (src/web/prerender/render-first-step.tsx): whether analytics is set up, for the
 * pages it renders. The build's prerender leaves it on: the marketing pages always ask.
 */
export function renderingWithAnalytics(analytics: boolean): void {
  serverAnalytics = analytics;
}

/**
 * Whether analytics may load on this page: in the browser, unless the server marked the page
 * as served without it (src/server/http/pages.ts).
 */
export function analyticsSetUp(): boolean {
  if (typeof document === "undefined") return serverAnalytics;
  return document.documentElement.getAttribute(NO_ANALYTICS_ATTRIBUTE) !== NO_ANALYTICS_VALUE;
}

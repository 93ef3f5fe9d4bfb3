import { type BusinessScope, businessScopeOf, DEFAULT_SCOPE } from "@/shared/business-scope";

/** The path of the page the server is rendering (no window there); see renderingPagePath. */
let serverPagePath: string | undefined;

/**
 * On the server (src/web/prerender/render-first-step.tsx): the path of the page being rendered
 * now, or undefined when done. Renders of different pages never overlap.
 */
export function renderingPagePath(path: string | undefined): void {
  serverPagePath = path;
}

/**
 * The business the page in this tab is for, from its location (docs/product/platform.md#hosted-pages):
 * on `/b/{slug}/...` the API is `/api/b/{slug}` and pages start with `/b/{slug}`; on every other
 * path they are the default business's `/api` and ``. A journey never leaves its business, so
 * reading the location when asked is enough (no state to keep in step).
 */
export function currentBusinessScope(): BusinessScope {
  if (typeof window === "undefined") {
    return serverPagePath === undefined ? DEFAULT_SCOPE : businessScopeOf(serverPagePath);
  }
  return businessScopeOf(window.location.pathname);
}

/** A public API path of the current business: `/price` -> `/api/price` or `/api/b/{slug}/price`. */
export function businessApi(path: `/${string}`): string {
  return `${currentBusinessScope().apiBase}${path}`;
}

/** A page of the current business: `/terms` -> `/terms` or `/b/{slug}/terms`. */
export function businessPage(path: `/${string}`): string {
  return `${currentBusinessScope().pageBase}${path}`;
}

/**
 * A key for what a tab keeps per business (the journey in sessionStorage): the key itself for the
 * default business, so journeys kept before hosted pages existed still resume.
 */
export function businessStorageKey(key: string): string {
  const { slug } = currentBusinessScope();
  return slug === undefined ? key : `${key}:${slug}`;
}

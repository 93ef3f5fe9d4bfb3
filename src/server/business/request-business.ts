import type { FastifyRequest } from "fastify";
import { AppError } from "../http/app-error";
import type { Business, BusinessStore } from "./business-store";

const requestBusinesses = new WeakMap<FastifyRequest, Business>();

/**
 * The business a request is for. Resolved once per request, in one place: from the path's slug
 * (/b/{slug}/..., /api/b/{slug}/...), the default business on the unprefixed paths, or the
 * signed-in admin's business (docs/product/platform.md#which-business-a-request-is-for).
 */
export function businessOf(request: FastifyRequest): Business {
  const business = requestBusinesses.get(request);
  if (!business) throw new Error(`no business resolved for ${request.method} ${request.url}`);
  return business;
}

export function setRequestBusiness(request: FastifyRequest, business: Business): void {
  requestBusinesses.set(request, business);
}

export const UNKNOWN_BUSINESS = "No business answers at this address";

/**
 * The business that answers at a slug: undefined when none has it or it is suspended (its pages
 * and API answer 404 as if it did not exist). The one rule for pages and API alike.
 */
export async function findServedBusiness(
  store: BusinessStore,
  slug: string,
): Promise<Business | undefined> {
  const business = await store.bySlug(slug);
  return business && business.status !== "suspended" ? business : undefined;
}

/** An onRequest hook: the business named by the route's `:slug`, else the default business. */
export function resolveBusinessFromPath(store: BusinessStore, defaultSlug: string) {
  return async (request: FastifyRequest) => {
    const { slug } = request.params as { slug?: string };
    const business = await findServedBusiness(store, slug ?? defaultSlug);
    if (!business) throw new AppError("not_found", UNKNOWN_BUSINESS);
    setRequestBusiness(request, business);
  };
}

import type { FastifyRequest } from "fastify";
import { slugParamsSchema } from "@/shared/business-slug";
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
export const NOT_TAKING_QUOTES =
  "This business is not taking quotes online right now. Please contact it directly.";

/**
 * An onRequest hook: the business named by the route's `:slug`, else the default business. The
 * slug is validated like a body field (400 naming `slug`) before anything looks it up.
 */
export function resolveBusinessFromPath(store: BusinessStore, defaultSlug: string) {
  return async (request: FastifyRequest) => {
    const { slug } = request.params as { slug?: string };
    if (slug !== undefined) {
      const parsed = slugParamsSchema.safeParse({ slug });
      if (!parsed.success) {
        throw AppError.invalidField("slug", parsed.error.issues[0]?.message ?? "is not a slug");
      }
    }
    const business = await store.bySlug(slug ?? defaultSlug);
    if (!business) throw new AppError("not_found", UNKNOWN_BUSINESS);
    if (business.status === "suspended") throw new AppError("unavailable", NOT_TAKING_QUOTES);
    setRequestBusiness(request, business);
  };
}

import type { FastifyRequest } from "fastify";
import { slugParamsSchema } from "@/shared/business-slug";
import { findAdminSession } from "../admin/admin-sessions";
import { readBearerToken, setSignedInAdmin } from "../admin/request-admin";
import type { AppContext } from "../app-context";
import type { Business } from "../business/business-store";
import { AppError } from "../http/app-error";
import { type TenantOutcome, type TenantRule, UNKNOWN_BUSINESS } from "./tenant";

export const SESSION_ENDED = "Your session has ended. Please sign in again.";

const found = (business: Business | undefined): TenantOutcome =>
  business ? { tenant: business } : { error: new AppError("not_found", UNKNOWN_BUSINESS) };

/**
 * The route's `:slug` (/b/{slug}/..., /api/b/{slug}/...), validated like a body field (400
 * naming `slug`) before anything looks it up.
 */
export function pathSlugRule({ businesses }: Pick<AppContext, "businesses">): TenantRule {
  return {
    name: "path slug",
    async match(request) {
      const { slug } = (request.params ?? {}) as { slug?: string };
      if (slug === undefined) return undefined;
      const parsed = slugParamsSchema.safeParse({ slug });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? "is not a slug";
        return { error: AppError.invalidField("slug", message) };
      }
      return found(await businesses.bySlug(slug));
    },
  };
}

/** The APIs of a signed-in admin: the dashboard's and the platform console's. */
const SIGNED_IN_APIS = ["/api/admin/", "/api/platform/"];
const isSignedInApi = (request: FastifyRequest) =>
  SIGNED_IN_APIS.some((prefix) => request.routeOptions.url?.startsWith(prefix));

/** The signed-in admin's business, on the signed-in APIs when a token is sent (signs them in). */
export function sessionRule({
  businesses,
  database,
  clock,
}: Pick<AppContext, "businesses" | "database" | "clock">): TenantRule {
  return {
    name: "signed-in session",
    async match(request) {
      const token = isSignedInApi(request) ? readBearerToken(request) : undefined;
      if (!token) return undefined;
      const signedIn = await findAdminSession(database.db, { token, now: clock() });
      const business = signedIn && (await businesses.byId(signedIn.businessId));
      if (!signedIn || !business) return { error: new AppError("unauthorized", SESSION_ENDED) };
      setSignedInAdmin(request, signedIn);
      return { tenant: business };
    },
  };
}

/** The business the unprefixed paths serve (`DEFAULT_BUSINESS`, else the seeded one). */
export function defaultBusinessRule({
  businesses,
  defaultBusinessSlug,
}: Pick<AppContext, "businesses" | "defaultBusinessSlug">): TenantRule {
  return {
    name: "default business",
    match: async () => found(await businesses.bySlug(defaultBusinessSlug)),
  };
}

/**
 * The rules, first match wins (docs/product/platform.md#which-business-a-request-is-for). A
 * custom domain is one more rule, before the default business.
 */
export function tenantRules(context: AppContext): TenantRule[] {
  return [pathSlugRule(context), sessionRule(context), defaultBusinessRule(context)];
}

import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Business } from "../business/business-store";
import { AppError } from "../http/app-error";

/** The business a request is for (docs/decisions/037-the-tenant.md). */
export type Tenant = Business;

/** What a rule decided: the business, or an error that ends the request if it reads the tenant. */
export type TenantOutcome = { tenant: Tenant } | { error: AppError };

/**
 * One way of telling which business a request is for. `undefined`: the rule does not speak for
 * this request, and the next one is asked; the first rule that answers decides.
 */
export type TenantRule = {
  name: string;
  match(request: FastifyRequest): Promise<TenantOutcome | undefined>;
};

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The business the request is for, decided by the app's tenant rules. Read it only in a scope
     * or route that resolves it (`app.resolveTenant` as an onRequest hook); reading a tenant the
     * rules could not find throws their error (404, 401, ...).
     */
    readonly tenant: Tenant;
    tenantOutcome: TenantOutcome | null;
  }
  interface FastifyInstance {
    /** An onRequest hook: runs the tenant rules in order, once per request. */
    resolveTenant(request: FastifyRequest): Promise<void>;
  }
}

export const UNKNOWN_BUSINESS = "No business answers at this address";
export const NOT_TAKING_QUOTES =
  "This business is not taking quotes online right now. Please contact it directly.";

async function decide(rules: readonly TenantRule[], request: FastifyRequest) {
  for (const rule of rules) {
    const outcome = await rule.match(request);
    if (outcome) return outcome;
  }
  return { error: new AppError("not_found", UNKNOWN_BUSINESS) };
}

/**
 * The one place a request's business is decided: `request.tenant`, from an ordered list of rules
 * (path slug, custom domain, signed-in session, default business: see ./tenant-rules.ts).
 * Registered once on the root instance; scopes that serve a business add `resolveTenant`.
 */
const tenantPlugin: FastifyPluginAsync<{ rules: readonly TenantRule[] }> = async (
  app: FastifyInstance,
  { rules },
) => {
  app.decorateRequest("tenantOutcome", null);
  app.decorateRequest("tenant", {
    getter(this: FastifyRequest) {
      const outcome = this.tenantOutcome;
      if (!outcome) throw new Error(`no tenant resolved for ${this.method} ${this.url}`);
      if ("error" in outcome) throw outcome.error;
      return outcome.tenant;
    },
  });
  app.decorate("resolveTenant", async (request: FastifyRequest) => {
    request.tenantOutcome ??= await decide(rules, request);
  });
};
// Not encapsulated: the decorations belong to the whole app (Fastify's documented hidden flag).
Object.assign(tenantPlugin, { [Symbol.for("skip-override")]: true });

export { tenantPlugin };

/** For the business API: its tenant must exist and take quotes (503 while suspended). */
export async function requireActiveTenant(request: FastifyRequest): Promise<void> {
  if (request.tenant.status === "suspended") throw new AppError("unavailable", NOT_TAKING_QUOTES);
}

/** For pages, which answer a missing business with a page of their own: the tenant, if found. */
export function foundTenant(request: FastifyRequest): Tenant | undefined {
  const outcome = request.tenantOutcome;
  return outcome && "tenant" in outcome ? outcome.tenant : undefined;
}

import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminPingResponseSchema,
} from "@/shared/api/admin-contract";
import { revokeAdminSession } from "../admin/admin-sessions";
import { getDummyPasswordHash, unlessHashingBusy } from "../admin/password-hash";
import { signedInAdminOf } from "../admin/request-admin";
import { signInAdmin } from "../admin/sign-in-admin";
import type { AppContext, ZodApp } from "../app-context";
import { AppError } from "../http/app-error";
import { registerRateLimit } from "../http/rate-limit";

const INVALID_CREDENTIALS = "Email or password is incorrect";

function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

/**
 * POST /api/admin/login, in a scope of its own with its rate limit per address (on top of the
 * sign-in's own per email and address, and per email).
 */
export async function adminSignInRoutes(
  app: ZodApp,
  { context, rateLimitStore }: { context: AppContext; rateLimitStore: Redis | undefined },
) {
  const { database, clock } = context;
  // Computed now so the first wrong email is not slower than a wrong password.
  void getDummyPasswordHash();

  await app.register(async (signInScope) => {
    await registerRateLimit(signInScope, {
      max: context.env.ADMIN_LOGIN_LIMIT_PER_MINUTE,
      nameSpace: "qw-sign-in-limit:",
      redis: rateLimitStore,
      message: (seconds) =>
        `Too many sign-in attempts from your address. Please wait ${seconds} seconds and try again.`,
    });
    signInScope.withTypeProvider<ZodTypeProvider>().post(
      "/api/admin/login",
      {
        schema: { body: adminLoginRequestSchema, response: { 200: adminLoginResponseSchema } },
      },
      async (request, reply) => {
        const result = await unlessHashingBusy(() =>
          signInAdmin(database.db, { ...request.body, ipAddress: request.ip, now: clock() }),
        );
        if (result.outcome === "locked") {
          reply.header("retry-after", String(result.retryAfterSeconds));
          throw new AppError("rate_limited", waitMessage(result.retryAfterSeconds), {
            body: { retryAfterSeconds: result.retryAfterSeconds },
          });
        }
        if (result.outcome === "invalid") throw new AppError("unauthorized", INVALID_CREDENTIALS);
        return {
          token: result.token,
          expiresAt: result.expiresAt.toISOString(),
          admin: result.admin,
        };
      },
    );
  });
}

/** The signed-in admin's session: who they are and their business (ping), and signing out. */
export function adminSessionRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock } = context;

  app.post("/api/admin/logout", async (request, reply) => {
    await revokeAdminSession(database.db, {
      sessionId: signedInAdminOf(request).sessionId,
      now: clock(),
    });
    return reply.status(204).send();
  });

  app.get(
    "/api/admin/ping",
    { schema: { response: { 200: adminPingResponseSchema } } },
    async (request) => {
      const admin = signedInAdminOf(request);
      const { slug, status, config } = request.tenant;
      return {
        ok: true as const,
        admin: {
          name: admin.name,
          email: admin.email,
          role: admin.role,
          emailVerified: admin.emailVerified,
          platformOperator: admin.platformOperator,
        },
        business: { name: config.name, timezone: config.timezone, slug, status },
      };
    },
  );
}

import { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminCustomQuotesResponseSchema,
  adminLeadsResponseSchema,
  adminListQuerySchema,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminPingResponseSchema,
  adminStatsResponseSchema,
  exportRequestSchema,
  onboardParamsSchema,
  onboardRequestSchema,
} from "@/shared/api/admin-contract";
import { findAdminSession, revokeAdminSession, type SignedInAdmin } from "../admin/admin-sessions";
import { exportFileName, exportOrdersCsv } from "../admin/export-orders";
import { getAdminStats } from "../admin/get-admin-stats";
import { listAdminOrders } from "../admin/list-admin-orders";
import { listCustomQuotes } from "../admin/list-custom-quotes";
import { listQuoteLeads } from "../admin/list-quote-leads";
import { getDummyPasswordHash } from "../admin/password-hash";
import { setOrderOnboarded } from "../admin/set-order-onboarded";
import { signInAdmin } from "../admin/sign-in-admin";
import type { AppContext, ZodApp } from "../app";
import { AppError } from "../http/app-error";

const INVALID_CREDENTIALS = "Email or password is incorrect";
const NO_TOKEN = "Sign in required: send the admin token as Authorization: Bearer <token>";
const SESSION_ENDED = "Your session has ended. Please sign in again.";
/** Export takes up to 10,000 order ids; every other admin body stays small. */
const EXPORT_BODY_LIMIT_BYTES = 1024 * 1024;

const signedInAdmins = new WeakMap<FastifyRequest, SignedInAdmin>();

/** The admin whose token this request carries; only routes behind the auth hook call it. */
function getSignedInAdmin(request: FastifyRequest): SignedInAdmin {
  const admin = signedInAdmins.get(request);
  if (!admin) throw new AppError("unauthorized", NO_TOKEN);
  return admin;
}

function readBearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return match?.[1];
}

function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

/**
 * /api/admin/*: sign-in, and the dashboard's calls behind a bearer token. Registered outside the
 * public rate limit: sign-in has its own per email and address, the rest needs a session.
 */
export async function adminRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { business, database, clock } = context;
  const db = database.db;
  // Computed now so the first wrong email is not slower than a wrong password.
  void getDummyPasswordHash();

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    admin.post(
      "/api/admin/login",
      { schema: { body: adminLoginRequestSchema, response: { 200: adminLoginResponseSchema } } },
      async (request, reply) => {
        const result = await signInAdmin(db, {
          ...request.body,
          ipAddress: request.ip,
          now: clock(),
        });
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

    await admin.register(async (protectedScope) => {
      const routes = protectedScope.withTypeProvider<ZodTypeProvider>();
      routes.addHook("onRequest", async (request) => {
        const token = readBearerToken(request);
        if (!token) throw new AppError("unauthorized", NO_TOKEN);
        const signedIn = await findAdminSession(db, { token, now: clock() });
        if (!signedIn || signedIn.businessId !== business.id) {
          throw new AppError("unauthorized", SESSION_ENDED);
        }
        signedInAdmins.set(request, signedIn);
      });

      routes.post("/api/admin/logout", async (request, reply) => {
        await revokeAdminSession(db, {
          sessionId: getSignedInAdmin(request).sessionId,
          now: clock(),
        });
        return reply.status(204).send();
      });

      routes.get(
        "/api/admin/ping",
        { schema: { response: { 200: adminPingResponseSchema } } },
        async (request) => {
          const { name, email } = getSignedInAdmin(request);
          return {
            ok: true as const,
            admin: { name, email },
            business: { name: business.name, timezone: business.timezone },
          };
        },
      );

      routes.get(
        "/api/admin/orders",
        {
          schema: {
            querystring: adminOrdersQuerySchema,
            response: { 200: adminOrdersResponseSchema },
          },
        },
        async (request) => {
          const { tab, q, limit, cursor } = request.query;
          return listAdminOrders(db, { business, now: clock(), filter: { tab, q }, limit, cursor });
        },
      );

      routes.get(
        "/api/admin/stats",
        { schema: { response: { 200: adminStatsResponseSchema } } },
        async () => getAdminStats(db, { business, now: clock() }),
      );

      routes.get(
        "/api/admin/custom-quotes",
        {
          schema: {
            querystring: adminListQuerySchema,
            response: { 200: adminCustomQuotesResponseSchema },
          },
        },
        async (request) => listCustomQuotes(db, { businessId: business.id, ...request.query }),
      );

      routes.get(
        "/api/admin/leads",
        {
          schema: {
            querystring: adminListQuerySchema,
            response: { 200: adminLeadsResponseSchema },
          },
        },
        async (request) => listQuoteLeads(db, { businessId: business.id, ...request.query }),
      );

      routes.patch(
        "/api/admin/orders/:orderId/onboard",
        {
          schema: {
            params: onboardParamsSchema,
            body: onboardRequestSchema,
            response: { 200: adminOrderSchema },
          },
        },
        async (request) =>
          setOrderOnboarded(db, {
            business,
            orderId: request.params.orderId,
            onboarded: request.body.onboarded,
            admin: getSignedInAdmin(request),
            now: clock(),
          }),
      );

      routes.post(
        "/api/admin/export",
        { bodyLimit: EXPORT_BODY_LIMIT_BYTES, schema: { body: exportRequestSchema } },
        async (request, reply) => {
          const now = clock();
          const { orderIds, filter } = request.body;
          const csv = exportOrdersCsv(db, {
            business,
            selection: orderIds ? { orderIds } : { filter: filter! },
            admin: getSignedInAdmin(request),
            now,
          });
          return reply
            .header("content-type", "text/csv; charset=utf-8")
            .header(
              "content-disposition",
              `attachment; filename="${exportFileName(now, business.timezone)}"`,
            )
            .send(Readable.from(csv));
        },
      );
    });
  });
}

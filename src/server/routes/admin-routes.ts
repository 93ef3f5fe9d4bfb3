import { Readable } from "node:stream";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Geocoder } from "@/domain/geocode";
import {
  adminBusinessResponseSchema,
  adminBusinessUpdateSchema,
  adminCustomQuotesQuerySchema,
  adminCustomQuotesResponseSchema,
  adminDemoDataResponseSchema,
  adminLeadsResponseSchema,
  adminListQuerySchema,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminOrderDetailSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminPingResponseSchema,
  adminSetupCheckQuerySchema,
  adminSetupCheckResponseSchema,
  adminSetupRequestSchema,
  adminStatsResponseSchema,
  adminTestAddressRequestSchema,
  adminTestAddressResponseSchema,
  adminZipCentresRequestSchema,
  adminZipCentresResponseSchema,
  exportRequestSchema,
  onboardRequestSchema,
  orderIdParamsSchema,
} from "@/shared/api/admin-contract";
import { reminderStatsResponseSchema } from "@/shared/api/recovery-contract";
import { AdminAccountError } from "../admin/admin-accounts";
import { revokeAdminSession } from "../admin/admin-sessions";
import {
  completeAdminSetup,
  isSetupTokenUsable,
  SETUP_LINK_UNUSABLE,
  SetupTokenError,
} from "../admin/admin-setup";
import { countDemoOrders, removeDemoOrders } from "../admin/demo-orders";
import { exportFileName, exportOrdersCsv } from "../admin/export-orders";
import { getAdminOrderDetail } from "../admin/get-admin-order-detail";
import { getAdminStats } from "../admin/get-admin-stats";
import { listAdminOrders } from "../admin/list-admin-orders";
import { listCustomQuotes } from "../admin/list-custom-quotes";
import { listQuoteLeads } from "../admin/list-quote-leads";
import { getDummyPasswordHash, unlessHashingBusy } from "../admin/password-hash";
import { NO_TOKEN, ownerOf, readBearerToken, signedInAdminOf } from "../admin/request-admin";
import { setOrderOnboarded } from "../admin/set-order-onboarded";
import { signInAdmin } from "../admin/sign-in-admin";
import type { AppContext, Services, ZodApp } from "../app-context";
import { describeBusinessSettings, updateBusinessConfig } from "../business/business-settings";
import { testServiceAddress } from "../business/test-service-address";
import { registerFunnelRoutes } from "../funnel/funnel-routes";
import { placeOfZip } from "../geocoding/zip-city";
import { AppError } from "../http/app-error";
import { registerRateLimit } from "../http/rate-limit";
import { noticeContextOf } from "../payments/notice-context";
import { getReminderStats } from "../recovery/reminder-stats";
import { resumeUrl } from "../recovery/send-due-reminders";
import { adminActor } from "../settings/settings-history";
import { foundTenant } from "../tenant/tenant";
import { adminOfferRoutes } from "./custom-quote-offer-routes";
import { paymentsRoutes } from "./payments-routes";
import { platformRoutes } from "./platform-routes";
import { settingsRoutes } from "./settings-routes";

const INVALID_CREDENTIALS = "Email or password is incorrect";
/** Export takes up to 10,000 order ids. */
const EXPORT_BODY_LIMIT_BYTES = 1024 * 1024;
/** A configuration carries its areas' outlines: an imported town boundary is thousands of corners. */
const SETTINGS_BODY_LIMIT_BYTES = 1024 * 1024;

function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

/**
 * /api/admin/*: sign-in, and the dashboard's calls behind a bearer token. Registered outside the
 * public rate limit: sign-in has its own per address, per email and address, and per email;
 * the rest needs a session.
 */
export async function adminRoutes(
  app: ZodApp,
  {
    context,
    services,
    geocoder,
    rateLimitStore,
  }: {
    context: AppContext;
    services: Services;
    geocoder: Geocoder;
    rateLimitStore: Redis | undefined;
  },
) {
  const { businesses, database, clock } = context;
  const map = {
    tileUrl: context.env.MAP_TILE_URL ?? null,
    attribution: context.env.MAP_TILE_ATTRIBUTION,
  };
  const db = database.db;
  // Computed now so the first wrong email is not slower than a wrong password.
  void getDummyPasswordHash();

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    await admin.register(async (signInScope) => {
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
            signInAdmin(db, { ...request.body, ipAddress: request.ip, now: clock() }),
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

    admin.get(
      "/api/admin/setup",
      {
        schema: {
          querystring: adminSetupCheckQuerySchema,
          response: { 200: adminSetupCheckResponseSchema },
        },
      },
      async (request) => {
        if (!(await isSetupTokenUsable(db, request.query.token, clock()))) {
          throw new AppError("gone", SETUP_LINK_UNUSABLE);
        }
        return { usable: true as const };
      },
    );

    admin.post(
      "/api/admin/setup",
      {
        onRequest: admin.resolveTenant,
        schema: { body: adminSetupRequestSchema, response: { 200: adminLoginResponseSchema } },
      },
      async (request, _reply) => {
        // The first owner is the default business's (the one this install was started with).
        const business = foundTenant(request);
        if (!business) throw new AppError("gone", SETUP_LINK_UNUSABLE);
        try {
          const result = await unlessHashingBusy(() =>
            completeAdminSetup(db, {
              ...request.body,
              businessId: business.id,
              ipAddress: request.ip,
              now: clock(),
            }),
          );
          return { ...result, expiresAt: result.expiresAt.toISOString() };
        } catch (error) {
          if (error instanceof SetupTokenError) throw new AppError("gone", error.message);
          if (error instanceof AdminAccountError)
            throw new AppError("invalid_input", error.message);
          throw error;
        }
      },
    );

    await admin.register(async (protectedScope) => {
      const routes = protectedScope.withTypeProvider<ZodTypeProvider>();
      // The tenant rules sign the admin in (../tenant/tenant-rules.ts): the tenant is the
      // session's business, and reading it answers 401 when the session has ended.
      routes.addHook("onRequest", async (request) => {
        if (!readBearerToken(request)) throw new AppError("unauthorized", NO_TOKEN);
        await routes.resolveTenant(request);
        void request.tenant;
      });

      routes.post("/api/admin/logout", async (request, reply) => {
        await revokeAdminSession(db, {
          sessionId: signedInAdminOf(request).sessionId,
          now: clock(),
        });
        return reply.status(204).send();
      });

      routes.get(
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
          return listAdminOrders(db, {
            business: request.tenant.config,
            now: clock(),
            filter: { tab, q },
            limit,
            cursor,
          });
        },
      );

      registerFunnelRoutes(routes, context, map);

      routes.get(
        "/api/admin/stats",
        { schema: { response: { 200: adminStatsResponseSchema } } },
        async (request) => getAdminStats(db, { business: request.tenant.config, now: clock() }),
      );

      routes.get(
        "/api/admin/reminders/stats",
        { schema: { response: { 200: reminderStatsResponseSchema } } },
        async (request) => getReminderStats(db, { business: request.tenant.config, now: clock() }),
      );

      routes.get(
        "/api/admin/custom-quotes",
        {
          schema: {
            querystring: adminCustomQuotesQuerySchema,
            response: { 200: adminCustomQuotesResponseSchema },
          },
        },
        async (request) =>
          listCustomQuotes(db, {
            businessId: request.tenant.id,
            offering: request.tenant.config.offering,
            ...request.query,
            now: clock(),
          }),
      );

      routes.get(
        "/api/admin/leads",
        {
          schema: {
            querystring: adminListQuerySchema,
            response: { 200: adminLeadsResponseSchema },
          },
        },
        async (request) =>
          listQuoteLeads(db, {
            businessId: request.tenant.id,
            ...request.query,
            now: clock(),
            reminderLink: (token) => resumeUrl(context.env.PUBLIC_URL, request.tenant.slug, token),
          }),
      );

      routes.get(
        "/api/admin/orders/:orderId",
        {
          schema: {
            params: orderIdParamsSchema,
            response: { 200: adminOrderDetailSchema },
          },
        },
        async (request) =>
          getAdminOrderDetail(db, {
            business: request.tenant.config,
            orderId: request.params.orderId,
            apiUrl: noticeContextOf(context, request.tenant).apiUrl,
          }),
      );

      routes.patch(
        "/api/admin/orders/:orderId/onboard",
        {
          schema: {
            params: orderIdParamsSchema,
            body: onboardRequestSchema,
            response: { 200: adminOrderSchema },
          },
        },
        async (request) =>
          setOrderOnboarded(db, {
            business: request.tenant.config,
            orderId: request.params.orderId,
            onboarded: request.body.onboarded,
            admin: signedInAdminOf(request),
            now: clock(),
          }),
      );

      routes.get(
        "/api/admin/business",
        { schema: { response: { 200: adminBusinessResponseSchema } } },
        async (request) => {
          ownerOf(request);
          return describeBusinessSettings(request.tenant, map);
        },
      );

      routes.put(
        "/api/admin/business",
        {
          bodyLimit: SETTINGS_BODY_LIMIT_BYTES,
          schema: {
            body: adminBusinessUpdateSchema,
            response: { 200: adminBusinessResponseSchema },
          },
        },
        async (request) => {
          const owner = ownerOf(request);
          const business = request.tenant;
          const updated = await updateBusinessConfig(businesses, business, request.body, {
            actor: adminActor(owner),
            now: clock(),
            db: database.db,
          });
          return describeBusinessSettings(updated, map);
        },
      );

      routes.post(
        "/api/admin/business/test-address",
        {
          bodyLimit: SETTINGS_BODY_LIMIT_BYTES,
          schema: {
            body: adminTestAddressRequestSchema,
            response: { 200: adminTestAddressResponseSchema },
          },
        },
        async (request) => {
          ownerOf(request);
          const { offering, ...address } = request.body;
          return testServiceAddress({
            geocoder,
            saved: request.tenant.config.offering,
            draft: offering,
            address,
          });
        },
      );

      routes.post(
        "/api/admin/business/zip-centres",
        {
          schema: {
            body: adminZipCentresRequestSchema,
            response: { 200: adminZipCentresResponseSchema },
          },
        },
        async (request) => {
          ownerOf(request);
          const centres = [...new Set(request.body.zipCodes)].flatMap((zipCode) => {
            const place = placeOfZip(zipCode);
            return place ? [{ zipCode, ...place }] : [];
          });
          return { centres };
        },
      );

      routes.get(
        "/api/admin/demo-data",
        { schema: { response: { 200: adminDemoDataResponseSchema } } },
        async (request) => ({ orders: await countDemoOrders(db, request.tenant.id) }),
      );

      routes.delete(
        "/api/admin/demo-data",
        { schema: { response: { 200: adminDemoDataResponseSchema } } },
        async (request) => ({ orders: await removeDemoOrders(db, request.tenant.id) }),
      );

      routes.post(
        "/api/admin/export",
        { bodyLimit: EXPORT_BODY_LIMIT_BYTES, schema: { body: exportRequestSchema } },
        async (request, reply) => {
          const now = clock();
          const business = request.tenant.config;
          const { orderIds, filter } = request.body;
          const csv = exportOrdersCsv(db, {
            business,
            selection: orderIds ? { orderIds } : { filter: filter! },
            admin: signedInAdminOf(request),
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

      await settingsRoutes(routes, { context });
      await adminOfferRoutes(routes, { context });
      await paymentsRoutes(routes, { context, services });
      await platformRoutes(routes, { context });
    });
  });
}

import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Geocoder } from "@/domain/geocode";
import { NO_TOKEN, readBearerToken } from "../admin/request-admin";
import type { AppContext, Services, ZodApp } from "../app-context";
import { AppError } from "../http/app-error";
import { adminOrderRoutes } from "./admin-order-routes";
import { adminPlanRoutes } from "./admin-plan-routes";
import { adminSetupRoutes } from "./admin-setup-routes";
import { adminSessionRoutes, adminSignInRoutes } from "./admin-sign-in-routes";
import { adminStatsRoutes } from "./admin-stats-routes";
import { businessSettingsRoutes } from "./business-settings-routes";
import { adminOfferRoutes } from "./custom-quote-offer-routes";
import { demoDataRoutes } from "./demo-data-routes";
import { exportRoutes } from "./export-routes";
import { paymentsRoutes } from "./payments-routes";
import { platformRoutes } from "./platform-routes";
import { scheduleRoutes } from "./schedule-routes";
import { settingsRoutes } from "./settings-routes";

/**
 * /api/admin/*: sign-in, and the dashboard's calls behind a bearer token. Registered outside the
 * public rate limit: sign-in has its own per address, per email and address, and per email;
 * the rest needs a session. Each concern's routes are in a file of their own.
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
  const map = {
    tileUrl: context.env.MAP_TILE_URL ?? null,
    attribution: context.env.MAP_TILE_ATTRIBUTION,
  };

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    await adminSignInRoutes(admin, { context, rateLimitStore });
    adminSetupRoutes(admin, { context });

    await admin.register(async (protectedScope) => {
      const routes = protectedScope.withTypeProvider<ZodTypeProvider>();
      // The tenant rules sign the admin in (../tenant/tenant-rules.ts): the tenant is the
      // session's business, and reading it answers 401 when the session has ended.
      routes.addHook("onRequest", async (request) => {
        if (!readBearerToken(request)) throw new AppError("unauthorized", NO_TOKEN);
        await routes.resolveTenant(request);
        void request.tenant;
      });

      adminSessionRoutes(routes, { context });
      adminOrderRoutes(routes, { context });
      adminStatsRoutes(routes, { context, map });
      businessSettingsRoutes(routes, { context, geocoder, map });
      demoDataRoutes(routes, { context });
      exportRoutes(routes, { context });
      await settingsRoutes(routes, { context });
      await adminOfferRoutes(routes, { context });
      await paymentsRoutes(routes, { context, services });
      scheduleRoutes(routes, { context });
      adminPlanRoutes(routes, { context });
      await platformRoutes(routes, { context });
    });
  });
}

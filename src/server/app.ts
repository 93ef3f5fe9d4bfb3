import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { resolve } from "node:path";
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { App, AppContext, Services } from "./app-context";
import type { Env } from "./config/env";
import { watchDiskSpace } from "./db/disk-space";
import { createGeocoder } from "./geocoding/create-geocoder";
import { answerClientError } from "./http/client-error";
import { guardWritesOnDiskSpace } from "./http/disk-full";
import { describeFrameworkError, registerErrorHandler } from "./http/error-handler";
import { requestForLog } from "./http/log-redaction";
import { registerPages } from "./http/pages";
import { connectRateLimitStore, registerRateLimit } from "./http/rate-limit";
import { RequestLog } from "./http/request-log";
import { serializerCompiler } from "./http/response-serializer";
import { securityHeaders } from "./http/security-headers";
import { validatorCompiler } from "./http/storable-text";
import { createPaymentsProvider, paymentsFor } from "./payments/create-payments-provider";
import { startVisitChargeRetries } from "./plans/retry-visit-charges";
import { startPlanScheduling } from "./plans/schedule-plan-visits";
import { describeBusiness } from "./quotes/describe-business";
import { accountRoutes } from "./routes/account-routes";
import { adminRoutes } from "./routes/admin-routes";
import { balanceLinkRoutes } from "./routes/balance-link-routes";
import { bookingRoutes } from "./routes/booking-routes";
import { checkoutRoutes } from "./routes/checkout-routes";
import { contactRoutes } from "./routes/contact-routes";
import { publicOfferRoutes } from "./routes/custom-quote-offer-routes";
import { healthRoutes } from "./routes/health-routes";
import type { ApiDialect } from "./routes/legacy-names";
import { quoteRoutes } from "./routes/quote-routes";
import { recoveryRoutes } from "./routes/recovery-routes";
import { calendarFeedRoutes } from "./routes/schedule-routes";
import { signupRoutes } from "./routes/signup-routes";
import { siteRoutes } from "./routes/site-routes";
import { stripeWebhookRoutes } from "./routes/stripe-webhook-routes";
import { websiteVisitRecorder } from "./settings/website-snippet";
import { requireActiveTenant, type TenantRule, tenantPlugin } from "./tenant/tenant";
import { tenantRules } from "./tenant/tenant-rules";

/** Public JSON bodies are small; routes that need more (admin export) raise it themselves. */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;

/** Fastify trusts a hop count only through a function (its types omit the number form). */
function trustProxyOption(setting: Env["TRUST_PROXY"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/** A caller's request id is kept (to trace a request across services) only if short and plain. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function requestIdOf(request: IncomingMessage): string {
  const header = request.headers["x-request-id"];
  return typeof header === "string" && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The embedded database's folder on disk, if that is the database in use. */
function embeddedDataDir({ database, env }: AppContext): string | undefined {
  return database.kind === "pglite" && !env.DATA_DIR.startsWith("memory://")
    ? resolve(env.DATA_DIR)
    : undefined;
}

export async function buildApp(
  context: AppContext,
  options: {
    webDir: string;
    /** Which business a request is for: ./tenant/tenant-rules.ts's unless a test adds its own. */
    tenantRules?: TenantRule[];
  },
): Promise<App> {
  const setSecurityHeaders = securityHeaders({
    gaMeasurementId: context.env.GA_MEASUREMENT_ID,
    mapTileUrl: context.env.MAP_TILE_URL,
  });
  const stampResponse = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("x-request-id", request.id);
    setSecurityHeaders(request, reply);
  };
  const answerUnroutable = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    stampResponse(request, reply);
    const { status, message } = describeFrameworkError(error);
    reply.status(status).send({ message });
  };
  const app = Fastify({
    // The request serializer logs no header at all (so no credential or cookie): nothing is
    // left for a redaction pass to remove (tests/integration/log-privacy.test.ts).
    logger: { level: context.env.LOG_LEVEL, serializers: { req: requestForLog } },
    logController: new RequestLog(),
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors: (error, request, reply) => answerUnroutable(error, request, reply),
    clientErrorHandler: answerClientError,
    bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
    forceCloseConnections: "idle",
    trustProxy: trustProxyOption(context.env.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", (request, reply, done) => {
    stampResponse(request, reply);
    done();
  });
  await app.register(tenantPlugin, { rules: options.tenantRules ?? tenantRules(context) });

  const diskSpace = watchDiskSpace({
    dataDir: embeddedDataDir(context),
    reserveBytes: context.env.DISK_RESERVE_MB * 1024 * 1024,
  });
  registerErrorHandler(app, { onDiskFull: diskSpace.noteDiskFull });
  guardWritesOnDiskSpace(app, diskSpace);
  await healthRoutes(app, context.database, diskSpace);
  const rateLimitStore = connectRateLimitStore(app, context.env);
  const geocoder = createGeocoder({
    name: context.env.GEOCODER,
    googleApiKey: context.env.GOOGLE_MAPS_API_KEY,
  });
  // The one payments provider (docs/decisions/038-app-context-and-payments-provider.md).
  const services: Services = {
    db: context.database.db,
    clock: context.clock,
    payments: createPaymentsProvider(context.env, app.log),
  };
  const visitChargeRetries = startVisitChargeRetries({
    services,
    businesses: context.businesses,
    log: app.log.child({ component: "visit-charges" }),
    mailFrom: context.env.MAIL_FROM,
    publicUrl: context.env.PUBLIC_URL,
    pollIntervalMs: context.env.VISIT_CHARGE_POLL_INTERVAL_MS,
  });
  app.addHook("onClose", () => visitChargeRetries.stop());
  const planScheduling = startPlanScheduling({
    db: services.db,
    clock: services.clock,
    log: app.log.child({ component: "plan-scheduling" }),
    pollIntervalMs: context.env.PLAN_SCHEDULE_INTERVAL_MS,
  });
  app.addHook("onClose", () => planScheduling.stop());
  await adminRoutes(app.withTypeProvider<ZodTypeProvider>(), {
    context,
    services,
    geocoder,
    rateLimitStore,
  });
  await signupRoutes(app.withTypeProvider<ZodTypeProvider>(), { context, rateLimitStore });
  await app.register(async (publicApi) => {
    await registerRateLimit(publicApi, {
      max: context.env.RATE_LIMIT_PER_MINUTE,
      nameSpace: "qw-rate-limit:",
      redis: rateLimitStore,
      message: (seconds) => `Too many requests: please wait ${seconds} seconds and try again`,
    });
    // One business's public API: at /api for the default business (which also speaks the legacy
    // names), at /api/b/{slug} for each.
    const businessApi = (dialect: ApiDialect) => async (api: App) => {
      api.addHook("onRequest", api.resolveTenant);
      api.addHook("onRequest", requireActiveTenant);
      const routes = api.withTypeProvider<ZodTypeProvider>();
      await quoteRoutes(routes, { context, services, geocoder, dialect });
      await checkoutRoutes(routes, { context, services, geocoder, dialect });
      await publicOfferRoutes(routes, { context, services });
      await routes.register(recoveryRoutes, { context });
      await balanceLinkRoutes(routes, { context });
      // Booking is new: the legacy dialect's paths stay as they were.
      if (dialect === "neutral") await bookingRoutes(routes, { context });
    };
    await publicApi.register(businessApi("legacy"), { prefix: "/api" });
    await publicApi.register(businessApi("neutral"), { prefix: "/api/b/:slug" });
    // The customer's own pages (/b/{slug}/account): forms, limited like the other public routes.
    await publicApi.register(async (account) =>
      accountRoutes(account.withTypeProvider<ZodTypeProvider>(), { context, services }),
    );
    await contactRoutes(publicApi.withTypeProvider<ZodTypeProvider>(), { context });
    calendarFeedRoutes(publicApi.withTypeProvider<ZodTypeProvider>(), { context });
    await siteRoutes(publicApi.withTypeProvider<ZodTypeProvider>(), { context });
  });
  await stripeWebhookRoutes(app, { context, services });
  await registerPages(app, {
    webDir: options.webDir,
    publicUrl: context.env.PUBLIC_URL,
    analytics: context.env.GA_MEASUREMENT_ID !== undefined,
    openedFrom: websiteVisitRecorder({
      db: context.database.db,
      clock: context.clock,
      log: app.log,
    }),
    describeBusiness: (business) =>
      describeBusiness(business, context.clock(), paymentsFor(business, services.payments).mode),
  });
  return app;
}

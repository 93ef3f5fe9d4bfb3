import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Clock } from "./clock";
import type { BusinessConfig } from "./config/business-config";
import type { Env } from "./config/env";
import type { Database } from "./db/database";
import { createGeocoder } from "./geocoding/create-geocoder";
import { registerErrorHandler } from "./http/error-handler";
import { registerPages } from "./http/pages";
import { registerPublicRateLimit } from "./http/rate-limit";
import { serializerCompiler } from "./http/response-serializer";
import { registerSecurityHeaders } from "./http/security-headers";
import { validatorCompiler } from "./http/storable-text";
import { adminRoutes } from "./routes/admin-routes";
import { checkoutRoutes } from "./routes/checkout-routes";
import { contactRoutes } from "./routes/contact-routes";
import { healthRoutes } from "./routes/health-routes";
import { quoteRoutes } from "./routes/quote-routes";
import { siteRoutes } from "./routes/site-routes";
import { stripeWebhookRoutes } from "./routes/stripe-webhook-routes";

export type AppContext = {
  env: Env;
  business: BusinessConfig;
  database: Database;
  clock: Clock;
};

export type App = FastifyInstance;
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Public JSON bodies are small; routes that need more (admin export) raise it themselves. */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;

/** Fastify trusts a hop count only through a function (its types omit the number form). */
function trustProxyOption(setting: Env["TRUST_PROXY"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(context: AppContext, options: { webDir: string }): Promise<App> {
  const app = Fastify({
    logger: {
      level: context.env.LOG_LEVEL,
      redact: ["req.headers.authorization", "req.headers.cookie"],
    },
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
    forceCloseConnections: "idle",
    trustProxy: trustProxyOption(context.env.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, { gaMeasurementId: context.env.GA_MEASUREMENT_ID });
  await healthRoutes(app, context.database);
  await adminRoutes(app.withTypeProvider<ZodTypeProvider>(), { context });
  await app.register(async (publicApi) => {
    await registerPublicRateLimit(publicApi, context.env);
    await quoteRoutes(publicApi.withTypeProvider<ZodTypeProvider>(), {
      context,
      geocoder: createGeocoder({
        name: context.env.GEOCODER,
        googleApiKey: context.env.GOOGLE_MAPS_API_KEY,
      }),
    });
    await contactRoutes(publicApi.withTypeProvider<ZodTypeProvider>(), { context });
    await siteRoutes(publicApi.withTypeProvider<ZodTypeProvider>(), { context });
    await checkoutRoutes(publicApi.withTypeProvider<ZodTypeProvider>(), { context });
  });
  await stripeWebhookRoutes(app, { context });
  await registerPages(app, { webDir: options.webDir, publicUrl: context.env.PUBLIC_URL });
  return app;
}

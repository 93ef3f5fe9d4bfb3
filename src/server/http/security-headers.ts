import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Pages a business may embed on its own site; every other response denies framing. */
const FRAMEABLE_PATHS = new Set(["/embed"]);

function isFrameable(url: string | undefined): boolean {
  const path = (url ?? "/").split("?")[0]!.replace(/\/+$/, "") || "/";
  return FRAMEABLE_PATHS.has(path);
}

/** Google Analytics 4 hosts (Google's CSP guidance), allowed only when an ID is configured. */
const GA_SCRIPT_HOSTS = ["https://*.googletagmanager.com"];
const GA_IMG_HOSTS = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];
const GA_CONNECT_HOSTS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { gaMeasurementId }: { gaMeasurementId?: string | undefined } = {},
): Promise<void> {
  const ga = Boolean(gaMeasurementId);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(ga ? GA_SCRIPT_HOSTS : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", ...(ga ? GA_IMG_HOSTS : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(ga ? GA_CONNECT_HOSTS : [])],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: [
          (req: IncomingMessage) => (isFrameable(req.url) ? "*" : "'none'"),
        ] as unknown as string[],
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook("onSend", async (request, reply) => {
    if (isFrameable(request.url)) reply.removeHeader("x-frame-options");
    // Businesses load the widget snippet from their own sites.
    if (request.url.split("?")[0] === "/embed.js") {
      reply.header("cross-origin-resource-policy", "cross-origin");
    }
  });
}

import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Pages a business may embed on its own site; every other response denies framing. */
const FRAMEABLE_PATHS = new Set(["/embed"]);

function pathOf(url: string): string {
  return url.split("?")[0]!.replace(/\/+$/, "") || "/";
}

/** Google Analytics 4 hosts (Google's CSP guidance), allowed only when an ID is configured. */
const GA_SCRIPT_HOSTS = ["https://*.googletagmanager.com"];
const GA_IMG_HOSTS = ["https://*.google-analytics.com", "https://*.googletagmanager.com"];
const GA_CONNECT_HOSTS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The Content-Security-Policy for one kind of response. No inline or eval'd script anywhere
 * (every page loads its scripts from files); only the embed page may be framed, by any site.
 */
export function contentSecurityPolicy(options: { frameable: boolean; analytics: boolean }): string {
  const { frameable, analytics } = options;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(analytics ? GA_SCRIPT_HOSTS : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(analytics ? GA_IMG_HOSTS : [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(analytics ? GA_CONNECT_HOSTS : [])],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": [frameable ? "*" : "'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Helmet for the fixed headers; the CSP is built once per kind of response (not per request),
 * and HSTS is sent only on requests that arrived over https (directly or via a trusted proxy,
 * see TRUST_PROXY), where browsers honour it.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { gaMeasurementId }: { gaMeasurementId?: string | undefined } = {},
): Promise<void> {
  const analytics = Boolean(gaMeasurementId);
  const framedPolicy = contentSecurityPolicy({ frameable: true, analytics });
  const unframedPolicy = contentSecurityPolicy({ frameable: false, analytics });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook("onSend", async (request, reply) => {
    const path = pathOf(request.url);
    const frameable = FRAMEABLE_PATHS.has(path);
    reply.header("content-security-policy", frameable ? framedPolicy : unframedPolicy);
    if (frameable) reply.removeHeader("x-frame-options");
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    // Businesses load the widget snippet from their own sites.
    if (path === "/embed.js") reply.header("cross-origin-resource-policy", "cross-origin");
  });
}

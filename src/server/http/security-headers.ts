import { createHash } from "node:crypto";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { splitBusinessPath } from "@/shared/business-scope";
import { CONSENT_PEEK_SCRIPT } from "@/shared/consent-peek";

/**
 * Pages a business may embed on its own site (also under /b/{slug}); every other response
 * denies framing.
 */
const FRAMEABLE_PATHS = new Set(["/embed", "/embed/"]);

/**
 * Pages a link carrying a secret opens (also under /b/{slug}): the setup link, the emailed links
 * (verification, invitation, offer, a reminder's quote), and the payment pages with their order
 * id. They send no Referer at all, so not even a request to this site carries their address on
 * (docs/decisions/025-platform-operators-and-link-tokens.md).
 */
const LINK_PAGES = new Set([
  "/admin/setup",
  "/admin/verify-email",
  "/admin/join",
  "/offer",
  "/quote",
  "/checkout/test",
  "/checkout/success",
  "/checkout/cancel",
]);

/** Sent by every page and answer that holds a link's secret. */
export const NO_REFERRER = { "referrer-policy": "no-referrer" } as const;

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
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

/** The one inline script the pages have (src/shared/consent-peek.ts), allowed by its hash. */
export const CONSENT_PEEK_SOURCE = `'sha256-${createHash("sha256").update(CONSENT_PEEK_SCRIPT).digest("base64")}'`;

/**
 * The CSP source of a tile URL template's host: `https://{s}.tile.example.org/{z}/{x}/{y}.png` ->
 * `https://*.tile.example.org` (Leaflet's `{s}` subdomains become the wildcard).
 */
export function tileImageSource(tileUrl: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(tileUrl)?.[0];
  if (!origin) throw new RangeError(`not a tile URL: ${tileUrl}`);
  return origin.replace("{s}", "*");
}

/**
 * The Content-Security-Policy directives for one kind of response. No eval'd script, and no
 * inline script but the consent peek, by its hash (every page loads its code from files); only
 * the embed page may be framed.
 */
export function contentSecurityPolicy(options: {
  frameable: boolean;
  analytics: boolean;
  /** The service-area editor's tile host (MAP_TILE_URL), when it has tiles. */
  mapTileUrl?: string | undefined;
}) {
  const { frameable, analytics, mapTileUrl } = options;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(analytics ? GA_SCRIPT_HOSTS : []), CONSENT_PEEK_SOURCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // https: for the logo a business links in its config (brand.logoUrl, any https host); the
    // map's tile host by name, so a plain-http tile server works too.
    imgSrc: [
      "'self'",
      "data:",
      "https:",
      ...(mapTileUrl ? [tileImageSource(mapTileUrl)] : []),
      ...(analytics ? GA_IMG_HOSTS : []),
    ],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...(analytics ? GA_CONNECT_HOSTS : [])],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: [frameable ? "*" : "'none'"],
  };
}

/**
 * The JSON answers' headers (every path under /api/): what a browser heeds on a response it does
 * not render as a page. No sniffing it into something else, no framing, no reading it from
 * another site, and a policy that allows nothing should someone open it as a page. The pages'
 * full set would be half of each quote API answer (docs/decisions/021-api-response-headers.md).
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "cross-origin-resource-policy": "same-origin",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

/**
 * The headers helmet sets with these options, computed once instead of per request: its
 * middleware runs once on a response that is never sent (@fastify/helmet would run it on every
 * request, and could not vary the set by path: docs/decisions/032-seams-before-the-next-floor.md).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => {});
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Helmet's headers, computed once per kind of page (framed embed page, the embed snippet,
 * everything else), or the JSON answers' own; HSTS only on requests that arrived over https
 * (directly or via a trusted proxy, see TRUST_PROXY), where browsers honour it. Returns the
 * function that sets them.
 */
export function securityHeaders({
  gaMeasurementId,
  mapTileUrl,
}: {
  gaMeasurementId?: string | undefined;
  mapTileUrl?: string | undefined;
} = {}): (request: FastifyRequest, reply: FastifyReply) => void {
  const analytics = Boolean(gaMeasurementId);
  const headersFor = (frameable: boolean) =>
    helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy({ frameable, analytics, mapTileUrl }),
      },
      strictTransportSecurity: false,
      xFrameOptions: frameable ? false : { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    });
  const framed = headersFor(true);
  const unframed = headersFor(false);
  const linkPage = { ...unframed, ...NO_REFERRER };
  // Businesses load the widget snippet from their own sites.
  const embedScript = { ...unframed, "cross-origin-resource-policy": "cross-origin" };

  const headersOf = (path: string) => {
    if (path.startsWith("/api/")) return API_HEADERS;
    const { rest } = splitBusinessPath(path);
    if (FRAMEABLE_PATHS.has(rest)) return framed;
    if (LINK_PAGES.has(withoutTrailingSlash(rest))) return linkPage;
    return path === "/embed.js" ? embedScript : unframed;
  };

  return (request, reply) => {
    reply.headers(headersOf(pathOf(request.url)));
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  };
}

import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_PEEK_SOURCE } from "@/server/http/security-headers";
import { CONSENT_PEEK_SCRIPT } from "@/shared/consent-peek";
import { PAGE_PATHS } from "@/shared/routes";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** The built web app: `npm test` builds into dist/web before vitest; WEB_DIR points elsewhere. */
const webDir = resolve(process.env.WEB_DIR ?? "dist/web");
const HSTS = "max-age=31536000; includeSubDomains";
/** Stripe mode, so the webhook route exists; no request here reaches Stripe. */
const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_headers", STRIPE_WEBHOOK_SECRET: "whsec_headers" };

type RouteClass = {
  name: string;
  path: string;
  init?: RequestInit & { json?: unknown };
  status: number;
  frameable?: boolean;
  /** Needs the admin's bearer token. */
  signedIn?: boolean;
};

function firstAsset(extension: string): string {
  const file = readdirSync(join(webDir, "assets")).find((name) => name.endsWith(extension));
  if (!file) throw new Error(`no ${extension} asset in ${webDir}/assets: run npm run build`);
  return `/assets/${file}`;
}

const PAGE_ROUTES: RouteClass[] = [
  { name: "prerendered marketing page", path: "/", status: 200 },
  { name: "app page", path: "/signup", status: 200 },
  { name: "admin page", path: "/admin", status: 200 },
  { name: "not-found page", path: "/no-such-page", status: 404 },
  { name: "embed page", path: "/embed", status: 200, frameable: true },
  { name: "embed page with a query", path: "/embed?source=site", status: 200, frameable: true },
  { name: "embed snippet", path: "/embed.js", status: 200 },
  { name: "hashed script asset", path: firstAsset(".js"), status: 200 },
  { name: "sitemap", path: "/sitemap.xml", status: 200 },
  { name: "health check", path: "/healthz", status: 200 },
];

/**
 * Pages a link with a secret opens: the token (or order id) in their address must never travel
 * on in a Referer, not even to this site.
 */
const LINK_PAGE_ROUTES: RouteClass[] = [
  { name: "setup link", path: "/admin/setup?token=setup-secret", status: 200 },
  { name: "verification link", path: "/admin/verify-email", status: 200 },
  { name: "invitation link", path: "/admin/join", status: 200 },
  { name: "offer link", path: "/offer", status: 200 },
  { name: "a business's offer link", path: "/b/northside-snow/offer", status: 200 },
  { name: "reminder's quote link", path: "/quote", status: 200 },
  { name: "a business's quote page", path: "/b/northside-snow/quote/", status: 200 },
  { name: "payment return", path: "/checkout/success?order=secret", status: 200 },
  { name: "payment cancel", path: "/checkout/cancel?order=secret", status: 200 },
  { name: "test payment", path: "/checkout/test?order=secret", status: 200 },
  {
    name: "unsubscribe page",
    path: "/api/reminders/unsubscribe?token=unknown-token",
    status: 404,
  },
  {
    name: "balance payment link",
    path: "/api/b/northside-snow/pay-balance?token=unknown-token",
    status: 404,
  },
  {
    name: "unsubscribe answer",
    path: "/api/b/northside-snow/reminders/unsubscribe?token=unknown-token",
    init: { method: "POST" },
    status: 404,
  },
];

/** JSON answers: the headers a browser heeds on a response it does not render as a page. */
const API_ROUTES: RouteClass[] = [
  { name: "public API", path: "/api/config", status: 200 },
  {
    name: "public API error",
    path: "/api/price",
    init: { method: "POST", json: {} },
    status: 400,
  },
  { name: "admin API", path: "/api/admin/orders", status: 200, signedIn: true },
  { name: "admin API without a session", path: "/api/admin/orders", status: 401 },
  {
    name: "Stripe webhook without a signature",
    path: "/api/stripe/webhook",
    init: { method: "POST", json: {} },
    status: 400,
  },
];
const ROUTE_CLASSES = [...PAGE_ROUTES, ...API_ROUTES];

/** Reads the whole body, so no connection is left busy when the server closes. */
async function fetchHeaders(
  server: TestServer,
  path: string,
  init: RequestInit & { json?: unknown } = {},
) {
  const response = await server.request(path, init);
  await response.arrayBuffer();
  return response;
}

/** The CSP as a map of directive name to its sources. */
function parsePolicy(header: string | null): Map<string, string[]> {
  expect(header, "content-security-policy header").toBeTruthy();
  return new Map(
    header!
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectStrictPolicy(policy: Map<string, string[]>, frameable: boolean) {
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("form-action")).toEqual(["'self'"]);
  const scriptSources = policy.get("script-src") ?? [];
  expect(scriptSources).toContain("'self'");
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"]) {
    expect(scriptSources).not.toContain(loose);
  }
  expect(policy.get("frame-ancestors")).toEqual(frameable ? ["*"] : ["'none'"]);
}

describe("security headers per route class", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer("pglite", { ...TEST_ADMIN_ENV, ...STRIPE_ENV, WEB_DIR: webDir });
    token = await loginAdmin(server);
  });
  afterAll(() => server.close());

  function fetchClass(route: RouteClass, headers: Record<string, string> = {}) {
    return fetchHeaders(server, route.path, {
      ...route.init,
      headers: { ...headers, ...(route.signedIn ? bearer(token) : {}) },
    });
  }

  it.each(PAGE_ROUTES)(
    "$name ($path): strict CSP, framing rule, nosniff, referrer policy, no HSTS over http",
    async (route) => {
      const response = await fetchClass(route);
      expect(response.status).toBe(route.status);
      const frameable = route.frameable ?? false;
      expectStrictPolicy(parsePolicy(response.headers.get("content-security-policy")), frameable);
      expect(response.headers.get("x-frame-options")).toBe(frameable ? null : "DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it.each(LINK_PAGE_ROUTES)("$name ($path): sends no Referer at all", async (route) => {
    const response = await fetchClass(route);
    expect(response.status).toBe(route.status);
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it.each(API_ROUTES)(
    "$name ($path): a policy that allows nothing, no framing, nosniff, same origin, no HSTS over http",
    async (route) => {
      const response = await fetchClass(route);
      expect(response.status).toBe(route.status);
      const policy = parsePolicy(response.headers.get("content-security-policy"));
      expect(Object.fromEntries(policy)).toEqual({
        "default-src": ["'none'"],
        "frame-ancestors": ["'none'"],
      });
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.headers.get("strict-transport-security")).toBeNull();
    },
  );

  it("ignores a client's X-Forwarded-Proto when no proxy is trusted", async () => {
    const response = await fetchHeaders(server, "/", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("lets other sites load the embed snippet, and nothing else", async () => {
    const snippet = await fetchHeaders(server, "/embed.js");
    expect(snippet.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const page = await fetchHeaders(server, "/");
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  it("keeps admin answers out of caches", async () => {
    const response = await fetchHeaders(server, "/api/admin/orders", { headers: bearer(token) });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each(PAGE_PATHS)(
    "%s runs no inline script but the consent check the CSP allows by its hash, and no inline event handler",
    async (path) => {
      const response = await server.request(path);
      const html = await response.text();
      const allowed = parsePolicy(response.headers.get("content-security-policy")).get(
        "script-src",
      );
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        // JSON-LD and a server-rendered page's config are data the browser never runs.
        if (/type="application\/(?:ld\+)?json"/.test(attributes!)) continue;
        if (!/\bsrc=/.test(attributes!)) {
          expect(body).toBe(CONSENT_PEEK_SCRIPT);
          const hash = `'sha256-${createHash("sha256").update(body!).digest("base64")}'`;
          expect(allowed).toContain(hash);
          continue;
        }
        // Every other script comes from a file here.
        expect(attributes).toMatch(/\bsrc="\/[^/]/);
        expect(body!.trim()).toBe("");
      }
      expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
      expect(html).not.toMatch(/href="javascript:/i);
    },
  );
});

describe("security headers behind a trusted https proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", {
      ...STRIPE_ENV,
      TRUST_PROXY: "true",
      WEB_DIR: webDir,
    });
  });
  afterAll(() => server.close());

  it.each(ROUTE_CLASSES.filter((route) => !route.signedIn))(
    "$name ($path) sends HSTS over https",
    async (route) => {
      const response = await fetchHeaders(server, route.path, {
        ...route.init,
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.status).toBe(route.status);
      expect(response.headers.get("strict-transport-security")).toBe(HSTS);
    },
  );

  it("sends no HSTS when the proxy says the request came over http", async () => {
    const response = await fetchHeaders(server, "/", { headers: { "x-forwarded-proto": "http" } });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("security headers with analytics configured", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { GA_MEASUREMENT_ID: "G-TEST123", WEB_DIR: webDir });
  });
  afterAll(() => server.close());

  it("allows Google's tag host for scripts and no inline script but the consent peek", async () => {
    const response = await fetchHeaders(server, "/");
    const policy = parsePolicy(response.headers.get("content-security-policy"));
    expectStrictPolicy(policy, false);
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "https://*.googletagmanager.com",
      CONSENT_PEEK_SOURCE,
    ]);
  });
});

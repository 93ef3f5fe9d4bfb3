import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BusinessConfig, parseBusinessConfig } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { BUSINESS_PAGE_PATHS } from "@/shared/routes";
import { postCheckout, quotedCheckoutRequest, selectRows, uniqueEmail } from "../helpers/checkout";
import { markStripeConnected } from "../helpers/connect";
import { type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** The built web app (`npm run build`), so the pages are the real ones. */
const webDir = resolve(process.env.WEB_DIR ?? "dist/web");
const NOW = "2025-10-01T12:00:00Z";

function fixture(): BusinessConfig {
  const file = resolve(projectRoot, "tests/fixtures/second-business.json");
  const parsed = parseBusinessConfig(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.issues)}`);
  return parsed.config;
}

const harbor = fixture();
const HARBOR_ID = "harbor-view";
const HARBOR = `/b/${HARBOR_ID}`;
const harborCustomer = {
  address: "5 King Street",
  city: "Port Chester",
  state: "NY",
  zipCode: "10573",
};

/** Adds harbor-view (live), a business in setup, and a suspended one. */
async function addBusinesses(server: TestServer) {
  await server.businesses.create({
    id: HARBOR_ID,
    slug: HARBOR_ID,
    config: harbor,
    status: "live",
  });
  for (const [id, status] of [
    ["fresh-start", "setup"],
    ["closed-shop", "suspended"],
  ] as const) {
    await server.businesses.create({ id, slug: id, config: harbor, status });
  }
}

async function page(server: TestServer, path: string) {
  const response = await server.request(path, { redirect: "manual" });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    location: response.headers.get("location"),
    csp: response.headers.get("content-security-policy") ?? "",
    body: await response.text(),
  };
}

const NOT_FOUND_MARK = 'data-status="404"';

describe("a business's hosted pages", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { NOW, WEB_DIR: webDir });
    await addBusinesses(server);
  });
  afterAll(() => server?.close());

  it("answers 200 with the app for each of its pages, for a live business and one in setup", async () => {
    for (const slug of ["harbor-view", "fresh-start", "northside-snow"]) {
      for (const path of BUSINESS_PAGE_PATHS) {
        const answer = await page(server, `/b/${slug}${path}`);
        expect(answer.status, `/b/${slug}${path}`).toBe(200);
        expect(answer.type).toBe("text/html; charset=utf-8");
        expect(answer.body).toContain('<div id="root"');
        expect(answer.body).not.toContain(NOT_FOUND_MARK);
      }
    }
    // The widget is its own build (the page's title says so); a trailing slash and a query are fine.
    expect((await page(server, `${HARBOR}/embed`)).body).toContain("Instant quote widget");
    expect((await page(server, `${HARBOR}/quote/`)).status).toBe(200);
    expect((await page(server, `${HARBOR}/checkout/success?order=x`)).status).toBe(200);
  });

  it("draws its quote page's and widget's first step on the server, in its name and colour", async () => {
    const config = await (await server.request(`/api${HARBOR}/config`)).json();
    for (const path of [`${HARBOR}/quote`, `${HARBOR}/embed`]) {
      const { body } = await page(server, path);
      const root = body.slice(body.indexOf('<div id="root">'));
      expect(root, path).toContain(harbor.name);
      expect(root, path).toContain("Street Address");
      expect(root, path).not.toContain("Northside");
      expect(body, path).toContain(`--color-primary:${harbor.brand?.primaryColor}`);
      // The config it was drawn with, for the browser to hydrate with: what /config answers.
      const boot = /<script type="application\/json" id="qw-boot">(.*?)<\/script>/s.exec(body);
      expect(boot, path).not.toBeNull();
      const handed = JSON.parse(boot![1]!) as { config: Record<string, unknown> };
      expect({ ...handed.config, server_time: undefined }).toEqual({
        ...config,
        server_time: undefined,
      });
    }
    const demo = await page(server, "/quote");
    expect(demo.body).toContain("Northside Snow Co.");
    expect(demo.body).not.toContain(harbor.name);
  });

  it("lets other sites frame its widget, and nothing else", async () => {
    expect((await page(server, `${HARBOR}/embed`)).csp).toContain("frame-ancestors *");
    expect((await page(server, `${HARBOR}/quote`)).csp).toContain("frame-ancestors 'none'");
    expect((await page(server, `${HARBOR}/terms`)).csp).toContain("frame-ancestors 'none'");
  });

  it("sends /b/{slug} to its quote page, with the query", async () => {
    for (const [path, location] of [
      [HARBOR, `${HARBOR}/quote`],
      [`${HARBOR}/`, `${HARBOR}/quote`],
      [`${HARBOR}?utm_source=flyer`, `${HARBOR}/quote?utm_source=flyer`],
    ]) {
      const answer = await page(server, path!);
      expect(answer.status, path).toBe(302);
      expect(answer.location).toBe(location);
    }
  });

  it("answers a suspended business's pages with 503 and the not-taking-quotes mark", async () => {
    for (const path of ["", "/", ...BUSINESS_PAGE_PATHS]) {
      const answer = await page(server, `/b/closed-shop${path}`);
      expect(answer.status, `/b/closed-shop${path}`).toBe(503);
      expect(answer.type).toBe("text/html; charset=utf-8");
      expect(answer.body).toContain('data-status="suspended"');
    }
  });

  it("answers the 404 page for a slug no business has", async () => {
    for (const slug of ["nobody", "HARBOR-VIEW", "harbor%20view"]) {
      for (const path of ["", "/", ...BUSINESS_PAGE_PATHS]) {
        const answer = await page(server, `/b/${slug}${path}`);
        expect(answer.status, `/b/${slug}${path}`).toBe(404);
        expect(answer.type).toBe("text/html; charset=utf-8");
        expect(answer.location).toBeNull();
        expect(answer.body).toContain(NOT_FOUND_MARK);
        expect(answer.body).toContain("404 Page Not Found");
      }
    }
  });

  it("has no other page under a business's prefix", async () => {
    for (const path of ["/admin", "/demo", "/privacy-policy", "/quote/extra", "/b/harbor-view"]) {
      const answer = await page(server, `${HARBOR}${path}`);
      expect(answer.status, `${HARBOR}${path}`).toBe(404);
      expect(answer.body).toContain(NOT_FOUND_MARK);
    }
  });

  it("asks no cookie consent on its pages or the dashboard of a server without analytics; the demo's /quote still asks", async () => {
    const banner = `<section aria-label="Cookie consent"`;
    for (const path of [`${HARBOR}/quote`, `${HARBOR}/terms`, "/admin", "/admin/setup", "/terms"]) {
      const { body } = await page(server, path);
      expect(body, path).toContain('<html data-analytics="off"');
      expect(body, path).not.toContain(banner);
    }
    for (const path of ["/quote", "/demo", "/privacy-policy"]) {
      expect((await page(server, path)).body, path).toContain(banner);
    }
  });

  it("counts its website step done when its widget or quote page is first opened from its own site", async () => {
    const opened = async (path: string, referer: string) => {
      await server.request(path, { headers: { referer } });
      const [row] = await selectRows<{ at: Date | null }>(
        server.database,
        sql`select website_snippet_copied_at as at from businesses where id = ${HARBOR_ID}`,
      );
      return row?.at ?? null;
    };
    expect(harbor.contact.website).toBe("https://harbor.example.com");
    expect(await opened(`${HARBOR}/embed`, "https://elsewhere.example.com/")).toBeNull();
    expect(await opened(`${HARBOR}/terms`, "https://harbor.example.com/")).toBeNull();
    expect(await opened("/quote", "https://harbor.example.com/")).toBeNull();
    await opened(`${HARBOR}/embed`, "https://www.harbor.example.com/");
    await vi.waitFor(async () => {
      expect(await opened(`${HARBOR}/quote`, "https://elsewhere.example.com/")).not.toBeNull();
    });
  });

  it("keeps the seed's paths for the default business, unchanged", async () => {
    for (const path of [...BUSINESS_PAGE_PATHS, "/demo", "/quote/"]) {
      const answer = await page(server, path);
      expect(answer.status, path).toBe(200);
      expect(answer.body).not.toContain(NOT_FOUND_MARK);
    }
    expect((await page(server, "/embed")).csp).toContain("frame-ancestors *");
    expect((await page(server, "/no-such-page")).status).toBe(404);
  });

  it("sends a business's customer to that business's test checkout and return pages", async () => {
    const request = await quotedCheckoutRequest(server, {
      apiBase: `/api${HARBOR}`,
      town: "Port Chester",
      addons: [],
      email: uniqueEmail("hosted"),
      typed: harborCustomer,
    });
    const created = await postCheckout(server, request, {}, `/api${HARBOR}`);
    expect(created.status).toBe(201);
    const { orderId, sessionUrl } = (await created.json()) as {
      orderId: string;
      sessionUrl: string;
    };
    expect(sessionUrl).toBe(`${HARBOR}/checkout/test?order=${orderId}`);

    const paid = await server.request(`/api${HARBOR}/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
    });
    expect(paid.status).toBe(200);
    const [receipt] = await selectRows<{ payload: unknown }>(
      server.database,
      sql`select payload from outbox where dedupe_key = ${`order:${orderId}:receipt`}`,
    );
    const text = JSON.stringify(receipt?.payload);
    expect(text).toContain(`${HARBOR}/checkout/success?order=${orderId}`);
    expect(text).toContain(`${HARBOR}/terms`);

    // An order already paid sends a repeated checkout to its success page.
    const again = await postCheckout(server, request, {}, `/api${HARBOR}`);
    expect(((await again.json()) as { sessionUrl: string }).sessionUrl).toBe(
      `${HARBOR}/checkout/success?order=${orderId}`,
    );

    const demo = await postCheckout(
      server,
      await quotedCheckoutRequest(server, { email: uniqueEmail("hosted-demo") }),
    );
    const demoAnswer = (await demo.json()) as { orderId: string; sessionUrl: string };
    expect(demoAnswer.sessionUrl).toBe(`/checkout/test?order=${demoAnswer.orderId}`);
  });
});

describe("Stripe's return URLs for a business's order", () => {
  const PUBLIC_URL = "https://quotes.example.com";
  let stripe: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer("pglite", {
      NOW,
      PUBLIC_URL,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      OUTBOX_POLL_INTERVAL_MS: "60000",
      GA_MEASUREMENT_ID: "G-TEST1234",
    });
    await addBusinesses(server);
    for (const businessId of ["northside-snow", HARBOR_ID]) {
      await markStripeConnected(server, stripe, businessId);
    }
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it("ask cookie consent on a business's pages when analytics is set up", async () => {
    const { body } = await page(server, `${HARBOR}/quote`);
    expect(body).not.toContain("data-analytics=");
    expect(body).toMatch(
      /<div id="root"><section aria-label="Cookie consent"[\s\S]*Street Address/,
    );
    expect((await page(server, "/admin")).body).not.toContain("data-analytics=");
  });

  it("go to that business's pages, and the default business's stay at the seed's", async () => {
    const checkout = async (apiBase: string, options: object, source?: "embed") => {
      const request = await quotedCheckoutRequest(server, { apiBase, ...options });
      const response = await postCheckout(server, { ...request, source }, {}, apiBase);
      expect(response.status).toBe(201);
      const { orderId } = (await response.json()) as { orderId: string };
      return stripe.requests.find((sent) => sent.body.client_reference_id === orderId)!.body;
    };
    const harborOptions = { town: "Port Chester", addons: [], typed: harborCustomer };
    const page = await checkout(`/api${HARBOR}`, { ...harborOptions, email: uniqueEmail("s") });
    const order = page.client_reference_id;
    expect(page.success_url).toBe(`${PUBLIC_URL}${HARBOR}/checkout/success?order=${order}`);
    expect(page.cancel_url).toBe(`${PUBLIC_URL}${HARBOR}/checkout/cancel?order=${order}`);
    const embed = await checkout(
      `/api${HARBOR}`,
      { ...harborOptions, email: uniqueEmail("e") },
      "embed",
    );
    expect(embed.cancel_url).toBe(
      `${PUBLIC_URL}${HARBOR}/checkout/cancel?order=${embed.client_reference_id}&from=embed`,
    );
    const demo = await checkout("/api", { email: uniqueEmail("d") });
    expect(demo.success_url).toBe(
      `${PUBLIC_URL}/checkout/success?order=${demo.client_reference_id}`,
    );
  });
});

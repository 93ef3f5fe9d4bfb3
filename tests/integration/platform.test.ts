import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdminUser } from "@/server/admin/admin-accounts";
import { createBusinessStore } from "@/server/business/business-store";
import { type BusinessConfig, loadBusinessFile } from "@/server/config/business-config";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import { projectRoot } from "@/server/paths";
import type {
  AdminBusinessResponse,
  AdminCustomQuotesResponse,
  AdminLeadsResponse,
  AdminOrdersResponse,
  AdminPingResponse,
  AdminStatsResponse,
} from "@/shared/api/admin-contract";
import { bearer, loginAdmin, TEST_ADMIN, TEST_ADMIN_ENV } from "../helpers/admin";
import {
  customer,
  customQuoteRequest,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { firstServiceOnly } from "../helpers/templates";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const bodyOf = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;

/**
 * A second business on the same deployment, of another trade: lawn mowing by the visit, the
 * first service of its template, with other prices and one area of its own.
 */
const lawnMowing = firstServiceOnly(loadTradeTemplates().get("lawn-mowing")!);
const OTHER_ID = "harbor-view";
const other: BusinessConfig = {
  ...demo,
  name: "Harbor View Services",
  contact: { ...demo.contact, email: "office@harbor.example.com" },
  offering: {
    ...lawnMowing,
    areas: [
      {
        name: "Port Chester",
        shape: { type: "zip_codes", zipCodes: ["10573"] },
        prices: { SMALL: 10000, MEDIUM: 12000, LARGE: 14000 },
      },
    ],
  },
};
const OTHER_API = "/api/b/harbor-view";
const otherCustomer = {
  address: "5 King Street",
  city: "Port Chester",
  state: "NY",
  zipCode: "10573",
};
const OTHER_ADMIN = { email: "owner@harbor.example.com", password: "another horse battery staple" };

describe.each(testDatabases)("many businesses on one deployment (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { NOW: "2025-10-01T12:00:00Z", ...TEST_ADMIN_ENV });
    await server.businesses.create({ id: OTHER_ID, slug: OTHER_ID, config: other, status: "live" });
    await ensureAdminUser(server.database.db, {
      businessId: OTHER_ID,
      ...OTHER_ADMIN,
      now: new Date("2025-10-01T12:00:00Z"),
    });
  });
  afterAll(() => server?.close());

  const json = async (path: string, init: Parameters<TestServer["request"]>[1] = {}) => {
    const response = await server.request(path, init);
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json()) as any };
  };
  const price = (apiBase: string, body: object) =>
    json(`${apiBase}/price`, { method: "POST", json: body });
  /** The other business's base price of a medium lawn. */
  const otherBasePrice = async () =>
    (await price(OTHER_API, { area: "Port Chester", option: "MEDIUM", addons: [] })).body.breakdown
      ?.base_price_cents as number | undefined;

  it("answers each business's config at its own path, and the demo's at the seed's", async () => {
    const seed = await json("/api/config");
    const demoByPath = await json("/api/b/northside-snow/config");
    const harbor = await json(`${OTHER_API}/config`);
    expect(seed.body.business.name).toBe("Northside Snow Co.");
    expect({ ...demoByPath.body, server_time: null }).toEqual({ ...seed.body, server_time: null });
    expect(harbor.body.business.name).toBe("Harbor View Services");
    expect(harbor.body.areas).toEqual(["Port Chester"]);
    expect(harbor.body.service).toMatchObject({
      billing: "per_visit",
      steps: { option: { title: "Select your lawn size" } },
    });
    expect(harbor.body).toMatchObject({ season: null, early_bird: null });
    const { service, options, addons } = harbor.body;
    expect(JSON.stringify({ service, options, addons })).not.toMatch(/snow|season|inch/i);
  });

  it("prices with each business's own matrix, never the other's", async () => {
    const atDemo = await price("/api", { town: "Scarsdale", drivewaySize: "FOUR_CAR" });
    const atHarbor = await price(OTHER_API, {
      area: "Port Chester",
      option: "MEDIUM",
      addons: [{ code: "weed_beds", quantity: 3 }],
    });
    expect(atDemo.body.breakdown.base_price_cents).toBe(21900);
    expect(atHarbor.body.breakdown).toEqual({
      base_price_cents: 12000,
      early_bird_discount_cents: 0,
      addon_price_cents: 3600,
      minimum_charge_cents: 0,
    });
    expect(atHarbor.body).toMatchObject({
      season: null,
      early_bird: null,
      grand_total_cents: expect.any(Number),
    });
    const asked = { option: "MEDIUM", addons: [] };
    expect((await price(OTHER_API, { ...asked, area: "Scarsdale" })).status).toBe(400);
    expect((await price(OTHER_API, { area: "Port Chester", option: "FOUR_CAR" })).status).toBe(400);
    expect((await price("/api", { town: "Port Chester", drivewaySize: "FOUR_CAR" })).status).toBe(
      400,
    );
    const addonElsewhere = await price("/api", {
      town: "Scarsdale",
      drivewaySize: "FOUR_CAR",
      addons: ["edging"],
    });
    expect(addonElsewhere.status).toBe(400);
  });

  it("answers 404 naming nothing for a slug no business has", async () => {
    for (const path of ["/api/b/nobody/config", "/api/b/NORTHSIDE-SNOW/config"]) {
      const response = await json(path);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe("No business answers at this address");
    }
  });

  it("places an address only in the areas of the business asked", async () => {
    const check = (apiBase: string, address: object) =>
      json(`${apiBase}/geo/check`, {
        method: "POST",
        json: { ...address, email: uniqueEmail("area") },
      });
    expect((await check(OTHER_API, otherCustomer)).body.serviceArea.inServiceArea).toBe(true);
    expect((await check("/api", otherCustomer)).body.serviceArea.inServiceArea).toBe(false);
  });

  it("keeps the config version an order was priced with, and refuses a price from an older one", async () => {
    const store = createBusinessStore(server.database);
    const before = (await store.byId(OTHER_ID))!;
    const request = await quotedCheckoutRequest(server, {
      apiBase: OTHER_API,
      town: "Port Chester",
      drivewaySize: "MEDIUM",
      addons: [],
      email: uniqueEmail("version"),
      typed: otherCustomer,
    });
    const created = await postCheckout(server, request, {}, OTHER_API);
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    const [order] = await selectRows<{ business_id: string; config_version: number }>(
      server.database,
      sql`select business_id, config_version from orders where id = ${orderId}`,
    );
    expect(order).toEqual({ business_id: OTHER_ID, config_version: before.version });

    // Another instance changes the prices: its change notice reaches this server within moments.
    const raised = structuredClone(other);
    raised.offering.areas[0]!.prices.MEDIUM = 13000;
    const updated = await store.updateConfig({
      id: OTHER_ID,
      config: raised,
      expectedVersion: before.version,
    });
    expect(updated).not.toBe("stale");
    expect(
      await store.updateConfig({ id: OTHER_ID, config: raised, expectedVersion: before.version }),
    ).toBe("stale");
    await expect.poll(() => otherBasePrice()).toBe(13000);
    const stale = await postCheckout(
      server,
      { ...request, email: uniqueEmail("stale") },
      {},
      OTHER_API,
    );
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as { price: { breakdown: { base_price_cents: number } } };
    expect(answer.price.breakdown.base_price_cents).toBe(13000);
    await store.updateConfig({ id: OTHER_ID, config: other, expectedVersion: before.version + 1 });
    await expect.poll(() => otherBasePrice()).toBe(12000);
  });

  it("drops a cached business when any writer changes its row, even outside the product", async () => {
    expect(await otherBasePrice()).toBe(12000);
    await server.database.db.execute(
      // Stored in the services shape (decision 047): the price is its one service's.
      sql`update businesses set config = jsonb_set(config, '{offering,services,0,pricing,prices,"Port Chester",MEDIUM}', '12500'),
          config_version = config_version + 1 where id = ${OTHER_ID}`,
    );
    await expect.poll(() => otherBasePrice()).toBe(12500);
    await server.database.db.execute(
      sql`update businesses set status = 'suspended' where id = ${OTHER_ID}`,
    );
    await expect.poll(async () => (await json(`${OTHER_API}/config`)).status).toBe(503);
    await server.database.db.execute(
      sql`update businesses set status = 'live', config = ${JSON.stringify(other)}::jsonb,
          config_version = config_version + 1 where id = ${OTHER_ID}`,
    );
    await expect.poll(() => otherBasePrice()).toBe(12000);
  });

  describe("isolation: one business's admin and public API never reach another's data", () => {
    let demoToken: string;
    let harborToken: string;
    let demoOrderId: string;
    let harborOrderId: string;

    beforeAll(async () => {
      demoToken = await loginAdmin(server, TEST_ADMIN);
      harborToken = await loginAdmin(server, OTHER_ADMIN);
      const order = async (
        apiBase: string,
        options: Parameters<typeof quotedCheckoutRequest>[1],
      ) => {
        const request = await quotedCheckoutRequest(server, { ...options, apiBase });
        const response = await postCheckout(server, request, {}, apiBase);
        expect(response.status).toBe(201);
        return ((await response.json()) as { orderId: string }).orderId;
      };
      demoOrderId = await order("/api", { email: uniqueEmail("demo-order") });
      harborOrderId = await order(OTHER_API, {
        town: "Port Chester",
        drivewaySize: "MEDIUM",
        addons: [],
        email: uniqueEmail("harbor-order"),
        typed: otherCustomer,
      });
      const customQuote = (apiBase: string, email: string, address: object) =>
        server.request(`${apiBase}/custom-quotes`, {
          method: "POST",
          json: { ...customQuoteRequest, ...address, email },
        });
      expect((await customQuote("/api", uniqueEmail("demo-custom"), {})).status).toBe(201);
      expect(
        (await customQuote(OTHER_API, uniqueEmail("harbor-custom"), otherCustomer)).status,
      ).toBe(201);
    });

    const asAdmin = (
      token: string,
      path: string,
      init: Parameters<TestServer["request"]>[1] = {},
    ) => server.request(path, { ...init, headers: { ...bearer(token), ...init.headers } });

    it("shows each admin only its business in the ping, lists, stats and leads", async () => {
      for (const [token, name, own, foreign] of [
        [demoToken, "Northside Snow Co.", demoOrderId, harborOrderId],
        [harborToken, "Harbor View Services", harborOrderId, demoOrderId],
      ] as const) {
        const ping = await bodyOf<AdminPingResponse>(asAdmin(token, "/api/admin/ping"));
        expect(ping.business.name).toBe(name);
        const list = await bodyOf<AdminOrdersResponse>(
          asAdmin(token, "/api/admin/orders?limit=100"),
        );
        const ids = list.orders.map((order) => order.id);
        expect(ids).toContain(own);
        expect(ids).not.toContain(foreign);
        const customQuotes = await bodyOf<AdminCustomQuotesResponse>(
          asAdmin(token, "/api/admin/custom-quotes"),
        );
        const emails = customQuotes.customQuotes.map((quote) => quote.email);
        expect(emails.length).toBeGreaterThan(0);
        expect(
          emails.every((email: string) =>
            email.startsWith(token === demoToken ? "demo" : "harbor"),
          ),
        ).toBe(true);
      }
      const demoStats = await bodyOf<AdminStatsResponse>(asAdmin(demoToken, "/api/admin/stats"));
      const harborStats = await bodyOf<AdminStatsResponse>(
        asAdmin(harborToken, "/api/admin/stats"),
      );
      const incomplete = await selectRows<{ business_id: string; n: number }>(
        server.database,
        sql`select business_id, count(*)::int as n from orders where payment_status = 'pending' group by business_id`,
      );
      const countOf = (id: string) => incomplete.find((row) => row.business_id === id)?.n;
      expect(demoStats.incompleteOrders).toBe(countOf("northside-snow"));
      expect(harborStats.incompleteOrders).toBe(countOf(OTHER_ID));
    });

    it("answers 404 (never 403) for another business's order, to read, change or export", async () => {
      const detail = await asAdmin(demoToken, `/api/admin/orders/${harborOrderId}`);
      expect(detail.status).toBe(404);
      const onboard = await asAdmin(demoToken, `/api/admin/orders/${harborOrderId}/onboard`, {
        method: "PATCH",
        json: { onboarded: true },
      });
      expect(onboard.status).toBe(404);
      const exported = await asAdmin(demoToken, "/api/admin/export", {
        method: "POST",
        json: { orderIds: [harborOrderId, demoOrderId] },
      });
      const csv = await exported.text();
      expect(csv).not.toContain(harborOrderId);
      const own = await asAdmin(harborToken, `/api/admin/orders/${harborOrderId}`);
      expect(own.status).toBe(200);
    });

    it("lists each business's visitors and exports only its own orders, whatever the filter", async () => {
      const check = (apiBase: string, email: string, address: object) =>
        server.request(`${apiBase}/geo/check`, { method: "POST", json: { ...address, email } });
      const demoVisitor = uniqueEmail("demo-visitor");
      const harborVisitor = uniqueEmail("harbor-visitor");
      expect((await check("/api", demoVisitor, customer)).status).toBe(200);
      expect((await check(OTHER_API, harborVisitor, otherCustomer)).status).toBe(200);
      for (const [token, own, foreign] of [
        [demoToken, demoVisitor, harborVisitor],
        [harborToken, harborVisitor, demoVisitor],
      ] as const) {
        const leads = await bodyOf<AdminLeadsResponse>(
          asAdmin(token, "/api/admin/leads?limit=100"),
        );
        const emails = leads.leads.map((lead) => lead.email);
        expect(emails).toContain(own);
        expect(emails).not.toContain(foreign);
      }
      const everything = await asAdmin(harborToken, "/api/admin/export", {
        method: "POST",
        json: { filter: { tab: "all" } },
      });
      const csv = await everything.text();
      expect(csv).toContain(harborOrderId);
      expect(csv).not.toContain(demoOrderId);
      const demoData = await bodyOf<{ orders: number }>(
        asAdmin(harborToken, "/api/admin/demo-data"),
      );
      expect(demoData.orders).toBe(0);
    });

    it("lets each admin read and change only its own business's settings, guarded by version", async () => {
      const read = (token: string) =>
        bodyOf<AdminBusinessResponse>(asAdmin(token, "/api/admin/business"));
      const put = (token: string, body: object) =>
        asAdmin(token, "/api/admin/business", { method: "PUT", json: body });
      const demoSettings = await read(demoToken);
      const settings = await read(harborToken);
      expect(demoSettings.slug).toBe("northside-snow");
      expect(settings).toMatchObject({ slug: "harbor-view", status: "live" });
      const config = settings.config as BusinessConfig;
      expect(config.name).toBe("Harbor View Services");

      const broken = structuredClone(config);
      broken.offering.areas[0]!.prices.MEDIUM = -5;
      const refused = await put(harborToken, { config: broken, version: settings.version });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        issues: [{ path: "config.offering.areas[0].prices.MEDIUM" }],
      });

      const tagline = async () => (await json(`${OTHER_API}/config`)).body.business.tagline;
      expect(await tagline()).toBe(config.tagline);
      const cheaper = structuredClone(config);
      cheaper.offering.areas[0]!.prices.MEDIUM = 11000;
      cheaper.tagline = "Cheaper lawns this week";
      // An older client may still send the id configs used to carry: it is ignored, the business
      // is the session's (docs/decisions/037-the-tenant.md#identity-is-not-config).
      const saved = await put(harborToken, {
        config: { ...cheaper, id: "northside-snow" },
        version: settings.version,
      });
      expect(saved.status).toBe(200);
      const savedSettings = (await saved.json()) as AdminBusinessResponse;
      expect(savedSettings).toMatchObject({ slug: "harbor-view", version: settings.version + 1 });
      expect(savedSettings.config).not.toHaveProperty("id");
      const priced = await price(OTHER_API, { area: "Port Chester", option: "MEDIUM" });
      expect(priced.body.breakdown.base_price_cents).toBe(11000);
      // The config answer, kept per business version, is the saved version's.
      expect(await tagline()).toBe("Cheaper lawns this week");

      const stale = await put(harborToken, { config, version: settings.version });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toMatchObject({ version: settings.version + 1 });
      expect((await read(demoToken)).version).toBe(demoSettings.version);
      const restored = await put(harborToken, { config, version: settings.version + 1 });
      expect(restored.status).toBe(200);
      expect(await tagline()).toBe(config.tagline);
    });

    it("answers 404 for an order asked through another business's public API", async () => {
      const wrongBusiness = await server.request(`/api/checkout/orders/${harborOrderId}`);
      expect(wrongBusiness.status).toBe(404);
      const pay = await server.request(`${OTHER_API}/checkout/orders/${demoOrderId}/test-payment`, {
        method: "POST",
        json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
      });
      expect(pay.status).toBe(404);
      const right = await server.request(`${OTHER_API}/checkout/orders/${harborOrderId}`);
      expect(right.status).toBe(200);
    });
  });
});

import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedDemoOrders } from "@/server/admin/demo-orders";
import { loadBusinessFile } from "@/server/config/business-config";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import { orders } from "@/server/db/schema";
import { projectRoot } from "@/server/paths";
import { bearer, createPersistentStore, TEST_ADMIN_ENV } from "../helpers/admin";
import { postCheckout, quotedCheckoutRequest } from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00.000Z";
const OWNER = { email: "Owner@Example.com", password: "plough through the night" };

function tokenOf(setupUrl: string | undefined): string {
  if (!setupUrl) throw new Error("the server printed no setup link");
  const token = new URL(setupUrl).searchParams.get("token");
  if (!token) throw new Error(`no token in ${setupUrl}`);
  return token;
}

const OWNER_NAME = "Olive Owner";

function setUp(
  server: TestServer,
  token: string,
  owner: { name?: string; email: string; password: string },
) {
  return server.request("/api/admin/setup", {
    method: "POST",
    json: { token, name: OWNER_NAME, ...owner },
  });
}

describe.each(testDatabases)("first admin from the setup link on %s", (kind) => {
  it("prints a one-time link while no admin exists, which creates the owner and signs in", async ({
    onTestFinished,
  }) => {
    const server = await startTestServer(kind, { NOW, PUBLIC_URL: "https://quotes.example.com" });
    onTestFinished(() => server.close());
    expect(server.setupUrl).toMatch(
      /^https:\/\/quotes\.example\.com\/admin\/setup\?token=[\w-]{43}$/,
    );
    const token = tokenOf(server.setupUrl);

    const check = await server.request(`/api/admin/setup?token=${token}`);
    expect(check.status).toBe(200);

    const short = await setUp(server, token, { email: OWNER.email, password: "too short" });
    expect(short.status).toBe(400);
    expect((await short.json()).issues).toEqual([
      { path: "password", message: "Password must be at least 12 characters" },
    ]);

    const nameless = await setUp(server, token, { ...OWNER, name: " " });
    expect(nameless.status).toBe(400);
    expect((await nameless.json()).issues).toEqual([
      { path: "name", message: "Your name is required" },
    ]);

    const created = await setUp(server, token, OWNER);
    expect(created.status).toBe(200);
    const session = await created.json();
    expect(session.admin).toEqual({ name: OWNER_NAME, email: "owner@example.com" });
    const ping = await server.request("/api/admin/ping", { headers: bearer(session.token) });
    expect(ping.status).toBe(200);

    const again = await setUp(server, token, { ...OWNER, email: "intruder@example.com" });
    expect(again.status).toBe(410);
    expect((await again.json()).message).toMatch(/expired or was already used.*restart/i);
    expect((await server.request(`/api/admin/setup?token=${token}`)).status).toBe(410);
    const signIn = await server.request("/api/admin/login", { method: "POST", json: OWNER });
    expect(signIn.status).toBe(200);
  }, 120_000);

  it("gives only one of two simultaneous submissions of the link", async ({ onTestFinished }) => {
    const server = await startTestServer(kind, { NOW });
    onTestFinished(() => server.close());
    const token = tokenOf(server.setupUrl);
    const answers = await Promise.all([
      setUp(server, token, OWNER),
      setUp(server, token, { ...OWNER, email: "second@example.com" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
  }, 120_000);

  it("prints no link once an admin exists, and refuses a made-up token", async ({
    onTestFinished,
  }) => {
    const server = await startTestServer(kind, { NOW, ...TEST_ADMIN_ENV });
    onTestFinished(() => server.close());
    expect(server.setupUrl).toBeUndefined();
    const madeUp = await setUp(server, "A".repeat(43), OWNER);
    expect(madeUp.status).toBe(410);
  }, 120_000);
});

describe.each(testDatabases)("setup links across restarts on %s", (kind) => {
  it("expires a link after an hour; the next start prints a new one", async ({
    onTestFinished,
  }) => {
    const store = await createPersistentStore(kind);
    onTestFinished(() => store.drop());
    const first = await startTestServer("pglite", { ...store.env, NOW });
    const oldToken = tokenOf(first.setupUrl);
    await first.close();

    const later = await startTestServer("pglite", { ...store.env, NOW: "2025-10-01T13:00:01Z" });
    onTestFinished(() => later.close());
    const newToken = tokenOf(later.setupUrl);
    expect(newToken).not.toBe(oldToken);
    expect((await setUp(later, oldToken, OWNER)).status).toBe(410);
    expect((await setUp(later, newToken, OWNER)).status).toBe(200);
  }, 120_000);
});

describe.each(testDatabases)("demo orders on %s", (kind) => {
  it("seeds marked demo orders on a new database, and removes only those", async ({
    onTestFinished,
  }) => {
    const store = await createPersistentStore(kind);
    onTestFinished(() => store.drop());
    const env = { ...store.env, ...TEST_ADMIN_ENV, NOW, DEMO_DATA: "true" };
    let server = await startTestServer("pglite", env);
    const login = await server.request("/api/admin/login", {
      method: "POST",
      json: { email: TEST_ADMIN_ENV.ADMIN_EMAIL, password: TEST_ADMIN_ENV.ADMIN_PASSWORD },
    });
    const auth = bearer((await login.json()).token);

    const listed = await (await server.request("/api/admin/orders", { headers: auth })).json();
    expect(listed.orders.length).toBeGreaterThan(0);
    for (const order of listed.orders) {
      expect(order.demo).toBe(true);
      expect(order.customerName).toMatch(/^Demo Customer \d+$/);
      expect(order.email).toMatch(/@example\.com$/);
    }
    const demoCount = listed.orders.length;
    expect(await (await server.request("/api/admin/demo-data", { headers: auth })).json()).toEqual({
      orders: demoCount,
    });
    const stats = await (await server.request("/api/admin/stats", { headers: auth })).json();
    expect(stats.totalRevenueCents).toBeGreaterThan(0);

    const real = await postCheckout(server, await quotedCheckoutRequest(server));
    expect(real.status).toBe(201);
    await server.close();

    // A restart on the same database adds nothing.
    server = await startTestServer("pglite", env);
    onTestFinished(() => server.close());
    const removed = await server.request("/api/admin/demo-data", {
      method: "DELETE",
      headers: auth,
    });
    expect(await removed.json()).toEqual({ orders: demoCount });
    const left = await (await server.request("/api/admin/orders", { headers: auth })).json();
    expect(left.orders).toHaveLength(1);
    expect(left.orders[0].demo).toBe(false);
    expect(await (await server.request("/api/admin/demo-data", { headers: auth })).json()).toEqual({
      orders: 0,
    });
  }, 120_000);

  it("prices the demo orders from the business's offering, per-unit add-ons with a quantity", async ({
    onTestFinished,
  }) => {
    const server = await startTestServer(kind, { NOW });
    onTestFinished(() => server.close());
    const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json"));
    const offering = loadTradeTemplates().get("window-cleaning")!;
    const windows = { id: "demo-windows", config: { ...demo.config, offering } };
    await server.businesses.create({
      id: windows.id,
      slug: windows.id,
      config: windows.config,
      status: "live",
    });
    for (const business of [demo, windows]) {
      await seedDemoOrders(server.database.db, business, new Date(NOW));
      const rows = await server.database.db
        .select()
        .from(orders)
        .where(eq(orders.businessId, business.id));
      expect(rows).toHaveLength(6);
      const { offering: sold } = business.config;
      const options = new Map(sold.options.map((option) => [option.code, option]));
      for (const row of rows) {
        expect(row.demo).toBe(true);
        expect(options.get(row.optionCode)?.label).toBe(row.optionLabel);
        expect(options.get(row.optionCode)?.customQuote).toBeUndefined();
        expect(row.seasonStartsOn === null).toBe(!sold.season);
        expect(row.lines.reduce((sum, line) => sum + line.amount_cents, 0)).toBe(
          row.grandTotalCents,
        );
      }
      const first = sold.addons[0]!;
      const withAddon = rows.filter((row) => row.addons.length > 0);
      expect(withAddon).toHaveLength(2);
      for (const row of withAddon) {
        expect(row.addons).toEqual([
          {
            code: first.code,
            label: first.label,
            ...(first.pricing.type === "per_unit" && { quantity: first.pricing.minQuantity + 2 }),
            price_cents: expect.any(Number),
          },
        ]);
      }
    }
  }, 120_000);

  it("seeds nothing with DEMO_DATA=false", async ({ onTestFinished }) => {
    const server = await startTestServer(kind, { NOW, ...TEST_ADMIN_ENV });
    onTestFinished(() => server.close());
    const login = await server.request("/api/admin/login", {
      method: "POST",
      json: { email: TEST_ADMIN_ENV.ADMIN_EMAIL, password: TEST_ADMIN_ENV.ADMIN_PASSWORD },
    });
    const auth = bearer((await login.json()).token);
    const listed = await (await server.request("/api/admin/orders", { headers: auth })).json();
    expect(listed.orders).toEqual([]);
  }, 120_000);
});

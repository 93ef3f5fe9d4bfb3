import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { parseBusinessConfig } from "@/server/config/business-config";
import { rollUpFunnel } from "@/server/funnel/roll-up-funnel";
import { projectRoot } from "@/server/paths";
import { type FunnelResponse, funnelResponseSchema } from "@/shared/api/funnel-contract";
import { emptyFunnelCounts, type FunnelCounts } from "@/shared/funnel";
import { addDaysToIsoDate, getZonedIsoDate } from "@/shared/zoned-date";
import { DEMO_BUSINESS_ID } from "../factories/insert-order";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import {
  customer,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { connectStripeAccount } from "../helpers/connect";
import { type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

/** The funnel through the real API (docs/product/dashboard.md#funnel). */
const NOW = "2025-10-01T12:00:00Z";
const TIME_ZONE = "America/New_York";

const HARBOR_ID = "harbor-view";
const harbor = (() => {
  const file = resolve(projectRoot, "tests/fixtures/second-business.json");
  const parsed = parseBusinessConfig(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.ok) throw new Error("second-business fixture does not parse");
  return parsed.config;
})();

const counts = (partial: Partial<FunnelCounts>): FunnelCounts => ({
  ...emptyFunnelCounts(),
  ...partial,
});

/**
 * Visits count on the business day their lead row was written (the database's clock, not the
 * pinned NOW): the range asked for is the days around the real today, in the business's zone.
 */
function rangeAroundToday() {
  const today = getZonedIsoDate(new Date(), TIME_ZONE);
  return `from=${addDaysToIsoDate(today, -1)}&to=${addDaysToIsoDate(today, 1)}`;
}

type Requester = TestServer;

async function checkArea(server: Requester, body: Record<string, unknown>, apiBase = "/api") {
  const response = await server.request(`${apiBase}/geo/check`, { method: "POST", json: body });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { visit: string }).visit;
}

async function price(server: Requester, visit: string) {
  const response = await server.request("/api/b/northside-snow/price", {
    method: "POST",
    json: { area: "Scarsdale", option: "FOUR_CAR", addons: ["bump_out"], visit },
  });
  expect(response.status).toBe(200);
}

async function checkout(server: Requester, email: string, visit: string) {
  const body = await quotedCheckoutRequest(server, { email });
  const response = await postCheckout(server, { ...body, visit });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { orderId: string }).orderId;
}

async function funnelOf(server: Requester, token: string, query = rangeAroundToday()) {
  const response = await server.request(`/api/admin/funnel?${query}`, { headers: bearer(token) });
  expect(response.status, await response.clone().text()).toBe(200);
  return funnelResponseSchema.parse(await response.json());
}

const byChannel = (funnel: FunnelResponse) =>
  Object.fromEntries(funnel.channels.map(({ channel, counts }) => [channel, counts]));

describe.each(testDatabases)("funnel on %s", (kind) => {
  let server: TestServer;
  let owner: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...TEST_ADMIN_ENV, NOW });
    owner = await loginAdmin(server);
    await server.businesses.create({
      id: HARBOR_ID,
      slug: "harbor-view",
      config: harbor,
      status: "live",
    });

    // Paid (test mode), from the hosted page and a search campaign; every step repeated.
    const paidEmail = uniqueEmail("funnel-paid");
    const paid = await checkArea(server, {
      ...customer,
      email: paidEmail,
      channel: "hosted",
      source: "google",
    });
    expect(await checkArea(server, { ...customer, email: paidEmail, channel: "hosted" })).toBe(
      paid,
    );
    await price(server, paid);
    await price(server, paid);
    const firstOrder = await checkout(server, paidEmail, paid);
    const secondOrder = await checkout(server, uniqueEmail("funnel-paid-again"), paid);
    for (const orderId of [firstOrder, secondOrder]) {
      const response = await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
        method: "POST",
        json: { customerName: "Pat Doe", phone: "5551234567" },
      });
      expect(response.status).toBe(200);
    }
    // Priced only, from the embed on a partner's site.
    const priced = await checkArea(server, {
      ...customer,
      email: uniqueEmail("funnel-priced"),
      channel: "embed",
      source: "acme.example",
    });
    await price(server, priced);
    // Out of the area: twice from Manhattan, once from Brooklyn.
    const manhattan = { address: "1 Broadway", city: "New York", state: "NY", zipCode: "10001" };
    await checkArea(server, { ...manhattan, email: uniqueEmail("funnel-out"), channel: "embed" });
    await checkArea(server, {
      ...manhattan,
      email: uniqueEmail("funnel-out"),
      channel: "hosted",
      source: "google",
    });
    await checkArea(server, {
      address: "1 Court St",
      city: "Brooklyn",
      state: "NY",
      zipCode: "11201-1234",
      email: uniqueEmail("funnel-out"),
      channel: "hosted",
    });

    // Another business's check, and its price call naming this business's visit.
    await checkArea(
      server,
      { ...customer, email: uniqueEmail("funnel-harbor") },
      "/api/b/harbor-view",
    );
    const option = harbor.offering.options.find((candidate) => !candidate.customQuote)!.code;
    await server.request("/api/b/harbor-view/price", {
      method: "POST",
      json: { area: harbor.offering.areas[0]!.name, option, addons: [], visit: priced },
    });
  });
  afterAll(() => server.close());

  it("counts each visit once at every step it reached, with conversion's ground truth", async () => {
    const funnel = await funnelOf(server, owner);
    expect(funnel.timezone).toBe(TIME_ZONE);
    // A season's service books no time: no "Time chosen" step.
    expect(funnel.steps).toEqual(["checks", "inArea", "priced", "checkoutStarted", "paid"]);
    expect(funnel.totals).toEqual(
      // The test-mode payments moved no money: paid, but no revenue.
      counts({ checks: 5, inArea: 2, priced: 2, checkoutStarted: 1, paid: 1, revenueCents: 0 }),
    );
    expect(funnel.periods).toHaveLength(3);
    const today = getZonedIsoDate(new Date(), TIME_ZONE);
    const day = funnel.periods.find((period) => period.start === today);
    // Unless midnight passed in New York while the scenario ran.
    if (day?.counts.checks !== funnel.totals.checks) return;
    expect(day.counts).toEqual(funnel.totals);
  });

  it("splits the funnel by channel and by source", async () => {
    const funnel = await funnelOf(server, owner);
    expect(byChannel(funnel)).toEqual({
      embed: counts({ checks: 2, inArea: 1, priced: 1 }),
      hosted: counts({ checks: 3, inArea: 1, priced: 1, checkoutStarted: 1, paid: 1 }),
    });
    expect(funnel.sources).toEqual([
      { source: "", counts: counts({ checks: 2 }) },
      {
        source: "google",
        counts: counts({ checks: 2, inArea: 1, priced: 1, checkoutStarted: 1, paid: 1 }),
      },
      { source: "acme.example", counts: counts({ checks: 1, inArea: 1, priced: 1 }) },
    ]);
    expect(funnel.moreSources).toBe(false);
  });

  it("lists the out-of-area demand by ZIP code, placed on the map", async () => {
    const funnel = await funnelOf(server, owner);
    expect(funnel.outOfArea).toEqual([
      {
        zipCode: "10001",
        checks: 2,
        place: expect.objectContaining({ state: "NY", lat: expect.any(Number) }),
      },
      { zipCode: "11201", checks: 1, place: expect.objectContaining({ city: "Brooklyn" }) },
    ]);
  });

  it("counts as it goes exactly what a count from scratch finds", async () => {
    const counters = () =>
      selectRows(
        server.database,
        sql`select * from funnel_days where business_id = ${DEMO_BUSINESS_ID} order by day, channel, source`,
      );
    const asCounted = await counters();
    expect(asCounted.length).toBeGreaterThan(0);
    await rollUpFunnel(server.database.db, DEMO_BUSINESS_ID);
    expect(await counters()).toEqual(asCounted);
  });

  it("groups days into weeks and fills the days without visits", async () => {
    const week = await funnelOf(server, owner, "from=2025-09-29&to=2025-10-12&granularity=week");
    expect(week.periods).toEqual([
      { start: "2025-09-29", end: "2025-10-05", counts: counts({}) },
      { start: "2025-10-06", end: "2025-10-12", counts: counts({}) },
    ]);
    const defaults = await funnelOf(server, owner, "");
    // The pinned NOW is 8:00 on October 1 in New York: the last 30 days up to it.
    expect([defaults.from, defaults.to, defaults.granularity]).toEqual([
      "2025-09-02",
      "2025-10-01",
      "day",
    ]);
    expect(defaults.periods).toHaveLength(30);
    // From alone runs to today, at most FUNNEL_MAX_DAYS days.
    const fromOnly = await funnelOf(server, owner, "from=2024-10-01");
    expect([fromOnly.from, fromOnly.to, fromOnly.periods.length]).toEqual([
      "2024-10-01",
      "2025-10-01",
      366,
    ]);
  });

  it("shows another business only its own visits, however its calls cross", async () => {
    await createAdminUser(server.database.db, {
      businessId: HARBOR_ID,
      email: "harbor-owner@example.com",
      password: "harbor owner password",
      now: new Date(NOW),
    });
    const harborOwner = await loginAdmin(server, {
      email: "harbor-owner@example.com",
      password: "harbor owner password",
    });
    const funnel = await funnelOf(server, harborOwner);
    expect(funnel.totals).toEqual(counts({ checks: 1 }));
    expect(funnel.outOfArea.map(({ zipCode }) => zipCode)).toEqual(["10583"]);
    const counted = await selectRows<{ business_id: string }>(
      server.database,
      sql`select distinct business_id from funnel_days order by business_id`,
    );
    expect(counted.map((row) => row.business_id)).toEqual([HARBOR_ID, DEMO_BUSINESS_ID]);
  });

  it("is for the business's staff and owner, never for anyone signed out", async () => {
    await createAdminUser(server.database.db, {
      businessId: DEMO_BUSINESS_ID,
      email: "funnel-staff@example.com",
      password: "staff member password",
      role: "staff",
      now: new Date(NOW),
    });
    const staff = await loginAdmin(server, {
      email: "funnel-staff@example.com",
      password: "staff member password",
    });
    expect((await funnelOf(server, staff)).totals.checks).toBe(5);
    const anonymous = await server.request(`/api/admin/funnel?${rangeAroundToday()}`);
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ["granularity=month", "granularity"],
    ["from=yesterday", "from"],
    ["from=2025-10-05&to=2025-10-01", "to"],
    ["from=2024-01-01&to=2025-10-01", "to"],
    ["day=2025-10-01", "day"],
    // One bound alone is capped as well: the other is filled in, then the range checked.
    ["from=0001-01-01", "from"],
    ["from=2024-09-30", "from"],
    ["from=2025-10-02", "from"],
    ["to=9999-12-31", "to"],
  ])("refuses %s, naming %s", async (query, field) => {
    const response = await server.request(`/api/admin/funnel?${query}`, { headers: bearer(owner) });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(field);
  });
});

describe.each(testDatabases)("funnel revenue from Stripe payments on %s", (kind) => {
  let stripe: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(kind, {
      ...TEST_ADMIN_ENV,
      NOW,
      PUBLIC_URL: "https://snow.example.com",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      OUTBOX_POLL_INTERVAL_MS: "60000",
    });
    await connectStripeAccount(server, stripe);
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  it("adds a paid order's total (before tax) to its visit's revenue, once however often delivered", async () => {
    const email = uniqueEmail("funnel-stripe");
    const visit = await checkArea(server, {
      ...customer,
      email,
      channel: "embed",
      source: "newsletter",
    });
    await price(server, visit);
    const orderId = await checkout(server, email, visit);
    const [order] = await selectRows<{ checkout_session_id: string; total_cents: number }>(
      server.database,
      sql`select checkout_session_id, total_cents from orders where id = ${orderId}`,
    );
    stripe.completeSession(order!.checkout_session_id);
    const event = stripe.signedEvent("checkout.session.completed", order!.checkout_session_id);
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await server.request("/api/stripe/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": event.signature },
        body: event.payload,
      });
      expect(response.status).toBe(200);
    }
    const funnel = await funnelOf(server, await loginAdmin(server));
    expect(funnel.totals).toEqual(
      counts({
        checks: 1,
        inArea: 1,
        priced: 1,
        checkoutStarted: 1,
        paid: 1,
        revenueCents: order!.total_cents,
      }),
    );
    expect(funnel.sources).toEqual([{ source: "newsletter", counts: funnel.totals }]);
  });
});

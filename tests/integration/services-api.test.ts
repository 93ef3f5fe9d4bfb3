import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStoredBusinessConfig } from "@/domain/stored-offering";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { loadBusinessFile } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { bearer, loginAdmin, TEST_ADMIN, TEST_ADMIN_ENV } from "../helpers/admin";
import { customer, customQuoteRequest, selectRows } from "../helpers/checkout";
import {
  startSecondInstance,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../helpers/test-server";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
const { billing: _billing, ...demoTexts } = demo.offering.service;
const AREA = demo.offering.areas[0]!.name;

const texts = (name: string) => ({
  ...demoTexts,
  name,
  contract: {},
  steps: {
    ...demoTexts.steps,
    quantities: { title: "How much?", progressLabel: "Size", progressShortLabel: "Size" },
    frequency: { title: "How often?", progressLabel: "Often", progressShortLabel: "Often" },
  },
});

/**
 * A business stored in the services shape (docs/product/pricing.md#services): floor care by
 * square feet in bands, a home clean by bedrooms (the option) plus bathrooms, weekly with a
 * first visit at +50%; no fee or tax, so each total is the service's price.
 */
const servicesConfig = {
  ...demo,
  name: "Two Services Co",
  offering: {
    trade: "cleaning",
    serviceStep: { title: "What do you need?", progressLabel: "Service", progressShortLabel: "1" },
    services: [
      {
        code: "floor_care",
        texts: texts("floor care"),
        billing: { type: "one_time" },
        pricing: {
          quantities: [
            {
              code: "floor_area",
              label: "Floor area",
              unit: "sq_ft",
              min: 100,
              max: 5000,
              step: 100,
              pricing: {
                type: "bands",
                bands: [
                  { upTo: 1500, priceCents: 12900 },
                  { upTo: 2500, priceCents: 15900 },
                ],
                over: { each: 500, priceCents: 2000 },
              },
            },
          ],
        },
        addons: [],
      },
      {
        code: "home_clean",
        texts: texts("home cleaning"),
        billing: {
          type: "per_visit",
          frequencies: [
            { code: "one_time" },
            {
              code: "weekly",
              adjustment: { type: "percent", basisPoints: -1500 },
              firstVisit: { type: "percent", basisPoints: 5000 },
            },
          ],
        },
        pricing: {
          options: [
            { code: "one_bed", label: "1 bedroom", description: "One bedroom" },
            { code: "two_bed", label: "2 bedrooms", description: "Two bedrooms" },
          ],
          prices: { [AREA]: { one_bed: 10000, two_bed: 14000 } },
          quantities: [
            {
              code: "bathrooms",
              label: "Bathrooms",
              unit: "bathroom",
              min: 1,
              max: 4,
              pricing: { type: "per_unit", unitPriceCents: 2500 },
            },
          ],
        },
        addons: [],
      },
    ],
    areas: demo.offering.areas.map(
      ({ prices: _prices, minimumChargeCents: _min, ...area }) => area,
    ),
    fees: { rateBasisPoints: 0, fixedCents: 0 },
    tax: { rateBasisPoints: 0 },
  },
};
const API = "/api/b/two-services";

describe.each(testDatabases)("services on the server (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...TEST_ADMIN_ENV, NOW: "2025-10-01T12:00:00Z" });
    const parsed = parseStoredBusinessConfig(servicesConfig);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    await server.businesses.create({
      id: "two-services",
      slug: "two-services",
      config: parsed.config,
      status: "live",
    });
  });
  afterAll(() => server?.close());

  let ownerHeaders: { authorization: string } | undefined;
  /** The two-services business's owner, signed in. */
  const servicesOwner = async () => {
    if (!ownerHeaders) {
      const account = { email: "owner@two-services.example.com", password: TEST_ADMIN.password };
      await createAdminUser(server.database.db, {
        businessId: "two-services",
        ...account,
        now: new Date(),
      });
      ownerHeaders = bearer(await loginAdmin(server, account));
    }
    return ownerHeaders;
  };

  const price = async (body: object, path = `${API}/price`, on = server) => {
    const response = await on.request(path, { method: "POST", json: body });
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json()) as any };
  };

  it("prices by a quantity in bands, each 500 sq ft over the last band at $20", async () => {
    const small = await price({
      service: "floor_care",
      area: AREA,
      quantities: [{ code: "floor_area", quantity: 1000 }],
    });
    expect(small.status).toBe(200);
    expect(small.body).toMatchObject({
      service: "floor_care",
      option: null,
      quantities: [{ code: "floor_area", quantity: 1000, price_cents: 12900 }],
      frequency: null,
      grand_total_cents: 12900,
    });
    expect(small.body.recurring).toBeUndefined();
    const large = await price({
      service: "floor_care",
      area: AREA,
      quantities: [{ code: "floor_area", quantity: 3100 }],
    });
    expect(large.body.grand_total_cents).toBe(15900 + 2 * 2000);
  });

  it("prices by an option plus a quantity, weekly with a first visit at +50%", async () => {
    const selection = {
      service: "home_clean",
      area: AREA,
      option: "two_bed",
      quantities: [{ code: "bathrooms", quantity: 2 }],
    };
    const once = await price(selection);
    expect(once.status).toBe(200);
    expect(once.body).toMatchObject({
      option: "two_bed",
      frequency: "one_time",
      grand_total_cents: 19000,
    });
    expect(once.body.recurring).toBeUndefined();

    const weekly = await price({ ...selection, frequency: "weekly" });
    expect(weekly.status).toBe(200);
    expect(weekly.body).toMatchObject({
      frequency: "weekly",
      grand_total_cents: 28500,
      recurring: {
        frequency: "weekly",
        first_visit_grand_total_cents: 28500,
        visit_grand_total_cents: 19000 - 2850,
      },
    });
    expect(weekly.body.lines).toContainEqual({
      kind: "frequency_adjustment",
      label: "First visit, +50%",
      amount_cents: 9500,
    });
  });

  it.each([
    ["service", { area: AREA, quantities: [{ code: "floor_area", quantity: 1000 }] }],
    ["service", { service: "snow_removal", area: AREA }],
    [
      "quantities.0.quantity",
      { service: "floor_care", area: AREA, quantities: [{ code: "floor_area", quantity: 50 }] },
    ],
    [
      "quantities.0",
      { service: "floor_care", area: AREA, quantities: [{ code: "rooms", quantity: 2 }] },
    ],
    ["quantities", { service: "home_clean", area: AREA, option: "one_bed" }],
    [
      "option",
      { service: "home_clean", area: AREA, quantities: [{ code: "bathrooms", quantity: 1 }] },
    ],
    [
      "frequency",
      {
        service: "home_clean",
        area: AREA,
        option: "one_bed",
        quantities: [{ code: "bathrooms", quantity: 1 }],
        frequency: "daily",
      },
    ],
    [
      "frequency",
      {
        service: "floor_care",
        area: AREA,
        quantities: [{ code: "floor_area", quantity: 1000 }],
        frequency: "weekly",
      },
    ],
  ])("answers 400 naming %s", async (field, body) => {
    const { status, body: error } = await price(body);
    expect(status).toBe(400);
    expect(error.issues).toEqual([expect.objectContaining({ path: field })]);
  });

  it("keeps the demo's answer as it was, and prices it as a service when asked", async () => {
    const choice = { area: AREA, option: "TWO_CAR", addons: [] };
    const today = await price(choice, "/api/b/northside-snow/price");
    expect(today.status).toBe(200);
    for (const field of ["service", "quantities", "frequency", "recurring"]) {
      expect(today.body).not.toHaveProperty(field);
    }
    const named = await price(
      { ...choice, service: "snow_removal" },
      "/api/b/northside-snow/price",
    );
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ service: "snow_removal", frequency: null });
    expect(named.body.grand_total_cents).toBe(today.body.grand_total_cents);
    expect(named.body.lines).toEqual(today.body.lines);
  });

  it("knows a business's service codes only at that business", async () => {
    const { status, body } = await price(
      { service: "floor_care", area: AREA, quantities: [{ code: "floor_area", quantity: 1000 }] },
      "/api/b/northside-snow/price",
    );
    expect(status).toBe(400);
    expect(body.issues).toEqual([expect.objectContaining({ path: "service" })]);
  });

  it("lists the services in the config answer, and none for the demo", async () => {
    const config = await (await server.request(`${API}/config`)).json();
    expect(config.services.step.title).toBe("What do you need?");
    expect(config.services.list.map((service: { code: string }) => service.code)).toEqual([
      "floor_care",
      "home_clean",
    ]);
    expect(config.services.list[1]).toMatchObject({
      billing: "per_visit",
      options: [{ code: "one_bed" }, { code: "two_bed" }],
      quantities: [{ code: "bathrooms", unit: "bathroom", min: 1, max: 4, step: 1 }],
      frequencies: [
        { code: "one_time", label: "One time" },
        { code: "weekly", label: "Weekly", adjustment: "15% off", first_visit: "+50%" },
      ],
    });
    // Each service's own texts, its placeholders filled, with its quantities and frequency steps.
    const { texts: cleanTexts } = config.services.list[1];
    expect(cleanTexts.name).toBe("home cleaning");
    expect(cleanTexts.steps.review.title).toBe("Your home cleaning quote");
    expect(cleanTexts.steps.quantities).toMatchObject({
      title: "How much?",
      progressLabel: "Size",
    });
    expect(cleanTexts.steps.frequency).toMatchObject({ title: "How often?" });
    const demoConfig = await (await server.request("/api/b/northside-snow/config")).json();
    expect(demoConfig).not.toHaveProperty("services");
  });

  it("stores the services shape: another instance reads it from the database", async () => {
    const second = await startSecondInstance(server);
    try {
      const weekly = await price(
        {
          service: "home_clean",
          area: AREA,
          option: "one_bed",
          quantities: [{ code: "bathrooms", quantity: 1 }],
          frequency: "weekly",
        },
        `${API}/price`,
        second,
      );
      expect(weekly.status).toBe(200);
      expect(weekly.body.recurring.visit_grand_total_cents).toBe(12500 - 1875);
    } finally {
      await second.close();
    }
  });

  it("checks out the first visit of a weekly plan and stores the selection", async () => {
    const selection = {
      service: "home_clean",
      area: AREA,
      option: "two_bed",
      quantities: [{ code: "bathrooms", quantity: 2 }],
      frequency: "weekly",
    };
    const { body: quote } = await price(selection);
    const response = await server.request(`${API}/checkout`, {
      method: "POST",
      json: {
        ...customer,
        ...selection,
        addons: [],
        basePriceCents: quote.breakdown.base_price_cents,
        addonPriceCents: quote.breakdown.addon_price_cents,
        subtotalCents: quote.subtotal_cents,
        feeCents: quote.fee_cents,
        totalCents: quote.total_cents,
        taxCents: quote.tax_cents,
        grandTotalCents: quote.grand_total_cents,
      },
    });
    expect(response.status).toBe(201);
    const { orderId } = await response.json();
    const [order] = await selectRows(
      server.database,
      `select service_code, quantities, frequency, recurring, grand_total_cents, lines
         from orders where id = '${orderId}'`,
    );
    expect(order).toMatchObject({
      service_code: "home_clean",
      quantities: [{ code: "bathrooms", quantity: 2, price_cents: 5000 }],
      frequency: "weekly",
      recurring: { first_visit_grand_total_cents: 28500, visit_grand_total_cents: 16150 },
      grand_total_cents: 28500,
    });
    expect(order!.lines).toContainEqual(expect.objectContaining({ kind: "frequency_adjustment" }));

    const wrong = await server.request(`${API}/checkout`, {
      method: "POST",
      json: {
        ...customer,
        ...selection,
        frequency: "daily",
        addons: [],
        basePriceCents: 0,
        addonPriceCents: 0,
        subtotalCents: 0,
        feeCents: 0,
        totalCents: 0,
      },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).issues).toEqual([expect.objectContaining({ path: "frequency" })]);
  });

  it("takes the selection on the geo check and custom quotes, refusing another business's service", async () => {
    const { email: _email, ...address } = customer;
    const unknown = await server.request(`${API}/geo/check`, {
      method: "POST",
      json: { ...address, email: "pat@example.com", service: "snow_removal" },
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).issues).toEqual([expect.objectContaining({ path: "service" })]);
    const known = await server.request(`${API}/geo/check`, {
      method: "POST",
      json: { ...address, email: "pat@example.com", service: "floor_care" },
    });
    expect(known.status).toBe(200);

    const selection = {
      service: "floor_care",
      quantities: [{ code: "floor_area", quantity: 4800 }],
    };
    const asked = await server.request(`${API}/custom-quotes`, {
      method: "POST",
      json: { ...customQuoteRequest, email: "lee@example.com", ...selection },
    });
    expect(asked.status).toBe(201);
    const { id } = await asked.json();
    const [row] = await selectRows(
      server.database,
      `select selection from custom_quote_requests where id = '${id}'`,
    );
    expect(row!.selection).toEqual(selection);
  });

  it("shows a paid plan's service, quantities and frequency in its emails, the dashboard and the export, to its business alone", async () => {
    const selection = {
      service: "home_clean",
      area: AREA,
      option: "one_bed",
      quantities: [{ code: "bathrooms", quantity: 2 }],
      frequency: "weekly",
    };
    const { body: quote } = await price(selection);
    const created = await server.request(`${API}/checkout`, {
      method: "POST",
      json: {
        ...customer,
        email: "plan@example.com",
        ...selection,
        addons: [],
        basePriceCents: quote.breakdown.base_price_cents,
        addonPriceCents: quote.breakdown.addon_price_cents,
        subtotalCents: quote.subtotal_cents,
        feeCents: quote.fee_cents,
        totalCents: quote.total_cents,
        taxCents: quote.tax_cents,
        grandTotalCents: quote.grand_total_cents,
      },
    });
    expect(created.status).toBe(201);
    const { orderId } = await created.json();
    const paid = await server.request(`${API}/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Plan", phone: "(555) 123-4567" },
    });
    expect(paid.status).toBe(200);

    // $100 + 2 bathrooms at $25: $150 a visit; the first at +50% ($225), each later at -15%.
    const plan = "Weekly: $225.00 the first visit, then $127.50 weekly";
    const emails = await selectRows<{ kind: string; payload: { text: string } }>(
      server.database,
      `select kind, payload from outbox where dedupe_key like 'order:${orderId}:%' order by kind`,
    );
    expect(emails.map((email) => email.kind)).toEqual(["order_paid_notice", "order_receipt"]);
    for (const { payload } of emails) {
      expect(payload.text).toContain("Home cleaning");
      expect(payload.text).toContain("1 bedroom");
      expect(payload.text).toContain("2 bathrooms");
      expect(payload.text).toContain(plan);
    }

    const owner = await servicesOwner();
    const service = {
      code: "home_clean",
      name: "home cleaning",
      quantities: [
        {
          code: "bathrooms",
          label: "Bathrooms",
          quantity: 2,
          amount: "2 bathrooms",
          price_cents: 5000,
        },
      ],
      frequency: { code: "weekly", name: "Weekly" },
      recurring: { first_visit_grand_total_cents: 22500, visit_grand_total_cents: 12750 },
    };
    const list = await server.request("/api/admin/orders?tab=all", { headers: owner });
    expect(list.status).toBe(200);
    const { orders } = await list.json();
    expect(orders).toContainEqual(expect.objectContaining({ id: orderId, service }));
    const detail = await server.request(`/api/admin/orders/${orderId}`, { headers: owner });
    const { order } = await detail.json();
    expect(order).toMatchObject({ option: { code: "one_bed", label: "1 bedroom" }, service });
    expect(order.lines).toContainEqual(expect.objectContaining({ kind: "quantity" }));
    expect(order.lines).toContainEqual(expect.objectContaining({ kind: "frequency_adjustment" }));

    const exported = await server.request("/api/admin/export", {
      method: "POST",
      headers: owner,
      json: { orderIds: [orderId], exportedBy: "Owner" },
    });
    const [header, row] = (await exported.text()).split("\r\n");
    expect(header).toMatch(
      /"Longitude","Service","Quantities","Frequency","Each Later Visit \(USD\)"$/,
    );
    expect(row).toMatch(/,"home cleaning","Bathrooms 2 bathrooms","Weekly","127.50"$/);

    // The demo's owner sees none of it; its export keeps today's columns.
    const demoOwner = bearer(await loginAdmin(server));
    const demoList = await server.request("/api/admin/orders?tab=all", { headers: demoOwner });
    expect(JSON.stringify(await demoList.json())).not.toContain(orderId);
    const foreign = await server.request(`/api/admin/orders/${orderId}`, { headers: demoOwner });
    expect(foreign.status).toBe(404);
    const demoExport = await server.request("/api/admin/export", {
      method: "POST",
      headers: demoOwner,
      json: { orderIds: [orderId], exportedBy: "Owner" },
    });
    const demoCsv = await demoExport.text();
    expect(demoCsv).not.toContain(orderId);
    expect(demoCsv.split("\r\n")[0]).toMatch(/"Longitude"$/);
  });

  it("counts the funnel per service, filtered by the business's own services alone", async () => {
    const owner = await servicesOwner();
    // Visits are dated by the database's clock, not NOW: around today, in any time zone.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
    const range = `from=${day(-2).slice(0, 10)}&to=${day(2).slice(0, 10)}`;
    const checks = async (query = "", headers = owner) => {
      const path = `/api/admin/funnel?${range}${query.replace("?", "&")}`;
      const response = await server.request(path, { headers });
      return { status: response.status, body: await response.json() };
    };
    const before = {
      all: (await checks()).body.totals.checks,
      floor: (await checks("?service=floor_care")).body.totals.checks,
      clean: (await checks("?service=home_clean")).body.totals.checks,
      cleanInArea: (await checks("?service=home_clean")).body.totals.inArea,
    };
    const { email: _email, ...address } = customer;
    for (const [email, service] of [
      ["funnel-1@example.com", "floor_care"],
      ["funnel-2@example.com", "floor_care"],
      ["funnel-3@example.com", "home_clean"],
      ["funnel-4@example.com", undefined],
    ] as const) {
      const checked = await server.request(`${API}/geo/check`, {
        method: "POST",
        json: { ...address, email, ...(service && { service }) },
      });
      expect(checked.status).toBe(200);
    }

    const all = await checks();
    expect(all.body.totals.checks).toBe(before.all + 4);
    expect(all.body.services).toEqual([
      { code: "floor_care", name: "floor care" },
      { code: "home_clean", name: "home cleaning" },
    ]);
    const floor = await checks("?service=floor_care");
    expect(floor.body).toMatchObject({ service: "floor_care" });
    expect(floor.body.totals.checks).toBe(before.floor + 2);
    expect((await checks("?service=home_clean")).body.totals.checks).toBe(before.clean + 1);

    // The wizard asks the service after the address: a visit that named none counts under the
    // service it is first priced for, its check moved there; pricing another later moves nothing.
    const unnamed = await server.request(`${API}/geo/check`, {
      method: "POST",
      json: { ...address, email: "funnel-5@example.com" },
    });
    const { visit } = (await unnamed.json()) as { visit: string };
    const cleaning = {
      service: "home_clean",
      area: AREA,
      option: "two_bed",
      quantities: [{ code: "bathrooms", quantity: 2 }],
    };
    expect((await price({ ...cleaning, visit })).status).toBe(200);
    const floorCare = {
      service: "floor_care",
      area: AREA,
      quantities: [{ code: "floor_area", quantity: 1000 }],
    };
    expect((await price({ ...floorCare, visit })).status).toBe(200);
    const afterPricing = {
      all: (await checks()).body.totals,
      floor: (await checks("?service=floor_care")).body.totals,
      clean: (await checks("?service=home_clean")).body.totals,
    };
    expect(afterPricing.all.checks).toBe(before.all + 5);
    expect(afterPricing.clean).toMatchObject({
      checks: before.clean + 2,
      inArea: before.cleanInArea + 2,
    });
    expect(afterPricing.clean.priced).toBeGreaterThanOrEqual(1);
    expect(afterPricing.floor.checks).toBe(before.floor + 2);

    const unknown = await checks("?service=snow_removal");
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues).toEqual([expect.objectContaining({ path: "service" })]);
    // The demo sells one service: no choice, and another business's service is refused.
    const demoOwner = bearer(await loginAdmin(server));
    const demo = await checks("", demoOwner);
    expect(demo.status).toBe(200);
    expect(demo.body).not.toHaveProperty("services");
    expect((await checks("?service=floor_care", demoOwner)).status).toBe(400);
  });
});

import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { orderEvents, orders } from "@/server/db/schema";
import {
  adminCustomQuotesResponseSchema,
  adminLeadsResponseSchema,
  adminOrderDetailSchema,
  adminOrdersResponseSchema,
} from "@/shared/api/admin-contract";
import { insertCustomQuote } from "../factories/insert-custom-quote";
import { DEMO_BUSINESS_ID, insertOrder, perUnitAddonOrder } from "../factories/insert-order";
import { insertQuoteLead } from "../factories/insert-quote-lead";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { postCheckout, quotedCheckoutRequest, selectRows, uniqueEmail } from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

/** 23:30 on October 1 in New York, already October 2 in UTC. */
const NOW = "2025-10-02T03:30:00.000Z";

type Order = Awaited<ReturnType<typeof insertOrder>>;

describe.each(testDatabases)("admin dashboard API on %s", (kind) => {
  let server: TestServer;
  let token: string;
  let o: Record<"a" | "b" | "c" | "d" | "e", Order>;

  const get = async (path: string, authToken = token) => {
    const response = await server.request(path, { headers: bearer(authToken) });
    return { status: response.status, body: await response.json() };
  };
  const listNames = async (query: string) => {
    const { status, body } = await get(`/api/admin/orders${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return adminOrdersResponseSchema.parse(body).orders.map((order) => order.customerName);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { ...TEST_ADMIN_ENV, NOW });
    token = await loginAdmin(server);
    const db = server.database.db;
    o = {
      // 23:59:59 on September 30 in New York: yesterday.
      a: await insertOrder(db, {
        customerName: "Alice Anders",
        createdAt: new Date("2025-10-01T03:59:59Z"),
        paymentStatus: "paid",
        totalCents: 16_709,
      }),
      // Midnight starting October 1 in New York: today.
      b: await insertOrder(db, {
        customerName: "Bob Brown",
        area: "White Plains",
        city: "White Plains",
        createdAt: new Date("2025-10-01T04:00:00Z"),
        paymentStatus: "paid",
        onboarded: true,
        onboardedBy: "Admin User",
        totalCents: 20_000,
      }),
      // October 2 in UTC, still October 1 in New York: today. 12 units of a per-unit add-on, no
      // season (as a business of another trade sells).
      c: await insertOrder(db, {
        ...perUnitAddonOrder,
        customerName: "Carol O'Neil",
        email: "CAROL@Example.com",
        address: '5 "Elm" St, Apt 2',
        area: "Harrison",
        city: "Harrison",
        createdAt: new Date("2025-10-02T00:30:00Z"),
        paymentStatus: "pending",
        totalCents: 30_000,
      }),
      d: await insertOrder(db, {
        customerName: '=HYPERLINK("http://evil.example","x")',
        address: "+1 Evil Rd",
        createdAt: new Date("2025-10-02T03:29:00Z"),
        paymentStatus: "paid",
        totalCents: 11_111,
        lat: null,
        lng: null,
      }),
      e: await insertOrder(db, {
        customerName: "Eve 100% Real_Name",
        area: "Harrison",
        city: "Harrison",
        createdAt: new Date("2025-09-15T12:00:00Z"),
        paymentStatus: "paid",
        onboarded: true,
        totalCents: 5000,
        addons: [{ code: "bump_out", label: "Bump-out Extension", price_cents: 7500 }],
      }),
    };
  });
  afterAll(() => server.close());

  it("answers GET /api/admin/orders without parameters with the newest orders in the admin order shape", async () => {
    const { status, body } = await get("/api/admin/orders");
    expect(status).toBe(200);
    const page = adminOrdersResponseSchema.parse(body);
    expect(page.nextCursor).toBeNull();
    expect(page.orders.map((order) => order.id)).toEqual([o.d.id, o.c.id, o.b.id, o.a.id, o.e.id]);
    expect(page.orders[4]).toEqual({
      id: o.e.id,
      customerName: "Eve 100% Real_Name",
      email: o.e.email,
      phone: "(555) 010-0100",
      address: o.e.address,
      city: "Harrison",
      state: "NY",
      zipCode: "10583",
      town: "Harrison",
      option: { code: "FOUR_CAR", label: "4-Car Driveway" },
      addons: [{ code: "bump_out", label: "Bump-out Extension", price_cents: 7500 }],
      totalCents: 5000,
      taxCents: 1272,
      grandTotalCents: 17_981,
      lines: o.e.lines,
      paymentStatus: "paid",
      paidInTestMode: false,
      depositCents: null,
      balanceStatus: null,
      onboarded: true,
      onboardedAt: null,
      onboardedBy: null,
      createdAt: "2025-09-15T12:00:00.000Z",
      lat: 40.9887,
      lng: -73.8087,
      demo: false,
      locationPrecision: "zip",
    });
    expect(page.orders[1]).toMatchObject({
      id: o.c.id,
      option: { code: "TWO_STORY", label: "Two-story Home" },
      addons: perUnitAddonOrder.addons,
      lines: perUnitAddonOrder.lines,
      grandTotalCents: 36_723,
    });
  });

  it("answers the detail of an order without a season with null season dates", async () => {
    const { status, body } = await get(`/api/admin/orders/${o.c.id}`);
    expect(status).toBe(200);
    const { order } = adminOrderDetailSchema.parse(body);
    expect(order).toMatchObject({
      option: { code: "TWO_STORY", label: "Two-story Home" },
      addons: perUnitAddonOrder.addons,
      seasonStartsOn: null,
      seasonEndsOn: null,
    });
  });

  it("filters the tabs by their rules, 'Today' being the New York date across UTC midnight", async () => {
    expect(await listNames("?tab=today")).toEqual([o.d.customerName, "Carol O'Neil", "Bob Brown"]);
    expect(await listNames("?tab=paid")).toEqual([o.d.customerName, "Alice Anders"]);
    expect(await listNames("?tab=incomplete")).toEqual(["Carol O'Neil"]);
    expect(await listNames("?tab=onboarded")).toEqual(["Bob Brown", "Eve 100% Real_Name"]);
    expect(await listNames("?tab=all")).toHaveLength(5);
  });

  it("computes the stat cards for the business's today", async () => {
    const { status, body } = await get("/api/admin/stats");
    expect(status).toBe(200);
    expect(body).toEqual({
      todayOrders: 3,
      totalRevenueCents: 16_709 + 20_000 + 11_111 + 5000,
      incompleteOrders: 1,
      onboardedOrders: 2,
      today: "2025-10-01",
      timezone: "America/New_York",
    });
  });

  it("searches name, email, address and town, case-insensitive, within the tab", async () => {
    expect(await listNames("?q=carol")).toEqual(["Carol O'Neil"]);
    expect(await listNames("?q=CAROL%40EXAMPLE")).toEqual(["Carol O'Neil"]);
    expect(await listNames("?q=elm%22%20st")).toEqual(["Carol O'Neil"]);
    expect(await listNames("?q=white%20PLAINS")).toEqual(["Bob Brown"]);
    expect(await listNames("?q=harrison")).toEqual(["Carol O'Neil", "Eve 100% Real_Name"]);
    expect(await listNames("?tab=paid&q=scarsdale")).toEqual([o.d.customerName, "Alice Anders"]);
    expect(await listNames("?tab=today&q=nobody-matches")).toEqual([]);
  });

  it("treats % and _ in a search as the characters themselves", async () => {
    expect(await listNames("?q=%25")).toEqual(["Eve 100% Real_Name"]);
    expect(await listNames("?q=l_n")).toEqual(["Eve 100% Real_Name"]);
  });

  it("refuses bad list parameters with 400 naming the field", async () => {
    for (const [query, field] of [
      ["?tab=yesterday", "tab"],
      ["?limit=0", "limit"],
      ["?limit=201", "limit"],
      ["?limit=ten", "limit"],
      ["?cursor=not-a-cursor", "cursor"],
      [
        `?cursor=${Buffer.from('["2025-10-01; drop table orders", "x"]').toString("base64url")}`,
        "cursor",
      ],
      ["?sort=asc", "sort"],
    ] as const) {
      const { status, body } = await get(`/api/admin/orders${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toContain(field);
    }
  });

  it("refuses a well-formed cursor holding an impossible timestamp with 400 on every list", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const path of ["/api/admin/orders", "/api/admin/custom-quotes", "/api/admin/leads"]) {
      for (const createdAt of [
        "2025-13-45 99:99:99+00",
        "2025-02-29 12:00:00+00",
        "0000-01-01 00:00:00+00",
        "2025-10-01 12:00:00+99",
        "2025-10-01 12:00:00+05:60",
      ]) {
        const cursor = Buffer.from(JSON.stringify([createdAt, id])).toString("base64url");
        const { status, body } = await get(`${path}?cursor=${cursor}`);
        expect(status, `${path} ${createdAt}`).toBe(400);
        expect(body.issues, `${path} ${createdAt}`).toEqual([
          { path: "cursor", message: expect.any(String) },
        ]);
      }
    }
  });

  it("lists custom quotes newest first with a total", async () => {
    const db = server.database.db;
    const pending = await insertCustomQuote(db, { createdAt: new Date("2025-09-20T12:00:00Z") });
    const quoted = await insertCustomQuote(db, {
      customerName: "Quinn Quoted",
      status: "quoted",
      createdAt: new Date("2025-09-21T12:00:00Z"),
    });
    const { status, body } = await get("/api/admin/custom-quotes");
    expect(status).toBe(200);
    const list = adminCustomQuotesResponseSchema.parse(body);
    expect(list.total).toBe(2);
    expect(list.customQuotes.map((quote) => [quote.id, quote.status])).toEqual([
      [quoted.id, "quoted"],
      [pending.id, "pending"],
    ]);
    expect(list.customQuotes[1]).toMatchObject({
      customerName: "Casey Custom",
      email: "casey@example.com",
      address: "7 Fox Meadow Rd",
      city: "Scarsdale",
      state: "NY",
      description: "Custom quote request from the instant quote system",
      createdAt: "2025-09-20T12:00:00.000Z",
    });
  });

  it("searches custom quotes by name, email, phone, address, city, ZIP and area, counting the matches", async () => {
    const db = server.database.db;
    const [harbor, percent] = [
      await insertCustomQuote(db, {
        customerName: "Hana Harbor",
        email: "hana@harbor.example",
        phone: "(914) 555-0199",
        address: "12 Pier Ln",
        city: "Rye",
        zipCode: "10580",
        area: null,
      }),
      await insertCustomQuote(db, { customerName: "Percy 100% Sure", address: "9 Oak St" }),
    ];
    const search = async (q: string) => {
      const { status, body } = await get(`/api/admin/custom-quotes?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      const list = adminCustomQuotesResponseSchema.parse(body);
      expect(list.total, q).toBe(list.customQuotes.length);
      return list.customQuotes.map((quote) => quote.id);
    };
    for (const q of ["hana", "HARBOR.example", "555-0199", "pier ln", "rye", "10580"]) {
      expect(await search(q), q).toEqual([harbor.id]);
    }
    expect(await search("100%")).toEqual([percent.id]);
    expect(await search("0%S")).toEqual([]);
    expect(await search("Scarsdale")).not.toContain(harbor.id);
    const tooLong = await get(`/api/admin/custom-quotes?q=${"x".repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues).toEqual([{ path: "q", message: expect.any(String) }]);
  });

  it("lists each visitor once per address, leaving out those who ordered or asked for a quote", async () => {
    const db = server.database.db;
    await insertQuoteLead(db, { email: "carol@example.com" }); // Carol ordered (any case)
    // Quinn checked an address, then asked for a custom quote.
    await insertQuoteLead(db, { email: "Quinn.Asks@Example.com", address: "7 Fox Meadow Rd" });
    await insertCustomQuote(db, { email: "quinn.asks@example.com" });
    await insertQuoteLead(db, {
      email: "new.visitor@example.com",
      createdAt: new Date("2025-09-29T12:00:00Z"),
    });
    await insertQuoteLead(db, {
      email: "New.Visitor@example.com",
      address: "12 MAIN ST",
      createdAt: new Date("2025-09-29T13:00:00Z"),
    });
    const visitor = await insertQuoteLead(db, {
      email: "new.visitor@example.com",
      createdAt: new Date("2025-09-30T12:00:00Z"),
    });
    const visitorElsewhere = await insertQuoteLead(db, {
      email: "new.visitor@example.com",
      address: "40 Other Rd",
      createdAt: new Date("2025-09-28T12:00:00Z"),
    });
    const outside = await insertQuoteLead(db, {
      email: "far.away@example.com",
      city: "Port Chester",
      zipCode: "10573",
      inServiceArea: false,
      area: null,
      createdAt: new Date("2025-10-01T12:00:00Z"),
    });
    const { status, body } = await get("/api/admin/leads");
    expect(status).toBe(200);
    const list = adminLeadsResponseSchema.parse(body);
    expect(list.leads.map((lead) => [lead.id, lead.checks])).toEqual([
      [outside.id, 1],
      [visitor.id, 3],
      [visitorElsewhere.id, 1],
    ]);
    expect(list.leads[0]).toMatchObject({ inServiceArea: false, town: null, zipCode: "10573" });
    expect(list.leads[1]).toMatchObject({ createdAt: "2025-09-30T12:00:00.000Z" });

    const pages = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=1${cursor ? `&cursor=${cursor}` : ""}`;
      const page = adminLeadsResponseSchema.parse((await get(`/api/admin/leads${query}`)).body);
      pages.push(...page.leads.map((lead) => lead.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual([outside.id, visitor.id, visitorElsewhere.id]);
  });

  it("exports the named orders as RFC 4180 CSV with formulas neutralised, and records it", async () => {
    const response = await server.request("/api/admin/export", {
      method: "POST",
      headers: bearer(token),
      json: { orderIds: [o.d.id, o.c.id], exportedBy: "Admin User" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="orders-export-2025-10-01.csv"',
    );
    const csv = await response.text();
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe("");
    const quoted = (...cells: string[]) => cells.map((cell) => `"${cell}"`).join(",");
    expect(lines[0]).toBe(
      quoted(
        "Order ID",
        "Created (America/New_York)",
        "Customer Name",
        "Email",
        "Phone",
        "Service Address",
        "City",
        "State",
        "ZIP Code",
        "Area",
        "Option",
        "Add-ons",
        "Total (USD)",
        "Sales Tax (USD)",
        "Charged (USD)",
        "Payment Status",
        "Test Payment",
        "Paid At (America/New_York)",
        "Deposit (USD)",
        "Amount Paid (USD)",
        "Outstanding (USD)",
        "Balance Status",
        "Onboarded",
        "Onboarded By",
        "Latitude",
        "Longitude",
      ),
    );
    expect(lines[1]).toBe(
      `"${o.d.id}","2025-10-01 23:29","'=HYPERLINK(""http://evil.example"",""x"")","${o.d.email}","(555) 010-0100","'+1 Evil Rd","Scarsdale","NY","10583","Scarsdale","4-Car Driveway","","111.11","12.72","179.81","paid","No","","","179.81","0.00","","No","","",""`,
    );
    expect(lines[2]).toBe(
      `"${o.c.id}","2025-10-01 20:30","Carol O'Neil","CAROL@Example.com","(555) 010-0100","5 ""Elm"" St, Apt 2","Harrison","NY","10583","Harrison","Two-story Home","Extra Windows x 12","300.00","26.00","","pending","No","","","0.00","367.23","","No","","40.9887","-73.8087"`,
    );

    const events = await server.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.type, "exported"));
    expect(events.map((event) => [event.orderId, event.actor]).sort()).toEqual(
      [
        [o.c.id, "Admin User"],
        [o.d.id, "Admin User"],
      ].sort(),
    );
    expect(events[0]?.createdAt.toISOString()).toBe(NOW);
  });

  it("exports every order a tab and search match (Export All)", async () => {
    const response = await server.request("/api/admin/export", {
      method: "POST",
      headers: bearer(token),
      json: { filter: { tab: "paid", q: "scarsdale" }, exportedBy: "Admin User" },
    });
    expect(response.status).toBe(200);
    const rows = (await response.text()).trimEnd().split("\r\n").slice(1);
    expect(rows.map((row) => row.slice(1, 37))).toEqual([o.d.id, o.a.id]);
  });

  it("refuses an export that names neither or both of orderIds and filter", async () => {
    for (const json of [
      { exportedBy: "Admin User" },
      { orderIds: [o.a.id], filter: { tab: "all" } },
      { orderIds: ["not-a-uuid"] },
      { orderIds: [] },
    ]) {
      const response = await server.request("/api/admin/export", {
        method: "POST",
        headers: bearer(token),
        json,
      });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await response.json()).message).toContain("orderIds");
    }
  });

  it("toggles onboarded, recording the signed-in admin's name and the time as an event", async () => {
    const db = server.database.db;
    await createAdminUser(db, {
      businessId: DEMO_BUSINESS_ID,
      email: "dana@example.com",
      name: "Dana Dispatcher",
      password: "dispatch all the plows",
      now: new Date(NOW),
    });
    const dana = await loginAdmin(server, {
      email: "dana@example.com",
      password: "dispatch all the plows",
    });
    const patch = (onboarded: boolean) =>
      server.request(`/api/admin/orders/${o.a.id}/onboard`, {
        method: "PATCH",
        headers: bearer(dana),
        json: { onboarded, onboardedBy: "Admin User" },
      });

    const on = await patch(true);
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({
      id: o.a.id,
      onboarded: true,
      onboardedBy: "Dana Dispatcher",
      onboardedAt: NOW,
    });
    expect(await listNames("?tab=paid")).toEqual([o.d.customerName]);
    expect((await get("/api/admin/stats")).body.onboardedOrders).toBe(3);

    const again = await patch(true);
    expect(again.status).toBe(200);
    const off = await patch(false);
    expect(await off.json()).toMatchObject({
      onboarded: false,
      onboardedBy: null,
      onboardedAt: null,
    });

    const events = await db
      .select({ type: orderEvents.type, actor: orderEvents.actor, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, o.a.id), sql`${orderEvents.type} <> 'exported'`))
      .orderBy(orderEvents.id);
    expect(events).toEqual([
      { type: "onboarded", actor: "Dana Dispatcher", at: new Date(NOW) },
      { type: "unonboarded", actor: "Dana Dispatcher", at: new Date(NOW) },
    ]);
  });

  it("answers 404 for an unknown order and 400 naming the field for a bad request", async () => {
    const unknown = await server.request(
      "/api/admin/orders/00000000-0000-4000-8000-00000000abcd/onboard",
      { method: "PATCH", headers: bearer(token), json: { onboarded: true } },
    );
    expect(unknown.status).toBe(404);

    const badId = await server.request("/api/admin/orders/42/onboard", {
      method: "PATCH",
      headers: bearer(token),
      json: { onboarded: true },
    });
    expect(badId.status).toBe(400);
    expect((await badId.json()).message).toContain("orderId");

    const badBody = await server.request(`/api/admin/orders/${o.a.id}/onboard`, {
      method: "PATCH",
      headers: bearer(token),
      json: { onboarded: "yes" },
    });
    expect(badBody.status).toBe(400);
    expect((await badBody.json()).issues).toEqual([
      { path: "onboarded", message: "must be true or false" },
    ]);
  });
});

describe.each(testDatabases)("admin order pages on %s", (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...TEST_ADMIN_ENV, NOW });
    token = await loginAdmin(server);
    const db = server.database.db;
    for (let index = 0; index < 121; index++) await insertOrder(db, {});
    // Groups of three share one timestamp with microseconds, which a JavaScript Date cannot hold.
    await db.execute(sql`
      update ${orders} set created_at = timestamptz '2025-09-01 12:00:00.123456+00'
        + (ranked.position / 3) * interval '1 minute'
      from (select id, row_number() over (order by id) as position from ${orders}) as ranked
      where ranked.id = ${orders.id}`);
  });
  afterAll(() => server.close());

  it.each([50, 7, 200])("walks all orders once, newest first, %i at a time", async (limit) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
      const response = await server.request(`/api/admin/orders${query}`, {
        headers: bearer(token),
      });
      expect(response.status).toBe(200);
      const page = adminOrdersResponseSchema.parse(await response.json());
      expect(page.orders.length).toBeLessThanOrEqual(limit);
      seen.push(...page.orders.map((order) => order.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(Math.ceil(121 / limit));
    expect(new Set(seen).size).toBe(121);

    const expected = await server.database.db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(sql`${orders.createdAt} desc, ${orders.id} asc`);
    expect(seen).toEqual(expected.map((row) => row.id));
  });
});

describe.each(testDatabases)("test-mode payments in the dashboard on %s", (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...TEST_ADMIN_ENV, NOW });
    token = await loginAdmin(server);
  });
  afterAll(() => server.close());

  it("flags an order paid on the test page everywhere and never counts it as revenue", async () => {
    const real = await insertOrder(server.database.db, {
      paymentStatus: "paid",
      checkoutSessionId: "cs_test_real",
      createdAt: new Date("2025-10-01T12:00:00Z"),
    });
    const checkout = await postCheckout(
      server,
      await quotedCheckoutRequest(server, { email: uniqueEmail("test-mode") }),
    );
    const { orderId } = await checkout.json();
    const paid = await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
    });
    expect(paid.status).toBe(200);

    const list = await server.request("/api/admin/orders?tab=paid", { headers: bearer(token) });
    const flags = adminOrdersResponseSchema
      .parse(await list.json())
      .orders.map((order) => [order.id, order.paymentStatus, order.paidInTestMode]);
    expect(flags).toEqual([
      [orderId, "paid", true],
      [real.id, "paid", false],
    ]);

    const stats = await server.request("/api/admin/stats", { headers: bearer(token) });
    expect((await stats.json()).totalRevenueCents).toBe(real.totalCents);

    const exported = await server.request("/api/admin/export", {
      method: "POST",
      headers: bearer(token),
      json: { orderIds: [orderId, real.id] },
    });
    const [header, testRow, realRow] = (await exported.text()).trimEnd().split("\r\n");
    const testColumn = header!.split(",").indexOf('"Test Payment"');
    expect(testColumn).toBeGreaterThan(-1);
    expect(testRow!.split(",")[testColumn]).toBe('"Yes"');
    expect(realRow!.split(",")[testColumn]).toBe('"No"');

    const emails = await selectRows<{ kind: string; subject: string; text: string }>(
      server.database,
      sql`select kind, payload->>'subject' as subject, payload->>'text' as text from outbox
          where dedupe_key like ${`order:${orderId}:%`} order by kind`,
    );
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(email.subject, email.kind).toMatch(/^\[TEST\] /);
      expect(email.text, email.kind).toContain("Test mode: no card was charged");
    }
  });
});

describe.each(testDatabases)("Export All of a large tab on %s", (kind) => {
  // About 15 MB of CSV. Local sockets' buffers grow to several MB while a client reads fast (the
  // first read here), and 5 MB once fitted in them on PostgreSQL: the export then never stalled.
  // Wide rows (a long name and address) make the bytes: each order costs the database its row and
  // its `exported` event, so fewer, wider orders seed and export in a quarter of the time.
  const ORDER_COUNT = 15_000;
  const FILLER = "x".repeat(400);
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...TEST_ADMIN_ENV, NOW });
    token = await loginAdmin(server);
    const template = await insertOrder(server.database.db, { paymentStatus: "paid" });
    // One statement copies the template, so seeding takes seconds rather than minutes.
    await server.database.db.execute(sql`
      insert into ${orders} (business_id, email, customer_name, phone, address, city, state,
        zip_code, area, option_code, option_label, addons, lines, base_price_cents, early_bird_discount_cents,
        addon_price_cents, subtotal_cents, fee_cents, tax_cents, total_cents, grand_total_cents,
        season_starts_on, season_ends_on, payment_status, created_at)
      select business_id, 'bulk' || n || '@example.com', 'Bulk ' || n || ${FILLER}, phone,
        n || ' Bulk Rd ' || ${FILLER},
        city, state, zip_code, area, option_code, option_label, addons, lines, base_price_cents,
        early_bird_discount_cents, addon_price_cents, subtotal_cents, fee_cents, tax_cents,
        total_cents, grand_total_cents, season_starts_on, season_ends_on,
        case when n % 3 = 0 then 'pending' else 'paid' end,
        created_at - n * interval '1 minute'
      from ${orders}, generate_series(1, ${ORDER_COUNT - 1}) as n
      where ${orders.id} = ${template.id}`);
  }, 300_000);
  afterAll(() => server.close());

  const exportedEvents = async () => {
    const [row] = await selectRows<{ count: string }>(
      server.database,
      sql`select count(*) as count from order_events where type = 'exported'`,
    );
    return Number(row!.count);
  };

  it("streams every order of the tab as the client reads it, held back while it does not", async () => {
    const response = await server.request("/api/admin/export", {
      method: "POST",
      headers: bearer(token),
      json: { filter: { tab: "all" } },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBeNull();
    const reader = response.body!.getReader();
    let records = 0;
    let bytes = 0;
    const read = async () => {
      const { done, value } = await reader.read();
      if (value) {
        bytes += value.byteLength;
        // Records end in CRLF, and the seeded text holds no line break of its own.
        for (const byte of value) if (byte === 0x0a) records += 1;
      }
      return done;
    };

    await read();
    // A client that stops reading holds the export back: rows come from the database batch by
    // batch as the socket drains, never all at once into memory. So the export stalls.
    let before = -1;
    let after = await exportedEvents();
    while (after !== before) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      [before, after] = [after, await exportedEvents()];
    }
    expect(after).toBeLessThan(ORDER_COUNT);

    while (!(await read()));
    expect(records).toBe(ORDER_COUNT + 1);
    expect(bytes).toBeGreaterThan(ORDER_COUNT * 1000);
    expect(await exportedEvents()).toBe(ORDER_COUNT);
  }, 300_000);
});

describe.each(testDatabases)("order detail on %s", (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    // The real clock: checkout and payment events are stamped by the database's clock.
    server = await startTestServer(kind, TEST_ADMIN_ENV);
    token = await loginAdmin(server);
  });
  afterAll(() => server.close());

  const getDetail = (orderId: string, headers: Record<string, string> = bearer(token)) =>
    server.request(`/api/admin/orders/${orderId}`, { headers });

  it("shows every field, the priced lines, the timeline and the onboarding history", async () => {
    const email = uniqueEmail("detail");
    const checkoutBody = await quotedCheckoutRequest(server, { email });
    const { orderId } = await (await postCheckout(server, checkoutBody)).json();
    await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
    });
    for (const onboarded of [true, false]) {
      const patched = await server.request(`/api/admin/orders/${orderId}/onboard`, {
        method: "PATCH",
        headers: bearer(token),
        json: { onboarded },
      });
      expect(patched.status).toBe(200);
    }

    const response = await getDetail(orderId);
    expect(response.status).toBe(200);
    const detail = adminOrderDetailSchema.parse(await response.json());
    expect(detail.order).toMatchObject({
      id: orderId,
      customerName: "Pat Doe",
      email,
      phone: "(555) 123-4567",
      address: checkoutBody.address,
      town: "Scarsdale",
      option: { code: "FOUR_CAR", label: "4-Car Driveway" },
      addons: [{ code: "bump_out", label: "Bump-out Extension", price_cents: 7500 }],
      basePriceCents: checkoutBody.basePriceCents,
      addonPriceCents: checkoutBody.addonPriceCents,
      subtotalCents: checkoutBody.subtotalCents,
      feeCents: checkoutBody.feeCents,
      totalCents: checkoutBody.totalCents,
      taxCents: checkoutBody.taxCents,
      grandTotalCents: checkoutBody.grandTotalCents,
      seasonStartsOn: expect.stringMatching(/^\d{4}-11-10$/),
      seasonEndsOn: expect.stringMatching(/^\d{4}-04-10$/),
      paymentStatus: "paid",
      paidInTestMode: true,
      checkoutSessionId: null,
      onboarded: false,
    });
    expect(detail.order.paidAt).not.toBeNull();
    const lineSum = detail.order.lines.reduce((sum, line) => sum + line.amount_cents, 0);
    expect(lineSum).toBe(checkoutBody.grandTotalCents);
    // The real clock decides whether early bird is on today.
    const discounted =
      checkoutBody.basePriceCents + checkoutBody.addonPriceCents > checkoutBody.subtotalCents;
    expect(detail.order.lines.map((line) => line.kind)).toEqual([
      "service",
      ...(discounted ? ["early_bird_discount"] : []),
      "addon",
      "fee",
      "tax",
    ]);

    const [admin] = await selectRows<{ name: string }>(
      server.database,
      sql`select name from admin_users limit 1`,
    );
    expect(
      detail.timeline.map((entry) =>
        entry.source === "event" ? `${entry.type} by ${entry.actor}` : `email ${entry.kind}`,
      ),
    ).toEqual([
      "created by customer",
      "paid by test-checkout",
      "email order_receipt",
      "email order_paid_notice",
      `onboarded by ${admin!.name}`,
      `unonboarded by ${admin!.name}`,
    ]);
    const receipt = detail.timeline.find((entry) => entry.source === "email");
    expect(receipt).toMatchObject({ to: email, subject: expect.stringMatching(/^\[TEST\] /) });
    expect(detail.onboarding).toEqual([
      { onboarded: true, actor: admin!.name, at: expect.any(String) },
      { onboarded: false, actor: admin!.name, at: expect.any(String) },
    ]);
  });

  it("answers 404 JSON for an unknown order, 400 for a bad id and 401 without a token", async () => {
    const unknown = await getDetail("00000000-0000-4000-8000-00000000abcd");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toMatch(/^application\/json/);
    expect((await unknown.json()).message).toContain("Order not found");

    const badId = await getDetail("42");
    expect(badId.status).toBe(400);
    expect((await badId.json()).issues).toEqual([
      { path: "orderId", message: "must be an order id" },
    ]);

    const order = await insertOrder(server.database.db);
    expect((await getDetail(order.id, {})).status).toBe(401);
  });
});

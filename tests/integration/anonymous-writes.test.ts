import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANONYMOUS_ROWS_PER_HOUR } from "@/server/quotes/anonymous-write-limits";
import { countRows, postCheckout, quotedCheckoutRequest, uniqueEmail } from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";
const scarsdale = { address: "12 Birch Lane", city: "Scarsdale", state: "NY", zipCode: "10583" };

describe.each(testDatabases)("anonymous writes on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { NOW });
  });
  afterAll(() => server.close());

  const geoCheck = (json: Record<string, string>) =>
    server.request("/api/geo/check", { method: "POST", json });
  const leadsOf = (email: string) =>
    countRows(server.database, sql`select count(*) from quote_leads where lower(email) = ${email}`);

  it("keeps one lead per visitor, address and day however often it is checked", async () => {
    const email = uniqueEmail("repeat-visitor");
    const spellings = [
      { ...scarsdale, email },
      { ...scarsdale, email: email.toUpperCase() },
      { ...scarsdale, address: " 12  birch lane ", email },
      { ...scarsdale, address: "12 Birch Lane.", city: "SCARSDALE", email },
    ];
    for (const body of [...spellings, ...spellings]) {
      expect((await geoCheck(body)).status).toBe(200);
    }
    expect(await leadsOf(email)).toBe(1);

    expect((await geoCheck({ ...scarsdale, address: "14 Birch Lane", email })).status).toBe(200);
    expect(await leadsOf(email)).toBe(2);
  });

  describe("once the hourly ceiling of new rows is reached", () => {
    beforeAll(async () => {
      const db = server.database.db;
      await db.execute(sql`
        insert into quote_leads (business_id, email, address, city, state, zip_code, in_service_area)
        select 'northside-snow', 'filler' || n || '@example.com', n || ' Filler St', 'Scarsdale',
          'NY', '10583', true
        from generate_series(1, ${ANONYMOUS_ROWS_PER_HOUR.quoteLeads}) as n`);
      await db.execute(sql`
        insert into custom_quote_requests (business_id, customer_name, email, phone, address,
          city, state, zip_code, area, description)
        select 'northside-snow', 'Filler', 'filler' || n || '@example.com', '5550100100',
          n || ' Filler St', 'Scarsdale', 'NY', '10583', 'Scarsdale', 'filler'
        from generate_series(1, ${ANONYMOUS_ROWS_PER_HOUR.customQuotes}) as n`);
      const template = await quotedCheckoutRequest(server, { email: uniqueEmail("template") });
      const created = await postCheckout(server, template);
      const { orderId } = await created.json();
      await db.execute(sql`
        insert into orders (business_id, email, address, city, state, zip_code, area,
          option_code, option_label, addons, lines, base_price_cents, early_bird_discount_cents,
          addon_price_cents, subtotal_cents, fee_cents, tax_cents, total_cents,
          grand_total_cents, season_starts_on, season_ends_on)
        select business_id, 'filler' || n || '@example.com', address, city, state, zip_code,
          area, option_code, option_label, addons, lines, base_price_cents, early_bird_discount_cents,
          addon_price_cents, subtotal_cents, fee_cents, tax_cents, total_cents,
          grand_total_cents, season_starts_on, season_ends_on
        from orders, generate_series(1, ${ANONYMOUS_ROWS_PER_HOUR.pendingOrders - 1}) as n
        where id = ${orderId}`);
    });

    const expectBackpressure = async (response: Response) => {
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await response.json()).message).toMatch(/try again/i);
    };

    it("answers a new lead with 503 and Retry-After, and stores nothing", async () => {
      const email = uniqueEmail("over-ceiling");
      await expectBackpressure(await geoCheck({ ...scarsdale, email }));
      expect(await leadsOf(email)).toBe(0);
    });

    it("answers a new pending order the same way", async () => {
      const email = uniqueEmail("over-ceiling-order");
      await expectBackpressure(
        await postCheckout(server, await quotedCheckoutRequest(server, { email })),
      );
      expect(
        await countRows(server.database, sql`select count(*) from orders where email = ${email}`),
      ).toBe(0);
    });

    it("answers a new custom quote the same way", async () => {
      const email = uniqueEmail("over-ceiling-custom");
      const response = await server.request("/api/custom-quotes", {
        method: "POST",
        json: { ...scarsdale, customerName: "Pat Doe", phone: "5550100100", email },
      });
      await expectBackpressure(response);
      expect(
        await countRows(
          server.database,
          sql`select count(*) from custom_quote_requests where email = ${email}`,
        ),
      ).toBe(0);
    });
  });
});

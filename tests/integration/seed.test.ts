import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBusinessFile } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { seedData } from "../../scripts/seed-data";
import { selectRows, uniqueEmail } from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";
const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json"));

describe.each(testDatabases)("npm run seed -- --businesses 3 --orders 20, on %s", (kind) => {
  let server: TestServer;
  let seeded: Awaited<ReturnType<typeof seedData>>;

  beforeAll(async () => {
    server = await startTestServer(kind, { NOW });
    seeded = await seedData(server.database.db, {
      demo,
      businesses: 3,
      orders: 20,
      today: 1,
      customQuotes: 1,
      leads: 1,
      seed: 1,
      now: Date.parse(NOW),
    });
  });
  afterAll(() => server?.close());

  it("makes the demo and two more businesses, each with its own slug and name", async () => {
    const rows = await selectRows<{ id: string; slug: string; name: string; status: string }>(
      server.database,
      sql`select id, slug, name, status from businesses order by created_at, id`,
    );
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.id).sort()).toEqual(
      seeded.businesses.map((business) => business.id).sort(),
    );
    expect(rows.find((row) => row.id === demo.id)?.name).toBe(demo.config.name);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(3);
    expect(new Set(rows.map((row) => row.name)).size).toBe(3);
    expect(rows.every((row) => row.status === "live")).toBe(true);
  });

  it("makes the other businesses of other trades than the demo's, from the templates in turn", async () => {
    const rows = await selectRows<{ id: string; trade: string }>(
      server.database,
      sql`select id, config->'offering'->>'trade' as trade from businesses order by id`,
    );
    const trades = Object.fromEntries(rows.map((row) => [row.id, row.trade]));
    const others = seeded.businesses.filter((business) => business.id !== demo.id);
    expect(others.map((business) => trades[business.id])).toEqual(
      others.map((business) => business.id.replace(/-\d+$/, "")),
    );
    expect(new Set(Object.values(trades)).size).toBe(3);
  });

  it("gives each business 20 orders of its own, of its own options, priced in its own areas", async () => {
    const counts = await selectRows<{ business_id: string; orders: number; foreign: number }>(
      server.database,
      sql`select o.business_id, count(*)::int as orders,
            count(*) filter (where not exists (
              select 1 from jsonb_array_elements(b.config->'offering'->'areas') offered
              where offered->>'name' = o.area))::int as foreign
          from orders o join businesses b on b.id = o.business_id
          group by o.business_id order by o.business_id`,
    );
    expect(counts).toEqual(
      seeded.businesses
        .map((business) => ({ business_id: business.id, orders: 20, foreign: 0 }))
        .sort((a, b) => a.business_id.localeCompare(b.business_id)),
    );
    const unknownOptions = await selectRows(
      server.database,
      // A service priced by quantities alone sells no option: its order's option is "".
      sql`select o.id from orders o join businesses b on b.id = o.business_id
          where not exists (
            select 1 from jsonb_array_elements(b.config->'offering'->'services') service
            where (o.service_code is null or service->>'code' = o.service_code)
              and ((o.option_code = '' and service->'pricing'->'options' is null)
                or exists (
                  select 1 from jsonb_array_elements(service->'pricing'->'options') option
                  where option->>'code' = o.option_code and option->>'label' = o.option_label)))`,
    );
    expect(unknownOptions).toEqual([]);
    const [others] = await selectRows<{ custom: number; leads: number }>(
      server.database,
      sql`select (select count(distinct business_id)::int from custom_quote_requests) as custom,
                 (select count(distinct business_id)::int from quote_leads) as leads`,
    );
    expect(others).toEqual({ custom: 3, leads: 3 });
  });

  it("answers each business's own name at /api/b/{slug}/config, and places its orders' addresses", async () => {
    for (const business of seeded.businesses) {
      const config = await server.request(`/api/b/${business.id}/config`);
      expect(config.status).toBe(200);
      const body = (await config.json()) as { business: { name: string } };
      expect(body.business.name).toBe(business.name);

      const [order] = await selectRows<{
        address: string;
        city: string;
        state: string;
        zip_code: string;
      }>(
        server.database,
        sql`select address, city, state, zip_code from orders
            where business_id = ${business.id} order by checkout_session_id limit 1`,
      );
      const check = await server.request(`/api/b/${business.id}/geo/check`, {
        method: "POST",
        json: {
          address: order!.address,
          city: order!.city,
          state: order!.state,
          zipCode: order!.zip_code,
          email: uniqueEmail("seeded"),
        },
      });
      expect(check.status).toBe(200);
      const answer = (await check.json()) as { serviceArea: { inServiceArea: boolean } };
      expect(answer.serviceArea.inServiceArea).toBe(true);
    }
  });
});

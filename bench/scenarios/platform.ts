import pg from "pg";
import { type BenchRow, type LoadRequest, measure, type Scenario, withSeededServer } from "../lib";

/** 1,000 businesses x 1,000 orders = 1,000,000 orders; smaller with the environment overrides. */
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 1000);
const ORDERS_PER_BUSINESS = Number(process.env.BENCH_ORDERS_PER_BUSINESS ?? 1000);
const CONNECTIONS = 50;
const ADMIN_CONNECTIONS = 10;
const DURATION_SECONDS = 10;

type StoredBusiness = {
  slug: string;
  config: { offering: { areas: { name: string; prices: Record<string, number> }[] } };
};

/** Per business, a price request it can answer: its first area, that area's first priced option. */
async function pricedRequests(databaseUrl: string): Promise<LoadRequest[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<StoredBusiness>("select slug, config from businesses");
    return rows.map(({ slug, config }) => {
      const area = config.offering.areas[0]!;
      return {
        method: "POST",
        path: `/api/b/${slug}/price`,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          area: area.name,
          option: Object.keys(area.prices)[0],
          addons: [],
        }),
      };
    });
  } finally {
    await client.end();
  }
}

/**
 * Many businesses on one PostgreSQL: the quote API spread over every business (its cache must
 * hold them all), against the default business's price call in the same run, and one admin's
 * list and stats with the whole table around it.
 */
export const platformScenario: Scenario = {
  name: "platform",
  async run() {
    const total = (BUSINESSES * ORDERS_PER_BUSINESS).toLocaleString("en-US");
    const rows = await withSeededServer(
      { label: "platform", orders: ORDERS_PER_BUSINESS, businesses: BUSINESSES },
      async ({ url, adminHeaders, databaseUrl }) => {
        const requests = await pricedRequests(databaseUrl);
        const [own] = requests;
        const measured: BenchRow[] = [];
        const load = async (name: string, options: Partial<Parameters<typeof measure>[0]>) => {
          measured.push(
            await measure({
              name,
              url,
              connections: CONNECTIONS,
              durationSeconds: DURATION_SECONDS,
              ...options,
            }),
          );
        };
        await load("POST /api/b/{one}/price", { ...own });
        // The first pass loads every business into the cache; the second is the steady state.
        for (const pass of ["first pass", "again"]) {
          await load(`POST /api/b/{each of ${requests.length}}/price, ${pass}`, {
            requests,
            baseline: "POST /api/b/{one}/price",
          });
        }
        await load(`GET /api/b/{each of ${requests.length}}/config`, {
          requests: requests.map(({ path }) => ({ path: path!.replace(/price$/, "config") })),
        });
        for (const [label, path] of [
          ["GET /api/admin/orders (newest 50)", "/api/admin/orders"],
          ["GET /api/admin/stats", "/api/admin/stats"],
        ] as const) {
          await load(`${label} @${total} in all`, {
            path,
            headers: adminHeaders,
            connections: ADMIN_CONNECTIONS,
          });
        }
        return measured;
      },
    );
    return rows ?? [];
  },
  summarize: () => [
    `${BUSINESSES.toLocaleString("en-US")} businesses x ${ORDERS_PER_BUSINESS.toLocaleString("en-US")} orders on PostgreSQL (seeded by \`npm run seed -- --businesses N\`); the admin rows are the default business's own ${ORDERS_PER_BUSINESS.toLocaleString("en-US")} orders among all of them.`,
    "Each connection cycles through every business's price (or config) call, so the business cache is exercised across all of them.",
  ],
};

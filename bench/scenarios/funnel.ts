import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Business } from "@/server/business/business-store";
import { loadBusinessFile } from "@/server/config/business-config";
import type { Db } from "@/server/db/database";
import * as schema from "@/server/db/schema";
import { getFunnel } from "@/server/funnel/get-funnel";
import { rollUpFunnel } from "@/server/funnel/roll-up-funnel";
import { projectRoot } from "@/server/paths";
import { addDaysToIsoDate } from "@/shared/zoned-date";
import { BENCH_NOW, type BenchRow, measure, type Scenario, withSeededServer } from "../lib";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json"));
const DEMO_BUSINESS_ID = demo.id;
const LEADS = 1_000_000;
/** Another business's visits, in the same tables. */
const OTHER_LEADS = 100_000;
const CONNECTIONS = [1, 10] as const;
const DURATION_SECONDS = 10;
/** Sequential calls of the query function alone, per range. */
const QUERY_CALLS = 200;

const RANGES = [
  ["30 days by day", 30, "day"],
  ["90 days by day", 90, "day"],
  ["365 days by week", 365, "week"],
  ["366 days by day", 366, "day"],
] as const;

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10;

/** getFunnel called in this process, one call at a time: the queries without HTTP or load. */
async function measureQueries(
  db: Db,
  business: Pick<Business, "id" | "config">,
  to: string,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [label, days, granularity] of RANGES) {
    const from = addDaysToIsoDate(to, 1 - days);
    const durations: number[] = [];
    const started = performance.now();
    for (let call = 0; call < QUERY_CALLS; call++) {
      const start = performance.now();
      await getFunnel(db, { business, now: new Date(BENCH_NOW), from, to, granularity });
      durations.push(performance.now() - start);
    }
    durations.sort((a, b) => a - b);
    rows.push({
      name: `getFunnel queries (in process) ${label} @1M visits`,
      connections: 1,
      requestsPerSecond: Math.round(QUERY_CALLS / ((performance.now() - started) / 1000)),
      p50Ms: percentile(durations, 0.5),
      p95Ms: percentile(durations, 0.95),
      p99Ms: percentile(durations, 0.99),
      requests: QUERY_CALLS,
      errors: 0,
      non2xx: 0,
    });
  }
  return rows;
}

/**
 * Adds `count` visits to a business in one statement: two years of days, both channels, 20
 * sources, 60% in the area (40% priced, a fifth of those checked out), the rest from 900 ZIP codes.
 */
function insertVisits(businessId: string, count: number) {
  return sql`
    insert into quote_leads (business_id, email, address, city, state, zip_code, in_service_area,
      town, message, visit_key, channel, source, priced_at, checkout_started_at, created_at)
    select ${businessId}, 'bench' || g || '@example.com', g || ' Main St', 'Scarsdale', 'NY',
      case when g % 10 < 6 then '10583' else (10001 + (g * 7919) % 900)::text end,
      g % 10 < 6, case when g % 10 < 6 then 'Scarsdale' end, 'bench', 'bench-' || g,
      case when g % 3 = 0 then 'embed' else 'hosted' end,
      nullif('source-' || (g % 20), 'source-0'),
      case when g % 10 < 4 then at + interval '1 minute' end,
      case when g % 10 < 4 and g % 5 = 0 then at + interval '3 minutes' end,
      at
    from generate_series(1, ${count}::bigint) g,
      lateral (select ${BENCH_NOW}::timestamptz - (g % 730) * interval '1 day'
        - (g % 86400) * interval '1 second' as at) t`;
}

/**
 * GET /api/admin/funnel at 1,000,000 visits of one business (plus another's 100,000 and two
 * seeded businesses) on PostgreSQL: a month by day, a quarter by day, a year by week and by day.
 * Skipped when PostgreSQL is not reachable.
 */
export const funnelScenario: Scenario = {
  name: "funnel",
  async run() {
    const rows = await withSeededServer(
      { label: "funnel", orders: 1000, businesses: 3 },
      async ({ url, adminHeaders, databaseUrl }) => {
        const to = BENCH_NOW.slice(0, 10);
        const measured: BenchRow[] = [];
        // Its own pool: bulk writes outlast the app's query timeout.
        const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
        try {
          const db = drizzle(pool, { schema }) as unknown as Db;
          const others = await db.execute(
            sql`select id from businesses where id <> ${DEMO_BUSINESS_ID} order by id limit 1`,
          );
          const other = (others as unknown as { rows: { id: string }[] }).rows[0]!.id;
          console.log(
            `funnel: adding ${LEADS} visits to ${DEMO_BUSINESS_ID}, ${OTHER_LEADS} to ${other}...`,
          );
          await db.execute(insertVisits(DEMO_BUSINESS_ID, LEADS));
          await db.execute(insertVisits(other, OTHER_LEADS));
          for (const businessId of [DEMO_BUSINESS_ID, other]) await rollUpFunnel(db, businessId);
          await db.execute(sql`vacuum analyze`);
          measured.push(...(await measureQueries(db, demo, to)));
        } finally {
          await pool.end();
        }
        for (const connections of CONNECTIONS) {
          for (const [label, days, granularity] of RANGES) {
            const from = addDaysToIsoDate(to, 1 - days);
            measured.push(
              await measure({
                name: `GET /api/admin/funnel ${label} @1M visits`,
                url,
                path: `/api/admin/funnel?from=${from}&to=${to}&granularity=${granularity}`,
                headers: adminHeaders,
                connections,
                durationSeconds: DURATION_SECONDS,
              }),
            );
          }
        }
        return measured;
      },
    );
    return rows ?? [];
  },
  summarize: () => [
    `Visits: ${LEADS} of one business over 730 days (2 channels, 20 sources, 900 out-of-area ZIP codes), ${OTHER_LEADS} of another; the funnel reads only the daily counters (docs/decisions/012-funnel-aggregates.md).`,
    `getFunnel rows: ${QUERY_CALLS} sequential calls in the bench process on PostgreSQL (the queries, no HTTP); GET rows: the product server, ${DURATION_SECONDS} s each. Latencies depend on the machine's load average, stated above.`,
  ],
};

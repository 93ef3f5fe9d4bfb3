import { sql } from "drizzle-orm";
import { openDatabase } from "@/server/db/database";
import {
  extendPlanSchedules,
  PLAN_SCHEDULING,
  PLAN_VISITS_AHEAD_DAYS,
} from "@/server/plans/schedule-plan-visits";
import { findVisitsDueToday } from "@/server/plans/visits-due-today";
import { type BenchRow, type Scenario, withFreshPostgres } from "../lib";

const BUSINESSES = 100;
const PLANS_PER_BUSINESS = 1_000;
const PLANS = BUSINESSES * PLANS_PER_BUSINESS;
/** Each business's crews; a crew's plans fall on different weekdays and hours. */
const CREWS = 100;
const GOAL_SECONDS = 10;
const DAY_MS = 86_400_000;
/** A Monday. */
const NOW = Date.parse("2026-03-02T05:00:00Z");

let notes: string[] = [];

function row(name: string, ms: number, count: number): BenchRow {
  const seconds = Math.round(ms) / 1000;
  return {
    name: `${name} (${count.toLocaleString("en-US")} rows, ${seconds.toFixed(2)} s)`,
    connections: 1,
    requestsPerSecond: Math.round(count / (ms / 1000)),
    p50Ms: Math.round(ms),
    p95Ms: Math.round(ms),
    p99Ms: Math.round(ms),
    requests: 1,
    errors: 0,
    non2xx: 0,
  };
}

/**
 * `npm run bench -- plans`: 100,000 active weekly plans (100 businesses of 1,000, each on 100
 * crews) on PostgreSQL. Times booking a week more of every plan's visits (the plans' loop,
 * docs/product/plans.md#schedule, in batches as a server's loop runs them) and finding the visits due
 * to be charged (docs/product/plans.md#billing: every business charges on the visit's day).
 * Goal (issue #33): each under 10 s.
 */
export const plansScenario: Scenario = {
  name: "plans",
  async run() {
    const rows = await withFreshPostgres("plans", async (databaseUrl) => {
      const database = openDatabase({ databaseUrl });
      try {
        await database.migrate();
        const { db } = database;
        await seed(db);

        const started = performance.now();
        const extended = await extendPlanSchedules(db, { now: new Date(NOW), ...PLAN_SCHEDULING });
        const generateMs = performance.now() - started;
        const visits = await count(db, sql`select count(*) from bookings`);

        // The end of the new week's last day: its visits, and the week's before it, are due.
        const dueAt = new Date(NOW + (PLAN_VISITS_AHEAD_DAYS - 1) * DAY_MS + 18 * 3_600_000);
        const findStarted = performance.now();
        const due = await findVisitsDueToday(db, { now: dueAt, limit: PLANS * 2 });
        const findMs = performance.now() - findStarted;

        notes = [
          `${PLANS.toLocaleString("en-US")} active weekly plans; ${extended.toLocaleString("en-US")} extended by a week, ${visits.toLocaleString("en-US")} visits booked.`,
          `Generating a week of visits: ${(generateMs / 1000).toFixed(2)} s; finding ${due.length.toLocaleString("en-US")} visits due: ${(findMs / 1000).toFixed(2)} s (goal: each under ${GOAL_SECONDS} s: ${
            generateMs < GOAL_SECONDS * 1000 && findMs < GOAL_SECONDS * 1000 ? "met" : "NOT met"
          }).`,
        ];
        return [
          row("book a week of every plan's visits", generateMs, visits),
          row("find the visits due to be charged", findMs, due.length),
        ];
      } finally {
        await database.close();
      }
    });
    return rows ?? [];
  },
  summarize: () => notes,
};

async function count(
  db: ReturnType<typeof openDatabase>["db"],
  query: ReturnType<typeof sql>,
): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { count: string }[] };
  return Number(result.rows[0]!.count);
}

/**
 * The plans, each booked up to a week short of the horizon (53 days ahead), so the loop books one
 * week of each: one visit of every weekly plan.
 */
async function seed(db: ReturnType<typeof openDatabase>["db"]): Promise<void> {
  const now = new Date(NOW).toISOString();
  await db.execute(sql`
    insert into businesses (id, slug, name, config, status)
    select 'bench-' || n, 'bench-' || n, 'Bench ' || n,
      '{"payments": {"deposit": {"kind": "none"}, "planCharges": "on_visit_day"}}'::jsonb, 'live'
    from generate_series(1, ${BUSINESSES}) n`);
  await db.execute(sql`
    insert into orders (business_id, email, address, city, state, zip_code, area, option_code,
      option_label, addons, lines, base_price_cents, early_bird_discount_cents, addon_price_cents,
      subtotal_cents, fee_cents, tax_cents, total_cents, grand_total_cents, payment_status, frequency)
    select 'bench-' || (1 + (n - 1) / ${PLANS_PER_BUSINESS}), 'plan' || n || '@example.com',
      n || ' Main St', 'Scarsdale', 'NY', '10583', 'Scarsdale', 'lawn', 'Lawn', '[]'::jsonb,
      '[]'::jsonb, 5000, 0, 0, 5000, 0, 0, 5000, 5000, 'paid', 'weekly'
    from generate_series(1, ${PLANS}) n`);
  // Plan k of a business: crew k % 100, on weekday (k / 100) % 5, at hour 8 + (k / 500).
  await db.execute(sql`
    insert into plans (business_id, order_id, service_code, frequency, rule, first_visit_at,
      time_zone, crew, duration_minutes, visit_grand_total_cents, status, scheduled_until, lat, lng)
    select o.business_id, o.id, 'mow', 'weekly', 'FREQ=WEEKLY;INTERVAL=1', ${now}::timestamptz
        + make_interval(days => (k / ${CREWS}) % 5, hours => 8 + k / (${CREWS} * 5)),
      'America/New_York', 'crew_' || (k % ${CREWS}), 60, 4500, 'active',
      ${now}::timestamptz + make_interval(days => ${PLAN_VISITS_AHEAD_DAYS - 7}), 41.0, -73.8
    from (select id, business_id,
        (row_number() over (partition by business_id order by email) - 1)::int as k from orders) o`);
  // As autovacuum would have by then: the planner knows the tables' sizes.
  await db.execute(sql`analyze`);
}

import {
  type BenchRow,
  checkoutRequest,
  errorRate,
  formatPercent,
  geoCheckRequest,
  type LoadRequest,
  measure,
  priceRequest,
  type Scenario,
  withSeededServer,
} from "../lib";

const SEEDED_ORDERS = 3000;
const STEPS = [5, 10, 25, 50, 100, 200, 400];
/** BENCH_STEP_SECONDS=2 for a quick check. */
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
/** Unrecorded, so the first step does not pay for a cold server and empty connection pool. */
const WARM_UP_SECONDS = 3;
const P99_BUDGET_MS = 250;
/** One step over budget could be a hiccup; the ramp stops at the second. */
const STEPS_OVER_BUDGET_TO_STOP = 2;

type Kind = "geo check" | "price" | "checkout" | "admin orders list";

/**
 * What every connection sends, in turn and over and over: visitors check an address and price
 * it, one in a few buys; the owner looks at the newest orders now and then. One autocannon run
 * sends the whole cycle, so the mix holds by request count whatever each kind costs, and the
 * percentiles and error rate are over all requests of the step.
 */
const VISIT: Kind[] = ["geo check", "price", "geo check", "price", "checkout"];
const CYCLE: Kind[] = [
  ...VISIT,
  ...VISIT,
  ...VISIT,
  "geo check",
  "price",
  "geo check",
  "price",
  "admin orders list",
];

function describeMix(): string {
  const counts = new Map<Kind, number>();
  for (const kind of CYCLE) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts]
    .map(([kind, count]) => `${Math.round((count / CYCLE.length) * 100)}% ${kind}`)
    .join(", ");
}

function formatStep(row: BenchRow): string {
  const failed = row.errors + row.non2xx;
  return [
    `${row.connections} conns: ${row.requestsPerSecond} req/s`,
    `p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, p99 ${row.p99Ms} ms`,
    `error rate ${formatPercent(errorRate(row))}${failed ? ` (${row.errors} errors, ${row.non2xx} non-2xx)` : ""}`,
  ].join(", ");
}

async function ramp(url: string, requests: LoadRequest[]): Promise<BenchRow[]> {
  await measure({
    name: "warm-up",
    url,
    requests,
    connections: STEPS[0]!,
    durationSeconds: WARM_UP_SECONDS,
  });
  const rows: BenchRow[] = [];
  for (const connections of STEPS) {
    const row = await measure({
      name: "mixed load",
      url,
      requests,
      connections,
      durationSeconds: STEP_SECONDS,
    });
    rows.push(row);
    console.log(formatStep(row));
    const overBudget = rows.filter((step) => step.p99Ms > P99_BUDGET_MS).length;
    if (overBudget >= STEPS_OVER_BUDGET_TO_STOP) break;
  }
  return rows;
}

function summarize(rows: BenchRow[]): string[] {
  const breaking = rows.findIndex((row) => row.p99Ms > P99_BUDGET_MS);
  const belowBudget = breaking === -1 ? rows : rows.slice(0, breaking);
  const sustainable = belowBudget.at(-1);
  const lines = [
    `Mix: ${describeMix()}; checkout in test mode with a new customer each time, the admin list signed in (newest 50). PostgreSQL, ${SEEDED_ORDERS} seeded orders, ${STEP_SECONDS} s per step.`,
    breaking === -1
      ? `No breaking point: p99 stayed at or under ${P99_BUDGET_MS} ms up to ${rows.at(-1)?.connections} connections.`
      : `Breaking point: ${rows[breaking]!.connections} connections, where p99 reached ${rows[breaking]!.p99Ms} ms (budget ${P99_BUDGET_MS} ms).`,
    sustainable
      ? `Sustainable load: ${sustainable.connections} connections, ${sustainable.requestsPerSecond} req/s at p99 ${sustainable.p99Ms} ms.`
      : `No sustainable step: p99 passed ${P99_BUDGET_MS} ms at the first step.`,
  ];
  for (const row of belowBudget.filter((step) => errorRate(step) > 0)) {
    lines.push(
      `**FINDING: errors below the breaking point** at ${row.connections} connections: ${row.errors} connection errors or timeouts and ${row.non2xx} non-2xx answers of ${row.requests} requests (${formatPercent(errorRate(row))}). None are allowed there.`,
    );
  }
  return lines;
}

/**
 * Geo check, price, checkout and the admin orders list together on PostgreSQL, at rising
 * connection counts for a fixed time each, up to the point where p99 passes 250 ms.
 */
export const mixedLoadScenario: Scenario = {
  name: "mixed-load",
  async run() {
    const rows = await withSeededServer(
      { label: "mixed-load", orders: SEEDED_ORDERS },
      ({ url, adminHeaders }) => {
        const requestsOf: Record<Kind, LoadRequest> = {
          "geo check": geoCheckRequest(),
          price: priceRequest,
          checkout: checkoutRequest(),
          "admin orders list": { path: "/api/admin/orders", headers: adminHeaders },
        };
        return ramp(
          url,
          CYCLE.map((kind) => requestsOf[kind]),
        );
      },
    );
    return rows ?? [];
  },
  summarize,
};

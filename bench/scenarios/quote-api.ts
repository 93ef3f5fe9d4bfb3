import {
  type BenchRow,
  geoCheckRequest,
  type LoadRequest,
  measure,
  priceRequest,
  type Scenario,
  spawnProductServer,
  spawnServer,
  withFreshPostgres,
} from "../lib";

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const BARE = "bare fastify route";

/**
 * The targets (docs/decisions/015-visit-group-commit.md): each endpoint's requests/s as a
 * share of the bare route's, per database, and the geo check's p99.
 */
const TARGETS = [
  { endpoint: "POST /api/price", database: "PGlite", share: 0.5 },
  { endpoint: "POST /api/price", database: "PostgreSQL", share: 0.5 },
  { endpoint: "POST /api/geo/check", database: "PGlite", share: 0.15, p99Ms: 25 },
  { endpoint: "POST /api/geo/check", database: "PostgreSQL", share: 0.3, p99Ms: 25 },
] as const;

/**
 * Another build to measure in the same run, e.g. the one before a change (its server bundle
 * copied under dist/ so it finds this checkout's migrations): BENCH_BEFORE_COMMAND="node
 * dist/main-a7b7f63/main.js". Its rows are labelled "(before)".
 */
const beforeCommand = process.env.BENCH_BEFORE_COMMAND;

type Build = { label: string; command?: string };
const builds: Build[] = beforeCommand
  ? [{ label: " (before)", command: beforeCommand }, { label: "" }]
  : [{ label: "" }];

const endpoints = (): [string, LoadRequest][] => [
  ["POST /api/price", priceRequest],
  ["POST /api/geo/check", geoCheckRequest()],
];

/** Each endpoint against the product server as `npm start` runs it: request logging on. */
async function measureProduct(
  database: "PGlite" | "PostgreSQL",
  env: Record<string, string>,
  build: Build,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const product = await spawnProductServer(env, {
    requestLogging: true,
    ...(build.command ? { command: build.command } : {}),
  });
  try {
    for (const [endpoint, request] of endpoints()) {
      rows.push(
        await measure({
          name: `${endpoint}, ${database}${build.label}`,
          url: product.url,
          ...request,
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
          baseline: BARE,
        }),
      );
    }
  } finally {
    await product.stop();
  }
  return rows;
}

/**
 * The price and service-area calls against a bare Fastify route, same machine, same run: on the
 * embedded database, and on a fresh PostgreSQL database when PostgreSQL is reachable.
 */
export const quoteApiScenario: Scenario = {
  name: "quote-api",
  async run() {
    const rows: BenchRow[] = [];
    const bare = await spawnServer({
      command: ["node", "--import", "tsx", "bench/bare-server.ts"],
    });
    try {
      rows.push(
        await measure({
          name: BARE,
          url: `${bare.url}/bare`,
          method: "POST",
          headers: { "content-type": "application/json" },
          body: priceRequest.body,
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
        }),
      );
    } finally {
      await bare.stop();
    }

    for (const build of builds) rows.push(...(await measureProduct("PGlite", {}, build)));
    for (const build of builds) {
      const onPostgres = await withFreshPostgres("quote_api", (databaseUrl) =>
        measureProduct("PostgreSQL", { DATABASE_URL: databaseUrl }, build),
      );
      rows.push(...(onPostgres ?? []));
    }
    return rows;
  },
  summarize(rows) {
    const bare = rows.find((row) => row.name === BARE);
    if (!bare) return [];
    const verdicts = TARGETS.flatMap((target) => {
      const row = rows.find(
        (candidate) => candidate.name === `${target.endpoint}, ${target.database}`,
      );
      if (!row) return [];
      const share = row.requestsPerSecond / bare.requestsPerSecond;
      const shareMet = share >= target.share;
      const p99Target = "p99Ms" in target ? target.p99Ms : undefined;
      const p99Met = p99Target === undefined || row.p99Ms <= p99Target;
      const p99Text =
        p99Target === undefined ? "" : `, p99 ${row.p99Ms} ms (target <= ${p99Target} ms)`;
      return [
        `${row.name}: ${Math.round(share * 100)}% of the bare route (target >= ${target.share * 100}%)${p99Text}: ${shareMet && p99Met ? "met" : "NOT met"}`,
      ];
    });
    return [
      "Product server as `npm start` runs it: request logging on (LOG_LEVEL info, the log written to /dev/null); rate limits and anonymous write ceilings off; each geo check a new visit (lead) stored before it is answered.",
      ...(beforeCommand
        ? [`Rows marked (before): \`${beforeCommand}\`, measured in the same run.`]
        : []),
      ...verdicts,
    ];
  },
};

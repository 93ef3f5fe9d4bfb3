import pg from "pg";
import {
  parseStoredBusinessConfig,
  sellsBeyondOneService,
  servicesOf,
} from "@/domain/stored-offering";
import { getPricedOptions } from "@/shared/offering";
import { pickServiceSelection } from "../../scripts/seed-businesses";
import { createRandom } from "../../scripts/seed-random";
import {
  type BenchRow,
  type LoadOptions,
  type LoadRequest,
  measure,
  type Scenario,
  type SeededServer,
  sendEach,
  spawnServer,
  withSeededDatabase,
  withServerOn,
} from "../lib";

/** 1,000 businesses x 1,000 orders = 1,000,000 orders; smaller with the environment overrides. */
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 1000);
const ORDERS_PER_BUSINESS = Number(process.env.BENCH_ORDERS_PER_BUSINESS ?? 1000);
/** The template directories the businesses are seeded from in turn (comma-separated). */
const TRADES = (process.env.BENCH_TRADES ?? "config/trades").split(",");
/** Another build measured in the same run, as in quote-api (its rows labelled "(before)"). */
const beforeCommand = process.env.BENCH_BEFORE_COMMAND;
const CONNECTIONS = 50;
const ADMIN_CONNECTIONS = 10;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BARE = "bare fastify route";

/**
 * Per business, a price request it can answer: for a business selling services, a selection
 * of them (a service, option, quantities and frequency, drawn per business); else its first
 * area's first priced option, as today's requests.
 */
async function pricedRequests(databaseUrl: string): Promise<LoadRequest[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ slug: string; config: unknown }>(
      "select slug, config from businesses order by created_at, slug",
    );
    return rows.map(({ slug, config: stored }, index) => {
      const parsed = parseStoredBusinessConfig(stored);
      if (!parsed.ok) throw new Error(`${slug}: ${JSON.stringify(parsed.issues)}`);
      const { offering } = parsed.config;
      const area = offering.areas[0]!;
      const selection = sellsBeyondOneService(offering)
        ? pickServiceSelection(servicesOf(offering), area.name, createRandom(index + 1))
        : {
            area: area.name,
            option: getPricedOptions(offering).find((option) =>
              Object.hasOwn(area.prices, option.code),
            )!.code,
            addons: [],
          };
      return {
        method: "POST",
        path: `/api/b/${slug}/price`,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(selection),
      };
    });
  } finally {
    await client.end();
  }
}

const ONE = "POST /api/b/{one}/price";
/** Each steady-state load is measured this many times, the builds' loads in turn: its median row counts. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The product server of each build at once, on one database (a build's command, or this one). */
function withServersOn<T>(
  databaseUrl: string,
  commands: readonly (string | undefined)[],
  use: (servers: SeededServer[]) => Promise<T>,
): Promise<T> {
  const [command, ...rest] = commands;
  if (commands.length === 0) return use([]);
  return withServerOn(
    databaseUrl,
    (server) => withServersOn(databaseUrl, rest, (others) => use([server, ...others])),
    command,
  );
}

/** The row of median rate among a load's rounds. */
function medianOf(rounds: BenchRow[]): BenchRow {
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[(sorted.length - 1) >> 1]!;
}

/**
 * Many businesses on one PostgreSQL, of every template in turn: the price call spread over
 * every business, first with a cold cache, then warm (each business asked once in between),
 * against one business's and a bare route's; one admin's list and stats with the whole table
 * around it. With BENCH_BEFORE_COMMAND, that build's server runs beside this one's and every
 * price load is measured on both, in turn: a machine whose load changes during the run moves
 * both builds' figures alike.
 */
export const platformScenario: Scenario = {
  name: "platform",
  async run() {
    const total = (BUSINESSES * ORDERS_PER_BUSINESS).toLocaleString("en-US");
    const seedArgs = TRADES.flatMap((directory) => ["--trades", directory]);
    const builds = beforeCommand
      ? [{ label: " (before)", command: beforeCommand }, { label: "" }]
      : [{ label: "" }];
    const rows = await withSeededDatabase(
      { label: "platform", orders: ORDERS_PER_BUSINESS, businesses: BUSINESSES, seedArgs },
      async (databaseUrl) => {
        const requests = await pricedRequests(databaseUrl);
        const [own] = requests;
        const spread = `POST /api/b/{each of ${requests.length}}/price`;
        const bare = await spawnServer({
          command: ["node", "--import", "tsx", "bench/bare-server.ts"],
        });
        try {
          return await withServersOn(
            databaseUrl,
            builds.map((build) => build.command),
            async (servers) => {
              type Target = { url: string; pid: number };
              const load = (name: string, target: Target, options: Partial<LoadOptions>) =>
                measure({
                  name,
                  url: target.url,
                  serverPid: target.pid,
                  connections: CONNECTIONS,
                  durationSeconds: DURATION_SECONDS,
                  ...options,
                });
              const configs = requests.map(({ path }) => ({
                path: path!.replace(/price$/, "config"),
              }));
              // Each build's fresh cache first, then each business asked once: the steady state.
              const firstPasses = new Map<string, BenchRow>();
              for (const [index, { label }] of builds.entries()) {
                const server = servers[index]!;
                const name = `${spread}, first pass${label}`;
                firstPasses.set(
                  name,
                  await load(name, server, { requests, baseline: ONE + label }),
                );
                await sendEach(server.url, requests);
              }
              const steady: { name: string; target: Target; options: Partial<LoadOptions> }[] = [
                {
                  name: BARE,
                  target: bare,
                  options: {
                    url: `${bare.url}/bare`,
                    method: "POST",
                    headers: own!.headers!,
                    body: own!.body!,
                  },
                },
                ...builds.flatMap(({ label }, index) => [
                  {
                    name: ONE + label,
                    target: servers[index]!,
                    options: { ...own, baseline: BARE },
                  },
                  {
                    name: `${spread}, warm${label}`,
                    target: servers[index]!,
                    options: { requests, baseline: ONE + label },
                  },
                  {
                    name: `GET /api/b/{each of ${requests.length}}/config${label}`,
                    target: servers[index]!,
                    options: { requests: configs },
                  },
                ]),
              ];
              const rounds = new Map<string, BenchRow[]>();
              for (let round = 0; round < ROUNDS; round++) {
                for (const { name, target, options } of steady) {
                  rounds.set(name, [
                    ...(rounds.get(name) ?? []),
                    await load(name, target, options),
                  ]);
                }
              }
              const measured = steady.flatMap(({ name }) => {
                const median = medianOf(rounds.get(name)!);
                const firstPass = firstPasses.get(name.replace(", warm", ", first pass"));
                return name.includes(", warm") && firstPass ? [firstPass, median] : [median];
              });
              const current = servers.at(-1)!;
              for (const [label, path] of [
                ["GET /api/admin/orders (newest 50)", "/api/admin/orders"],
                ["GET /api/admin/stats", "/api/admin/stats"],
              ] as const) {
                measured.push(
                  await load(`${label} @${total} in all`, current, {
                    path,
                    headers: current.adminHeaders,
                    connections: ADMIN_CONNECTIONS,
                  }),
                );
              }
              return measured;
            },
          );
        } finally {
          await bare.stop();
        }
      },
    );
    return rows ?? [];
  },
  summarize: (rows) => {
    const cpu = rows
      .filter((row) => row.name.includes("/api/b/") && row.serverCpuMicros !== undefined)
      .map((row) => `${row.name}: ${row.serverCpuMicros} µs`);
    return [
      `${BUSINESSES.toLocaleString("en-US")} businesses x ${ORDERS_PER_BUSINESS.toLocaleString("en-US")} orders on PostgreSQL (seeded by \`npm run seed -- --businesses N\`${TRADES.map((directory) => ` --trades ${directory}`).join("")}: the templates in turn, those selling services priced with a service, quantities and a frequency); the admin rows are the default business's own ${ORDERS_PER_BUSINESS.toLocaleString("en-US")} orders among all of them.`,
      "Each connection cycles through every business's price (or config) call; all start at the first business. First pass: a fresh server's cache; warm: after each business was asked once.",
      `The bare route, one business's price, the warm spread and the config calls measured ${ROUNDS} times over (BENCH_ROUNDS), ${DURATION_SECONDS} s each, each build's in turn: a row is its median round.`,
      ...(beforeCommand
        ? [
            `Rows marked (before): \`${beforeCommand}\`, same database, same run, its server beside this build's.`,
          ]
        : []),
      `Server CPU per request: ${cpu.join("; ")}.`,
    ];
  },
};

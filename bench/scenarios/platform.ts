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
  type LoadRequest,
  measure,
  type Scenario,
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

/**
 * Many businesses on one PostgreSQL, of every template in turn: the price call spread over
 * every business, first with a cold cache, then warm (each business asked once in between),
 * against one business's and a bare route's in the same run; one admin's list and stats with
 * the whole table around it. With BENCH_BEFORE_COMMAND, the price rows of that build first.
 */
export const platformScenario: Scenario = {
  name: "platform",
  async run() {
    const total = (BUSINESSES * ORDERS_PER_BUSINESS).toLocaleString("en-US");
    const seedArgs = TRADES.flatMap((directory) => ["--trades", directory]);
    const rows = await withSeededDatabase(
      { label: "platform", orders: ORDERS_PER_BUSINESS, businesses: BUSINESSES, seedArgs },
      async (databaseUrl) => {
        const requests = await pricedRequests(databaseUrl);
        const [own] = requests;
        const measured: BenchRow[] = [];
        const bare = await spawnServer({
          command: ["node", "--import", "tsx", "bench/bare-server.ts"],
        });
        try {
          measured.push(
            await measure({
              name: BARE,
              url: `${bare.url}/bare`,
              method: "POST",
              headers: own!.headers!,
              body: own!.body!,
              connections: CONNECTIONS,
              durationSeconds: DURATION_SECONDS,
            }),
          );
        } finally {
          await bare.stop();
        }
        const builds = beforeCommand
          ? [{ label: " (before)", command: beforeCommand }, { label: "" }]
          : [{ label: "" }];
        for (const build of builds) {
          await withServerOn(
            databaseUrl,
            async ({ url, pid, adminHeaders }) => {
              const load = async (
                name: string,
                options: Partial<Parameters<typeof measure>[0]>,
              ) => {
                measured.push(
                  await measure({
                    name: `${name}${build.label}`,
                    url,
                    serverPid: pid,
                    connections: CONNECTIONS,
                    durationSeconds: DURATION_SECONDS,
                    ...options,
                  }),
                );
              };
              await load(ONE, { ...own, baseline: BARE });
              const spread = `POST /api/b/{each of ${requests.length}}/price`;
              await load(`${spread}, first pass`, { requests, baseline: `${ONE}${build.label}` });
              // Every business asked once: the next pass is the steady state of a warm cache.
              await sendEach(url, requests);
              await load(`${spread}, warm`, { requests, baseline: `${ONE}${build.label}` });
              if (build.command) return;
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
            },
            build.command,
          );
        }
        return measured;
      },
    );
    return rows ?? [];
  },
  summarize: (rows) => {
    const cpu = rows
      .filter((row) => row.name.includes("/price") && row.serverCpuMicros !== undefined)
      .map((row) => `${row.name}: ${row.serverCpuMicros} µs`);
    return [
      `${BUSINESSES.toLocaleString("en-US")} businesses x ${ORDERS_PER_BUSINESS.toLocaleString("en-US")} orders on PostgreSQL (seeded by \`npm run seed -- --businesses N\`${TRADES.map((directory) => ` --trades ${directory}`).join("")}: the templates in turn, those selling services priced with a service, quantities and a frequency); the admin rows are the default business's own ${ORDERS_PER_BUSINESS.toLocaleString("en-US")} orders among all of them.`,
      "Each connection cycles through every business's price (or config) call; all start at the first business. First pass: a fresh server's cache; warm: after each business was asked once.",
      ...(beforeCommand
        ? [`Rows marked (before): \`${beforeCommand}\`, same database, same run.`]
        : []),
      `Server CPU per request: ${cpu.join("; ")}.`,
    ];
  },
};

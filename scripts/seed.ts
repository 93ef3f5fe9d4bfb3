import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { createClock } from "@/server/clock";
import { loadBusinessFile } from "@/server/config/business-config";
import { parseEnv } from "@/server/config/env";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import { openDatabaseFromEnv } from "@/server/db/open-database-from-env";
import { projectRoot } from "@/server/paths";
import { seedTradeTemplates } from "./seed-businesses";
import { seedData } from "./seed-data";

const USAGE = `Usage: npm run seed -- --orders 100000 [--businesses N] [--trades DIR ...] [--today N] [--custom-quotes N] [--leads N] [--seed N]

Adds realistic demo data to the database the server uses (DATABASE_URL, else DATA_DIR), for
the demo business and, with --businesses N, N-1 more of the trade templates in turn
(config/trades, or each --trades directory in turn: each its own slug such as lawn-mowing-4,
name, prices and service areas around a real ZIP code; made once, found again by a later run). Per
business: orders spread over the last 180 days (--today of them earlier today; default 0.5%, at
least one), about 70% paid, most older paid orders onboarded; custom quote requests; and
service-area leads that never ordered. Dates are relative to NOW when it is set.`;

function parseCount(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    console.error(`--${name} must be a whole number, got ${value}\n\n${USAGE}`);
    process.exit(2);
  }
  return count;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      businesses: { type: "string" },
      trades: { type: "string", multiple: true },
      orders: { type: "string" },
      today: { type: "string" },
      "custom-quotes": { type: "string" },
      leads: { type: "string" },
      seed: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const businessCount = parseCount(values.businesses, 1, "businesses");
  if (businessCount < 1) {
    console.error(`--businesses must be at least 1 (the demo business)\n\n${USAGE}`);
    process.exit(2);
  }
  const orderCount = parseCount(values.orders, 1000, "orders");
  const todayCount = Math.min(
    orderCount,
    parseCount(values.today, Math.max(1, Math.round(orderCount * 0.005)), "today"),
  );
  const customQuoteCount = parseCount(
    values["custom-quotes"],
    Math.ceil(orderCount / 100),
    "custom-quotes",
  );
  const leadCount = parseCount(values.leads, Math.ceil(orderCount / 10), "leads");

  const env = parseEnv();
  const demo = loadBusinessFile(resolve(projectRoot, env.BUSINESS_CONFIG));
  const database = openDatabaseFromEnv(env);
  const started = Date.now();
  try {
    await database.migrate();
    console.log(`Seeding on ${database.kind}...`);
    const showProgress = process.stdout.isTTY;
    await seedData(database.db, {
      demo,
      businesses: businessCount,
      ...(values.trades && {
        trades: values.trades.flatMap((directory) =>
          seedTradeTemplates(loadTradeTemplates(resolve(directory))),
        ),
      }),
      orders: orderCount,
      today: todayCount,
      customQuotes: customQuoteCount,
      leads: leadCount,
      seed: parseCount(values.seed, 1, "seed"),
      now: createClock(env.NOW)().getTime(),
      log: (line) => console.log(line),
      ...(showProgress
        ? { progress: (written, total) => process.stdout.write(`\r  ${written} / ${total} rows`) }
        : {}),
    });
    if (showProgress) process.stdout.write("\n");
    // Fresh statistics and visibility map, as autovacuum would leave them on a live database,
    // so the planner picks the indexes (and index-only scans) straight away.
    await database.db.execute(sql`vacuum analyze`);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === "ConfigError" ? error.message : error);
  process.exit(1);
});

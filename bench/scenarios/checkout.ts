import { randomBytes } from "node:crypto";
import pg from "pg";
import { type BenchRow, measure, type Scenario, spawnProductServer } from "../lib";

const CONNECTIONS = 20;
const DURATION_SECONDS = 10;
const json = { "content-type": "application/json" };

/** Scarsdale, 4-car, bump-out, early bird on (the bench server runs at NOW=2025-10-01). */
const PRICED = {
  town: "Scarsdale",
  drivewaySize: "FOUR_CAR",
  addons: [{ code: "bump_out", label: "Bump-out Extension", price_cents: 7500 }],
  basePriceCents: 21900,
  addonPriceCents: 7500,
  subtotalCents: 23400,
  feeCents: 1177,
  totalCents: 24577,
  taxCents: 1872,
  grandTotalCents: 26449,
};

/** Every request is a new customer, so each one creates an order (no double-click dedupe). */
function checkoutBody(): () => string {
  const run = randomBytes(4).toString("hex");
  let customer = 0;
  return () =>
    JSON.stringify({
      address: `${++customer} Birch Lane`,
      city: "Scarsdale",
      state: "NY",
      zipCode: "10583",
      email: `bench-${run}-${customer}@example.com`,
      ...PRICED,
    });
}

async function withFreshPostgres<T>(
  adminUrl: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const name = `qw_bench_checkout_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function measureCheckout(name: string, port: number, env: Record<string, string>) {
  const server = await spawnProductServer(port, env);
  try {
    return await measure({
      name,
      url: `${server.url}/api/checkout`,
      method: "POST",
      headers: json,
      body: checkoutBody(),
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
    });
  } finally {
    await server.stop();
  }
}

/**
 * POST /api/checkout in test mode (price check, order + event in one transaction), each
 * request a new order: on the embedded database, and on a fresh PostgreSQL database when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server.
 */
export const checkoutScenario: Scenario = {
  name: "checkout",
  async run() {
    const rows: BenchRow[] = [await measureCheckout("checkout (test mode), PGlite", 3993, {})];
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      rows.push(
        await withFreshPostgres(adminUrl, (url) =>
          measureCheckout("checkout (test mode), PostgreSQL", 3994, { DATABASE_URL: url }),
        ),
      );
    } else {
      console.log("checkout on PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL");
    }
    return rows;
  },
};

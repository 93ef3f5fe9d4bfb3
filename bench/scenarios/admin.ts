import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type BenchRow, measure, type Scenario, spawnServer } from "../lib";

const ORDERS = 100_000;
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;
const NOW = "2025-10-01T12:00:00Z";
const ADMIN = { email: "bench@example.com", password: "benchmark passphrase" };

/** The PostgreSQL server to create the bench database on (the user must be allowed to). */
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

async function runSql(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function seed(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/seed.ts", "--orders", String(ORDERS)], {
      env: { ...process.env, DATABASE_URL: databaseUrl, NOW },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))));
  });
}

/**
 * The dashboard's three reads at 100,000 orders on PostgreSQL (fresh database, seeded): the
 * first page of orders, a search, and the stat cards. Skipped when PostgreSQL is not reachable.
 */
export const adminScenario: Scenario = {
  name: "admin",
  async run() {
    const name = `qw_bench_admin_${randomBytes(4).toString("hex")}`;
    try {
      await runSql(`create database ${name}`);
    } catch (error) {
      console.log(`skipped: no PostgreSQL at ${adminUrl} (${(error as Error).message})`);
      return [];
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    try {
      await seed(databaseUrl);
      const server = await spawnServer({
        // Parallel checkouts point this at their own build; `npm run bench` builds dist first.
        command: process.env.BENCH_SERVER_COMMAND?.split(" ") ?? ["node", "dist/server/main.js"],
        port: 3993,
        env: {
          DATABASE_URL: databaseUrl,
          NOW,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        },
      });
      try {
        const login = await fetch(`${server.url}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(ADMIN),
        });
        const { token } = (await login.json()) as { token: string };
        const headers = { authorization: `Bearer ${token}` };
        const rows: BenchRow[] = [];
        for (const [label, path] of [
          ["GET /api/admin/orders (newest 50)", "/api/admin/orders"],
          ["GET /api/admin/orders?q=smith", "/api/admin/orders?q=smith"],
          ["GET /api/admin/orders?tab=paid&q=heathcote", "/api/admin/orders?tab=paid&q=heathcote"],
          ["GET /api/admin/stats", "/api/admin/stats"],
        ] as const) {
          rows.push(
            await measure({
              name: `${label} @100k`,
              url: `${server.url}${path}`,
              headers,
              connections: CONNECTIONS,
              durationSeconds: DURATION_SECONDS,
            }),
          );
        }
        return rows;
      } finally {
        await server.stop();
      }
    } finally {
      await runSql(`drop database if exists ${name} with (force)`);
    }
  },
};

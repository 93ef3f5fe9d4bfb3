import {
  type BenchRow,
  benchAdminEnv,
  measure,
  type Scenario,
  seedOrders,
  signInBenchAdmin,
  spawnProductServer,
  withFreshPostgres,
} from "../lib";

const ORDERS = 100_000;
const CONNECTIONS = 10;
const DURATION_SECONDS = 10;

/**
 * The dashboard's three reads at 100,000 orders on PostgreSQL (fresh database, seeded): the
 * first page of orders, a search, and the stat cards. Skipped when PostgreSQL is not reachable.
 */
export const adminScenario: Scenario = {
  name: "admin",
  async run() {
    const rows = await withFreshPostgres("admin", async (databaseUrl) => {
      await seedOrders(databaseUrl, ORDERS);
      const server = await spawnProductServer(3993, {
        DATABASE_URL: databaseUrl,
        ...benchAdminEnv,
      });
      try {
        const headers = await signInBenchAdmin(server.url);
        const measured: BenchRow[] = [];
        for (const [label, path] of [
          ["GET /api/admin/orders (newest 50)", "/api/admin/orders"],
          ["GET /api/admin/orders?q=smith", "/api/admin/orders?q=smith"],
          ["GET /api/admin/orders?tab=paid&q=heathcote", "/api/admin/orders?tab=paid&q=heathcote"],
          ["GET /api/admin/stats", "/api/admin/stats"],
        ] as const) {
          measured.push(
            await measure({
              name: `${label} @100k`,
              url: server.url,
              path,
              headers,
              connections: CONNECTIONS,
              durationSeconds: DURATION_SECONDS,
            }),
          );
        }
        return measured;
      } finally {
        await server.stop();
      }
    });
    return rows ?? [];
  },
};

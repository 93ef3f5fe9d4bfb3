import { type BenchRow, measure, type Scenario, withSeededServer } from "../lib";

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
    const rows = await withSeededServer(
      { label: "admin", orders: ORDERS },
      async ({ url, adminHeaders }) => {
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
              url,
              path,
              headers: adminHeaders,
              connections: CONNECTIONS,
              durationSeconds: DURATION_SECONDS,
            }),
          );
        }
        return measured;
      },
    );
    return rows ?? [];
  },
};

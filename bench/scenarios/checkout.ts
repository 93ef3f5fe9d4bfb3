import {
  checkoutRequest,
  measure,
  type Scenario,
  spawnProductServer,
  withFreshPostgres,
} from "../lib";

const CONNECTIONS = 20;
const DURATION_SECONDS = 10;

async function measureCheckout(name: string, env: Record<string, string>) {
  const server = await spawnProductServer(env);
  try {
    return await measure({
      name,
      url: server.url,
      ...checkoutRequest(),
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
 * PostgreSQL is reachable.
 */
export const checkoutScenario: Scenario = {
  name: "checkout",
  async run() {
    const rows = [await measureCheckout("checkout (test mode), PGlite", {})];
    const onPostgres = await withFreshPostgres("checkout", (databaseUrl) =>
      measureCheckout("checkout (test mode), PostgreSQL", { DATABASE_URL: databaseUrl }),
    );
    if (onPostgres) rows.push(onPostgres);
    return rows;
  },
};

import { type BenchRow, measure, type Scenario, spawnProductServer, spawnServer } from "../lib";

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;
const json = { "content-type": "application/json" };

/** The price and service-area calls against a bare Fastify route, same machine, same run. */
export const quoteApiScenario: Scenario = {
  name: "quote-api",
  async run() {
    const rows: BenchRow[] = [];
    const bare = await spawnServer({
      command: ["node", "--import", "tsx", "bench/bare-server.ts"],
      port: 3991,
    });
    try {
      rows.push(
        await measure({
          name: "bare fastify route",
          url: `${bare.url}/bare`,
          method: "POST",
          headers: json,
          body: JSON.stringify({ town: "Scarsdale", drivewaySize: "FOUR_CAR", addons: [] }),
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
        }),
      );
    } finally {
      await bare.stop();
    }

    const product = await spawnProductServer(3992);
    try {
      rows.push(
        await measure({
          name: "POST /api/price",
          url: `${product.url}/api/price`,
          method: "POST",
          headers: json,
          body: JSON.stringify({
            town: "Scarsdale",
            drivewaySize: "FOUR_CAR",
            addons: ["bump_out"],
          }),
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
          baseline: "bare fastify route",
        }),
      );
      let lead = 0;
      rows.push(
        await measure({
          name: "POST /api/geo/check",
          url: `${product.url}/api/geo/check`,
          method: "POST",
          headers: json,
          body: () =>
            JSON.stringify({
              address: `${++lead} Main St`,
              city: "Scarsdale",
              state: "NY",
              zipCode: "10583",
              email: `bench-${lead}@example.com`,
            }),
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
          baseline: "bare fastify route",
        }),
      );
    } finally {
      await product.stop();
    }
    return rows;
  },
};

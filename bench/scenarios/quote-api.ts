import {
  type BenchRow,
  geoCheckRequest,
  measure,
  priceRequest,
  type Scenario,
  spawnProductServer,
  spawnServer,
} from "../lib";

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

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
          headers: { "content-type": "application/json" },
          body: priceRequest.body,
          connections: CONNECTIONS,
          durationSeconds: DURATION_SECONDS,
        }),
      );
    } finally {
      await bare.stop();
    }

    const product = await spawnProductServer(3992);
    try {
      for (const [name, request] of [
        ["POST /api/price", priceRequest],
        ["POST /api/geo/check", geoCheckRequest()],
      ] as const) {
        rows.push(
          await measure({
            name,
            url: product.url,
            ...request,
            connections: CONNECTIONS,
            durationSeconds: DURATION_SECONDS,
            baseline: "bare fastify route",
          }),
        );
      }
    } finally {
      await product.stop();
    }
    return rows;
  },
};

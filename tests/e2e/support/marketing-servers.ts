import type { WorkerFixture } from "@playwright/test";
import { test as base } from "@playwright/test";
import { startTestServer, type TestServer } from "../../helpers/test-server";
import { onPostgres } from "./databases";

/** The analytics id `gaServer` is set up with. */
export const GA_ID = "G-TEST1234";

/** A worker's own product server with `env` on top of the run's build and database kind. */
function workerServer(
  env: Record<string, string> = {},
): [WorkerFixture<TestServer, object>, { scope: "worker"; timeout: number }] {
  return [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures destructure their deps
    async ({}, use) => {
      const server = await startTestServer(onPostgres ? "postgres" : "pglite", {
        WEB_DIR: process.env.WEB_DIR ?? "dist/web",
        ...env,
      });
      await use(server);
      await server.close();
    },
    { scope: "worker", timeout: 120_000 },
  ];
}

/**
 * Servers of a worker's own for the marketing specs: `leadServer` for the contact form (a test
 * reads the stored lead from its database), `limitedServer` allowing one demo request a minute,
 * `gaServer` with analytics set up. Each starts only when a test asks for it.
 */
export const marketingServers = base.extend<
  object,
  { leadServer: TestServer; limitedServer: TestServer; gaServer: TestServer }
>({
  leadServer: workerServer(),
  limitedServer: workerServer({ RATE_LIMIT_PER_MINUTE: "1" }),
  gaServer: workerServer({ GA_MEASUREMENT_ID: GA_ID }),
});

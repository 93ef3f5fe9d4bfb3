import { mergeTests } from "@playwright/test";
import { accountFixtures } from "./account-server";
import { adminFixtures } from "./admin-fixtures";
import { marketingServers } from "./marketing-servers";
import { paymentServers } from "./payment-servers";
import { settingsFixtures } from "./settings";

/**
 * The one `test` every spec uses (docs/decisions/017-test-run-time.md). Playwright gives a spec a
 * worker made for its set of worker fixtures: specs with different sets never share a worker, so
 * each switch stopped a worker and started another with its browser and servers. With every
 * worker fixture in one set, a worker runs any spec; a fixture's server starts only when a test
 * asks for it. A spec chooses its server through `baseURL`, which is per test and does not split
 * workers.
 */
export const test = mergeTests(
  adminFixtures,
  settingsFixtures,
  accountFixtures,
  marketingServers,
  paymentServers,
);

/** Pages on the worker's server with a seeded database (admin-fixtures.ts). */
export const adminTest = test.extend({
  baseURL: async ({ adminServer }, use) => use(adminServer.url),
});

/** Pages on the worker's server whose business the settings specs change (settings.ts). */
export const settingsTest = test.extend({
  baseURL: async ({ settingsServer }, use) => use(settingsServer.baseURL),
});

/** Pages on the worker's server where each test signs up businesses (account-server.ts). */
export const accountTest = test.extend({
  baseURL: async ({ accountServer }, use) => use(accountServer.baseURL),
});

export { expect } from "@playwright/test";

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/support/browser";
import { findFreePort } from "./tests/helpers/server-process";

/**
 * The browser tests' server listens on a free port, so other servers on this machine (another
 * checkout's tests, a dev server) never collide with it. This file is evaluated in the runner
 * and again in every worker: the runner picks the port and publishes it in E2E_PORT, which the
 * workers inherit, so they all talk to the same server. Setting E2E_PORT pins the port.
 */
process.env.E2E_PORT ??= String(await findFreePort());
/**
 * Every new embedded database of the run (the suite's server, a spec's own, the seed and admin
 * scripts) starts as a copy of one migrated database, made here in the runner before any server
 * starts (workers and their child processes inherit it). Saves seconds of CPU per server.
 */
if (!process.env.NEW_DATABASE_TEMPLATE) {
  const { saveMigratedDatabase } = await import("./tests/helpers/database-templates");
  const file = await saveMigratedDatabase();
  process.env.NEW_DATABASE_TEMPLATE = file;
  process.once("exit", () => rmSync(dirname(file), { recursive: true, force: true }));
}
const NEW_DATABASE_TEMPLATE = process.env.NEW_DATABASE_TEMPLATE;
/**
 * The run's databases (tests/e2e/support/databases.ts): PGlite folders in E2E_DATA_DIR, made here
 * in the runner and removed when it exits; PostgreSQL databases named with E2E_DATABASE_PREFIX,
 * dropped by the global teardown.
 */
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), "qw-e2e-data-"));
  process.env.E2E_DATA_DIR = dataDir;
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.E2E_DATABASE_PREFIX ??= `qw_e2e_${process.pid}_`;
/** The suite's server's database, made once in the runner. */
if (!process.env.E2E_SUITE_DATABASE) {
  const { serverDatabase } = await import("./tests/e2e/support/databases");
  process.env.E2E_SUITE_DATABASE = JSON.stringify(await serverDatabase());
}
const SUITE_DATABASE = JSON.parse(process.env.E2E_SUITE_DATABASE) as Record<string, string>;
/** Every server of the run (the suite's and a spec's own) hashes passwords with light work. */
process.env.PASSWORD_HASH_COST ??= "10";
const PASSWORD_HASH_COST = process.env.PASSWORD_HASH_COST;
const PORT = Number(process.env.E2E_PORT);

/**
 * Specs about layout run at both widths. A spec about behaviour runs once, at the width its user
 * has: a homeowner on a phone, an operator at a desk. Keeps the browser run well inside CI's time.
 */
const HOMEOWNER_SPECS = [
  "booking-slot",
  "business-terms",
  "checkout",
  "checkout-return",
  "customer-account",
  "forms-without-js",
  "marketing-contact",
  "plan-journey",
  "quote-address-errors",
  "quote-custom",
  "quote-early-bird",
  "quote-failures",
  "quote-history",
  "quote-recovery",
  "quote-review",
  "quote-services",
  "trade-templates",
];
const OPERATOR_SPECS = [
  "admin-custom-quote-details",
  "admin-funnel",
  "admin-hostile-input",
  "admin-location",
  "admin-plans",
  "admin-setup",
  "copy",
  "payments-connect",
  // The customer's half (the offer page) is checked at a phone's width inside it.
  "custom-quote-offers",
  "custom-quote-deposits",
  "settings-areas",
  "settings-editing",
  "settings-services",
  "settings-webhooks",
  // Drawing the area takes a pointer on the map; on a touch phone it is not tested yet.
  "signup-journey",
  "suite-server",
];
const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`);
/** Inside a spec of both widths, a test tagged @phone runs only on the phone, @desk only at the desk. */
const ONLY_AT_DESK = /@desk\b/;
const ONLY_ON_PHONE = /@phone\b/;

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "tests/e2e/support/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
    // A failed test keeps its trace: each action's DOM snapshot, without the screencast, which
    // cost a fifth of the run's CPU (Chromium encoding a frame after every paint). CI keeps none:
    // nobody can open it there, and every test would pay for the snapshots.
    trace: process.env.CI
      ? "off"
      : { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
  },
  projects: [
    {
      name: "mobile",
      testIgnore: specs(OPERATOR_SPECS),
      grepInvert: ONLY_AT_DESK,
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 740 } },
    },
    {
      name: "desktop",
      testIgnore: specs(HOMEOWNER_SPECS),
      grepInvert: ONLY_ON_PHONE,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: process.env.E2E_SERVER_COMMAND ?? "node dist/server/main.js",
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      ...SUITE_DATABASE,
      NOW: "2025-10-01T12:00:00Z",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      ADMIN_LOGIN_LIMIT_PER_MINUTE: "0",
      DEMO_DATA: "false",
      PASSWORD_HASH_COST,
      NEW_DATABASE_TEMPLATE,
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    },
  },
});

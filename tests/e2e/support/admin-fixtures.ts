import { type ChildProcess, spawn } from "node:child_process";
import { test as base, expect, type Page } from "@playwright/test";
import { findFreePort } from "../../helpers/server-process";
import { type DatabaseEnv, sharedDatabaseCopy } from "./databases";
import { openSignedIn } from "./signed-in";

export const ADMIN = { email: "owner@example.com", password: "correct horse battery staple" };
/** 08:00 on October 1, 2025 in New York. */
export const ADMIN_NOW = "2025-10-01T12:00:00Z";
export const TODAY_ORDERS = 6;
const TOKEN_KEY = "quotewise.adminToken";

function run(command: string, env: Record<string, string>): ChildProcess {
  // Own process group, so teardown stops the whole tree (npx, tsx, node) and nothing else.
  return spawn(command, {
    shell: true,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

function stop(child: ChildProcess) {
  if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
}

export type AdminServer = { url: string };

const SEED_COMMAND = `npx tsx scripts/seed.ts --orders 40 --today ${TODAY_ORDERS} --custom-quotes 3 --leads 5 --seed 7`;

/** Runs the seed script on `database` (about 17 s on two busy cores; a copy takes about one). */
async function seed(database: DatabaseEnv): Promise<void> {
  const seeding = run(SEED_COMMAND, { ...database, NOW: ADMIN_NOW, LOG_LEVEL: "warn" });
  const code = await new Promise<number | null>((resolve) => seeding.on("exit", resolve));
  if (code !== 0) throw new Error(`seeding the admin e2e database failed (${code})`);
}

/**
 * Each worker runs its own server on its own copy of a database seeded once per run (seed 7, 40
 * orders, 6 of them today) with the ADMIN account, on a free port: the data is known and no other
 * spec shares it.
 */
export const adminFixtures = base.extend<
  { loginAsAdmin: () => Promise<string> },
  { adminServer: AdminServer }
>({
  adminServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from it
    async ({}, use) => {
      const database = await sharedDatabaseCopy("admin", seed);
      const port = await findFreePort();
      const server = run(process.env.E2E_SERVER_COMMAND ?? "node dist/server/main.js", {
        ...database,
        NOW: ADMIN_NOW,
        LOG_LEVEL: "warn",
        PORT: String(port),
        HOST: "127.0.0.1",
        RATE_LIMIT_PER_MINUTE: "0",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await expect
          .poll(
            () =>
              fetch(`${url}/readyz`).then(
                (r) => r.status,
                () => 0,
              ),
            { timeout: 60_000 },
          )
          .toBe(200);
        await use({ url });
      } finally {
        stop(server);
        await new Promise((resolve) =>
          server.exitCode === null ? server.on("exit", resolve) : resolve(null),
        );
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],

  /** Signs in through the API, stores the token as the sign-in screen would, opens /admin. */
  loginAsAdmin: async ({ page, adminServer }, use) => {
    await use(async () => {
      const response = await fetch(`${adminServer.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      });
      expect(response.status).toBe(200);
      const { token } = (await response.json()) as { token: string };
      await openSignedIn(page, token, "/admin");
      await expect(page.getByRole("heading", { name: "Instant Quote Dashboard" })).toBeVisible();
      return token;
    });
  },
});

export { expect };

/** The admin API as the test sees it, with a token (for expected values). */
export async function adminApi<T>(page: Page, path: string, token: string): Promise<T> {
  const response = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

export function readStoredToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
}

import { test as base, expect, type Page } from "@playwright/test";
import type { AdminBusinessResponse } from "@/shared/api/admin-contract";
import type { BusinessConfig } from "@/shared/business-config";
import { ADMIN, ADMIN_NOW } from "./admin-fixtures";
import { type ExtraServer, startExtraServer } from "./extra-server";
import { openSignedIn } from "./signed-in";

const _TOKEN_KEY = "quotewise.adminToken";

export type SettingsApi = {
  read: () => Promise<AdminBusinessResponse & { config: BusinessConfig }>;
  write: (config: BusinessConfig, version: number) => Promise<number>;
};

/**
 * A server of its own for each worker (the settings tests change the business), on an empty
 * in-memory database with the owner's account; `openSettings(section)` signs in and opens a
 * section; `settingsApi` reads and writes the business as another tab would.
 */
export const settingsFixtures = base.extend<
  {
    openSettings: (section: string) => Promise<void>;
    settingsApi: SettingsApi;
  },
  { settingsServer: ExtraServer & { token: string } }
>({
  settingsServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from it
    async ({}, use) => {
      const server = await startExtraServer({
        NOW: ADMIN_NOW,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // The webhooks section sends test events to a receiver on this machine.
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true",
        WEBHOOKS_POLL_INTERVAL_MS: "100",
      });
      try {
        const response = await fetch(`${server.baseURL}/api/admin/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(ADMIN),
        });
        const { token } = (await response.json()) as { token: string };
        await use({ ...server, token });
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 90_000 },
  ],

  openSettings: async ({ page, settingsServer }, use) => {
    await use(async (section) => {
      await openSignedIn(page, settingsServer.token, `/admin/settings/${section}`);
      await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    });
  },

  settingsApi: async ({ settingsServer }, use) => {
    const call = (method: string, body?: unknown) =>
      fetch(`${settingsServer.baseURL}/api/admin/business`, {
        method,
        headers: {
          authorization: `Bearer ${settingsServer.token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    await use({
      read: async () => (await (await call("GET")).json()) as never,
      write: async (config, version) => {
        const response = await call("PUT", { config, version });
        expect(response.status).toBe(200);
        return ((await response.json()) as AdminBusinessResponse).version;
      },
    });
  },
});

export { expect };

/** The Save button of the open section, and the toast that says it worked. */
export async function saveSection(page: Page, label: string): Promise<void> {
  // The save's own answer: an earlier save's "Settings saved" may still be showing.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "PUT" && response.url().endsWith("/api/admin/business"),
  );
  await page.getByRole("button", { name: label }).click();
  expect((await saved).status()).toBe(200);
  await expect(
    page.locator("li[data-state=open]").filter({ hasText: "Settings saved" }),
  ).toBeVisible();
}

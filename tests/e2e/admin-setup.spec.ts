import { ADMIN_NOW } from "./support/admin-fixtures";
import { dismissCookieBanner } from "./support/consent";
import { type ExtraServer, startExtraServer } from "./support/extra-server";
import { expect, test } from "./support/test";

const SHOTS = process.env.SCREENSHOT_DIR;

let server: ExtraServer;

// A server of its own per test: its start counts against the test's time.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  // A new database without an admin: the server prints the setup link and seeds demo orders.
  server = await startExtraServer({ NOW: ADMIN_NOW, DEMO_DATA: "true" });
});
test.afterEach(async () => {
  await server.stop();
});

/** The link from the server's "No admin yet: open ..." log line, on this server's address. */
async function printedSetupLink(): Promise<string> {
  await expect.poll(() => server.output()).toMatch(/No admin yet: open \S+/);
  const printed = /No admin yet: open (\S+)/.exec(server.output())![1]!;
  const url = new URL(printed);
  return `${server.baseURL}${url.pathname}${url.search}`;
}

test("the printed setup link creates the owner, lands in the dashboard, and works once", async ({
  page,
}, testInfo) => {
  const link = await printedSetupLink();
  expect(link).toMatch(/\/admin\/setup\?token=[\w-]{43}$/);
  await page.goto(link);
  await dismissCookieBanner(page);
  await expect(page.getByRole("heading", { name: "Create the owner account" })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/setup-${testInfo.project.name}.png` });

  await page.getByLabel("Your name").fill("Pat Plough");
  await page.getByLabel("Email").fill("pat@example.com");
  await page.getByLabel("Password (at least 12 characters)").fill("plough through the night");
  await page.getByLabel("Repeat the password").fill("plough through the day");
  await page.getByRole("button", { name: "Create account and sign in" }).click();
  await expect(page.getByText("The two passwords differ")).toBeVisible();

  await page.getByLabel("Repeat the password").fill("plough through the night");
  await page.getByRole("button", { name: "Create account and sign in" }).click();
  // Hashing the new password takes a while on a busy machine.
  await expect(page.getByRole("heading", { name: "Instant Quote Dashboard" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("banner")).toContainText("Pat Plough");
  const banner = page.getByRole("region", { name: "Demo data" });
  await expect(banner).toContainText("sample orders");
  const rows = page.getByTestId("order-row");
  await expect(rows.first()).toContainText("Demo data");
  await expect(rows.first()).toContainText("Demo Customer");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/demo-${testInfo.project.name}.png` });

  await banner.getByRole("button", { name: "Remove demo data" }).click();
  await expect(banner).toBeHidden();
  await expect(rows).toHaveCount(0);

  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("expired or was already used");
  await expect(page.getByRole("alert")).toContainText("npm run admin -- create");
  await expect(page.getByRole("button", { name: "Create account and sign in" })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/setup-used-${testInfo.project.name}.png` });
});

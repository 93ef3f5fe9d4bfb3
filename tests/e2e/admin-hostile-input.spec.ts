import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { quotedCheckoutRequest } from "../helpers/checkout";
import { requestTo } from "../helpers/server-process";
import { ADMIN, ADMIN_NOW } from "./support/admin-fixtures";
import { type ExtraServer, startExtraServer } from "./support/extra-server";
import { openSignedIn } from "./support/signed-in";
import { expect, test } from "./support/test";

/** Each would run script or start a formula if it were put into the page or a sheet as markup. */
const HOSTILE = {
  name: `<img src=x onerror="window.__xss='name'">`,
  address: `<script>window.__xss='address'</script>1 Birch Lane`,
  // The city must be the ZIP code's, so the free-text property details carry this one.
  propertyDetails: `"><svg onload="window.__xss='details'">`,
  formulaName: `=HYPERLINK("https://evil.example","Open")`,
  customQuoteName: `<iframe srcdoc="<script>parent.__xss='quote'</script>">`,
  description: `<b onmouseover="window.__xss='description'">hover</b>`,
  leadAddress: `<a href="javascript:window.__xss='lead'">12 Elm</a>`,
};

let server: ExtraServer;

const api = () => ({ request: requestTo(server.baseURL) });

async function post(path: string, body: unknown): Promise<Response> {
  const response = await api().request(path, { method: "POST", json: body });
  expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return response;
}

/** A paid test-mode order whose customer typed `customerName`, `address` and `city`. */
async function placePaidOrder(fields: { customerName: string; address: string; city: string }) {
  const { address, city, customerName } = fields;
  const body = await quotedCheckoutRequest(api(), {
    email: "hostile@example.com",
    typed: { address, city },
  });
  const checkout = await post("/api/checkout", body);
  const { orderId } = (await checkout.json()) as { orderId: string };
  await post(`/api/checkout/orders/${orderId}/test-payment`, {
    customerName,
    phone: "(914) 555-0100",
  });
}

async function openDashboard(page: Page) {
  const login = await post("/api/admin/login", ADMIN);
  const { token } = (await login.json()) as { token: string };
  await openSignedIn(page, token, `${server.baseURL}/admin`);
  await expect(page.getByRole("heading", { name: "Instant Quote Dashboard" })).toBeVisible();
}

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  await expect(
    page.locator('img[src="x"], svg[onload], iframe[srcdoc], [onmouseover]'),
  ).toHaveCount(0);
}

test.beforeAll(async () => {
  // A server of its own: a cold start takes a while on a busy machine.
  test.setTimeout(120_000);
  server = await startExtraServer({
    NOW: ADMIN_NOW,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  await placePaidOrder({
    customerName: HOSTILE.name,
    address: HOSTILE.address,
    city: "Scarsdale",
  });
  await placePaidOrder({
    customerName: HOSTILE.formulaName,
    address: "3 Oak Road",
    city: "Scarsdale",
  });
  await post("/api/custom-quotes", {
    customerName: HOSTILE.customQuoteName,
    email: "quote@example.com",
    phone: "(914) 555-0101",
    address: "7 Pine Street",
    city: "Scarsdale",
    zipCode: "10583",
    town: "Scarsdale",
    description: HOSTILE.description,
    propertyDetails: HOSTILE.propertyDetails,
  });
  await post("/api/geo/check", {
    address: HOSTILE.leadAddress,
    city: "Scarsdale",
    state: "NY",
    zipCode: "10583",
    email: "lead@example.com",
  });
});

test.afterAll(() => server.stop());

test("script payloads typed by customers show as text in the dashboard and never run", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openDashboard(page);
  await page.getByRole("tab", { name: "All Orders" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByText(HOSTILE.name, { exact: true })).toBeVisible();
  await expect(panel.getByText(HOSTILE.formulaName, { exact: true })).toBeVisible();
  await expect(panel.getByText(HOSTILE.address, { exact: false }).first()).toBeVisible();
  await expectNothingRan(page);

  await page.getByRole("tab", { name: "Custom Quotes" }).click();
  await expect(panel.getByText(HOSTILE.customQuoteName, { exact: true })).toBeVisible();
  await expect(panel.getByText(HOSTILE.propertyDetails, { exact: false })).toBeVisible();
  await expectNothingRan(page);

  await page.getByRole("tab", { name: "Leads" }).click();
  await expect(panel.getByText(HOSTILE.leadAddress, { exact: false })).toBeVisible();
  await expect(panel.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expectNothingRan(page);
  expect(dialogs).toEqual([]);
});

test("the CSV export writes a formula-looking name as text, quoted", async ({ page }) => {
  await openDashboard(page);
  await page.getByRole("tab", { name: "All Orders" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export all orders" }).click();
  const csv = readFileSync((await (await downloading).path())!, "utf8");
  expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Open"")"`);
  expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  // Markup is data in a CSV: kept as typed, quoted where it holds a quote.
  expect(csv).toContain(`"<img src=x onerror=""window.__xss='name'"">"`);
});

test("orders paid on the test page show as test payments and bring no revenue", async ({
  page,
}) => {
  await openDashboard(page);
  const cards = page.getByRole("region", { name: "Order statistics" });
  await expect(cards).toContainText("Total Revenue$0.00");
  await page.getByRole("tab", { name: "Paid" }).click();
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.getByText("Test payment (no money)")).toHaveCount(2);
  await expect(rows.getByText("Paid", { exact: true })).toHaveCount(0);
});

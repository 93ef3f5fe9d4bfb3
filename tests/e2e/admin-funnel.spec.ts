import { customer, postCheckout, quotedCheckoutRequest } from "../helpers/checkout";
import { requestTo } from "../helpers/server-process";
import { expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { openSignedIn } from "./support/signed-in";
import { expect, settingsTest as test } from "./support/test";

const _TOKEN_KEY = "quotewise.adminToken";

/**
 * The funnel page (docs/product/dashboard.md#funnel) shows a seeded scenario's counts: three
 * visits, two in the area, one priced, checked out and paid; one from Manhattan, out of the area.
 */
test("the funnel shows each step's visits, a table view, and where out-of-area checks came from", async ({
  page,
  settingsServer,
}, testInfo) => {
  test.setTimeout(90_000);
  const server = { request: requestTo(settingsServer.baseURL) };
  const check = async (body: Record<string, unknown>) => {
    const response = await server.request("/api/geo/check", { method: "POST", json: body });
    expect(response.status).toBe(200);
    return ((await response.json()) as { visit: string }).visit;
  };
  const email = `funnel-${Date.now()}@example.com`;
  const visit = await check({ ...customer, email, channel: "hosted", source: "google" });
  await server.request("/api/price", {
    method: "POST",
    json: { area: "Scarsdale", option: "FOUR_CAR", addons: [], visit },
  });
  const order = await postCheckout(server, {
    ...(await quotedCheckoutRequest(server, { email })),
    visit,
  });
  const { orderId } = (await order.json()) as { orderId: string };
  await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
    method: "POST",
    json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
  });
  await check({ ...customer, email: `other-${email}`, channel: "embed", source: "acme.example" });
  await check({
    address: "1 Broadway",
    city: "New York",
    state: "NY",
    zipCode: "10001",
    email: `away-${email}`,
    channel: "embed",
  });

  await openSignedIn(page, settingsServer.token, "/admin");
  await page.getByRole("link", { name: "Funnel" }).click();
  await expect(page.getByRole("heading", { name: "Funnel", level: 1 })).toBeVisible();

  const steps = page.getByRole("list", { name: "Funnel steps" });
  await expect(steps.getByTestId("step-checks")).toHaveText("3");
  await expect(steps.getByTestId("step-inArea")).toHaveText("2");
  await expect(steps.getByTestId("step-priced")).toHaveText("1");
  await expect(steps.getByTestId("step-checkoutStarted")).toHaveText("1");
  await expect(steps.getByTestId("step-paid")).toHaveText("1");
  await expect(steps.getByText("66.7% of address checks")).toBeVisible();
  // Test-mode payments move no money.
  await expect(page.getByTestId("funnel-revenue")).toHaveText("$0.00");

  const channels = page.getByRole("region", { name: "Visits by channel" });
  await expect(channels.getByRole("row", { name: /Hosted page/ })).toContainText("1");
  await expect(
    channels
      .getByRole("row", { name: /Website embed/ })
      .getByRole("cell")
      .first(),
  ).toHaveText("2");
  const sources = page.getByRole("region", { name: "Visits by source" });
  await expect(sources.getByRole("rowheader")).toHaveText([
    "Direct (none recorded)",
    "acme.example",
    "google",
  ]);

  const zipCodes = page.getByRole("region", { name: "Out-of-area checks by ZIP code" });
  await expect(zipCodes.getByRole("row", { name: /10001/ })).toContainText("New York, NY");
  await expect(
    page.getByRole("region", { name: "Map of where out-of-area checks came from" }),
  ).toBeVisible();
  await expect(
    page.getByRole("img", { name: /Line chart of visits/ }).locator("canvas"),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "admin-funnel-chart");

  // The table view, by keyboard: the figures of each day, today's holding the three visits.
  await page.getByRole("button", { name: "Table" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Table" })).toHaveAttribute("aria-pressed", "true");
  const perDay = page.getByRole("region", { name: "Visits at each step per day" });
  await expect(perDay.getByRole("row")).toHaveCount(31);
  await expect(perDay.getByRole("row").last().getByRole("cell").first()).toHaveText("3");

  await page.getByRole("button", { name: "Week" }).click();
  const perWeek = page.getByRole("region", { name: "Visits at each step per week" });
  await expect(perWeek.getByRole("row").last().getByRole("cell").first()).toHaveText("3");
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "admin-funnel-table");

  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "admin-funnel-phone");
});

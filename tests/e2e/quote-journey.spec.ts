import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { formatCents } from "@/shared/money";
import {
  ADDRESSES,
  checkAddress,
  checkoutButton,
  expectBreakdown,
  fetchPrice,
  holdRequests,
  holdServiceAreaCheck,
  reachOptions,
  reachReview,
  startQuote,
  withOwnEmail,
} from "./support/quote";
import { expect, test } from "./support/test";

const town = "Scarsdale";

test("in the area: address to payment page, every amount from the server", async ({
  page,
  request,
}) => {
  // The whole journey with the server's answers checked at each step: ~17 s, twice that when busy.
  test.setTimeout(60_000);
  const previewCalls: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith("/api/price")) previewCalls.push(sent.postData() ?? "");
  });
  const customer = withOwnEmail(ADDRESSES.scarsdale);
  await startQuote(page);
  const progress = page.getByRole("navigation", { name: "Quote progress" });
  await expect(progress.locator("[aria-current=step]")).toContainText("Address");
  // The first step comes server-rendered (`width:25%`); the browser writes the later ones.
  await expect(page.getByTestId("progress-fill")).toHaveAttribute("style", /width: ?25%/);

  const check = await holdServiceAreaCheck(page);
  await checkAddress(page, customer);
  await expect(page.getByRole("heading", { name: "Checking Service Area" })).toBeVisible();
  await expect(
    page.getByText("Validating your address and checking if we service your area..."),
  ).toBeVisible();
  check.release();
  await expect(page.getByRole("heading", { name: "Select your driveway size" })).toBeVisible();
  await expect(page.getByTestId("service-area-badge")).toHaveText(
    `Service area confirmed: ${town}`,
  );
  await expect(progress.locator("[aria-current=step]")).toContainText(/Driveway|Size/);
  await expect(progress.getByText("(completed)")).toHaveCount(1);
  await expect(page.getByTestId("progress-fill")).toHaveAttribute("style", /width: 50%/);

  // One preview per priced size, each showing the server's price.
  for (const [size, label] of [
    ["FOUR_CAR", "4-Car Driveway"],
    ["SIX_CAR", "6-Car Driveway"],
    ["TWO_CAR", "2-Car Driveway"],
  ] as const) {
    const price = await fetchPrice(request, { area: town, option: size, addons: [] });
    const card = page.getByTestId(`option-${size}`);
    await expect(card).toContainText(label);
    await expect(card.getByTestId("sale-price")).toHaveText(formatCents(price.subtotal_cents));
    await expect(card.getByTestId("base-price")).toContainText(
      formatCents(price.breakdown.base_price_cents),
    );
    await expect(card).toContainText("-$60 Early Bird");
  }
  await expect(page.getByTestId("option-CUSTOM")).toContainText("Custom Layout");
  await expect(page.getByRole("main").getByText("Double Early Bird Savings!")).toBeVisible();
  expect(previewCalls).toHaveLength(3);
  expect(previewCalls.map((body) => JSON.parse(body).option).sort()).toEqual([
    "FOUR_CAR",
    "SIX_CAR",
    "TWO_CAR",
  ]);

  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await reachOptions(page);
  await expect(page.getByText("Bump-out Extension")).toBeVisible();
  await expect(page.getByText("+$75")).toBeVisible();
  await expect(page.getByText("Ready for your quote!")).toBeVisible();

  // Without the bump-out.
  await reachReview(page);
  const plain = await fetchPrice(request, { area: town, option: "FOUR_CAR", addons: [] });
  await expectBreakdown(page, plain);
  await expect(page.getByTestId("detail-Address")).toHaveText("12 Garden Rd, Scarsdale");
  await expect(page.getByTestId("detail-Service area")).toHaveText(town);
  await expect(page.getByTestId("detail-Driveway size")).toHaveText("4-Car Driveway");
  await expect(page.getByTestId("detail-Contract")).toHaveText(
    "November 10, 2025 to April 10, 2026",
  );
  await expect(
    page.getByText("By completing your order, you agree to our Service Terms"),
  ).toBeVisible();
  await expect(progress.getByText("(completed)")).toHaveCount(3);
  await expect(page.getByTestId("progress-fill")).toHaveAttribute("style", /width: 100%/);

  // Back to options, add the bump-out, and price again.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Additional services" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Add to package" }).check();
  await reachReview(page);
  const withBumpOut = await fetchPrice(request, {
    area: town,
    option: "FOUR_CAR",
    addons: ["bump_out"],
  });
  await expectBreakdown(page, withBumpOut);
  expect(withBumpOut.grand_total_cents).toBe(26449);

  await expect(
    checkoutButton(page, withBumpOut.grand_total_cents).locator("visible=true"),
  ).toHaveCount(1);

  const checkoutRequest = page.waitForRequest("**/api/checkout");
  await checkoutButton(page, withBumpOut.grand_total_cents).click();
  const body = (await checkoutRequest).postDataJSON();
  expect(body).toMatchObject({
    ...customer,
    state: "NY",
    area: town,
    option: "FOUR_CAR",
    addons: [{ code: "bump_out", label: "Bump-out Extension", price_cents: 7500 }],
    ...checkoutAmountsOf(withBumpOut),
    paymentStatus: "pending",
    source: "page",
    visit: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });

  await page.waitForURL(/\/checkout\/test\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Test checkout" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Pay ${formatCents(26449)}` })).toBeVisible();
});

test("/demo shows the same wizard", { tag: "@phone" }, async ({ page }) => {
  await startQuote(page, "/demo");
  await expect(page.getByRole("button", { name: "Check Service Area" })).toBeVisible();
  await expect(page.getByText("Scarsdale, White Plains and Harrison")).toBeVisible();
});

test("an empty field stops the address step without a message", { tag: "@phone" }, async ({
  page,
}) => {
  await startQuote(page);
  await page.getByLabel("Street Address").fill("12 Garden Rd");
  await page.getByLabel("City").fill("Scarsdale");
  await page.getByRole("button", { name: "Check Service Area" }).click();
  await expect(page.getByLabel("ZIP Code")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Checking Service Area" })).toHaveCount(0);
  await expect(page.getByLabel("Email Address")).toHaveAttribute("type", "email");
});

test("checkout pending: 'Loading checkout...' disables it and Back", { tag: "@phone" }, async ({
  page,
}) => {
  const checkout = await holdRequests(page, "**/api/checkout", (route) =>
    route.fulfill({ status: 500, json: { message: "Payment provider unavailable" } }),
  );
  await startQuote(page);
  await checkAddress(page, ADDRESSES.scarsdale);
  await reachOptions(page, { size: "2-Car Driveway" });
  await reachReview(page);
  await page
    .getByRole("button", { name: /^Secure Checkout/ })
    .last()
    .click();
  const pending = page.getByRole("button", { name: "Loading checkout..." });
  await expect(pending.last()).toBeDisabled();
  await expect(page.getByRole("button", { name: "Back", exact: true })).toBeDisabled();
  checkout.release();
  await expect(page.locator("li[data-state=open]")).toContainText("Checkout Error");
  await expect(page.getByRole("button", { name: "Back", exact: true })).toBeEnabled();
});

test("the review survives a return from the payment page (?resume=review)", {
  tag: "@phone",
}, async ({ page }) => {
  await startQuote(page);
  await checkAddress(page, ADDRESSES.scarsdale);
  await reachOptions(page, { size: "6-Car Driveway", bumpOut: true });
  await reachReview(page);
  await page.goto("/checkout/cancel");
  await page.goto("/quote?resume=review");
  await expect(page.getByRole("heading", { name: "Your snow removal quote" })).toBeVisible();
  await expect(page.getByTestId("detail-Driveway size")).toHaveText("6-Car Driveway");
  await expect(page.getByTestId("line-addon-bump_out")).toContainText("$75.00");
});

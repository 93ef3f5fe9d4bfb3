import { formatCents } from "@/shared/money";
import {
  ADDRESSES,
  checkAddress,
  checkoutButton,
  chooseDriveway,
  expectBreakdown,
  expectToast,
  fetchPrice,
  holdRequests,
  reachDriveway,
  reachOptions,
  reachReview,
  startQuote,
} from "./support/quote";
import { expect, test } from "./support/test";

test("service-area check failure shows the not-serviceable screen", async ({ page }) => {
  await page.route("**/api/geo/check", (route) =>
    route.fulfill({ status: 503, json: { message: "Geocoder unavailable" } }),
  );
  await startQuote(page);
  await checkAddress(page, ADDRESSES.scarsdale);
  await expect(page.getByRole("heading", { name: "Sorry, service not available" })).toBeVisible();
});

test("a city that is not the ZIP code's shows the server's reason under the city field", async ({
  page,
}) => {
  await startQuote(page);
  await checkAddress(page, ADDRESSES.cityNotOfZip);
  const city = page.getByLabel("City");
  await expect(city).toHaveAccessibleDescription(/ZIP code 10583 is in Scarsdale, NY, not Miami/);
  await expect(city).toBeFocused();
  await expect(city).toHaveValue("Miami");
  await expect(page.getByLabel("Street Address")).toHaveValue("1 Ocean Dr");
  await expect(page.getByRole("heading", { name: "Sorry, service not available" })).toHaveCount(0);
});

test("searching stays on screen at least 1500 ms", async ({ page }) => {
  await startQuote(page);
  // When each step heading first appeared, measured in the page.
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    Object.assign(window, { seenHeadings: seen });
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll("h2")) {
        seen[heading.textContent ?? ""] ??= performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await checkAddress(page, ADDRESSES.scarsdale);
  await expect(page.getByRole("heading", { name: "Select your driveway size" })).toBeVisible();
  const shownMs = await page.evaluate(() => {
    const seen = (window as unknown as { seenHeadings: Record<string, number> }).seenHeadings;
    return (seen["Select your driveway size"] ?? 0) - (seen["Checking Service Area"] ?? 0);
  });
  expect(shownMs).toBeGreaterThanOrEqual(1450);
});

test("a failed price preview shows no price, and the size can still be chosen", async ({
  page,
}) => {
  await page.route("**/api/price", (route) =>
    route.fulfill({ status: 500, json: { message: "Pricing down" } }),
  );
  await startQuote(page);
  await reachDriveway(page);
  const previews = page.getByTestId("price-preview");
  await expect(page.getByTestId("price-skeleton")).toHaveCount(0);
  await expect(page.getByTestId("sale-price")).toHaveCount(0);
  await expect(previews.filter({ hasText: "$" })).toHaveCount(0);
  await chooseDriveway(page, "2-Car Driveway");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
});

test("cards hold a skeleton until their price arrives", async ({ page }) => {
  const price = await holdRequests(page, "**/api/price");
  await startQuote(page);
  await reachDriveway(page);
  await expect(page.getByTestId("price-skeleton")).toHaveCount(3);
  const card = page.getByTestId("option-FOUR_CAR");
  const heightBefore = (await card.boundingBox())?.height;
  price.release();
  await expect(page.getByTestId("sale-price")).toHaveCount(3);
  expect((await card.boundingBox())?.height).toBe(heightBefore);
});

test("pricing failure on Options: 'Pricing Error' toast and stay", async ({ page }) => {
  await startQuote(page);
  await reachDriveway(page);
  await reachOptions(page, { bumpOut: true });
  await page.route("**/api/price", (route) =>
    route.fulfill({ status: 500, json: { message: "Price matrix unavailable" } }),
  );
  await page.getByRole("button", { name: "Get My Quote" }).click();
  await expectToast(page, "Pricing Error", "Price matrix unavailable");
  await expect(page.getByRole("heading", { name: "Additional services" })).toBeVisible();

  await page.route("**/api/price", (route) => route.abort("failed"));
  await page.getByRole("button", { name: "Get My Quote" }).click();
  await expectToast(page, "Pricing Error", "Network error");
  await expect(page.getByRole("heading", { name: "Additional services" })).toBeVisible();
});

test("checkout failure: 'Checkout Error' toast, the review stays", async ({ page }) => {
  await startQuote(page);
  await reachDriveway(page);
  await reachOptions(page);
  await reachReview(page);
  await page.route("**/api/checkout", (route) =>
    route.fulfill({ status: 502, body: "", contentType: "text/plain" }),
  );
  await page
    .getByRole("button", { name: /^Secure Checkout/ })
    .last()
    .click();
  await expectToast(page, "Checkout Error", "502");
  await expect(page.getByRole("heading", { name: "Your snow removal quote" })).toBeVisible();
});

test("a changed price (409) is shown and confirmed before payment", async ({ page, request }) => {
  await startQuote(page);
  await reachDriveway(page);
  await reachOptions(page);
  await reachReview(page);
  const shown = await fetchPrice(request, {
    area: "Scarsdale",
    option: "FOUR_CAR",
    addons: [],
  });
  const current = {
    ...shown,
    fee_cents: shown.fee_cents + 100,
    total_cents: shown.total_cents + 100,
    grand_total_cents: shown.grand_total_cents + 100,
    lines: shown.lines.map((line) =>
      line.kind === "fee" ? { ...line, amount_cents: line.amount_cents + 100 } : line,
    ),
  };
  await page.route(
    "**/api/checkout",
    (route) =>
      route.fulfill({
        status: 409,
        json: { message: "The price has changed. Please review the new price.", price: current },
      }),
    { times: 1 },
  );
  await checkoutButton(page, shown.grand_total_cents).last().click();
  await expect(page.getByRole("alert").filter({ hasText: "The price has changed" })).toContainText(
    formatCents(current.grand_total_cents),
  );
  await expectBreakdown(page, current);

  // Confirming sends the new amounts; the real server then answers 409 again with its own
  // price, which is the one shown before: shown again for confirmation.
  const sent = page.waitForRequest("**/api/checkout");
  await checkoutButton(page, current.grand_total_cents).last().click();
  expect((await sent).postDataJSON()).toMatchObject({ grandTotalCents: current.grand_total_cents });
  await expectBreakdown(page, shown);
  await checkoutButton(page, shown.grand_total_cents).last().click();
  await page.waitForURL(/\/checkout\/test\?order=/);
});

test("custom quote failure: 'Error' toast, the form stays", async ({ page }) => {
  await startQuote(page);
  await reachDriveway(page);
  await chooseDriveway(page, "Custom Layout");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Full Name").fill("Pat Lee");
  await page.getByLabel("Phone Number").fill("(914) 555-0134");
  await page.route("**/api/custom-quotes", (route) =>
    route.fulfill({ status: 500, json: { message: "Failed to submit custom quote request" } }),
  );
  await page.getByRole("button", { name: "Request Custom Quote" }).click();
  await expectToast(page, "Error", "Failed to submit custom quote request");
  await expect(page.getByRole("heading", { name: "Custom Driveway Quote" })).toBeVisible();
});

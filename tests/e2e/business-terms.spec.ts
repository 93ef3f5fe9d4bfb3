import { dismissCookieBanner } from "./support/consent";
import {
  chooseDriveway,
  expectNoA11yViolations,
  reachDriveway,
  reachOptions,
  reachReview,
  startQuote,
} from "./support/quote";
import { expect, test } from "./support/test";

test("the business's service terms page tells its customers the business's terms", async ({
  page,
}) => {
  const response = await page.goto("/terms");
  expect(response?.status()).toBe(200);
  await dismissCookieBanner(page);
  await expect(
    page.getByRole("heading", { level: 1, name: "Northside Snow Co. Service Terms" }),
  ).toBeVisible();
  for (const topic of [/cancel/i, /refund/i, /doesn't snow/i]) {
    await expect(page.getByRole("heading", { level: 2, name: topic })).toBeVisible();
  }
  await expect(page.getByText(/less than 3 inches/).first()).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Service terms" }),
  ).toHaveAttribute("href", "/terms");
  await expectNoA11yViolations(page);
});

test("the review links the business's terms", async ({ page }) => {
  await startQuote(page);
  await reachDriveway(page);
  await reachOptions(page);
  await reachReview(page);
  await expect(page.getByRole("link", { name: "Service Terms" }).first()).toHaveAttribute(
    "href",
    "/terms",
  );
  await expect(page.locator('a[href="/terms-of-service"]')).toHaveCount(0);
});

test("the custom quote form links the business's terms", async ({ page }) => {
  await startQuote(page);
  await reachDriveway(page);
  await chooseDriveway(page, "Custom Layout");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Custom Driveway Quote" })).toBeVisible();
  await expect(page.locator("form").getByRole("link", { name: "Service Terms" })).toHaveAttribute(
    "href",
    "/terms",
  );
});

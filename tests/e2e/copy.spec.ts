import { ESSENTIAL_ONLY, storeConsent } from "./support/marketing";
import { reachDriveway, reachOptions, reachReview, startQuote } from "./support/quote";
import { expect, test } from "./support/test";

test.beforeEach(async ({ page }) => {
  await storeConsent(page, ESSENTIAL_ONLY);
});

test("the site footer's copyright line has one period", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toContainText(
    `© ${new Date().getFullYear()} Quotewise, Inc. All rights reserved.`,
  );
  await expect(page.getByRole("contentinfo")).not.toContainText("..");
});

test("industries without a page of their own are plain items, not cards", async ({ page }) => {
  await page.goto("/");
  const industries = page.locator("section#industries");
  const cards = industries.getByRole("list", { name: "Industries with instant quotes" });
  const cardItems = cards.getByRole("listitem");
  await expect(cardItems).toHaveCount(6);
  for (const item of await cardItems.all()) await expect(item.getByRole("link")).toHaveCount(1);

  const plain = industries.getByRole("list", { name: "Other trades it fits" });
  for (const trade of ["Roofing", "Electrical", "Pool", "Pest control"]) {
    const item = plain.getByRole("listitem").filter({ hasText: trade });
    await expect(item).toBeVisible();
    await expect(item.getByRole("link")).toHaveCount(0);
  }
  const icon = (scope: typeof industries, name: string) =>
    scope.getByRole("listitem").filter({ hasText: name }).locator("svg").first().innerHTML();
  expect(await icon(plain, "Pool")).not.toBe(await icon(cards, "Plumbing"));
});

test("the quote's footer phone number calls the business", async ({ page }) => {
  await startQuote(page);
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "(555) 010-0199" }),
  ).toHaveAttribute("href", "tel:+15550100199");
});

test("test mode's review does not promise a payment by Stripe", async ({ page }) => {
  await startQuote(page);
  await reachDriveway(page);
  await reachOptions(page);
  await reachReview(page);
  await expect(page.getByText("Test mode: no card is charged")).toBeVisible();
  await expect(page.getByText("Secure payment by Stripe")).toHaveCount(0);
});

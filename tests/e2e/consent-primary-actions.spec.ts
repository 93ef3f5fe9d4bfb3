import type { Locator, Page } from "@playwright/test";
import { postCheckout, quotedCheckoutRequest, uniqueEmail } from "../helpers/checkout";
import { requestTo } from "../helpers/server-process";
import { ADDRESSES, fillAddress } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

/**
 * While the cookie banner is up (nobody answered it), each journey's main button is never
 * under it: not where the page opens, not at the end of the page, and it takes the click.
 */
const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

/** Whether the banner, where the window shows it, covers part of the button. */
function bannerCovers(button: Locator): Promise<boolean> {
  return button.evaluate((element) => {
    const region = document.querySelector('[aria-label="Cookie consent"]')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const top = Math.max(0, box.top, region.top);
    const bottom = Math.min(window.innerHeight, box.bottom, region.bottom);
    return bottom > top && box.left < region.right && box.right > region.left;
  });
}

async function expectClickableBesideBanner(page: Page, button: Locator): Promise<void> {
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await bannerCovers(button), "covered where the page opens").toBe(false);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await bannerCovers(button), "covered at the end of the page").toBe(false);
  // Playwright clicks only when the button itself, not the banner, takes the click.
  await button.click({ timeout: 5000 });
}

test("the homeowner's Check Service Area", async ({ page }, testInfo) => {
  await page.goto("/quote");
  await fillAddress(page, ADDRESSES.scarsdale);
  await shot(page, testInfo, "banner-quote");
  await expectClickableBesideBanner(page, page.getByRole("button", { name: "Check Service Area" }));
  await expect(page.getByRole("heading", { name: "Select your driveway size" })).toBeVisible();
});

/**
 * The suite's server has no analytics set up: the dashboard and a business's pages other than the
 * demo's /quote ask nothing (src/shared/consent-banner-scope.ts), so nothing pushes their form down.
 */
async function expectNoBanner(page: Page, button: Locator): Promise<void> {
  // Drawn in the browser, in the same render as the banner would be.
  await expect(button).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await button.click({ timeout: 5000 });
}

test("the test checkout's Pay, with no banner on a server without analytics", async ({
  page,
  baseURL,
}, testInfo) => {
  const server = { request: requestTo(baseURL!) };
  const request = await quotedCheckoutRequest(server, { email: uniqueEmail("banner") });
  const response = await postCheckout(server, request);
  const { sessionUrl } = (await response.json()) as { sessionUrl: string };
  await page.goto(sessionUrl);
  const pay = page.getByRole("button", { name: /^Pay / });
  await expect(pay).toBeVisible();
  await shot(page, testInfo, "no-banner-checkout");
  await expectNoBanner(page, pay);
});

test("the operator's Sign in and the owner's setup, with no banner on a server without analytics", async ({
  page,
}, testInfo) => {
  await page.goto("/admin/setup");
  await expect(page.getByText("Create the owner account")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await shot(page, testInfo, "no-banner-admin-setup");
  await page.goto("/admin");
  await expectNoBanner(page, page.getByRole("button", { name: "Sign in" }));
});

test("the newcomer's contact form Continue", async ({ page }) => {
  await page.goto("/#contact");
  await expect(page.locator("body[data-hydrated]")).toHaveCount(1);
  const form = page.locator("#contact form");
  await expectClickableBesideBanner(page, form.getByRole("button", { name: "Continue" }));
});

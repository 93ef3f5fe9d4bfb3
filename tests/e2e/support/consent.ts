import type { Page } from "@playwright/test";

/** Answers the consent banner so it does not cover the page under test (it is absent when already answered). */
export async function dismissCookieBanner(page: Page) {
  await page
    .getByRole("button", { name: "Reject non-essential" })
    .click({ timeout: 5000 })
    .catch(() => undefined);
}

import type { Page } from "@playwright/test";
import {
  NO_ANALYTICS_ATTRIBUTE,
  NO_ANALYTICS_VALUE,
  showsConsentBanner,
} from "@/shared/consent-banner-scope";

/**
 * Answers the consent banner so it does not cover the page under test (it is absent when already
 * answered, or on a page that does not ask: src/shared/consent-banner-scope.ts).
 */
export async function dismissCookieBanner(page: Page) {
  const analytics =
    (await page.locator(`html[${NO_ANALYTICS_ATTRIBUTE}="${NO_ANALYTICS_VALUE}"]`).count()) === 0;
  if (!showsConsentBanner(new URL(page.url()).pathname, analytics)) return;
  await page
    .getByRole("button", { name: "Reject non-essential" })
    .click({ timeout: 5000 })
    .catch(() => undefined);
}

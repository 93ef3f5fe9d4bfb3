import type { Page } from "@playwright/test";
import {
  ADDRESSES,
  checkAddress,
  chooseDriveway,
  expectNoA11yViolations,
  holdServiceAreaCheck,
  reachDriveway,
  reachOptions,
  reachReview,
  startQuote,
} from "./support/quote";
import { expect, test } from "./support/test";

/** Presses Tab until the focused element has this accessible text; fails after 25 presses. */
async function tabTo(page: Page, name: RegExp): Promise<void> {
  for (let presses = 0; presses < 25; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return "";
      const labelled = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
      return `${labelled?.textContent ?? ""} ${element.getAttribute("aria-label") ?? ""} ${element.textContent ?? ""}`;
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

test("keyboard only: address to the payment page", { tag: "@desk" }, async ({ page }) => {
  await startQuote(page);
  await tabTo(page, /Street Address/);
  await page.keyboard.type(ADDRESSES.scarsdale.address);
  await page.keyboard.press("Tab");
  await page.keyboard.type(ADDRESSES.scarsdale.city);
  await page.keyboard.press("Tab");
  await page.keyboard.type(ADDRESSES.scarsdale.zipCode);
  await page.keyboard.press("Tab");
  await page.keyboard.type(ADDRESSES.scarsdale.email);
  await page.keyboard.press("Enter");

  const heading = page.getByRole("heading", { name: "Select your driveway size" });
  await expect(heading).toBeFocused();
  await tabTo(page, /4-Car Driveway/);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "6-Car Driveway" })).toBeChecked();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("radio", { name: "4-Car Driveway" })).toBeChecked();
  await tabTo(page, /^\s*Continue\s*$/);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Additional services" })).toBeFocused();
  await tabTo(page, /Add to package/);
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Add to package" })).toBeChecked();
  await tabTo(page, /Get My Quote/);
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { name: "Your snow removal quote" })).toBeFocused();
  await expect(page.getByTestId("line-total")).toContainText("$264.49");
  await tabTo(page, /Secure Checkout/);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/checkout\/test\?order=/);
});

test("axe finds no WCAG 2.1 AA violations on any step", async ({ page }) => {
  test.setTimeout(120_000);
  await startQuote(page);
  await expectNoA11yViolations(page);

  // Searching (held until axe has looked) and not serviceable.
  const check = await holdServiceAreaCheck(page);
  await checkAddress(page, ADDRESSES.portChester);
  await expect(page.getByRole("heading", { name: "Checking Service Area" })).toBeVisible();
  await expectNoA11yViolations(page);
  check.release();
  await expect(page.getByRole("heading", { name: "Sorry, service not available" })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.unroute("**/api/geo/check");
  await page.getByRole("button", { name: "Try Different Address" }).click();
  await page.getByLabel("City").fill(ADDRESSES.scarsdale.city);
  await page.getByLabel("ZIP Code").fill(ADDRESSES.scarsdale.zipCode);
  await page.getByLabel("Street Address").fill(ADDRESSES.scarsdale.address);

  await page.getByRole("button", { name: "Check Service Area" }).click();
  await expect(page.getByRole("heading", { name: "Select your driveway size" })).toBeVisible();
  await expect(page.getByTestId("sale-price")).toHaveCount(3);
  await expectNoA11yViolations(page);

  await reachOptions(page, { bumpOut: true });
  await expectNoA11yViolations(page);
  await reachReview(page);
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Back", exact: true }).click();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await chooseDriveway(page, "Custom Layout");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Request Custom Quote" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel("Full Name").fill("Pat Lee");
  await page.getByLabel("Phone Number").fill("(914) 555-0134");
  await page.getByRole("button", { name: "Request Custom Quote" }).click();
  await expect(page.getByRole("heading", { name: /Thank You/ })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("reduced motion: no sliding, the banner stands still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await startQuote(page);
  await reachDriveway(page);
  const animation = await page
    .locator("[data-step]")
    .evaluate((element) => getComputedStyle(element).animationName);
  expect(animation).toBe("none");
});

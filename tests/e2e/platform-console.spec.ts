import type { Page } from "@playwright/test";
import { OPERATOR } from "./support/account-server";
import { ESSENTIAL_ONLY, storeConsent } from "./support/marketing";
import { expectNoA11yViolations, expectToast } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, accountTest as test } from "./support/test";

/**
 * Quotewise's operators' console at /platform (docs/product/settings.md#the-platform-console):
 * OPERATOR is the operator (made by `npm run admin -- create-operator`); a signed-up owner is not.
 */

async function operatorToken(page: Page): Promise<string> {
  const response = await page.request.post("/api/admin/login", { data: OPERATOR });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A demo request sent through the marketing site's contact form, as a visitor sends it. */
async function requestDemo(page: Page, who: { name: string; company: string; message: string }) {
  await storeConsent(page, ESSENTIAL_ONLY);
  await page.goto("/#contact");
  await expect(page.locator("body[data-hydrated]")).toHaveCount(1);
  const form = page.locator("#contact form");
  await form.getByLabel("Name").fill(who.name);
  await form.getByLabel("Work email").fill(`${who.name.split(" ")[0]!.toLowerCase()}@example.com`);
  await form.getByLabel("Company").fill(who.company);
  await form.getByRole("button", { name: "Continue" }).click();
  await form.getByLabel("What would you like to quote online?").fill(who.message);
  await form.getByRole("button", { name: "Book my demo" }).click();
  await expectToast(page, "Message sent successfully!");
}

// Behaviour: once, at the width the operator works at.
test.describe("at a desk", { tag: "@desk" }, () => {
  test.describe.configure({ timeout: 90_000 });

  test("an account that is not an operator is told so plainly", async ({
    page,
    signUpBusiness,
    openSignedIn,
  }) => {
    const owner = await signUpBusiness("Curious Lawns");
    await openSignedIn(page, owner.token, "/platform");
    await expect(page.getByRole("heading", { name: "Not a Quotewise operator" })).toBeVisible();
    await expect(page.getByText(owner.email)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.getByRole("button", { name: "Sign in with another account" }).click();
    await expect(page.getByRole("heading", { name: "Platform console sign in" })).toBeVisible();
  });

  test("the operator signs in, suspends a business (its quote page stops taking quotes) and reinstates it", async ({
    page,
    context,
    signUpBusiness,
  }) => {
    const business = await signUpBusiness("Suspended Soon Lawns");
    await page.goto("/platform");
    await page.getByLabel("Email").fill(OPERATOR.email);
    await page.getByLabel("Password").fill(OPERATOR.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Quotewise platform console" })).toBeVisible();

    const row = page.getByRole("row").filter({ hasText: business.name });
    await expect(row.getByRole("link", { name: /\/quote/ })).toHaveAttribute(
      "href",
      `/b/${business.slug}/quote`,
    );
    await expect(row).toContainText("In setup");
    await expect(row).toContainText("lawn-mowing");
    await expect(row).toContainText("Oct 1, 2025");
    await expect(row).toContainText("$0.00");

    const action = row.getByRole("button", { name: `Suspend ${business.name}` });
    await action.click();
    const dialog = page.getByRole("dialog", { name: `Suspend ${business.name}?` });
    await dialog.getByRole("button", { name: "Suspend business" }).click();
    await expect(dialog.getByText("Say why the business is suspended")).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill("Chargebacks");
    await dialog.getByRole("button", { name: "Suspend business" }).click();
    await expectToast(page, `${business.name} suspended`);
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Suspended");
    const reinstate = row.getByRole("button", { name: `Reinstate ${business.name}` });
    await expect(reinstate).toBeFocused();

    const customer = await context.newPage();
    await customer.goto(`/b/${business.slug}/quote`);
    await expect(
      customer.getByRole("heading", { name: "Not taking quotes right now" }),
    ).toBeVisible();

    await reinstate.click();
    await expectToast(page, `${business.name} reinstated`);
    await expect(row).toContainText("In setup");
    await customer.reload();
    await expect(
      customer.getByRole("heading", { name: "Not taking quotes right now" }),
    ).toHaveCount(0);
    await expect(customer.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a demo request from the marketing site's contact form appears in the console", async ({
    page,
    openSignedIn,
  }) => {
    const message = `Quotes for our window cleaning crews (${Date.now()}).`;
    await requestDemo(page, { name: "Dana Demo", company: "Dana Windows", message });
    await openSignedIn(page, await operatorToken(page), "/platform");
    const requests = page.getByRole("region", { name: "Demo requests" });
    const newest = requests.getByRole("listitem").first();
    await expect(newest).toContainText("Dana Demo, Dana Windows");
    await expect(newest).toContainText(message);
    await expect(newest.getByRole("link", { name: "dana@example.com" })).toHaveAttribute(
      "href",
      "mailto:dana@example.com",
    );
  });
});

test("the console: no WCAG 2.1 AA violations, a table at a desk and cards on a phone", async ({
  page,
  signUpBusiness,
  openSignedIn,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpBusiness(`Axe Console Lawns ${testInfo.project.name}`);
  await requestDemo(page, {
    name: "Avery Axe",
    company: "Axe Gutters",
    message: "We clean gutters in three counties and would like to take payment online.",
  });
  await openSignedIn(page, await operatorToken(page), "/platform");
  const businesses = page.getByRole("region", { name: "Businesses" });
  await expect(businesses.getByText(/Axe Console Lawns/).first()).toBeVisible();
  await expect(businesses.getByRole("table")).toHaveCount(
    testInfo.project.name === "mobile" ? 0 : 1,
  );
  await expect(page.getByRole("region", { name: "Demo requests" })).toContainText("Avery Axe");
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "platform-console");

  await businesses
    .getByRole("button", { name: /^Suspend Axe Console Lawns/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "platform-suspend-dialog");
});

import { expect, test } from "./support/test";

test.describe("before the JavaScript has loaded", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page's contact form cannot send what was typed in a URL", async ({ page }) => {
    await page.goto("/");
    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Continue" }) });
    await expect(form).toHaveCount(1);
    await expect(page.locator('form:not([method="post"])')).toHaveCount(0);
    const continueButton = form.getByRole("button", { name: "Continue" });
    await expect(continueButton).toBeDisabled();
    // A click waits for the navigation it starts: were the form sent, the URL would show it now.
    await continueButton.click({ force: true });
    expect(new URL(page.url()).search).toBe("");
  });

  test("the not-found page shows its text", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
  });
});

test("once hydrated, the contact form and the not-found page work as before", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await page.getByRole("link", { name: "Get an instant quote" }).click();
  await expect(page).toHaveURL(/\/quote$/);
});

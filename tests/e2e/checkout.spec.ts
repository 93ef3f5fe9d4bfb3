import type { Page } from "@playwright/test";
import { uniqueEmail } from "../helpers/checkout";
import { axe } from "./support/axe";
import { createTestOrder } from "./support/checkout";
import { dismissCookieBanner } from "./support/consent";
import { expect, test } from "./support/test";

async function expectNoAxeViolations(page: Page) {
  const { violations } = await axe(page).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("test-mode checkout: pay and see the payment received", async ({ page, baseURL }) => {
  const { sessionUrl } = await createTestOrder(baseURL!, uniqueEmail("pay"));
  await page.goto(sessionUrl);
  // The journey the wizard kept in this tab, as if the customer came from the review step.
  await page.evaluate(() => sessionStorage.setItem("quotewise.quote", '{"version":1}'));
  await expect(page.getByText("Test mode: no card is charged")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Test checkout" })).toBeVisible();
  await expect(page.getByText("Early Bird Discount")).toBeVisible();
  const pay = page.getByRole("button", { name: "Pay $264.49" });
  await expect(pay).toBeVisible();
  await expectNoAxeViolations(page);

  await pay.click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Full Name").fill("Pat Doe");
  await page.getByLabel("Phone Number").fill("(555) 123-4567");
  await pay.click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();
  await expect(page.getByText(/Thank you, Pat Doe/)).toBeVisible();
  await expect(page.getByText("Total paid")).toBeVisible();
  await expect(page.getByText("November 10, 2025 to April 10, 2026").first()).toBeVisible();
  await expect(page.getByText(/3-inch snow trigger/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Paid: the next visit to /quote starts a new quote instead of this one's review.
  expect(await page.evaluate(() => sessionStorage.getItem("quotewise.quote"))).toBeNull();

  // Back on the test page, the order is not paid twice.
  await page.goto(sessionUrl);
  await expect(page.getByText("This order is already paid")).toBeVisible();
});

test("test-mode checkout: cancel leads back to the review with the quote kept", async ({
  page,
  baseURL,
}) => {
  const { sessionUrl } = await createTestOrder(baseURL!, uniqueEmail("cancel"));
  await page.goto(sessionUrl);
  await dismissCookieBanner(page);
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/checkout\/cancel\?order=/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment cancelled" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to your quote" })).toHaveAttribute(
    "href",
    "/quote?resume=review",
  );
  await expectNoAxeViolations(page);
});

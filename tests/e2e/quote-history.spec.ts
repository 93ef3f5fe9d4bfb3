import {
  ADDRESSES,
  checkAddress,
  chooseDriveway,
  reachDriveway,
  reachOptions,
  reachReview,
  startQuote,
} from "./support/quote";
import { expect, test } from "./support/test";

const DRIVEWAY = { name: "Select your driveway size" };
const OPTIONS = { name: "Additional services" };

test("the browser's Back and Forward move between the steps, and a reload keeps the step", async ({
  page,
}) => {
  await startQuote(page);
  await reachDriveway(page);
  await reachOptions(page);
  await reachReview(page);

  await page.goBack();
  await expect(page.getByRole("heading", OPTIONS)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", DRIVEWAY)).toBeVisible();
  await expect(page.getByRole("radio", { name: "4-Car Driveway" })).toBeChecked();
  await page.goForward();
  await expect(page.getByRole("heading", OPTIONS)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", OPTIONS)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", DRIVEWAY)).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel("Street Address")).toHaveValue(ADDRESSES.scarsdale.address);
  await expect(page).toHaveURL(/\/quote$/);
});

test("the page's Back button and the browser's go through the same entries", async ({ page }) => {
  await startQuote(page);
  await reachDriveway(page);
  await reachOptions(page);
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByRole("heading", DRIVEWAY)).toBeVisible();
  // Forward again returns to the step the Back button left.
  await page.goForward();
  await expect(page.getByRole("heading", OPTIONS)).toBeVisible();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByLabel("Street Address")).toBeVisible();
  // The Back buttons used up the steps' entries: the browser's Back now leaves the quote.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/quote/);
});

test("Back from the not-serviceable screen returns to the address", async ({ page }) => {
  await startQuote(page);
  await checkAddress(page, ADDRESSES.portChester);
  await expect(page.getByRole("heading", { name: "Sorry, service not available" })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel("Street Address")).toHaveValue(ADDRESSES.portChester.address);
  await expect(page).toHaveURL(/\/quote$/);
  await page.getByLabel("City").fill(ADDRESSES.scarsdale.city);
  await page.getByLabel("ZIP Code").fill(ADDRESSES.scarsdale.zipCode);
  await page.getByRole("button", { name: "Check Service Area" }).click();
  await chooseDriveway(page, "2-Car Driveway");
});

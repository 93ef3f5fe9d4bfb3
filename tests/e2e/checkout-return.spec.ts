import type { Page } from "@playwright/test";
import { uniqueEmail } from "../helpers/checkout";
import { createTestOrder, payTestOrder } from "./support/checkout";
import { dismissCookieBanner } from "./support/consent";
import { holdRequests } from "./support/quote";
import { expect, test } from "./support/test";

const BUSINESS = {
  name: "Northside Snow Co.",
  website: "https://example.com",
  phone: "(555) 010-0199",
  email: "hello@example.com",
};
const UNKNOWN_ORDER = "00000000-0000-4000-8000-000000000000";

/** The customer's pages carry the business's name and contact; Quotewise is only "Powered by". */
async function expectBusinessBranding(page: Page) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: BUSINESS.name })).toHaveAttribute(
    "href",
    BUSINESS.website,
  );
  await expect(header).not.toContainText("Quotewise");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${BUSINESS.name}`);
  await expect(footer.getByRole("link", { name: BUSINESS.phone })).toHaveAttribute(
    "href",
    "tel:+15550100199",
  );
  await expect(footer.getByRole("link", { name: BUSINESS.email })).toHaveAttribute(
    "href",
    `mailto:${BUSINESS.email}`,
  );
  await expect(footer).toContainText("Powered by Quotewise");
  await expect(footer).not.toContainText("© Quotewise");
  await expect(page.getByText(/Quotewise/)).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveCount(0);
}

test("typing on the test checkout is kept when the order summary arrives", async ({
  page,
  baseURL,
}) => {
  const { sessionUrl } = await createTestOrder(baseURL!, uniqueEmail("typing"));
  const summary = await holdRequests(page, "**/api/checkout/orders/*");
  await page.goto(sessionUrl);
  await page.getByLabel("Full Name").fill("Pat Doe");
  await page.getByLabel("Phone Number").fill("(555) 123-4567");
  summary.release();
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay $264.49" })).toBeEnabled();
  await expect(page.getByLabel("Full Name")).toHaveValue("Pat Doe");
  await expect(page.getByLabel("Phone Number")).toHaveValue("(555) 123-4567");
});

test("the payment, success and cancel pages are the business's", async ({ page, baseURL }) => {
  const { sessionUrl } = await createTestOrder(baseURL!, uniqueEmail("brand"));
  await page.goto(sessionUrl);
  await dismissCookieBanner(page);
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expectBusinessBranding(page);

  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment cancelled" })).toBeVisible();
  await expectBusinessBranding(page);

  await page.goBack();
  await page.getByLabel("Full Name").fill("Pat Doe");
  await page.getByLabel("Phone Number").fill("(555) 123-4567");
  await page.getByRole("button", { name: "Pay $264.49" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible();
  await expectBusinessBranding(page);
  await expect(page.getByRole("link", { name: `Back to ${BUSINESS.name}` })).toHaveAttribute(
    "href",
    BUSINESS.website,
  );
  // The contract's dates are told once.
  await expect(page.getByText("November 10, 2025 to April 10, 2026")).toHaveCount(1);
});

test("an unpaid order's success page waits for the payment, then says it was received", async ({
  page,
  baseURL,
}) => {
  const { orderId } = await createTestOrder(baseURL!, uniqueEmail("waiting"));
  await page.goto(`/checkout/success?order=${orderId}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Waiting for payment confirmation" }),
  ).toBeVisible();
  await expect(page.getByText("Payment received")).toHaveCount(0);

  await payTestOrder(baseURL!, orderId);
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible({
    timeout: 10_000,
  });
});

test("a payment never confirmed stops waiting and offers the way back to payment", async ({
  page,
  baseURL,
}) => {
  const { orderId, sessionUrl } = await createTestOrder(baseURL!, uniqueEmail("timeout"));
  await page.clock.install();
  await page.goto(`/checkout/success?order=${orderId}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Waiting for payment confirmation" }),
  ).toBeVisible();
  await page.clock.fastForward("02:00");
  await expect(
    page.getByRole("heading", { level: 1, name: "Payment not confirmed yet" }),
  ).toBeVisible();
  await expect(page.getByText("Payment received")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Return to payment" })).toHaveAttribute(
    "href",
    sessionUrl,
  );
});

test("an unknown order's success page says only that it was not found", async ({ page }) => {
  for (const path of [`/checkout/success?order=${UNKNOWN_ORDER}`, "/checkout/success"]) {
    await page.goto(path);
    await expect(
      page.getByRole("heading", { level: 1, name: "We couldn't find this order" }),
    ).toBeVisible();
    await expect(page.getByText("Payment received")).toHaveCount(0);
  }
});

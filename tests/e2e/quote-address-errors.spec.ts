import { serveHostPage } from "./support/host-page";
import { ADDRESSES, checkAddress, startQuote } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("a mistyped ZIP shows the server's message under the ZIP field, with the cursor there", async ({
  page,
}, testInfo) => {
  await startQuote(page);
  await checkAddress(page, { ...ADDRESSES.scarsdale, zipCode: "1058" });
  const zip = page.getByLabel("ZIP Code");
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await expect(zip).toHaveAccessibleDescription(/ZIP code must be 5 digits/);
  await expect(zip).toBeFocused();
  await expect(zip).toHaveValue("1058");
  await expect(page.getByText("Sorry, service not available")).toHaveCount(0);
  await shot(page, testInfo, "address-zip-typo");

  // Correcting it clears the message and the check goes on.
  await zip.fill("10583");
  await expect(zip).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Check Service Area" }).click();
  await expect(page.getByRole("heading", { name: "Select your driveway size" })).toBeVisible();
});

test("a mistyped email shows under the email field", async ({ page }) => {
  await startQuote(page);
  await checkAddress(page, { ...ADDRESSES.scarsdale, email: "pat@gmail" });
  const email = page.getByLabel("Email Address");
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(email).toBeFocused();
  await expect(page.getByLabel("ZIP Code")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Sorry, service not available")).toHaveCount(0);
});

test("any field the server names gets its message, and a refusal naming none shows above the button", async ({
  page,
}) => {
  await startQuote(page);
  await page.route("**/api/geo/check", (route) =>
    route.fulfill({
      status: 400,
      json: {
        message: "Invalid request",
        issues: [{ path: "city", message: "City does not match the ZIP code" }],
      },
    }),
  );
  await checkAddress(page, ADDRESSES.scarsdale);
  await expect(page.getByLabel("City")).toHaveAccessibleDescription(
    "City does not match the ZIP code",
  );
  await expect(page.getByLabel("City")).toBeFocused();

  await page.unroute("**/api/geo/check");
  await page.route("**/api/geo/check", (route) =>
    route.fulfill({ status: 400, json: { message: "This address cannot be checked" } }),
  );
  await page.getByRole("button", { name: "Check Service Area" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This address cannot be checked" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Where do you need snow removal?" }),
  ).toBeVisible();
});

test("the embed shows a mistyped ZIP under its field too", async ({ page, baseURL }, testInfo) => {
  const host = await serveHostPage(baseURL!);
  try {
    await page.goto(host.url);
    const widget = page.frameLocator('iframe[title="Instant quote"]');
    await checkAddress(widget, { ...ADDRESSES.scarsdale, zipCode: "1058" });
    const zip = widget.getByLabel("ZIP Code");
    await expect(zip).toHaveAccessibleDescription(/ZIP code must be 5 digits/);
    await expect(zip).toBeFocused();
    await expect(widget.getByText("Service Area Notice")).toHaveCount(0);
    await shot(page, testInfo, "embed-zip-typo");
  } finally {
    await host.stop();
  }
});

import {
  ADDRESSES,
  checkAddress,
  chooseDriveway,
  expectToast,
  reachDriveway,
  startQuote,
} from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("out of the area: not-serviceable screen, contact details, and Try Different Address", async ({
  page,
}) => {
  await startQuote(page);
  await checkAddress(page, ADDRESSES.portChester);
  await expect(page.getByRole("heading", { name: "Sorry, service not available" })).toBeVisible();
  await expect(page.getByText("We serve Scarsdale, White Plains and Harrison.")).toBeVisible();
  await expect(page.getByText(/new construction/)).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "(555) 010-0199" }),
  ).toHaveAttribute("href", "tel:+15550100199");
  const progress = page.getByRole("navigation", { name: "Quote progress" });
  await expect(progress.locator("[aria-current=step]")).toContainText("Address");

  await page.getByRole("button", { name: "Try Different Address" }).click();
  await expect(page.getByLabel("Street Address")).toHaveValue(ADDRESSES.portChester.address);
  await page.getByLabel("City").fill(ADDRESSES.scarsdale.city);
  await page.getByLabel("ZIP Code").fill(ADDRESSES.scarsdale.zipCode);
  await page.getByRole("button", { name: "Check Service Area" }).click();
  await expect(page.getByRole("heading", { name: "Select your driveway size" })).toBeVisible();
});

test("out of the area: the visitor leaves their details for a custom quote, no alert", async ({
  page,
}, testInfo) => {
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected ${dialog.type()}: ${dialog.message()}`);
  });
  await startQuote(page);
  await checkAddress(page, ADDRESSES.portChester);
  await expect(page.getByRole("heading", { name: "Sorry, service not available" })).toBeVisible();
  await shot(page, testInfo, "not-serviceable");
  await page.getByRole("button", { name: "Request Custom Quote" }).click();
  await expect(page.getByRole("heading", { name: "Custom Driveway Quote" })).toBeVisible();
  await expect(page.getByText(/your layout deserves/i)).toHaveCount(0);
  await expect(page.getByText(/outside the areas we price instantly/)).toBeVisible();
  await expect(page.getByText("40 King St, Port Chester")).toBeVisible();

  const details = page.getByLabel("About your property (optional)");
  await details.fill("Long gravel drive with a turnaround by the barn.");
  await page.getByLabel("Full Name").fill("Sam Roe");
  await page.getByLabel("Phone Number").fill("(914) 555-0134");
  await shot(page, testInfo, "custom-quote-out-of-area");
  const sent = page.waitForRequest("**/api/custom-quotes");
  await page.getByRole("button", { name: "Request Custom Quote" }).click();
  const request = (await sent).postDataJSON();
  expect(request).toMatchObject({
    customerName: "Sam Roe",
    propertyDetails: "Long gravel drive with a turnaround by the barn.",
  });
  // Outside every area there is no area to name: the server records none.
  expect(request).not.toHaveProperty("area");
  await expect(page.getByRole("heading", { name: "Thank You, Sam Roe!" })).toBeVisible();
});

test("a field the server refuses on the custom quote shows under it", async ({ page }) => {
  await startQuote(page);
  await checkAddress(page, ADDRESSES.portChester);
  await page.getByRole("button", { name: "Request Custom Quote" }).click();
  await page.route("**/api/custom-quotes", (route) =>
    route.fulfill({
      status: 400,
      json: {
        message: "Invalid request",
        issues: [{ path: "phone", message: "This number cannot receive calls" }],
      },
    }),
  );
  await page.getByLabel("Full Name").fill("Sam Roe");
  await page.getByLabel("Phone Number").fill("(914) 555-0134");
  await page.getByRole("button", { name: "Request Custom Quote" }).click();
  const phone = page.getByLabel("Phone Number");
  await expect(phone).toHaveAccessibleDescription("This number cannot receive calls");
  await expect(phone).toBeFocused();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("heading", { name: "Sorry, service not available" })).toBeVisible();
});

test("an unknown ZIP code is not serviceable", async ({ page }) => {
  await startQuote(page);
  await checkAddress(page, ADDRESSES.unknownZip);
  await expect(page.getByRole("heading", { name: "Sorry, service not available" })).toBeVisible();
  await page.getByRole("button", { name: "Try Different Address" }).click();
  await expect(page.getByRole("button", { name: "Check Service Area" })).toBeVisible();
});

test("custom layout: validation messages, Thank You, Get Another Quote", async ({ page }) => {
  await startQuote(page);
  await reachDriveway(page);
  await chooseDriveway(page, "Custom Layout");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Custom Driveway Quote" })).toBeVisible();
  await expect(page.getByText("12 Garden Rd, Scarsdale")).toBeVisible();
  await expect(page.getByLabel("Email Address")).toHaveValue(ADDRESSES.scarsdale.email);
  await expect(page.getByLabel("Phone Number")).toHaveAttribute("placeholder", "(555) 123-4567");
  await expect(page.getByText("What happens next?")).toBeVisible();

  // Back returns to the driveway step, and forward again.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("radio", { name: "Custom Layout" })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();

  const submit = page.getByRole("button", { name: "Request Custom Quote" });
  await page.getByLabel("Email Address").fill("not-an-email");
  await submit.click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Full Name").fill("P");
  await page.getByLabel("Phone Number").fill("555-12");
  await submit.click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid phone number")).toBeVisible();

  let requestBody: unknown;
  await page.route("**/api/custom-quotes", async (route) => {
    requestBody = route.request().postDataJSON();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.getByLabel("Full Name").fill("Pat Lee");
  await page.getByLabel("Email Address").fill(ADDRESSES.scarsdale.email);
  await page.getByLabel("Phone Number").fill("(914) 555-0134");
  await submit.click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expectToast(
    page,
    "Custom Quote Requested",
    "We'll get back to you the next business day with a personalized quote.",
  );
  await expect(page.getByRole("heading", { name: "Thank You, Pat Lee!" })).toBeVisible();
  await expect(
    page.getByText(
      "Your custom quote request has been received. We'll get back to you the next business day!",
    ),
  ).toBeVisible();
  await expect(page.getByText("Personal Contact")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("48 hours");
  // The demo business set a website and two social pages (config/demo-business.json).
  await expect(page.getByRole("navigation", { name: "Follow us" }).getByRole("link")).toHaveText([
    "Website",
    "Facebook",
    "Instagram",
  ]);
  expect(requestBody).toEqual({
    customerName: "Pat Lee",
    email: ADDRESSES.scarsdale.email,
    phone: "(914) 555-0134",
    address: ADDRESSES.scarsdale.address,
    city: ADDRESSES.scarsdale.city,
    state: "NY",
    zipCode: ADDRESSES.scarsdale.zipCode,
    area: "Scarsdale",
    description: "Custom quote request from the instant quote system",
    visit: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });

  await page.getByRole("button", { name: "Get Another Quote" }).click();
  for (const label of ["Street Address", "City", "ZIP Code", "Email Address"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }
  const progress = page.getByRole("navigation", { name: "Quote progress" });
  await expect(progress.locator("[aria-current=step]")).toContainText("Address");
  const stored = await page.evaluate(() => sessionStorage.getItem("quotewise.quote"));
  expect(JSON.parse(stored ?? "{}")).toMatchObject({
    step: "ADDRESS",
    addressData: { address: "", city: "", state: "NY", zipCode: "", email: "" },
  });
});

import { ADDRESSES, checkAddress, startQuote } from "./support/quote";
import { expect, adminTest as test } from "./support/test";

test("what the customer wrote about the property shows in the admin's Custom Quotes", async ({
  page,
  loginAsAdmin,
}) => {
  test.slow(); // a whole journey, then the dashboard
  const words = `Gravel drive, gate at the road ${test.info().project.name}`;
  await startQuote(page);
  await checkAddress(page, ADDRESSES.portChester);
  await page.getByRole("button", { name: "Request Custom Quote" }).click();
  await page.getByLabel("Full Name").fill("Sam Roe");
  await page.getByLabel("Phone Number").fill("(914) 555-0134");
  await page.getByLabel("About your property (optional)").fill(words);
  await page.getByRole("button", { name: "Request Custom Quote" }).click();
  await expect(page.getByRole("heading", { name: "Thank You, Sam Roe!" })).toBeVisible();

  await loginAsAdmin();
  await page.getByRole("tab", { name: "Custom Quotes" }).click();
  await expect(page.getByTestId("property-details").filter({ hasText: words })).toBeVisible();
});

import { chromium } from "playwright-core";
import { ADMIN } from "./support/admin-fixtures";
import { chromiumLaunchOptions } from "./support/browser";
import { expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, accountTest as test } from "./support/test";

const CUSTOMER = {
  customerName: "Morgan Lot",
  email: "morgan.lot@example.com",
  phone: "(914) 555-0142",
  address: "7 Fox Meadow Rd",
  city: "Scarsdale",
  state: "NY",
  zipCode: "10583",
  description: "Custom quote request from the instant quote system",
};

/**
 * A custom quote answered and paid online (docs/product/custom-quotes.md): a member prices the
 * request and sends it; the customer opens the emailed link, accepts and pays in the test
 * checkout; the order shows paid in the dashboard.
 */
test("a member prices a request, the customer accepts and pays it from the email", async ({
  page,
  baseURL,
  openSignedIn,
  emailedLink,
}, testInfo) => {
  test.slow(); // the dashboard, the email, the offer page, the checkout, the dashboard again
  const asked = await page.request.post("/api/custom-quotes", { data: CUSTOMER });
  expect(asked.status()).toBe(201);
  const login = await page.request.post("/api/admin/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };

  await openSignedIn(page, token, "/admin");
  await page.getByRole("tab", { name: "Custom Quotes" }).click();
  const card = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: CUSTOMER.email });
  await expect(card.getByText("New", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: /Price and send an offer/ }).click();

  const dialog = page.getByRole("dialog", { name: `Offer for ${CUSTOMER.customerName}` });
  await dialog.getByRole("textbox", { name: "Item 1" }).fill("Clear the rear lot");
  await dialog.getByLabel("Price ($)").fill("450");
  await dialog.getByRole("button", { name: "Add item" }).click();
  await dialog.getByRole("textbox", { name: "Item 2" }).fill("Salt bin refill");
  await dialog.getByLabel("Price ($)").nth(1).fill("25");
  await dialog.getByLabel("Qty").nth(1).fill("3");
  await dialog.getByLabel("Note to the customer (optional)").fill("Two visits after big storms.");
  await expect(dialog.getByTestId("offer-total")).toHaveText("$593.03");
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "offer-dialog");
  await dialog.getByRole("button", { name: "Send offer" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Offer sent", { exact: true })).toBeVisible();

  // The link is the dashboard's too, to send by hand: the emailed one, copied with a click.
  const link = await emailedLink(CUSTOMER.email, "/offer");
  await card.getByRole("button", { name: /Revise the offer/ }).click();
  const handLink = dialog.getByRole("textbox", { name: "The customer's link to the offer" });
  await expect(handLink).toHaveValue(new RegExp(`${escapeRegExp(link)}$`));
  await expect(dialog.getByText("Not opened yet.")).toBeVisible();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await dialog.getByRole("button", { name: "Copy the customer's link to the offer" }).click();
  await expect(page.getByText("Copied to clipboard", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await handLink.inputValue(),
  );
  await shot(page, testInfo, "offer-link");
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, testInfo, "offer-link-phone");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The customer opens the link from the email.
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: "Your quote from Northside Snow Co." }),
  ).toBeVisible();
  await expect(page.getByText("Salt bin refill (3 x $25.00)")).toBeVisible();
  await expect(page.getByText("Two visits after big storms.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask a question" })).toHaveAttribute(
    "href",
    /^mailto:/,
  );
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "offer-page");
  // A homeowner's page: at a phone's width too.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshotsAtBothWidths(`${baseURL}${link}`, testInfo.project.name);

  await page.getByRole("button", { name: "Accept and pay $593.03" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await page.getByLabel("Full Name").fill(CUSTOMER.customerName);
  await page.getByLabel("Phone Number").fill(CUSTOMER.phone);
  await page.getByRole("button", { name: "Pay $593.03" }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  // The link now shows the offer paid; the dashboard shows the order paid.
  await page.goto(link);
  await expect(page.getByText("You accepted and paid this quote. Thank you!")).toBeVisible();
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Custom Quotes" }).click();
  await expect(card.getByText("Paid", { exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Paid" }).click();
  await expect(page.getByRole("tabpanel").getByText(CUSTOMER.customerName).first()).toBeVisible();
  // The dashboard tells when the customer opened the link.
  await page.getByRole("tab", { name: "Custom Quotes" }).click();
  await card.getByRole("button", { name: /View the offer/ }).click();
  await expect(dialog.getByText(/^Opened by the customer Oct \d+, 2025/)).toBeVisible();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The offer page at a phone's width and a desk's, with playwright-core's own Chromium, for a
 * person to look at (SHOTS_DIR).
 */
async function screenshotsAtBothWidths(url: string, project: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(url);
      await page.getByRole("button", { name: /Accept and pay/ }).waitFor();
      await page.screenshot({ path: `${dir}/offer-page-${width}-${project}.png`, fullPage: true });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

test("a link that opens no offer shows nothing but a way to reach the business", async ({
  page,
}) => {
  await page.goto(`/offer#token=${"A".repeat(43)}`);
  await expect(
    page.getByRole("heading", { name: "This link does not open a quote" }),
  ).toBeVisible();
  await expect(page.getByText("This quote link is not valid.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask a question" })).toHaveAttribute(
    "href",
    /^mailto:hello@example\.com/,
  );
  await expectNoA11yViolations(page);
  await page.goto("about:blank");
  await page.goto("/offer#token=cut");
  await expect(page.getByText("The link may have been cut short.")).toBeVisible();
});

test("a replaced offer's link and a cancelled offer payment lead to the business's quote page", async ({
  page,
  openSignedIn,
  emailedLink,
}) => {
  const email = `replaced-${Date.now()}@example.com`;
  const asked = await page.request.post("/api/custom-quotes", { data: { ...CUSTOMER, email } });
  expect(asked.status()).toBe(201);
  const login = await page.request.post("/api/admin/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const list = await page.request.get("/api/admin/custom-quotes?limit=100", { headers });
  const { customQuotes } = (await list.json()) as {
    customQuotes: { id: string; email: string }[];
  };
  const requestId = customQuotes.find((quote) => quote.email === email)!.id;
  const sendOffer = (amount: string) =>
    page.request.post(`/api/admin/custom-quotes/${requestId}/offers`, {
      headers,
      data: { lines: [{ label: "Clear the rear lot", amount }] },
    });
  expect((await sendOffer("400")).status()).toBe(201);
  const first = await emailedLink(email, "/offer");
  expect((await sendOffer("380")).status()).toBe(201);

  // The first link now shows nothing of its offer: a way to ask for a new one, or to the quote page.
  await openSignedIn(page, token, "/admin");
  await page.goto(first);
  await expect(
    page.getByRole("heading", { name: "This quote is no longer available" }),
  ).toBeVisible();
  await expect(page.getByText("$400.00")).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: "Get an instant quote from Northside Snow Co." }),
  ).toHaveAttribute("href", "/quote");
  await expectNoA11yViolations(page);

  // The customer accepts the revision, then cancels on the payment page: no way back to a
  // wizard review they never had, the quote page instead.
  await expect.poll(async () => (await emailedLink(email, "/offer")) !== first).toBe(true);
  const second = await emailedLink(email, "/offer");
  const offerToken = second.split("#token=")[1]!;
  const accepted = await page.request.post("/api/offers/accept", { data: { token: offerToken } });
  const { orderId } = (await accepted.json()) as { orderId: string };
  await page.goto(`/checkout/cancel?order=${orderId}`);
  await expect(page.getByText("open it again from the link in our email")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to your quote" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Start a new quote" })).toHaveAttribute(
    "href",
    "/quote",
  );
});

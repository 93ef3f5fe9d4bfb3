import type { Page } from "@playwright/test";
import { deliverWebhook, type FakeStripe, TEST_CARDS } from "../helpers/fake-stripe";
import { requestTo } from "../helpers/server-process";
import type { SmtpCatcher } from "../helpers/smtp-server";
import { ADMIN } from "./support/admin-fixtures";
import type { ExtraServer } from "./support/extra-server";
import { expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { openSignedIn } from "./support/signed-in";
import { test as base, expect } from "./support/test";

/**
 * Deposits (docs/product/payments.md#deposits), with the business connected to the (fake) Stripe
 * and its email read from a real SMTP server: a custom request is priced with a 30% deposit,
 * emailed, accepted and paid on the offer page (the deposit due now, the rest later), then the
 * balance is charged from the order page; a card whose bank wants the customer gets them a
 * payment link by email instead.
 */
const test = base.extend<{ customerEmail: string }>({
  baseURL: async ({ depositServer }, use) => use(depositServer.baseURL),
  customerEmail: async ({ page }, use, testInfo) => {
    const email = `deposit-${testInfo.testId}-${Date.now()}@example.com`;
    const asked = await page.request.post("/api/custom-quotes", {
      data: {
        customerName: "Morgan Lot",
        email,
        phone: "(914) 555-0142",
        address: "7 Fox Meadow Rd",
        city: "Scarsdale",
        state: "NY",
        zipCode: "10583",
        description: "Custom quote request from the instant quote system",
      },
    });
    expect(asked.status()).toBe(201);
    await use(email);
  },
});

async function signIn(page: Page, path: string) {
  const login = await page.request.post("/api/admin/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  await openSignedIn(page, token, path);
}

/** The newest link to `path` (on this server or the fake Stripe) in the mail to `to`. */
async function linkInMail(smtp: SmtpCatcher, to: string, pattern: RegExp): Promise<string> {
  await expect
    .poll(() => smtp.received.some((mail) => mail.to.includes(to) && pattern.test(mail.body)))
    .toBe(true);
  const mail = smtp.received.findLast((m) => m.to.includes(to) && pattern.test(m.body))!;
  return pattern.exec(mail.body)![0]!;
}

/**
 * Prices the customer's request (two items, $593.03 in all) with a 30% deposit: the business's
 * own, which the form starts with, or (`setOnOffer`) set on this offer.
 */
async function priceAndSend(page: Page, email: string, options: { setOnOffer?: boolean } = {}) {
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Custom Quotes" }).click();
  const card = page.getByRole("tabpanel").getByRole("listitem").filter({ hasText: email });
  await card.getByRole("button", { name: /Price and send an offer/ }).click();
  const dialog = page.getByRole("dialog", { name: "Offer for Morgan Lot" });
  await dialog.getByRole("textbox", { name: "Item 1" }).fill("Clear the rear lot");
  await dialog.getByLabel("Price ($)").fill("450");
  await dialog.getByRole("button", { name: "Add item" }).click();
  await dialog.getByRole("textbox", { name: "Item 2" }).fill("Salt bin refill");
  await dialog.getByLabel("Price ($)").nth(1).fill("25");
  await dialog.getByLabel("Qty").nth(1).fill("3");
  if (options.setOnOffer) {
    await dialog.getByLabel("Deposit on accepting").selectOption("percent");
    await dialog.getByLabel("Deposit (%)").fill("30");
  } else {
    // The business's 30% deposit is the form's to start with.
    await expect(dialog.getByLabel("Deposit on accepting")).toHaveValue("percent");
    await expect(dialog.getByLabel("Deposit (%)")).toHaveValue("30");
  }
  await expect(dialog.getByTestId("offer-total")).toHaveText("$593.03");
  await expect(dialog.getByTestId("offer-deposit")).toHaveText("$177.91");
  return { dialog, card };
}

/** The customer accepts on the offer page and pays the deposit on Stripe's page with `card`. */
async function acceptAndPayDeposit(
  page: Page,
  options: {
    smtp: SmtpCatcher;
    stripe: FakeStripe;
    server: ExtraServer;
    email: string;
    card: string;
  },
) {
  const link = await linkInMail(options.smtp, options.email, /\/offer#token=[A-Za-z0-9_-]{43}/);
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: "Your quote from Northside Snow Co." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Accept and pay $177.91" }).click();
  await page.waitForURL(`${options.stripe.url}/pay/**`);
  await expect(page.getByRole("heading", { name: "Pay $177.91 (test)" })).toBeVisible();
  await page.getByLabel("Card number").fill(options.card);
  await page.getByRole("button", { name: "Pay $177.91" }).click();
  await page.waitForURL("**/checkout/success?order=*");
  const orderId = new URL(page.url()).searchParams.get("order")!;
  const session = [...options.stripe.sessions.values()].find(
    (candidate) => candidate.client_reference_id === orderId,
  )!;
  const delivered = await deliverWebhook(
    { request: requestTo(options.server.baseURL) },
    options.stripe.signedEvent("checkout.session.completed", session.id),
  );
  expect(delivered.status).toBe(200);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Deposit paid$177.91");
  return orderId;
}

test("a 30% deposit on accepting, then the balance charged when the job is done", async ({
  page,
  depositStripe: stripe,
  depositSmtp: smtp,
  depositServer: server,
  customerEmail,
}, testInfo) => {
  test.setTimeout(90_000);
  // The owner asks a 30% deposit on custom quotes.
  await signIn(page, "/admin/settings/payments");
  await page.getByLabel("Deposit", { exact: true }).selectOption("percent");
  await page.getByLabel("Deposit (% of the total)").fill("30");
  await page.getByRole("button", { name: "Save deposit" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "settings-deposit");

  const { dialog } = await priceAndSend(page, customerEmail);
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "offer-dialog-deposit");
  await dialog.getByRole("button", { name: "Send offer" }).click();
  await expect(dialog).toBeHidden();

  // The customer sees the deposit due now and the rest later, accepts and pays it.
  const link = await linkInMail(smtp, customerEmail, /\/offer#token=[A-Za-z0-9_-]{43}/);
  await page.goto(link);
  const quoted = page.getByRole("main");
  await expect(quoted).toContainText("Total$593.03");
  await expect(quoted).toContainText("Deposit due now$177.91");
  await expect(quoted).toContainText("Balance, charged to your card when the job is done$415.12");
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "offer-page-deposit");
  const orderId = await acceptAndPayDeposit(page, {
    smtp,
    stripe,
    server,
    email: customerEmail,
    card: TEST_CARDS.pays,
  });

  // The job is done: the owner charges the balance from the order's page.
  await page.goto(`/admin/orders/${orderId}`);
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment).toContainText("StatusDeposit paid");
  await expect(payment).toContainText("Paid$177.91");
  await expect(payment).toContainText("Outstanding$415.12");
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "order-deposit-paid");
  const balance = page.getByRole("region", { name: "Balance" });
  await balance.getByRole("button", { name: "Charge balance" }).click();
  await expect(balance.getByRole("status")).toHaveText(
    "Balance charged: the order is paid in full.",
  );
  await expect(payment).toContainText("StatusPaid in full");
  await expect(payment).toContainText("Paid$593.03");
  await expect(payment).toContainText("Outstanding$0.00");
  await shot(page, testInfo, "order-paid-in-full");
  await expect(page.getByText("Paid in full", { exact: true }).first()).toBeVisible();
  const charged = [...stripe.paymentIntents.values()].find(
    (intent) => intent.metadata.orderId === orderId && intent.metadata.payment === "balance",
  )!;
  expect(charged).toMatchObject({ amount: 41512, status: "succeeded" });
  await linkInMail(smtp, customerEmail, /Paid in full|We received the balance of \$415\.12/);
});

test("a card whose bank wants the customer: the balance's payment link is emailed", async ({
  page,
  depositStripe: stripe,
  depositSmtp: smtp,
  depositServer: server,
  customerEmail,
}, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, "/admin");
  // The deposit is set on this offer, whatever the business's setting.
  const { dialog } = await priceAndSend(page, customerEmail, { setOnOffer: true });
  await dialog.getByRole("button", { name: "Send offer" }).click();
  await expect(dialog).toBeHidden();
  const orderId = await acceptAndPayDeposit(page, {
    smtp,
    stripe,
    server,
    email: customerEmail,
    card: TEST_CARDS.authenticationRequired,
  });

  await page.goto(`/admin/orders/${orderId}`);
  const balance = page.getByRole("region", { name: "Balance" });
  await balance.getByRole("button", { name: "Charge balance" }).click();
  await expect(balance.getByRole("status")).toHaveText(
    "The customer's bank wants them to approve this payment: we emailed them a link to pay the balance.",
  );
  await expect(page.getByRole("region", { name: "Payment" })).toContainText(
    "StatusBalance awaiting customer",
  );
  await expect(balance).toContainText(`we emailed ${customerEmail} a link to pay $415.12`);
  await expect(balance.getByRole("button", { name: "Charge balance" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Balance payment link to the customer",
  );

  // The emailed link is the order page's too, to send by hand: copied with a click.
  const payLink = await linkInMail(smtp, customerEmail, /\/api\/pay-balance\?token=[\w-]{43}/);
  const mail = smtp.received.findLast(
    (m) => m.to.includes(customerEmail) && m.body.includes(payLink),
  )!;
  expect(mail.header("subject")).toBe(
    "Please complete your payment of $415.12 to Northside Snow Co.",
  );
  const handLink = balance.getByRole("textbox", { name: "The customer's link to pay the balance" });
  await expect(handLink).toHaveValue(`${server.baseURL}${payLink}`);
  await expect(balance.getByText("Not opened yet.")).toBeVisible();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await balance
    .getByRole("button", { name: "Copy the customer's link to pay the balance" })
    .click();
  await expect(page.getByText("Copied to clipboard", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await handLink.inputValue(),
  );
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "order-balance-link");
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, testInfo, "order-balance-link-phone");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The link leads to Stripe's page for the balance; the order's page says it was opened.
  await page.goto(payLink);
  await page.waitForURL(`${stripe.url}/pay/**`);
  const stripePage = page.url();
  await page.goto(`/admin/orders/${orderId}`);
  await expect(balance.getByText(/^Opened by the customer Oct \d+, 2025/)).toBeVisible();
  await page.goto(stripePage);
  await page.getByRole("button", { name: "Pay $415.12" }).click();
  await page.waitForURL("**/checkout/success?order=*");
  const sessionId = new URL(stripePage).pathname.split("/").pop()!;
  await deliverWebhook(
    { request: requestTo(server.baseURL) },
    stripe.signedEvent("checkout.session.completed", sessionId),
  );
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("StatusPaid in full");
});

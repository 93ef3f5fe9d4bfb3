import { feeReversedCents } from "@/domain/refunds";
import { formatCents, formatHundredths } from "@/shared/money";
import { deliverWebhook } from "../helpers/fake-stripe";
import { requestTo } from "../helpers/server-process";
import { ADMIN } from "./support/admin-fixtures";
import { dismissCookieBanner } from "./support/consent";
import { ADDRESSES, reachDriveway, reachOptions, reachReview, startQuote } from "./support/quote";
import { expect, test } from "./support/test";

const TOKEN_KEY = "quotewise.adminToken";
const FEE_LINE = "line-fee";

/**
 * Payments for a platform (docs/product/payments.md): the owner connects the business's Stripe
 * account, a customer pays with the convenience fee booked as Quotewise's application fee, and a
 * partial refund gives back the fee in proportion. Stripe is the fake, its onboarding page too.
 */
test.use({ baseURL: async ({ connectServer }, use) => use(connectServer.baseURL) });

test("connect Stripe, take a payment with the fee, refund part of it", async ({
  page,
  connectServer: server,
  connectStripe: stripe,
}) => {
  test.setTimeout(90_000);
  const api = requestTo(server.baseURL);
  const login = await api("/api/admin/login", { method: "POST", json: ADMIN });
  const { token } = (await login.json()) as { token: string };

  // Before: the demo business is live but not connected, so its pages are in test mode.
  await startQuote(page);
  await dismissCookieBanner(page);
  await expect(
    page.getByText("Test mode: Northside Snow Co. is not taking card payments yet"),
  ).toBeVisible();

  // The owner connects through Stripe's onboarding and comes back.
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto("/admin/settings/payments");
  await expect(page.getByText("Until Stripe is ready, your pages stay in test mode")).toBeVisible();
  await page.getByRole("button", { name: "Connect with Stripe" }).click();
  await page.waitForURL(`${stripe.url}/connect/onboarding/**`);
  await page.getByRole("button", { name: "Agree and submit" }).click();
  await page.waitForURL("**/admin/settings/payments?stripe=return");
  await expect(page.getByText("Your customers pay by card now.")).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Your Stripe account" }).getByText(": done"),
  ).toHaveCount(4);

  // A customer pays: the fee they see is the application fee Stripe is asked to keep.
  await startQuote(page);
  await expect(page.getByText("is not taking card payments yet")).toHaveCount(0);
  await reachDriveway(page, ADDRESSES.scarsdale);
  await reachOptions(page);
  await reachReview(page);
  await expect(page.getByText("Secure payment by Stripe")).toBeVisible();
  const feeShown = ((await page.getByTestId(FEE_LINE).locator("dd").textContent()) ?? "").trim();
  await page
    .getByRole("button", { name: /^Secure Checkout/ })
    .locator("visible=true")
    .click();
  await page.waitForURL(`${stripe.url}/pay/**`);
  const session = [...stripe.sessions.values()].at(-1)!;
  const fee = Number(session.payment_intent_data.application_fee_amount);
  expect(formatCents(fee)).toBe(feeShown);
  const account = [...stripe.accounts.values()].find((candidate) => candidate.charges_enabled)!;
  expect(session.payment_intent_data.transfer_data?.destination).toBe(account.id);
  stripe.completeSession(session.id);
  const paid = await deliverWebhook(
    { request: api },
    stripe.signedEvent("checkout.session.completed", session.id),
  );
  expect(paid.status).toBe(200);
  const orderId = session.client_reference_id!;

  // The owner refunds 30%: Stripe gives back the same share of the fee.
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByText(`Quotewise fee on this payment: ${formatCents(fee)}`)).toBeVisible();
  const amountCents = Math.round(session.amount_total! * 0.3);
  await page.getByLabel("Amount to refund ($)").fill(formatHundredths(amountCents));
  await page.getByLabel("Reason").selectOption("requested_by_customer");
  await page.getByRole("button", { name: "Refund" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Refunded ${formatCents(amountCents)}.` }),
  ).toBeVisible();
  const expected = feeReversedCents({
    feeCents: fee,
    paidCents: session.amount_total!,
    refundedBeforeCents: 0,
    amountCents,
  });
  await expect(page.getByText(`fee returned ${formatCents(expected)}`)).toBeVisible();
  const applicationFee = [...stripe.applicationFees.values()].find(
    (candidate) => candidate.payment_intent === session.payment_intent,
  )!;
  expect(applicationFee.amount_refunded).toBe(expected);
  await expect(page.getByLabel("Amount to refund ($)")).toHaveValue(
    formatHundredths(session.amount_total! - amountCents),
  );
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feeReversedCents } from "@/domain/refunds";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import {
  countRows,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const PUBLIC_URL = "https://quotes.example.com";

/**
 * Payments for a platform (docs/product/payments.md): a business connects its own Stripe account,
 * its customers pay it with Quotewise's fee as the application fee, refunds reverse the fee in
 * proportion, and every Stripe event changes an order once however often and in whatever order
 * it arrives.
 */
describe.each(testDatabases)("Stripe Connect on %s", (kind) => {
  let stripe: FakeStripe;
  let server: TestServer;
  let owner: Record<string, string>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(kind, {
      NOW: "2025-10-01T12:00:00Z",
      PUBLIC_URL,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_CONNECT_WEBHOOK_SECRET: stripe.connectWebhookSecret,
      STRIPE_API_BASE: stripe.url,
      OUTBOX_POLL_INTERVAL_MS: "60000",
      SIGNUP_LIMIT_PER_HOUR: "0",
      ...TEST_ADMIN_ENV,
    });
    owner = bearer(await loginAdmin(server));
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  const json = async (path: string, init: Parameters<TestServer["request"]>[1] = {}) => {
    const response = await server.request(path, init);
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  };
  const deliver = (
    path: "/api/stripe/webhook" | "/api/stripe/connect-webhook",
    event: { payload: string; signature: string },
  ) =>
    json(path, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      body: event.payload,
    });
  const paymentMode = async () => (await json("/api/b/northside-snow/config")).body.payment_mode;

  describe("connecting the business's Stripe account", () => {
    let accountId: string;

    it("starts Express onboarding once, whoever asks again", async () => {
      const first = await json("/api/admin/payments/onboarding", {
        method: "POST",
        headers: owner,
      });
      const again = await json("/api/admin/payments/onboarding", {
        method: "POST",
        headers: owner,
      });
      expect(first.status).toBe(200);
      expect(first.body.url).toMatch(`${stripe.url}/connect/onboarding/acct_`);
      const created = stripe.requests.filter((request) => request.path === "/v1/accounts");
      expect(created).toHaveLength(1);
      expect(created[0]!.body).toMatchObject({
        type: "express",
        email: "owner@example.com",
        metadata: { businessId: "northside-snow" },
      });
      expect(created[0]!.idempotencyKey).toBe("quotewise-account-northside-snow");
      accountId = new URL(first.body.url).pathname.split("/").pop()!;
      expect(new URL(again.body.url).pathname).toBe(new URL(first.body.url).pathname);
      const link = new URL(first.body.url).searchParams;
      expect(link.get("return_url")).toBe(`${PUBLIC_URL}/admin/settings/payments?stripe=return`);
      expect(link.get("refresh_url")).toBe(`${PUBLIC_URL}/admin/settings/payments?stripe=refresh`);

      const payments = await json("/api/admin/payments", { headers: owner });
      expect(payments.body).toEqual({
        stripeConfigured: true,
        connected: true,
        chargesEnabled: false,
        payoutsEnabled: false,
        detailsSubmitted: false,
        paidDirectly: false,
        takesRealPayments: false,
      });
      expect(await paymentMode()).toBe("test");
    });

    it("follows account.updated, in any order and however often it arrives", async () => {
      const before = stripe.signedObjectEvent(
        "account.updated",
        { ...stripe.accounts.get(accountId) },
        {
          account: accountId,
        },
      );
      stripe.completeOnboarding(accountId);
      const after = stripe.signedObjectEvent("account.updated", stripe.accounts.get(accountId), {
        account: accountId,
      });
      const outcomes = await Promise.all(
        [after, after, before, after].map((event) => deliver("/api/stripe/connect-webhook", event)),
      );
      expect(outcomes.map((outcome) => outcome.body.outcome)).toEqual([
        "synced",
        "synced",
        "synced",
        "synced",
      ]);
      // The late "before" notice was re-read from Stripe: it cannot undo the onboarding.
      expect((await json("/api/admin/payments", { headers: owner })).body).toMatchObject({
        chargesEnabled: true,
        payoutsEnabled: true,
        takesRealPayments: true,
      });
      const onboarding = await json("/api/admin/onboarding", { headers: owner });
      expect(onboarding.body.steps).toContainEqual({ step: "payments", done: true });
      expect(await paymentMode()).toBe("stripe");
    });

    it("refuses a Connect event signed with another secret, and ignores other accounts", async () => {
      const platformSigned = stripe.signedObjectEvent(
        "account.updated",
        stripe.accounts.get(accountId),
      );
      expect((await deliver("/api/stripe/connect-webhook", platformSigned)).status).toBe(400);
      const stranger = stripe.onboardedAccount("someone-else");
      const other = stripe.signedObjectEvent("account.updated", stranger, { account: stranger.id });
      expect((await deliver("/api/stripe/connect-webhook", other)).body.outcome).toBe(
        "other_business",
      );
    });

    it("is the owner's alone", async () => {
      const anonymous = await json("/api/admin/payments/onboarding", { method: "POST" });
      expect(anonymous.status).toBe(401);
    });
  });

  describe("a payment into the business's account, and its refunds", () => {
    let orderId: string;
    let paymentIntentId: string;
    let grandTotal: number;
    let fee: number;

    const refund = (body: unknown, headers = owner, order = orderId) =>
      json(`/api/admin/orders/${order}/refunds`, { method: "POST", headers, json: body });
    const orderRow = async () =>
      (
        await selectRows<{
          refunded_cents: number;
          application_fee_cents: number | null;
          payment_intent_id: string;
        }>(
          server.database,
          sql`select refunded_cents, application_fee_cents, payment_intent_id from orders where id = ${orderId}`,
        )
      )[0]!;

    it("charges on the business's behalf with the convenience fee as the application fee", async () => {
      const body = await quotedCheckoutRequest(server, { email: uniqueEmail("connect") });
      const response = await postCheckout(server, body);
      expect(response.status).toBe(201);
      orderId = (await response.json()).orderId;
      grandTotal = body.grandTotalCents!;
      fee = body.feeCents;
      const session = [...stripe.sessions.values()].find(
        (candidate) => candidate.client_reference_id === orderId,
      )!;
      const account = [...stripe.accounts.values()].find(
        (candidate) =>
          candidate.metadata.businessId === "northside-snow" && candidate.charges_enabled,
      )!;
      expect(session.payment_intent_data).toMatchObject({
        application_fee_amount: String(fee),
        on_behalf_of: account.id,
        transfer_data: { destination: account.id },
      });
      expect(session.amount_total).toBe(grandTotal);

      stripe.completeSession(session.id);
      const paid = await deliver(
        "/api/stripe/webhook",
        stripe.signedEvent("checkout.session.completed", session.id),
      );
      expect(paid.body.outcome).toBe("paid");
      const row = await orderRow();
      expect(row.application_fee_cents).toBe(fee);
      paymentIntentId = row.payment_intent_id;
      expect(paymentIntentId).toBe(session.payment_intent);
    });

    it("refunds part, reversing the fee in proportion, in Stripe and on the order", async () => {
      const amountCents = Math.round(grandTotal * 0.3);
      const made = await refund({
        amountCents,
        reason: "requested_by_customer",
        note: "Missed visit",
      });
      expect(made.status).toBe(201);
      const expectedFee = feeReversedCents({
        feeCents: fee,
        paidCents: grandTotal,
        refundedBeforeCents: 0,
        amountCents,
      });
      expect(made.body).toMatchObject({
        refund: { amountCents, feeReversedCents: expectedFee, status: "succeeded" },
        refundedCents: amountCents,
        refundableCents: grandTotal - amountCents,
      });
      const call = stripe.requests.find((request) => request.path === "/v1/refunds")!;
      expect(call.body).toMatchObject({
        payment_intent: paymentIntentId,
        amount: String(amountCents),
        refund_application_fee: "true",
        reverse_transfer: "true",
      });
      expect(call.idempotencyKey).toBe(`quotewise-refund-${made.body.refund.id}`);
      const applicationFee = [...stripe.applicationFees.values()].find(
        (candidate) => candidate.payment_intent === paymentIntentId,
      )!;
      expect(applicationFee.amount_refunded).toBe(expectedFee);
      expect((await orderRow()).refunded_cents).toBe(amountCents);
      const emails = await selectRows<{ kind: string }>(
        server.database,
        sql`select kind from outbox where dedupe_key like ${`refund:${made.body.refund.id}:%`} order by kind`,
      );
      expect(emails.map((email) => email.kind)).toEqual(["refund_notice", "refund_receipt"]);

      const detail = await json(`/api/admin/orders/${orderId}`, { headers: owner });
      expect(detail.body.order).toMatchObject({
        applicationFeeCents: fee,
        refundedCents: amountCents,
        refundableCents: grandTotal - amountCents,
      });
      expect(detail.body.refunds).toHaveLength(1);
      expect(detail.body.timeline.map((entry: { type?: string }) => entry.type)).toContain(
        "refunded",
      );
    });

    it("records the same refund once when Stripe reports it, however often and concurrently", async () => {
      const event = stripe.signedObjectEvent("charge.refunded", stripe.chargeOf(paymentIntentId));
      const outcomes = await Promise.all(
        [event, event, event].map((delivery) => deliver("/api/stripe/webhook", delivery)),
      );
      expect(outcomes.map((outcome) => outcome.body.outcome).sort()).toEqual([
        "duplicate",
        "duplicate",
        "duplicate",
      ]);
      const fresh = stripe.signedObjectEvent("charge.refunded", stripe.chargeOf(paymentIntentId));
      expect((await deliver("/api/stripe/webhook", fresh)).body.outcome).toBe("duplicate");
      expect((await orderRow()).refunded_cents).toBe(Math.round(grandTotal * 0.3));
    });

    it("records a refund made in Stripe's dashboard once", async () => {
      stripe.refundInStripe(paymentIntentId, 1000);
      const charge = stripe.chargeOf(paymentIntentId);
      const events = [1, 2, 3].map(() => stripe.signedObjectEvent("charge.refunded", charge));
      const outcomes = await Promise.all(
        [...events, events[0]!].map((event) => deliver("/api/stripe/webhook", event)),
      );
      expect(outcomes.filter((outcome) => outcome.body.outcome === "refunded")).toHaveLength(1);
      expect((await orderRow()).refunded_cents).toBe(Math.round(grandTotal * 0.3) + 1000);
      const rows = await countRows(
        server.database,
        sql`select count(*) from order_refunds where order_id = ${orderId} and actor = 'stripe-webhook'`,
      );
      expect(rows).toBe(1);
    });

    it("never refunds more than was paid, even when asked twice at once", async () => {
      const left = grandTotal - (await orderRow()).refunded_cents;
      const tooMuch = await refund({ amountCents: left + 1, reason: "other" });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.issues[0].path).toBe("amountCents");
      const half = Math.ceil(left / 2) + 1;
      const both = await Promise.all([
        refund({ amountCents: half, reason: "duplicate" }),
        refund({ amountCents: half, reason: "duplicate" }),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
      const rest = grandTotal - (await orderRow()).refunded_cents;
      expect((await refund({ amountCents: rest, reason: "other" })).status).toBe(201);
      expect((await orderRow()).refunded_cents).toBe(grandTotal);
      const applicationFee = [...stripe.applicationFees.values()].find(
        (candidate) => candidate.payment_intent === paymentIntentId,
      )!;
      expect(applicationFee.amount_refunded).toBe(fee);
      const reversed = await selectRows<{ total: number }>(
        server.database,
        sql`select sum(fee_reversed_cents)::int as total from order_refunds where order_id = ${orderId} and status = 'succeeded'`,
      );
      expect(reversed[0]!.total).toBe(fee);
      const full = await refund({ amountCents: 1, reason: "other" });
      expect(full.body.message).toContain("refunded in full");
    });

    it("records a dispute once and tells the business", async () => {
      const dispute = stripe.dispute(paymentIntentId);
      const first = stripe.signedObjectEvent("charge.dispute.created", dispute);
      const resent = stripe.signedObjectEvent("charge.dispute.created", dispute);
      const outcomes = await Promise.all(
        [first, first, resent].map((event) => deliver("/api/stripe/webhook", event)),
      );
      expect(outcomes.filter((outcome) => outcome.body.outcome === "disputed")).toHaveLength(1);
      expect(
        await countRows(
          server.database,
          sql`select count(*) from order_events where order_id = ${orderId} and type = 'disputed'`,
        ),
      ).toBe(1);
      expect(
        await countRows(
          server.database,
          sql`select count(*) from outbox where dedupe_key = ${`dispute:${dispute.id}:notice`}`,
        ),
      ).toBe(1);
    });

    it("lets no other business refund this order", async () => {
      const signup = await json("/api/signup", {
        method: "POST",
        json: {
          businessName: "Other Lawns",
          trade: "lawn-mowing",
          ownerName: "Olive Owner",
          email: "owner@other-lawns.example",
          password: "other lawns password",
        },
      });
      expect(signup.status).toBe(201);
      const answer = await refund({ amountCents: 1, reason: "other" }, bearer(signup.body.token));
      expect(answer.status).toBe(404);
    });
  });

  it("keeps a business in setup on the test page, even on a server with Stripe keys", async () => {
    const signup = await json("/api/signup", {
      method: "POST",
      json: {
        businessName: "Test Lawns",
        trade: "lawn-mowing",
        ownerName: "Olive Owner",
        email: "owner@test-lawns.example",
        password: "test lawns password",
      },
    });
    expect(signup.status).toBe(201);
    expect((await json(`/api/b/${signup.body.business.slug}/config`)).body.payment_mode).toBe(
      "test",
    );
  });
});

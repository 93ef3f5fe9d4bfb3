import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailPayload } from "@/server/email/queue-email";
import { insertCustomQuote } from "../factories/insert-custom-quote";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import {
  countRows,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { deliverWebhook, type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import { apiCaller, startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";
const PUBLIC_URL = "https://snow.example.com";

/** What a payment into a connected account carries, and a direct payment must not. */
const CONNECT_FIELDS = ["application_fee_amount", "on_behalf_of", "transfer_data"];

/**
 * A company running Quotewise for itself (docs/decisions/028-direct-payments-for-a-self-hosted-business.md):
 * PAYMENTS_DIRECT_BUSINESS names the seed's business, which is then paid straight into the
 * platform's own Stripe account, with no Connect account and no application fee, and otherwise
 * handled as any live business: webhooks exactly once, refunds, deposits.
 */
describe.each(testDatabases)("a business paid directly on %s", (kind) => {
  let stripe: FakeStripe;
  let server: TestServer;
  let owner: Record<string, string>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(kind, {
      NOW,
      PUBLIC_URL,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      PAYMENTS_DIRECT_BUSINESS: "northside-snow",
      OUTBOX_POLL_INTERVAL_MS: "60000",
      ...TEST_ADMIN_ENV,
    });
    owner = bearer(await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const call = apiCaller(() => server);
  const deliver = async (event: { payload: string; signature: string }) =>
    ((await (await deliverWebhook(server, event)).json()) as { outcome: string }).outcome;
  const orderRow = async (orderId: string) =>
    (
      await selectRows<{
        payment_status: string;
        application_fee_cents: number | null;
        payment_intent_id: string | null;
        refunded_cents: number;
      }>(
        server.database,
        sql`select payment_status, application_fee_cents, payment_intent_id, refunded_cents
            from orders where id = ${orderId}`,
      )
    )[0]!;
  const sessionOf = (orderId: string) =>
    [...stripe.sessions.values()].find((session) => session.client_reference_id === orderId)!;

  it("takes card payments with no Stripe account to connect", async () => {
    expect((await call("/api/config")).body.payment_mode).toBe("stripe");
    expect((await call("/api/b/northside-snow/config")).body.payment_mode).toBe("stripe");
    expect((await call("/api/admin/payments", { headers: owner })).body).toMatchObject({
      stripeConfigured: true,
      connected: false,
      paidDirectly: true,
      takesRealPayments: true,
    });
    const onboarding = await call("/api/admin/onboarding", { headers: owner });
    expect(onboarding.body.steps).toContainEqual({ step: "payments", done: true });
    const connect = await call("/api/admin/payments/onboarding", {
      method: "POST",
      headers: owner,
    });
    expect(connect.status).toBe(409);
    expect(connect.body.message).toMatch(/paid straight into this server's own Stripe account/);
    expect(stripe.requests.filter((request) => request.path === "/v1/accounts")).toEqual([]);
  });

  describe("a checkout, its payment and its refund", () => {
    let orderId: string;
    let grandTotal: number;

    it("answers the Stripe Checkout URL of a session on the platform's account for the grand total", async () => {
      const body = await quotedCheckoutRequest(server, { email: uniqueEmail("direct") });
      const response = await postCheckout(server, body);
      expect(response.status).toBe(201);
      const answer = (await response.json()) as { sessionUrl: string; orderId: string };
      orderId = answer.orderId;
      grandTotal = body.grandTotalCents!;
      const session = sessionOf(orderId);
      expect(answer.sessionUrl).toBe(session.url);
      expect(answer.sessionUrl.startsWith(stripe.url)).toBe(true);
      expect(session.amount_total).toBe(grandTotal);
      expect(session.line_items.reduce((sum, line) => sum + line.unit_amount, 0)).toBe(grandTotal);
      for (const field of CONNECT_FIELDS) {
        expect(session.payment_intent_data, field).not.toHaveProperty(field);
      }
      const created = stripe.requests.find((request) => request.path === "/v1/checkout/sessions")!;
      expect(created.stripeAccount).toBeUndefined();
    });

    it("is paid once by its signed webhook, however often it arrives", async () => {
      const session = sessionOf(orderId);
      stripe.completeSession(session.id);
      const completed = stripe.signedEvent("checkout.session.completed", session.id);
      const again = stripe.signedEvent("checkout.session.completed", session.id);
      const outcomes = await Promise.all([completed, completed, again].map(deliver));
      expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(1);
      const row = await orderRow(orderId);
      expect(row).toMatchObject({ payment_status: "paid", application_fee_cents: null });
      expect(row.payment_intent_id).toBe(sessionOf(orderId).payment_intent);
      const intent = stripe.paymentIntents.get(row.payment_intent_id!)!;
      expect(intent).toMatchObject({
        amount: grandTotal,
        application_fee_amount: null,
        on_behalf_of: null,
        transfer_data: null,
      });
      expect(
        await countRows(
          server.database,
          sql`select count(*) from order_events where order_id = ${orderId} and type = 'paid'`,
        ),
      ).toBe(1);
      expect(
        await countRows(
          server.database,
          sql`select count(*) from outbox where dedupe_key = ${`order:${orderId}:receipt`}`,
        ),
      ).toBe(1);
      const detail = await call(`/api/admin/orders/${orderId}`, { headers: owner });
      expect(detail.body.order).toMatchObject({ paidInTestMode: false });
    });

    it("refunds from the dashboard with no fee or transfer to reverse", async () => {
      const amountCents = 1000;
      const made = await call(`/api/admin/orders/${orderId}/refunds`, {
        json: { amountCents, reason: "requested_by_customer" },
        headers: owner,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body).toMatchObject({
        refund: { amountCents, feeReversedCents: 0, status: "succeeded" },
        refundedCents: amountCents,
        refundableCents: grandTotal - amountCents,
      });
      const refund = stripe.requests.find((request) => request.path === "/v1/refunds")!;
      expect(refund.body).toMatchObject({
        payment_intent: (await orderRow(orderId)).payment_intent_id,
        amount: String(amountCents),
      });
      expect(refund.body).not.toHaveProperty("refund_application_fee");
      expect(refund.body).not.toHaveProperty("reverse_transfer");
      expect((await orderRow(orderId)).refunded_cents).toBe(amountCents);
    });
  });

  it("takes a deposit at checkout and charges the balance, all on the platform's account", async () => {
    const current = await call("/api/admin/business", { headers: owner });
    const saved = await call("/api/admin/business", {
      method: "PUT",
      headers: owner,
      json: {
        config: { ...current.body.config, payments: { deposit: { kind: "percent", percent: 30 } } },
        version: current.body.version,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const email = uniqueEmail("direct-deposit");
    const request = await insertCustomQuote(server.database.db, { email });
    const sent = await call(`/api/admin/custom-quotes/${request.id}/offers`, {
      json: { lines: [{ label: "Clear the rear lot", amount: "450" }] },
      headers: owner,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [mail] = await selectRows<{ payload: EmailPayload }>(
      server.database,
      sql`select payload from outbox where kind = 'custom_quote_offer' and payload->>'to' = ${email}`,
    );
    const token = /offer#token=([A-Za-z0-9_-]{43})/.exec(mail!.payload.text)![1]!;
    const accepted = await call("/api/offers/accept", { json: { token } });
    expect(accepted.status).toBe(201);
    const { orderId } = accepted.body as { orderId: string };
    const session = sessionOf(orderId);
    const order = (await call(`/api/admin/orders/${orderId}`, { headers: owner })).body.order;
    expect(session.amount_total).toBe(order.depositCents);
    expect(session.payment_intent_data).toMatchObject({ setup_future_usage: "off_session" });
    for (const field of CONNECT_FIELDS) {
      expect(session.payment_intent_data, field).not.toHaveProperty(field);
    }
    stripe.completeSession(session.id);
    expect(await deliver(stripe.signedEvent("checkout.session.completed", session.id))).toBe(
      "paid",
    );

    const charged = await call(`/api/admin/orders/${orderId}/balance`, {
      method: "POST",
      headers: owner,
    });
    expect(charged.status, JSON.stringify(charged.body)).toBe(200);
    expect(charged.body).toMatchObject({ outcome: "paid", balanceStatus: "paid" });
    const balance = [...stripe.paymentIntents.values()].find(
      (intent) => intent.metadata.orderId === orderId && intent.metadata.payment === "balance",
    )!;
    expect(balance).toMatchObject({
      amount: order.grandTotalCents - order.depositCents,
      status: "succeeded",
      application_fee_amount: null,
      on_behalf_of: null,
      transfer_data: null,
    });
    expect(
      (await call(`/api/admin/orders/${orderId}`, { headers: owner })).body.order,
    ).toMatchObject({
      balanceStatus: "paid",
      applicationFeeCents: null,
      balanceApplicationFeeCents: null,
      amounts: { paidCents: order.grandTotalCents, outstandingCents: 0 },
    });
  });
});

describe("PAYMENTS_DIRECT_BUSINESS naming no business", () => {
  it("stops the start, naming the variable", async () => {
    const stripe = await startFakeStripe();
    try {
      await expect(
        startTestServer("pglite", {
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_API_BASE: stripe.url,
          PAYMENTS_DIRECT_BUSINESS: "no-such-business",
        }),
      ).rejects.toThrow(/PAYMENTS_DIRECT_BUSINESS: no business has the slug "no-such-business"/);
    } finally {
      await stripe.close();
    }
  });
});

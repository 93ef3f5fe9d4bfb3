import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN_ENV } from "../helpers/admin";
import {
  countRows,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { connectStripeAccount } from "../helpers/connect";
import { type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";
const PUBLIC_URL = "https://snow.example.com";

describe.each(testDatabases)("Stripe-mode checkout on %s", (kind) => {
  let stripe: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(kind, {
      NOW,
      PUBLIC_URL,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      OUTBOX_POLL_INTERVAL_MS: "60000",
      ...TEST_ADMIN_ENV,
    });
    await connectStripeAccount(server, stripe);
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  async function checkout(options: { addons?: string[] } = {}) {
    const body = await quotedCheckoutRequest(server, { email: uniqueEmail("stripe"), ...options });
    const response = await postCheckout(server, body);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { sessionUrl: string; orderId: string };
    const [order] = await selectRows<{ checkout_session_id: string }>(
      server.database,
      sql`select checkout_session_id from orders where id = ${answer.orderId}`,
    );
    return { ...answer, body, sessionId: order!.checkout_session_id };
  }

  function deliver(event: { payload: string; signature: string }) {
    return server.request("/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      body: event.payload,
    });
  }

  const paidEvents = (orderId: string) =>
    countRows(
      server.database,
      sql`select count(*) from order_events where order_id = ${orderId} and type = 'paid'`,
    );
  const receipts = (orderId: string) =>
    countRows(
      server.database,
      sql`select count(*) from outbox where dedupe_key = ${`order:${orderId}:receipt`}`,
    );
  const statusOf = async (orderId: string) =>
    (
      await selectRows<{ payment_status: string }>(
        server.database,
        sql`select payment_status from orders where id = ${orderId}`,
      )
    )[0]!.payment_status;

  it("tells the browser that the connected business's cards are taken by Stripe", async () => {
    const config = await server.request("/api/config");
    expect(await config.json()).toMatchObject({ payment_mode: "stripe" });
  });

  it("opens a Checkout Session that charges exactly the grand total shown", async () => {
    const { sessionUrl, orderId, body, sessionId } = await checkout();
    const create = stripe.requests.find(
      (request) => request.method === "POST" && request.body.client_reference_id === orderId,
    )!;
    expect(create.path).toBe("/v1/checkout/sessions");
    expect(create.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(create.idempotencyKey).toBe(`quotewise-checkout-${orderId}-page`);
    expect(create.body).toMatchObject({
      mode: "payment",
      customer_email: body.email,
      phone_number_collection: { enabled: "true" },
      client_reference_id: orderId,
      metadata: { orderId, businessId: "northside-snow" },
      success_url: `${PUBLIC_URL}/checkout/success?order=${orderId}`,
      cancel_url: `${PUBLIC_URL}/checkout/cancel?order=${orderId}`,
    });
    const session = stripe.sessions.get(sessionId)!;
    expect(sessionUrl).toBe(session.url);
    expect(session.line_items.map(({ name, unit_amount }) => ({ name, unit_amount }))).toEqual([
      { name: "4-Car Driveway (Scarsdale)", unit_amount: 15900 },
      { name: "Bump-out Extension", unit_amount: 7500 },
      { name: "Convenience fee", unit_amount: 1177 },
      { name: "Estimated sales tax", unit_amount: 1872 },
    ]);
    expect(session.line_items[0]!.description).toBe(
      "Season contract: November 10, 2025 to April 10, 2026. Early Bird Discount of $60.00 applied.",
    );
    expect(session.amount_total).toBe(body.grandTotalCents);
    expect(session.amount_total).toBe(26449);
  });

  it("sends the embed's customer back to the embed", async () => {
    const body = await quotedCheckoutRequest(server, { email: uniqueEmail("stripe") });
    const { orderId } = await (await postCheckout(server, { ...body, source: "embed" })).json();
    const create = stripe.requests.find((request) => request.body.client_reference_id === orderId)!;
    expect(create.body.cancel_url).toBe(
      `${PUBLIC_URL}/checkout/cancel?order=${orderId}&from=embed`,
    );
  });

  it("reuses the session when the same Idempotency-Key is retried", async () => {
    const body = await quotedCheckoutRequest(server, { email: uniqueEmail("stripe") });
    const headers = { "Idempotency-Key": `retry-${body.email}` };
    const first = await (await postCheckout(server, body, headers)).json();
    const second = await (await postCheckout(server, body, headers)).json();
    expect(second).toEqual(first);
    const sessions = [...stripe.sessions.values()].filter(
      (session) => session.client_reference_id === first.orderId,
    );
    expect(sessions).toHaveLength(1);
  });

  it("fulfils on checkout.session.completed, after re-reading the session", async () => {
    const { orderId, sessionId, body } = await checkout();
    stripe.completeSession(sessionId, { name: "Robin Park", phone: "+19145550100" });
    const event = stripe.signedEvent("checkout.session.completed", sessionId);
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "paid" });
    expect(
      stripe.requests.some(
        (request) =>
          request.method === "GET" && request.path === `/v1/checkout/sessions/${sessionId}`,
      ),
    ).toBe(true);

    const [order] = await selectRows(
      server.database,
      sql`select * from orders where id = ${orderId}`,
    );
    expect(order).toMatchObject({
      payment_status: "paid",
      customer_name: "Robin Park",
      phone: "+19145550100",
      email: body.email,
    });
    expect(await paidEvents(orderId)).toBe(1);
    expect(await receipts(orderId)).toBe(1);
    expect(
      await countRows(
        server.database,
        sql`select count(*) from processed_webhook_events where event_id = ${event.eventId}`,
      ),
    ).toBe(1);
  });

  it("answers 400 to a bad signature and changes nothing", async () => {
    const { orderId, sessionId } = await checkout();
    stripe.completeSession(sessionId);
    const event = stripe.signedEvent("checkout.session.completed", sessionId);
    const forged = await deliver({
      ...event,
      signature: event.signature.replace(/v1=\w{4}/, "v1=0000"),
    });
    expect(forged.status).toBe(400);
    const tampered = await deliver({
      ...event,
      payload: event.payload.replace("complete", "completE"),
    });
    expect(tampered.status).toBe(400);
    const unsigned = await server.request("/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: event.payload,
    });
    expect(unsigned.status).toBe(400);
    expect((await unsigned.json()).issues[0].path).toBe("Stripe-Signature");

    expect(await statusOf(orderId)).toBe("pending");
    expect(
      await countRows(
        server.database,
        sql`select count(*) from processed_webhook_events where event_id = ${event.eventId}`,
      ),
    ).toBe(0);
    expect(await receipts(orderId)).toBe(0);
  });

  it("pays once when the same event arrives 5 times, one after another and at once", async () => {
    const { orderId, sessionId } = await checkout();
    stripe.completeSession(sessionId);
    const event = stripe.signedEvent("checkout.session.completed", sessionId);
    const outcomes: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      outcomes.push((await (await deliver(event)).json()).outcome);
    }
    expect(outcomes).toEqual(["paid", "duplicate", "duplicate", "duplicate", "duplicate"]);

    const { orderId: secondId, sessionId: secondSession } = await checkout({ addons: [] });
    stripe.completeSession(secondSession);
    const concurrent = stripe.signedEvent("checkout.session.completed", secondSession);
    const succeeded = stripe.signedEvent("checkout.session.async_payment_succeeded", secondSession);
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => deliver(concurrent)),
      ...Array.from({ length: 3 }, () => deliver(succeeded)),
    ]);
    expect(responses.every((response) => response.status === 200)).toBe(true);

    for (const id of [orderId, secondId]) {
      expect(await statusOf(id)).toBe("paid");
      expect(await paidEvents(id)).toBe(1);
      expect(await receipts(id)).toBe(1);
    }
  });

  it("keeps the order pending on async_payment_failed and on expiry, recording both", async () => {
    const { orderId, sessionId } = await checkout();
    stripe.completeSession(sessionId, { paymentStatus: "unpaid" });
    const completed = await deliver(stripe.signedEvent("checkout.session.completed", sessionId));
    expect((await completed.json()).outcome).toBe("awaiting_payment");
    const failed = await deliver(
      stripe.signedEvent("checkout.session.async_payment_failed", sessionId),
    );
    expect((await failed.json()).outcome).toBe("recorded");
    stripe.sessions.get(sessionId)!.status = "expired";
    const expired = await deliver(stripe.signedEvent("checkout.session.expired", sessionId));
    expect((await expired.json()).outcome).toBe("recorded");

    expect(await statusOf(orderId)).toBe("pending");
    const events = await selectRows<{ type: string }>(
      server.database,
      sql`select type from order_events where order_id = ${orderId} order by id`,
    );
    expect(events.map((event) => event.type)).toEqual(["created", "payment_failed", "expired"]);
    expect(await receipts(orderId)).toBe(0);
  });

  it("refuses to fulfil a session whose amount is not the order's total", async () => {
    const { orderId, sessionId } = await checkout();
    (stripe.completeSession(sessionId) as { amount_total: number }).amount_total -= 1;
    const response = await deliver(stripe.signedEvent("checkout.session.completed", sessionId));
    expect((await response.json()).outcome).toBe("amount_mismatch");
    expect(await statusOf(orderId)).toBe("pending");
  });

  it("acknowledges event types outside the allowlist without acting", async () => {
    const { orderId, sessionId } = await checkout();
    stripe.completeSession(sessionId);
    const response = await deliver(stripe.signedEvent("charge.succeeded", sessionId));
    expect(response.status).toBe(200);
    expect((await response.json()).outcome).toBe("ignored_type");
    expect(await statusOf(orderId)).toBe("pending");
  });

  it("turns the test-mode pay call off", async () => {
    const { orderId } = await checkout();
    const response = await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "5551234567" },
    });
    expect(response.status).toBe(404);
    expect(await statusOf(orderId)).toBe("pending");
  });
});

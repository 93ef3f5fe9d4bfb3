import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import {
  countRows,
  customer,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";
/** Quotewise's own inbox: set, to show a business's notices do not go there. */
const NOTIFY_EMAIL = "owner@example.com";
/** The demo business's contact address, where its notices go (it has no notifyEmail). */
const BUSINESS_NOTICES = "hello@example.com";

describe.each(testDatabases)("test-mode checkout on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      NOW,
      NOTIFY_EMAIL,
      OUTBOX_POLL_INTERVAL_MS: "50",
      ...TEST_ADMIN_ENV,
    });
  });
  afterAll(() => server.close());

  const ordersOf = (email: string) =>
    countRows(server.database, sql`select count(*) from orders where email = ${email}`);

  it("creates a pending order with a snapshot of what the customer saw", async () => {
    const email = uniqueEmail("customer");
    const body = await quotedCheckoutRequest(server, { email });
    const response = await postCheckout(server, body);
    expect(response.status).toBe(201);
    const { sessionUrl, orderId } = await response.json();
    expect(sessionUrl).toBe(`/checkout/test?order=${orderId}`);

    const [order] = await selectRows(
      server.database,
      sql`select * from orders where id = ${orderId}`,
    );
    expect(order).toMatchObject({
      email,
      payment_status: "pending",
      area: "Scarsdale",
      option_code: "FOUR_CAR",
      option_label: "4-Car Driveway",
      base_price_cents: 21900,
      early_bird_discount_cents: 6000,
      addon_price_cents: 7500,
      subtotal_cents: 23400,
      fee_cents: 1177,
      tax_cents: 1872,
      total_cents: 24577,
      grand_total_cents: 26449,
      season_starts_on: "2025-11-10",
      season_ends_on: "2026-04-10",
      checkout_session_id: null,
    });
    expect(order!.lat).toEqual(expect.any(Number));
    expect(
      (order!.lines as { amount_cents: number }[]).reduce((s, l) => s + l.amount_cents, 0),
    ).toBe(26449);
    const events = await selectRows(
      server.database,
      sql`select type, actor from order_events where order_id = ${orderId}`,
    );
    expect(events).toEqual([{ type: "created", actor: "customer" }]);
  });

  it.each([
    ["basePriceCents", 1],
    ["addonPriceCents", -1],
    ["subtotalCents", 100],
    ["feeCents", -1],
    ["totalCents", -500],
    ["taxCents", 1],
    ["grandTotalCents", -1],
  ] as const)(
    "answers 409 with the current price when %s is off, and creates nothing",
    async (field, delta) => {
      const email = uniqueEmail("customer");
      const body = await quotedCheckoutRequest(server, { email });
      const response = await postCheckout(server, { ...body, [field]: body[field]! + delta });
      expect(response.status).toBe(409);
      const answer = await response.json();
      expect(answer.message).toMatch(/price has changed/);
      expect(answer.price.grand_total_cents).toBe(body.grandTotalCents);
      expect(await ordersOf(email)).toBe(0);
    },
  );

  it("answers 409 when an add-on's price is tampered with", async () => {
    const email = uniqueEmail("customer");
    const body = await quotedCheckoutRequest(server, { email });
    const addons = [{ ...body.addons[0]!, price_cents: 1 }];
    const response = await postCheckout(server, { ...body, addons });
    expect(response.status).toBe(409);
    expect(await ordersOf(email)).toBe(0);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const body = await quotedCheckoutRequest(server, { email: uniqueEmail("customer") });
    const response = await postCheckout(server, { ...body, drivewaySize: "CUSTOM" });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/drivewaySize/);
    const badKey = await postCheckout(server, body, { "Idempotency-Key": "has spaces in it" });
    expect(badKey.status).toBe(400);
    expect((await badKey.json()).issues[0].path).toBe("Idempotency-Key");
  });

  it("creates one order for one Idempotency-Key, even concurrently", async () => {
    const email = uniqueEmail("customer");
    const body = await quotedCheckoutRequest(server, { email });
    const headers = { "Idempotency-Key": `key-${email}` };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postCheckout(server, body, headers)),
    );
    const answers = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await ordersOf(email)).toBe(1);

    const later = await postCheckout(server, body, headers);
    expect((await later.json()).orderId).toBe(answers[0].orderId);

    const reused = await postCheckout(server, { ...body, address: "99 Other Rd" }, headers);
    expect(reused.status).toBe(400);
    expect((await reused.json()).issues[0].path).toBe("Idempotency-Key");
  });

  it("treats identical requests within seconds as a double click", async () => {
    const email = uniqueEmail("customer");
    const body = await quotedCheckoutRequest(server, { email });
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => postCheckout(server, body)),
    );
    const ids = await Promise.all(
      responses.map(async (response) => (await response.json()).orderId),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await ordersOf(email)).toBe(1);

    // A different choice is a different order.
    const withoutAddon = await quotedCheckoutRequest(server, { email, addons: [] });
    const other = await postCheckout(server, withoutAddon);
    expect((await other.json()).orderId).not.toBe(ids[0]);
    expect(await ordersOf(email)).toBe(2);
  });

  it("shows the customer their order summary, and nothing internal", async () => {
    const body = await quotedCheckoutRequest(server, { email: uniqueEmail("customer") });
    const { orderId } = await (await postCheckout(server, body)).json();
    const response = await server.request(`/api/checkout/orders/${orderId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const summary = await response.json();
    expect(summary).toMatchObject({
      id: orderId,
      paymentStatus: "pending",
      paymentMode: "test",
      address: customer.address,
      area: "Scarsdale",
      option: { code: "FOUR_CAR", label: "4-Car Driveway" },
      grand_total_cents: 26449,
      contract: {
        name: "season contract",
        line: "November 10, 2025 to April 10, 2026",
        note: "3-inch snow trigger",
      },
      nextSteps: expect.arrayContaining([
        "Questions? Reply to your receipt email or call us at (555) 010-0199.",
      ]),
    });
    for (const hidden of [
      "businessId",
      "lat",
      "lng",
      "checkoutSessionId",
      "idempotencyKey",
      "phone",
      "onboarded",
    ]) {
      expect(summary).not.toHaveProperty(hidden);
    }
    const missing = await server.request(
      "/api/checkout/orders/00000000-0000-4000-8000-000000000000",
    );
    expect(missing.status).toBe(404);
    const malformed = await server.request("/api/checkout/orders/not-an-id");
    expect(malformed.status).toBe(400);
  });

  it("pays through the test page once, however often Pay is pressed", async () => {
    const email = uniqueEmail("customer");
    const body = await quotedCheckoutRequest(server, { email });
    const { orderId } = await (await postCheckout(server, body)).json();
    const pay = (json: unknown) =>
      server.request(`/api/checkout/orders/${orderId}/test-payment`, { method: "POST", json });

    const invalid = await pay({ customerName: "P", phone: "555-12" });
    expect(invalid.status).toBe(400);
    const { issues } = await invalid.json();
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: "customerName", message: "Name must be at least 2 characters" },
        { path: "phone", message: "Please enter a valid phone number" },
      ]),
    );

    const paid = await Promise.all(
      Array.from({ length: 5 }, () => pay({ customerName: "Pat Doe", phone: "(555) 123-4567" })),
    );
    expect(paid.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await paid[0]!.json()).toMatchObject({ paymentStatus: "paid", customerName: "Pat Doe" });

    const [order] = await selectRows(
      server.database,
      sql`select * from orders where id = ${orderId}`,
    );
    expect(order).toMatchObject({
      payment_status: "paid",
      customer_name: "Pat Doe",
      phone: "(555) 123-4567",
    });
    expect(order!.paid_at).not.toBeNull();
    expect(
      await countRows(
        server.database,
        sql`select count(*) from order_events where order_id = ${orderId} and type = 'paid'`,
      ),
    ).toBe(1);
    const emails = await selectRows<{ kind: string; to: string; subject: string }>(
      server.database,
      sql`select kind, payload->>'to' as to, payload->>'subject' as subject from outbox where dedupe_key like ${`order:${orderId}:%`} order by kind`,
    );
    expect(emails).toEqual([
      {
        kind: "order_paid_notice",
        to: BUSINESS_NOTICES,
        subject: expect.stringContaining("$264.49"),
      },
      { kind: "order_receipt", to: email, subject: expect.stringContaining("Payment received") },
    ]);
  });

  it("logs and keeps emails when SMTP_URL is not set", async () => {
    const body = await quotedCheckoutRequest(server, { email: uniqueEmail("customer") });
    const { orderId } = await (await postCheckout(server, body)).json();
    await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "5551234567" },
    });
    const pattern = `order:${orderId}:%`;
    await expect
      .poll(() =>
        selectRows(
          server.database,
          sql`select status from outbox where dedupe_key like ${pattern}`,
        ),
      )
      .toEqual([{ status: "logged" }, { status: "logged" }]);
  });

  it("refunds an order paid on the test page without asking Stripe (no money moved)", async () => {
    const body = await quotedCheckoutRequest(server, { email: uniqueEmail("refund") });
    const { orderId } = await (await postCheckout(server, body)).json();
    const owner = bearer(await loginAdmin(server));
    const refund = (amountCents: number) =>
      server.request(`/api/admin/orders/${orderId}/refunds`, {
        method: "POST",
        headers: owner,
        json: { amountCents, reason: "requested_by_customer" },
      });
    expect((await refund(100)).status).toBe(409);
    await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "5551234567" },
    });
    const answer = await refund(body.grandTotalCents!);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({
      refund: { amountCents: body.grandTotalCents, feeReversedCents: 0, status: "succeeded" },
      refundableCents: 0,
    });
  });

  it("saves a custom quote request with its two emails", async () => {
    const email = uniqueEmail("customer");
    const response = await server.request("/api/custom-quotes", {
      method: "POST",
      json: {
        ...customer,
        email,
        customerName: "Sam <b>Lee</b>",
        phone: "(555) 987-6543",
        town: "Scarsdale",
      },
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const emails = await selectRows<{ kind: string; to: string; text: string; html: string }>(
      server.database,
      sql`select kind, payload->>'to' as to, payload->>'text' as text, payload->>'html' as html from outbox where dedupe_key like ${`custom-quote:${id}:%`} order by kind`,
    );
    expect(emails.map(({ kind, to }) => ({ kind, to }))).toEqual([
      { kind: "custom_quote_acknowledgement", to: email },
      { kind: "custom_quote_notice", to: BUSINESS_NOTICES },
    ]);
    expect(emails[0]!.text).toContain("next business day");
    expect(emails[1]!.html).toContain("Sam &lt;b&gt;Lee&lt;/b&gt;");
    expect(emails[1]!.html).not.toContain("<b>Lee");
  });

  it("has no Stripe webhook in test mode", async () => {
    const response = await server.request("/api/stripe/webhook", { method: "POST", json: {} });
    expect(response.status).toBe(404);
  });
});

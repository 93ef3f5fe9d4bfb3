import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBusinessConfig } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { postCheckout, quotedCheckoutRequest, selectRows, uniqueEmail } from "../helpers/checkout";
import { connectStripeAccount } from "../helpers/connect";
import { type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import { pdfText } from "../helpers/pdf";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";

/** How the receipt dates a moment: in the business's time zone (the demo's is New York). */
const receiptDate = (instant: Date | string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "America/New_York" }).format(
    new Date(instant),
  );

describe.each(testDatabases)("receipts as PDF on %s", (kind) => {
  let stripe: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(kind, {
      NOW,
      PUBLIC_URL: "https://snow.example.com",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      OUTBOX_POLL_INTERVAL_MS: "60000",
      ...TEST_ADMIN_ENV,
    });
    await connectStripeAccount(server, stripe);
  }, 240_000);
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  async function checkout() {
    const body = await quotedCheckoutRequest(server, { email: uniqueEmail("receipt") });
    const { orderId } = (await (await postCheckout(server, body)).json()) as { orderId: string };
    const [order] = await selectRows<{ checkout_session_id: string }>(
      server.database,
      sql`select checkout_session_id from orders where id = ${orderId}`,
    );
    return { orderId, body, sessionId: order!.checkout_session_id };
  }

  function pay(sessionId: string) {
    stripe.completeSession(sessionId, { name: "Robin Park", phone: "+19145550100" });
    const event = stripe.signedEvent("checkout.session.completed", sessionId);
    return server.request("/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      body: event.payload,
    });
  }

  const numbersOf = async (orderIds: string[]) =>
    (
      await selectRows<{ receipt_number: number | null }>(
        server.database,
        sql`select receipt_number from orders where id in ${orderIds} order by receipt_number`,
      )
    ).map((row) => row.receipt_number);

  it("numbers paid orders one after another, without gaps, however the payments arrive", async () => {
    const [before] = await selectRows<{ last: number | null }>(
      server.database,
      sql`select max(receipt_number) as last from orders`,
    );
    const last = Number(before?.last ?? 0);
    const orders = await Promise.all(Array.from({ length: 4 }, checkout));
    expect(await numbersOf(orders.map((order) => order.orderId))).toEqual([null, null, null, null]);

    // Each payment delivered twice, all at once: a repeat never takes a number.
    const answers = await Promise.all(
      orders.flatMap((order) => [order, order]).map((order) => pay(order.sessionId)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await numbersOf(orders.map((order) => order.orderId))).toEqual([
      last + 1,
      last + 2,
      last + 3,
      last + 4,
    ]);
  });

  it("gives the customer a PDF receipt whose text names the business, the order and the payment", async () => {
    const { orderId, body, sessionId } = await checkout();
    const pending = await server.request(`/api/checkout/orders/${orderId}/receipt.pdf`);
    expect(pending.status).toBe(404);
    expect((await pending.json()).message).toMatch(/not paid/);

    await pay(sessionId);
    const [row] = await selectRows<{ receipt_number: number; paid_at: string }>(
      server.database,
      sql`select receipt_number, paid_at from orders where id = ${orderId}`,
    );
    const number = row!.receipt_number;
    const response = await server.request(`/api/checkout/orders/${orderId}/receipt.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="receipt-${number}.pdf"`,
    );
    const text = await pdfText(response);
    for (const expected of [
      "Northside Snow Co.",
      `Receipt No. ${number}`,
      orderId,
      "Robin Park",
      body.email,
      "4-Car Driveway",
      "12 Birch Lane, Scarsdale, NY 10583 (Scarsdale)",
      "November 10, 2025 to April 10, 2026",
      "Bump-out Extension",
      "$264.49",
      `Paid, ${receiptDate(row!.paid_at)}`,
      "https://snow.example.com/terms",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Test mode/);
  });

  it("shows a refund on the receipt, and lets any member of the business download it", async () => {
    const { orderId, sessionId } = await checkout();
    await pay(sessionId);
    const owner = bearer(await loginAdmin(server));
    const refunded = await server.request(`/api/admin/orders/${orderId}/refunds`, {
      method: "POST",
      headers: owner,
      json: { amountCents: 5_000, reason: "requested_by_customer" },
    });
    expect(refunded.status).toBe(201);

    const response = await server.request(`/api/admin/orders/${orderId}/receipt.pdf`, {
      headers: owner,
    });
    expect(response.status).toBe(200);
    const text = await pdfText(response);
    const [row] = await selectRows<{ paid_at: string; refunded_at: string }>(
      server.database,
      sql`select paid_at, (select created_at from order_refunds where order_id = ${orderId}) as refunded_at from orders where id = ${orderId}`,
    );
    expect(text).toContain(`Paid, ${receiptDate(row!.paid_at)}`);
    expect(text).toContain(`Refunded, ${receiptDate(row!.refunded_at)} -$50.00`);
    expect(text).toContain("Paid after refunds");
    expect(text).toContain("$214.49");

    expect((await server.request(`/api/admin/orders/${orderId}/receipt.pdf`)).status).toBe(401);
  });

  it("never answers another business's order, under its API or its dashboard", async () => {
    const { orderId, sessionId } = await checkout();
    await pay(sessionId);
    const file = resolve(projectRoot, "tests/fixtures/second-business.json");
    const parsed = parseBusinessConfig(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const other = "harbor-view";
    await server.businesses.create({
      id: other,
      slug: other,
      config: parsed.config,
      status: "live",
    });

    const answer = await server.request(`/api/b/${other}/checkout/orders/${orderId}/receipt.pdf`);
    expect(answer.status).toBe(404);
    expect((await answer.json()).message).toBe("Order not found");
  });
});

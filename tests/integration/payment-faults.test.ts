import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "@/server/db/database";
import { TEST_ADMIN_ENV } from "../helpers/admin";
import { countRows, postCheckout, quotedCheckoutRequest, selectRows } from "../helpers/checkout";
import { connectStripeAccount } from "../helpers/connect";
import { createPostgresDatabase } from "../helpers/database-templates";
import { deliverWebhook, type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import { findFreePort, type ServerProcess, spawnServerProcess } from "../helpers/server-process";
import { type SmtpCatcher, startSmtpCatcher } from "../helpers/smtp-server";
import { startTestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";

async function checkoutThrough(server: ServerProcess, stripe: FakeStripe, email: string) {
  const body = await quotedCheckoutRequest(server, { email });
  const response = await postCheckout(server, body);
  expect(response.status).toBe(201);
  const { orderId } = (await response.json()) as { orderId: string };
  const session = [...stripe.sessions.values()].find(
    (item) => item.client_reference_id === orderId,
  );
  return { orderId, sessionId: session!.id };
}

async function paymentCounts(database: Database, orderId: string) {
  return {
    status: (
      await selectRows<{ payment_status: string }>(
        database,
        sql`select payment_status from orders where id = ${orderId}`,
      )
    )[0]?.payment_status,
    paidEvents: await countRows(
      database,
      sql`select count(*) from order_events where order_id = ${orderId} and type = 'paid'`,
    ),
    emails: await countRows(
      database,
      sql`select count(*) from outbox where dedupe_key like ${`order:${orderId}:%`}`,
    ),
  };
}

describe.each(testDatabases)("a server killed between checkout and webhook, on %s", (kind) => {
  let stripe: FakeStripe;
  let storage: { env: Record<string, string>; open(): Database; cleanUp(): Promise<void> };
  beforeAll(async () => {
    stripe = await startFakeStripe();
    if (kind === "postgres") {
      const postgres = await createPostgresDatabase();
      storage = {
        env: { DATABASE_URL: postgres.url },
        open: () => openDatabase({ databaseUrl: postgres.url }),
        cleanUp: () => postgres.drop(),
      };
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), "qw-sigkill-"));
      storage = {
        env: { DATA_DIR: dataDir },
        open: () => openDatabase({ dataDir }),
        cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    }
  });
  afterAll(async () => {
    await stripe.close();
    await storage.cleanUp();
  });

  it("still fulfils the order when Stripe's webhook reaches the restarted server", async () => {
    const env = {
      ...storage.env,
      NOW,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      ...TEST_ADMIN_ENV,
    };
    const first = await spawnServerProcess(env);
    await connectStripeAccount(first, stripe);
    const { orderId, sessionId } = await checkoutThrough(first, stripe, "killed@example.com");
    await first.kill();

    stripe.completeSession(sessionId, { name: "Kim Lee", phone: "+19145550111" });
    const event = stripe.signedEvent("checkout.session.completed", sessionId);
    const second = await spawnServerProcess(env);
    try {
      const response = await deliverWebhook(second, event);
      expect(response.status).toBe(200);
      expect((await response.json()).outcome).toBe("paid");
      expect((await (await deliverWebhook(second, event)).json()).outcome).toBe("duplicate");
      const summary = await (await second.request(`/api/checkout/orders/${orderId}`)).json();
      expect(summary).toMatchObject({ paymentStatus: "paid", customerName: "Kim Lee" });
    } finally {
      await second.stop();
    }

    const database = storage.open();
    try {
      expect(await paymentCounts(database, orderId)).toEqual({
        status: "paid",
        paidEvents: 1,
        emails: 2,
      });
    } finally {
      await database.close();
    }
    // Two server processes start and stop in this test: on a busy machine that alone takes ~30 s.
  }, 90_000);
});

describe.each(testDatabases)("email with the SMTP server down, on %s", (kind) => {
  it("keeps emails queued and sends each once when the server is back", async () => {
    const smtpPort = await findFreePort();
    const server = await startTestServer(kind, {
      NOW,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_INTERVAL_MS: "25",
      OUTBOX_RETRY_BASE_MS: "50",
    });
    let smtp: SmtpCatcher | undefined;
    try {
      const body = await quotedCheckoutRequest(server, { email: "mail@example.com" });
      const { orderId } = await (await postCheckout(server, body)).json();
      await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
        method: "POST",
        json: { customerName: "Mel Ray", phone: "(555) 222-3333" },
      });
      const outbox = () =>
        selectRows<{ status: string; attempts: number; last_error: string | null }>(
          server.database,
          sql`select status, attempts, last_error from outbox where dedupe_key like ${`order:${orderId}:%`} order by id`,
        );

      // Down: every attempt fails, the emails stay pending and are retried.
      await expect
        .poll(async () => (await outbox()).every((row) => row.attempts >= 2), { timeout: 10_000 })
        .toBe(true);
      for (const row of await outbox()) {
        expect(row.status).toBe("pending");
        expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      }

      // Back: each goes out once.
      smtp = await startSmtpCatcher(smtpPort);
      await expect
        .poll(async () => (await outbox()).map((row) => row.status), { timeout: 15_000 })
        .toEqual(["sent", "sent"]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.map((mail) => mail.to).sort()).toEqual([
        ["hello@example.com"],
        ["mail@example.com"],
      ]);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(2);
      // Without MAIL_FROM, the business's mail goes from its own contact address.
      expect(smtp.received.map((mail) => mail.from)).toEqual(
        Array(2).fill('"Northside Snow Co." <hello@example.com>'),
      );
    } finally {
      await server.close();
      await smtp?.close();
    }
  });
});

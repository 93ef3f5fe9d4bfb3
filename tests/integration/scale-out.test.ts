import { randomInt, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { describe, expect, it, type TestContext } from "vitest";
import { openDatabase } from "@/server/db/database";
import { TEST_ADMIN_ENV } from "../helpers/admin";
import { countRows, postCheckout, quotedCheckoutRequest, selectRows } from "../helpers/checkout";
import { connectStripeAccount } from "../helpers/connect";
import { createPostgresDatabase } from "../helpers/database-templates";
import { deliverWebhook, type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import { type ServerProcess, spawnServerProcess } from "../helpers/server-process";
import { startSmtpCatcher } from "../helpers/smtp-server";

const NOW = "2025-10-01T12:00:00Z";
/** The demo business's contact address, where its notices go. */
const BUSINESS_NOTICES = "hello@example.com";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

type Instance = ServerProcess & { name: "A" | "B" };
type Cleanup = TestContext["onTestFinished"];

/** A fresh PostgreSQL database and two server processes on it, all gone when the test ends. */
async function startTwoInstances(
  onTestFinished: Cleanup,
  env: Record<string, string>,
): Promise<{ instances: Instance[]; databaseUrl: string }> {
  // Empty: the two instances migrate it at once, one waiting for the other.
  const postgres = await createPostgresDatabase({ empty: true });
  onTestFinished(() => postgres.drop());
  // Behind one load balancer, one public address: it is in every Stripe session's return URLs,
  // so a request retried on the other instance repeats the same Stripe idempotent request.
  const fullEnv = {
    ...env,
    DATABASE_URL: postgres.url,
    NOW,
    PUBLIC_URL: "https://quotes.example.com",
  };
  const started = await Promise.allSettled([
    spawnServerProcess(fullEnv),
    spawnServerProcess(fullEnv),
  ]);
  for (const result of started) {
    if (result.status === "fulfilled") onTestFinished(() => result.value.stop());
  }
  const instances = started.map((result, index) => {
    if (result.status === "rejected") throw result.reason;
    return { ...result.value, name: index === 0 ? ("A" as const) : ("B" as const) };
  });
  return { instances, databaseUrl: postgres.url };
}

function sessionIdOf(stripe: FakeStripe, orderId: string): string {
  const session = [...stripe.sessions.values()].find(
    (item) => item.client_reference_id === orderId,
  );
  if (!session) throw new Error(`no checkout session for order ${orderId}`);
  return session.id;
}

/**
 * The first half are single checkouts, alternating between A and B; the second half are
 * double-submits: the same request with the same Idempotency-Key to both instances at once.
 * All of them run concurrently.
 */
function placeOrders(instances: Instance[], count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `customer-${index}@example.com`;
      const home = instances[index % 2]!;
      const body = await quotedCheckoutRequest(home, { email });
      const doubleSubmit = index >= count / 2;
      const headers: Record<string, string> = doubleSubmit
        ? { "idempotency-key": randomUUID() }
        : {};
      const responses = await Promise.all(
        (doubleSubmit ? instances : [home]).map((instance) =>
          postCheckout(instance, body, headers),
        ),
      );
      const answers = await Promise.all(
        responses.map(
          async (response) => (await response.json()) as { orderId: string; sessionUrl: string },
        ),
      );
      expect(responses.map((response) => response.status).sort()).toEqual(
        doubleSubmit ? [200, 201] : [201],
      );
      expect(new Set(answers.map((answer) => `${answer.orderId} ${answer.sessionUrl}`)).size).toBe(
        1,
      );
      return { orderId: answers[0]!.orderId, email };
    }),
  );
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // A refused connection rejects connect() below; without a listener ioredis also logs it.
  redis.on("error", () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("two server instances on one PostgreSQL", () => {
  it("take each order, payment and email once between them", async ({ onTestFinished }) => {
    const stripe = await startFakeStripe();
    onTestFinished(() => stripe.close());
    const smtp = await startSmtpCatcher();
    onTestFinished(() => smtp.close());
    const { instances, databaseUrl } = await startTwoInstances(onTestFinished, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      SMTP_URL: smtp.url,
      // Both outbox workers poll often, so they compete for every email.
      OUTBOX_POLL_INTERVAL_MS: "25",
      ...TEST_ADMIN_ENV,
    });
    await connectStripeAccount(instances[0]!, stripe);
    const database = openDatabase({ databaseUrl });
    onTestFinished(() => database.close());

    const placed = await placeOrders(instances, 20);
    expect(new Set(placed.map((order) => order.orderId)).size).toBe(20);
    expect(await countRows(database, "select count(*) from orders")).toBe(20);
    expect(stripe.sessions.size).toBe(20);

    // Stripe retries a delivery with the same event id; a load balancer may hand each copy to
    // either instance. Every order gets its completed event three times to both instances and
    // an async_payment_succeeded event once to both, all at the same time.
    const deliveries = placed.flatMap(({ orderId }) => {
      const sessionId = sessionIdOf(stripe, orderId);
      stripe.completeSession(sessionId);
      const completed = stripe.signedEvent("checkout.session.completed", sessionId);
      const succeeded = stripe.signedEvent("checkout.session.async_payment_succeeded", sessionId);
      return [completed, completed, completed, succeeded].flatMap((event) =>
        instances.map(async (instance) => {
          const response = await deliverWebhook(instance, event);
          const { outcome } = (await response.json()) as { outcome: string };
          return { orderId, status: response.status, outcome };
        }),
      );
    });
    const answered = await Promise.all(deliveries);
    expect(answered.filter((answer) => answer.status !== 200)).toEqual([]);
    for (const { orderId } of placed) {
      const outcomes = answered
        .filter((answer) => answer.orderId === orderId)
        .map((answer) => answer.outcome)
        .sort();
      expect(outcomes).toEqual(["already_paid", ...Array(6).fill("duplicate"), "paid"]);
    }
    expect(
      await selectRows(
        database,
        sql`select
          (select count(*)::int from orders where payment_status = 'paid') as paid_orders,
          (select count(*)::int from order_events where type = 'paid') as paid_events,
          (select count(distinct order_id)::int from order_events where type = 'paid') as paid_event_orders,
          (select count(*)::int from processed_webhook_events) as processed_events`,
      ),
    ).toEqual([{ paid_orders: 20, paid_events: 20, paid_event_orders: 20, processed_events: 40 }]);

    await expect
      .poll(
        () => selectRows(database, "select status, count(*)::int as n from outbox group by status"),
        { timeout: 15_000 },
      )
      .toEqual([{ status: "sent", n: 40 }]);
    // Stopped instances send nothing more: what the SMTP server holds now is all it gets.
    await Promise.all(instances.map((instance) => instance.stop()));
    const outbox = await selectRows<{ id: number; dedupe_key: string }>(
      database,
      "select id, dedupe_key from outbox",
    );
    const dedupeKeyOf = new Map(outbox.map((row) => [Number(row.id), row.dedupe_key]));
    const delivered = smtp.received.map((mail) => {
      const outboxId = Number(/^<outbox-(\d+)@/.exec(mail.messageId)?.[1]);
      return `${dedupeKeyOf.get(outboxId)} to ${mail.to.join(", ")}`;
    });
    expect(delivered.sort()).toEqual(
      placed
        .flatMap(({ orderId, email }) => [
          `order:${orderId}:receipt to ${email}`,
          `order:${orderId}:paid-notice to ${BUSINESS_NOTICES}`,
        ])
        .sort(),
    );
    // Two server processes, an owner's sign-in and 20 orders: on a busy machine well over 30 s.
  }, 90_000);

  it("share each client's rate limit through Redis", async ({ skip, onTestFinished }) => {
    skip(
      !(await redisAnswers(REDIS_URL)),
      `Redis is not reachable at ${REDIS_URL} (TEST_REDIS_URL): shared rate limits need it`,
    );
    const { instances } = await startTwoInstances(onTestFinished, {
      REDIS_URL,
      RATE_LIMIT_PER_MINUTE: "10",
      TRUST_PROXY: "true",
    });
    // Clients of their own per run: earlier runs' counters live on in Redis for a minute.
    const network = `10.${randomInt(256)}.${randomInt(256)}`;
    const [client, otherClient] = [`${network}.1`, `${network}.2`];
    const requestConfig = (instance: Instance, ip: string) =>
      instance.request("/api/config", { headers: { "x-forwarded-for": ip } });

    const answers: string[] = [];
    const refusals: string[] = [];
    for (let attempt = 0; attempt < 14; attempt++) {
      const instance = instances[attempt % 2]!;
      const response = await requestConfig(instance, client);
      answers.push(`${instance.name} ${response.status}`);
      if (response.status === 429) refusals.push((await response.json()).message);
    }
    expect(answers).toEqual([
      ...Array.from({ length: 10 }, (_, index) => `${index % 2 ? "B" : "A"} 200`),
      "A 429",
      "B 429",
      "A 429",
      "B 429",
    ]);
    for (const message of refusals) expect(message).toMatch(/^Too many requests/);

    for (const instance of instances) {
      expect((await requestConfig(instance, otherClient)).status).toBe(200);
    }
  });
});

import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "@/server/config/env";
import { type RunningServer, startServer } from "@/server/start-server";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { countRows } from "../helpers/checkout";
import { createPostgresDatabase } from "../helpers/database-templates";
import { requestTo } from "../helpers/server-process";
import type { TestServer } from "../helpers/test-server";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

const EVENTS = 40;

async function countAttempts(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from webhook_attempts");
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/**
 * Two instances on one PostgreSQL database, each with its own connection pool and webhook
 * worker: every delivery is claimed by one of them (FOR UPDATE SKIP LOCKED) and sent once.
 * In-process servers rather than child processes: the database cannot tell them apart, and
 * they start in a second.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("webhooks on two instances", () => {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let instances: TestServer[] = [];
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    postgres = await createPostgresDatabase();
    const env = parseEnv({
      ...TEST_ADMIN_ENV,
      PORT: "0",
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "0",
      ADMIN_LOGIN_LIMIT_PER_MINUTE: "0",
      DEMO_DATA: "false",
      NOW: "2025-10-01T12:00:00Z",
      DATABASE_URL: postgres.url,
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true",
      WEBHOOKS_POLL_INTERVAL_MS: "20",
    });
    // One after the other: the second finds the schema migrated.
    const running: RunningServer[] = [];
    for (let index = 0; index < 2; index++) running.push(await startServer(env));
    instances = running.map((server) => ({ ...server, request: requestTo(server.url) }));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await postgres?.drop();
    await receiver?.close();
  });

  it("delivers each webhook exactly once", async () => {
    const [a, b] = instances as [TestServer, TestServer];
    const owner = bearer(await loginAdmin(a));
    const price = (instance: TestServer) =>
      instance.request("/api/price", {
        method: "POST",
        json: { area: "Scarsdale", option: "FOUR_CAR", addons: [] },
      });
    const queued = () => countRows(a.database, sql`select count(*) from webhook_deliveries`);
    // Both instances learn that nobody listens to quote.priced yet, and cache it...
    for (const instance of instances) expect((await price(instance)).status).toBe(200);
    const created = await a.request("/api/admin/webhooks", {
      method: "POST",
      headers: owner,
      json: { url: receiver.url, events: ["quote.priced"] },
    });
    expect(created.status).toBe(201);
    // ...until the endpoint's change notice drops it: each instance is priced until its price
    // queues an event (one each), however long the notice takes on a busy machine.
    for (const instance of instances) {
      const before = await queued();
      await vi.waitUntil(async () => (await price(instance)).ok && (await queued()) > before, {
        timeout: 10_000,
        interval: 20,
      });
    }
    const events = EVENTS + instances.length;
    await Promise.all(Array.from({ length: EVENTS }, (_, index) => price(index % 2 ? a : b)));
    await receiver.waitFor(events);
    // Stopping both instances waits for any delivery in flight: none can show up after this.
    await Promise.all(instances.map((instance) => instance.close()));
    const attempts = await countAttempts(postgres.url);
    const ids = receiver.received.map((request) => request.headers["webhook-id"]);
    expect(ids).toHaveLength(events);
    expect(new Set(ids).size).toBe(events);
    expect(attempts).toBe(events);
  });
});

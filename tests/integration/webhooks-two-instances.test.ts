import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/server/config/env";
import { type RunningServer, startServer } from "@/server/start-server";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { selectRows } from "../helpers/checkout";
import { requestTo } from "../helpers/server-process";
import { createPostgresDatabase, type TestServer } from "../helpers/test-server";
import { startWebhookReceiver, type WebhookReceiver } from "../helpers/webhook-receiver";

const EVENTS = 40;

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
    // Both instances learn that nobody listens to quote.priced yet, and cache it...
    for (const instance of instances) expect((await price(instance)).status).toBe(200);
    const created = await a.request("/api/admin/webhooks", {
      method: "POST",
      headers: owner,
      json: { url: receiver.url, events: ["quote.priced"] },
    });
    expect(created.status).toBe(201);
    // ...until the endpoint's change notice, which reaches both within moments, drops it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await Promise.all(Array.from({ length: EVENTS }, (_, index) => price(index % 2 ? a : b)));
    await receiver.waitFor(EVENTS);
    // Long enough for a second delivery of any of them to show up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = receiver.received.map((request) => request.headers["webhook-id"]);
    expect(ids).toHaveLength(EVENTS);
    expect(new Set(ids).size).toBe(EVENTS);
    const attempts = await selectRows<{ n: number }>(
      a.database,
      sql`select count(*)::int as n from webhook_attempts`,
    );
    expect(attempts[0]?.n).toBe(EVENTS);
  });
});

import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import {
  customQuoteRequest,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";
import {
  HANG,
  startWebhookReceiver,
  typeOf,
  type WebhookReceiver,
} from "../helpers/webhook-receiver";

const NOW = "2025-10-01T12:00:00Z";
const BUSINESS_ID = "northside-snow";

type Endpoint = {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  secret: string;
  previousSecretExpiresAt: string | null;
};
type Delivery = {
  id: number;
  messageId: string;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  nextRetryAt: string | null;
};

function verified(secret: string, request: { headers: Record<string, unknown>; body: string }) {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
}

describe.each(testDatabases)("outgoing webhooks (%s)", (kind) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  let owner: { authorization: string };

  const json = async (
    path: string,
    init: Parameters<TestServer["request"]>[1] = {},
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
  ): Promise<{ status: number; body: any }> => {
    const response = await server.request(path, init);
    return { status: response.status, body: await response.json().catch(() => null) };
  };

  const createEndpoint = async (
    events: string[],
    headers: { authorization: string } = owner,
    url = receiver.url,
  ): Promise<Endpoint> => {
    const created = await json("/api/admin/webhooks", {
      method: "POST",
      headers,
      json: { url, events, description: "CRM" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };

  const deliveriesOf = async (endpointId: string): Promise<Delivery[]> => {
    const log = await json(`/api/admin/webhooks/${endpointId}/deliveries`, { headers: owner });
    expect(log.status).toBe(200);
    return log.body.deliveries;
  };

  /** The endpoint's latest delivery once it is no longer pending. */
  const settled = async (endpointId: string): Promise<Delivery> => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [latest] = await deliveriesOf(endpointId);
      if (latest && latest.status !== "pending") return latest;
      if (Date.now() > deadline)
        throw new Error(`delivery still pending: ${JSON.stringify(latest)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer(kind, {
      ...TEST_ADMIN_ENV,
      NOW,
      SIGNUP_LIMIT_PER_HOUR: "0",
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: "true",
      WEBHOOKS_POLL_INTERVAL_MS: "50",
      WEBHOOKS_RETRY_BASE_MS: "50",
      WEBHOOKS_TIMEOUT_MS: "1000",
    });
    owner = bearer(await loginAdmin(server));
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it("lets the owner add, edit, turn off and delete endpoints, validating each field", async () => {
    const badUrl = await json("/api/admin/webhooks", {
      method: "POST",
      headers: owner,
      json: { url: "ftp://example.com/x", events: ["order.paid"] },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.issues[0].path).toBe("url");
    const noEvents = await json("/api/admin/webhooks", {
      method: "POST",
      headers: owner,
      json: { url: receiver.url, events: [] },
    });
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.issues[0].path).toBe("events");
    const unknownEvent = await json("/api/admin/webhooks", {
      method: "POST",
      headers: owner,
      json: { url: receiver.url, events: ["order.exploded"] },
    });
    expect(unknownEvent.status).toBe(400);

    const endpoint = await createEndpoint(["order.paid", "order.paid", "lead.created"]);
    expect(endpoint).toMatchObject({
      url: receiver.url,
      enabled: true,
      events: ["order.paid", "lead.created"],
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);

    const edited = await json(`/api/admin/webhooks/${endpoint.id}`, {
      method: "PATCH",
      headers: owner,
      json: { events: ["order.created"], enabled: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ events: ["order.created"], enabled: false });
    const badPatch = await json(`/api/admin/webhooks/${endpoint.id}`, {
      method: "PATCH",
      headers: owner,
      json: { url: "not a url" },
    });
    expect(badPatch.status).toBe(400);
    expect(badPatch.body.issues[0].path).toBe("url");

    const listed = await json("/api/admin/webhooks", { headers: owner });
    expect(listed.body.endpoints.map((item: Endpoint) => item.id)).toContain(endpoint.id);
    expect(listed.body.eventTypes).toContain("custom_quote.accepted");

    expect(
      (
        await server.request(`/api/admin/webhooks/${endpoint.id}`, {
          method: "DELETE",
          headers: owner,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await server.request(`/api/admin/webhooks/${endpoint.id}`, {
          method: "DELETE",
          headers: owner,
        })
      ).status,
    ).toBe(404);
  });

  it("keeps endpoints and their log from staff and from other businesses", async () => {
    const endpoint = await createEndpoint(["order.paid"]);
    await server.request(`/api/admin/webhooks/${endpoint.id}/test`, {
      method: "POST",
      headers: owner,
    });
    const delivery = await settled(endpoint.id);

    await createAdminUser(server.database.db, {
      businessId: BUSINESS_ID,
      email: `staff-${kind}@example.com`,
      password: "staff password long enough",
      role: "staff",
      now: new Date(NOW),
    });
    const staff = bearer(
      await loginAdmin(server, {
        email: `staff-${kind}@example.com`,
        password: "staff password long enough",
      }),
    );
    const signedUp = await json("/api/signup", {
      method: "POST",
      json: {
        businessName: "Other Lawns",
        trade: "lawn-mowing",
        ownerName: "Olive Owner",
        email: `owner-${kind}@otherlawns.com`,
        password: "another password long enough",
      },
    });
    expect(signedUp.status).toBe(201);
    const other = bearer(signedUp.body.token);

    const attempts: [string, string][] = [
      ["GET", "/api/admin/webhooks"],
      ["PATCH", `/api/admin/webhooks/${endpoint.id}`],
      ["DELETE", `/api/admin/webhooks/${endpoint.id}`],
      ["POST", `/api/admin/webhooks/${endpoint.id}/rotate-secret`],
      ["POST", `/api/admin/webhooks/${endpoint.id}/test`],
      ["GET", `/api/admin/webhooks/${endpoint.id}/deliveries`],
      ["POST", `/api/admin/webhooks/deliveries/${delivery.id}/resend`],
    ];
    for (const [method, path] of attempts) {
      const init = { method, ...(method === "PATCH" ? { json: { enabled: false } } : {}) };
      expect(
        (await server.request(path, { ...init, headers: staff })).status,
        `staff ${method} ${path}`,
      ).toBe(403);
      if (path === "/api/admin/webhooks") continue;
      expect(
        (await server.request(path, { ...init, headers: other })).status,
        `other ${method} ${path}`,
      ).toBe(404);
    }
    const othersList = await json("/api/admin/webhooks", { headers: other });
    expect(othersList.body.endpoints).toEqual([]);
    const [unchanged] = await selectRows<{ enabled: boolean }>(
      server.database,
      sql`select enabled from webhook_endpoints where id = ${endpoint.id}`,
    );
    expect(unchanged?.enabled).toBe(true);
    await server.request(`/api/admin/webhooks/${endpoint.id}`, {
      method: "DELETE",
      headers: owner,
    });
  });

  it("delivers signed events from real requests: a lead, a paid order, its onboarding, a custom quote", async () => {
    const endpoint = await createEndpoint([
      "lead.created",
      "order.created",
      "order.paid",
      "order.onboarded",
      "custom_quote.requested",
    ]);
    const email = uniqueEmail("webhook");
    const geo = await server.request("/api/geo/check", {
      method: "POST",
      json: { email, address: "12 Birch Lane", city: "Scarsdale", state: "NY", zipCode: "10583" },
    });
    expect(geo.status).toBe(200);
    // Checking the same address again the same day is the same lead: no second event.
    await server.request("/api/geo/check", {
      method: "POST",
      json: { email, address: "12 Birch Lane", city: "Scarsdale", state: "NY", zipCode: "10583" },
    });
    const checkout = await postCheckout(server, await quotedCheckoutRequest(server, { email }));
    expect(checkout.status).toBe(201);
    const { orderId } = (await checkout.json()) as { orderId: string };
    const paid = await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
    });
    expect(paid.status).toBe(200);
    const onboarded = await server.request(`/api/admin/orders/${orderId}/onboard`, {
      method: "PATCH",
      headers: owner,
      json: { onboarded: true },
    });
    expect(onboarded.status).toBe(200);
    const custom = await server.request("/api/custom-quotes", {
      method: "POST",
      json: { ...customQuoteRequest, email },
    });
    expect(custom.status).toBe(201);

    const mine = (request: { body: string }) => request.body.includes(email);
    const received = await receiver.waitFor(5, mine);
    expect(received.map(typeOf)).toEqual(
      expect.arrayContaining([
        "lead.created",
        "order.created",
        "order.paid",
        "order.onboarded",
        "custom_quote.requested",
      ]),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.filter(mine)).toHaveLength(5);
    for (const request of received) {
      const body = verified(endpoint.secret, request) as {
        type: string;
        timestamp: string;
        data: Record<string, unknown>;
      };
      expect(request.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(request.body).not.toContain(BUSINESS_ID);
      expect(body.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
      if (body.type === "order.paid") {
        expect(body.data).toMatchObject({
          id: orderId,
          payment_status: "paid",
          test_mode: true,
          customer: { name: "Pat Doe", email, phone: "(555) 123-4567" },
          address: { line1: "12 Birch Lane", city: "Scarsdale", state: "NY", zip_code: "10583" },
        });
        expect(body.data.grand_total_cents).toEqual(expect.any(Number));
      }
      if (body.type === "lead.created") {
        expect(body.data).toMatchObject({ email, in_service_area: true, area: "Scarsdale" });
      }
    }
    expect(() =>
      verified(`whsec_${Buffer.from("x".repeat(32)).toString("base64")}`, received[0]!),
    ).toThrow();

    // quote.priced: nobody listens, so the price calls above wrote nothing.
    const priced = await selectRows(
      server.database,
      sql`select id from webhook_deliveries where event_type = 'quote.priced'`,
    );
    expect(priced).toEqual([]);
    await server.request(`/api/admin/webhooks/${endpoint.id}`, {
      method: "DELETE",
      headers: owner,
    });
  });

  it("retries a failing receiver with backoff: three failures logged, then one success", async () => {
    const endpoint = await createEndpoint(["quote.priced"]);
    receiver.answerWith([500, 503, 502]);
    const before = receiver.received.length;
    const price = await server.request("/api/price", {
      method: "POST",
      json: { area: "Scarsdale", option: "FOUR_CAR", addons: [] },
    });
    expect(price.status).toBe(200);
    await receiver.waitFor(before + 4);
    // The receiver has answered; the worker records the answer a moment later.
    const delivery = await settled(endpoint.id);
    expect(delivery).toMatchObject({
      eventType: "quote.priced",
      status: "succeeded",
      attempts: 4,
      responseStatus: 200,
    });
    const log = await selectRows<{
      succeeded: boolean;
      response_status: number;
      next_retry_at: Date | null;
    }>(
      server.database,
      sql`select succeeded, response_status, next_retry_at from webhook_attempts where delivery_id = ${delivery.id} order by id`,
    );
    expect(log.map((attempt) => [attempt.succeeded, attempt.response_status])).toEqual([
      [false, 500],
      [false, 503],
      [false, 502],
      [true, 200],
    ]);
    expect(log.slice(0, 3).every((attempt) => attempt.next_retry_at !== null)).toBe(true);
    const ids = receiver.received.slice(before).map((request) => request.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(1);
    expect(
      receiver.received.slice(before).filter((request) => request.status === 200),
    ).toHaveLength(1);

    // Resend: the same message once more, logged as a fifth attempt.
    const resent = await server.request(`/api/admin/webhooks/deliveries/${delivery.id}/resend`, {
      method: "POST",
      headers: owner,
    });
    expect(resent.status).toBe(202);
    await receiver.waitFor(before + 5);
    expect(receiver.received.at(-1)?.headers["webhook-id"]).toBe(ids[0]);
    await server.request(`/api/admin/webhooks/${endpoint.id}`, {
      method: "DELETE",
      headers: owner,
    });
  });

  it("gives up on a receiver that does not answer in time, and retries it", async () => {
    const endpoint = await createEndpoint(["order.paid"]);
    receiver.answerWith([HANG]);
    await server.request(`/api/admin/webhooks/${endpoint.id}/test`, {
      method: "POST",
      headers: owner,
    });
    const delivery = await settled(endpoint.id);
    expect(delivery).toMatchObject({ status: "succeeded", attempts: 2 });
    const [timedOut] = await selectRows<{ error: string; response_status: number | null }>(
      server.database,
      sql`select error, response_status from webhook_attempts where delivery_id = ${delivery.id} order by id limit 1`,
    );
    expect(timedOut).toEqual({ error: "no answer within 1000 ms", response_status: null });
    await server.request(`/api/admin/webhooks/${endpoint.id}`, {
      method: "DELETE",
      headers: owner,
    });
  });

  it("signs with both secrets during a rotation's overlap", async () => {
    const endpoint = await createEndpoint(["order.paid"]);
    const rotated = await json(`/api/admin/webhooks/${endpoint.id}/rotate-secret`, {
      method: "POST",
      headers: owner,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.body.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(
      23 * 3600_000,
    );
    const before = receiver.received.length;
    await server.request(`/api/admin/webhooks/${endpoint.id}/test`, {
      method: "POST",
      headers: owner,
    });
    const [request] = (await receiver.waitFor(before + 1)).slice(before);
    expect(String(request!.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verified(endpoint.secret, request!)).toMatchObject({ type: "webhook.test" });
    expect(verified(rotated.body.secret, request!)).toMatchObject({ type: "webhook.test" });
    await server.request(`/api/admin/webhooks/${endpoint.id}`, {
      method: "DELETE",
      headers: owner,
    });
  });

  it("turns off an endpoint that failed for five days and emails the owner", async () => {
    const endpoint = await createEndpoint(["order.paid"]);
    await server.database.db.execute(
      sql`update webhook_endpoints set failing_since = now() - interval '6 days' where id = ${endpoint.id}`,
    );
    receiver.answerWith([500]);
    await server.request(`/api/admin/webhooks/${endpoint.id}/test`, {
      method: "POST",
      headers: owner,
    });
    const deadline = Date.now() + 10_000;
    let rows: { enabled: boolean; disabled_reason: string | null }[] = [];
    while (Date.now() < deadline) {
      rows = await selectRows(
        server.database,
        sql`select enabled, disabled_reason from webhook_endpoints where id = ${endpoint.id}`,
      );
      if (rows[0]?.enabled === false) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows[0]).toMatchObject({
      enabled: false,
      disabled_reason: expect.stringContaining("5 days"),
    });
    const emails = await selectRows<{ to: string }>(
      server.database,
      sql`select payload->>'to' as "to" from outbox where kind = 'webhook_endpoint_disabled'`,
    );
    expect(emails.map((email) => email.to)).toContain("owner@example.com");
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: "failed", nextRetryAt: null });
  });
});

describe("webhook endpoints on private addresses", () => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestServer("pglite", {
      ...TEST_ADMIN_ENV,
      WEBHOOKS_POLL_INTERVAL_MS: "50",
    });
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  it("are refused when saved and when delivered unless private targets are allowed", async () => {
    const owner = bearer(await loginAdmin(server));
    for (const url of [
      "https://127.0.0.1/hooks",
      "https://169.254.169.254/latest",
      "https://[::1]/x",
      "https://10.0.0.8/x",
      "https://[::127.0.0.1]:8443/hooks",
      "https://localhost./hooks",
      receiver.url,
    ]) {
      const refused = await server.request("/api/admin/webhooks", {
        method: "POST",
        headers: owner,
        json: { url, events: ["order.paid"] },
      });
      expect(refused.status, url).toBe(400);
      const body = (await refused.json()) as { issues: { path: string }[] };
      expect(body.issues[0]?.path).toBe("url");
    }
    // An endpoint saved before (or pointed at a private address since) reaches nothing.
    const [endpoint] = await selectRows<{ id: string }>(
      server.database,
      sql`insert into webhook_endpoints (business_id, url, events, secret)
          values (${BUSINESS_ID}, ${receiver.url}, array['order.paid'], ${`whsec_${Buffer.alloc(32).toString("base64")}`})
          returning id`,
    );
    await server.request(`/api/admin/webhooks/${endpoint!.id}/test`, {
      method: "POST",
      headers: owner,
    });
    const deadline = Date.now() + 10_000;
    let attempts: { error: string }[] = [];
    while (attempts.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      attempts = await selectRows(server.database, sql`select error from webhook_attempts`);
    }
    expect(attempts[0]?.error).toMatch(/non-public address/);
    expect(receiver.received).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postCheckout, quotedCheckoutRequest } from "../helpers/checkout";
import { type ServerProcess, spawnServerProcess } from "../helpers/server-process";

/** The JSON lines the server logged, parsed. */
function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function waitForLog(
  server: ServerProcess,
  match: (line: Record<string, unknown>) => boolean,
) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = logLines(server).find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no such log line in:\n${server.output().slice(-3000)}`);
}

const isUnsentEmail = (line: Record<string, unknown>) =>
  typeof line.msg === "string" && line.msg.startsWith("email not sent");

const PUBLIC_URL = "https://quotes.example.com";

describe("what the server logs", () => {
  let server: ServerProcess;
  let orderId: string;

  beforeAll(async () => {
    server = await spawnServerProcess({
      DATA_DIR: "memory://",
      LOG_LEVEL: "info",
      NOW: "2025-10-01T12:00:00Z",
      OUTBOX_POLL_INTERVAL_MS: "100",
      PUBLIC_URL,
      PASSWORD_HASH_COST: "10",
    });
    const checkout = await postCheckout(server, await quotedCheckoutRequest(server));
    expect(checkout.status).toBe(201);
    orderId = (await checkout.json()).orderId;
  }, 120_000);
  afterAll(() => server?.stop());

  it("never logs an order id from a URL: return pages, the order summary, the test payment", async () => {
    for (const path of [
      `/checkout/success?order=${orderId}`,
      `/checkout/test?order=${orderId}&from=embed`,
      `/checkout/cancel?order=${orderId}`,
      `/api/checkout/orders/${orderId}`,
    ]) {
      expect((await server.request(path)).status, path).toBe(200);
    }
    const paid = await server.request(`/api/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "914-555-0100" },
    });
    expect(paid.status).toBe(200);
    // The last request's line may reach the pipe after its response: wait for it.
    await waitForLog(server, (line) =>
      String(line.req && (line.req as { url: string }).url).endsWith("/test-payment"),
    );
    const urls = logLines(server).flatMap((line) =>
      line.req ? [(line.req as { url: string }).url] : [],
    );
    expect(urls).toContain("/api/checkout/orders/:orderId");
    expect(urls).toContain("/checkout/success?order=[redacted]");
    expect(urls).toContain("/checkout/test?order=[redacted]&from=[redacted]");
    expect(urls).toContain("/api/checkout/orders/:orderId/test-payment");
    // Only the emails it could not send name the order: their links are for the operator to act on.
    const notEmails = logLines(server).filter((line) => !isUnsentEmail(line));
    expect(JSON.stringify(notEmails)).not.toContain(orderId);
  });

  it("logs an email it cannot send by recipient, subject and links, without its body", async () => {
    const logged = await waitForLog(
      server,
      (line) => isUnsentEmail(line) && line.kind === "order_receipt",
    );
    const orderLink = `${PUBLIC_URL}/checkout/success?order=${orderId}`;
    expect(logged).toMatchObject({
      to: "pat@example.com",
      subject: expect.any(String),
      links: expect.arrayContaining([orderLink]),
    });
    expect(logged.msg).toContain(orderLink);
    expect(logged).not.toHaveProperty("text");
    expect(logged).not.toHaveProperty("html");
  });

  it("lets a new owner verify their email from the link in its output, without SMTP", async () => {
    const email = `owner-${Date.now()}@example.com`;
    const signup = await server.request("/api/signup", {
      method: "POST",
      json: {
        businessName: "Logged Lawns",
        trade: "lawn-mowing",
        ownerName: "Robin Owner",
        email,
        password: "a long and proper password",
      },
    });
    expect(signup.status).toBe(201);
    const { token: session } = (await signup.json()) as { token: string };
    const logged = await waitForLog(server, (line) => isUnsentEmail(line) && line.to === email);
    expect(logged.kind).toBe("email_verification");
    const link = (logged.links as string[]).find((url) => url.includes("/admin/verify-email#"));
    expect(link).toMatch(`${PUBLIC_URL}/admin/verify-email#token=`);
    expect(logged.msg).toContain(link);
    const token = new URL(link!).hash.slice("#token=".length);
    const verified = await server.request("/api/admin/verify-email", {
      method: "POST",
      json: { token },
    });
    expect(verified.status).toBe(200);
    const onboarding = await server.request("/api/admin/onboarding", {
      headers: { authorization: `Bearer ${session}` },
    });
    expect(((await onboarding.json()) as { steps: unknown[] }).steps).toContainEqual({
      step: "verify_email",
      done: true,
    });
  });

  it("logs one line per request, without its credentials or cookies", async () => {
    const response = await server.request("/api/admin/orders?q=someone", {
      headers: {
        authorization: "Bearer secret-bearer-token-7781",
        cookie: "session=secret-cookie-value-3321",
      },
    });
    expect(response.status).toBe(401);
    const id = response.headers.get("x-request-id")!;
    const line = await waitForLog(server, (logged) => logged.reqId === id);
    expect(line).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url: "/api/admin/orders?q=[redacted]" },
      res: { statusCode: 401 },
      responseTime: expect.any(Number),
    });
    expect(logLines(server).filter((logged) => logged.reqId === id)).toHaveLength(1);
    expect(server.output()).not.toContain("secret-bearer-token");
    expect(server.output()).not.toContain("secret-cookie-value");
  });

  it("logs a caller's request id only when it is short and safe, else one of its own", async () => {
    const hostile = "A".repeat(10_000);
    const response = await server.request("/healthz", { headers: { "x-request-id": hostile } });
    const ownId = response.headers.get("x-request-id")!;
    expect(ownId).not.toBe(hostile);
    await waitForLog(server, (line) => line.reqId === ownId);
    expect(server.output()).not.toContain("A".repeat(65));

    await server.request("/healthz", { headers: { "x-request-id": "trace-42.b_c" } });
    await waitForLog(server, (line) => line.reqId === "trace-42.b_c");
  });
});

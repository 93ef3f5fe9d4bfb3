import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A Checkout Session as the fake keeps it: the fields our code sends and reads. */
export type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details: { name: string | null; phone: string | null; email: string | null } | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  phone_number_collection: { enabled: boolean };
  /** Not part of Stripe's session object (it is only listed on request); kept for assertions. */
  line_items: {
    name: string;
    description?: string;
    unit_amount: number;
    quantity: number;
    currency: string;
  }[];
};

export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form body decoded into nested objects and arrays, values as strings. */
  body: Record<string, unknown>;
};

export type FakeStripe = {
  /** Base URL for STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  requests: RecordedRequest[];
  sessions: Map<string, FakeSession>;
  /** What Stripe does when the customer pays: the session becomes complete (and paid). */
  completeSession(
    id: string,
    customer?: { name?: string; phone?: string; paymentStatus?: FakeSession["payment_status"] },
  ): FakeSession;
  /** A webhook delivery for the session as it is now, signed with the SDK's test helper. */
  signedEvent(
    type: string,
    sessionId: string,
    options?: { eventId?: string },
  ): { eventId: string; payload: string; signature: string };
  close(): Promise<void>;
};

/** `a[0][b]=1` -> { a: [{ b: "1" }] }: Stripe's form encoding of nested parameters. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      container[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

type LineItemParams = {
  quantity: string;
  price_data: {
    currency: string;
    unit_amount: string;
    product_data: { name: string; description?: string };
  };
};

function createSession(url: string, params: Record<string, unknown>): FakeSession {
  const lineItems = ((params.line_items as LineItemParams[] | undefined) ?? []).map((item) => ({
    name: item.price_data.product_data.name,
    ...(item.price_data.product_data.description
      ? { description: item.price_data.product_data.description }
      : {}),
    unit_amount: Number(item.price_data.unit_amount),
    quantity: Number(item.quantity),
    currency: item.price_data.currency,
  }));
  const amount = lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
  const id = `cs_test_${randomBytes(12).toString("hex")}`;
  return {
    id,
    object: "checkout.session",
    url: `${url}/pay/${id}`,
    mode: String(params.mode),
    status: "open",
    payment_status: "unpaid",
    amount_total: amount,
    amount_subtotal: amount,
    currency: lineItems[0]?.currency ?? "usd",
    client_reference_id: (params.client_reference_id as string | undefined) ?? null,
    customer_email: (params.customer_email as string | undefined) ?? null,
    customer_details: null,
    metadata: (params.metadata as Record<string, string> | undefined) ?? {},
    success_url: String(params.success_url),
    cancel_url: String(params.cancel_url),
    phone_number_collection: {
      enabled:
        (params.phone_number_collection as { enabled?: string } | undefined)?.enabled === "true",
    },
    line_items: lineItems,
  };
}

/**
 * A local Stripe-compatible server with only what Quotewise uses: create and retrieve a
 * Checkout Session (with idempotency keys, as Stripe honours them). Every request is recorded.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(8).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const idempotent = new Map<string, { body: string; sessionId: string }>();
  const signer = new Stripe(secretKey);
  let url = "";

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const path = (request.url ?? "/").split("?")[0]!;
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    const body = decodeStripeForm(raw);
    requests.push({
      method: request.method ?? "GET",
      path,
      idempotencyKey,
      authorization: request.headers.authorization,
      body,
    });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return sendJson(response, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (earlier && earlier.body !== raw) {
        return sendJson(response, 400, {
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          },
        });
      }
      if (earlier) return sendJson(response, 200, sessions.get(earlier.sessionId));
      const session = createSession(url, body);
      sessions.set(session.id, session);
      if (idempotencyKey) idempotent.set(idempotencyKey, { body: raw, sessionId: session.id });
      return sendJson(response, 200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === "GET" && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1]!));
      if (!session) {
        return sendJson(response, 404, {
          error: { type: "invalid_request_error", message: "No such checkout.session" },
        });
      }
      return sendJson(response, 200, session);
    }
    return sendJson(response, 404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${request.method}: ${path})`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function sessionOrThrow(id: string): FakeSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe has no session ${id}`);
    return session;
  }

  return {
    url,
    secretKey,
    webhookSecret,
    requests,
    sessions,
    completeSession(id, customer = {}) {
      const session = sessionOrThrow(id);
      session.status = "complete";
      session.url = null;
      session.payment_status = customer.paymentStatus ?? "paid";
      session.customer_details = {
        name: customer.name ?? "Pat Doe",
        phone: customer.phone ?? "+15551234567",
        email: session.customer_email,
      };
      return session;
    },
    signedEvent(type, sessionId, options = {}) {
      const eventId = options.eventId ?? `evt_${randomBytes(12).toString("hex")}`;
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        api_version: "2025-01-01",
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type,
        data: { object: sessionOrThrow(sessionId) },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      });
      return { eventId, payload, signature };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Posts a signed event to the server's webhook endpoint, as Stripe delivers it. */
export function deliverWebhook(
  server: { request(path: string, init?: RequestInit): Promise<Response> },
  event: { payload: string; signature: string },
): Promise<Response> {
  return server.request("/api/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": event.signature },
    body: event.payload,
  });
}

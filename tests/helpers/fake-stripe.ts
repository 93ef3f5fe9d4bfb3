import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A Checkout Session as the fake keeps it: the fields our code sends and reads. The last two are
 * kept for assertions and never sent: Stripe's session has neither (sessionAsSent).
 */
export type FakeSession = {
  id: string;
  object: "checkout.session";
  url: string | null;
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  /** Null in setup mode, as Stripe's: nothing is charged. */
  amount_total: number | null;
  amount_subtotal: number | null;
  currency: string;
  client_reference_id: string | null;
  /** The customer a deposit's card is saved to (sent instead of customer_email). */
  customer: string | null;
  customer_email: string | null;
  customer_details: { name: string | null; phone: string | null; email: string | null } | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  phone_number_collection: { enabled: boolean };
  /** Set when the customer pays. */
  payment_intent: string | null;
  /** Set when the customer saves a card on a session in setup mode. */
  setup_intent: string | null;
  /** As sent: the fee and destination of a payment into a connected account. */
  payment_intent_data: {
    application_fee_amount?: string;
    on_behalf_of?: string;
    transfer_data?: { destination: string };
    metadata?: Record<string, string>;
    /** "off_session": the card paid with is saved to the session's customer. */
    setup_future_usage?: string;
  };
  /** As sent, in setup mode: on whose behalf the card is saved. */
  setup_intent_data: { on_behalf_of?: string; metadata?: Record<string, string> };
  /** As sent: Stripe lists them only on request, in another shape. */
  line_items: {
    name: string;
    description?: string;
    unit_amount: number;
    quantity: number;
    currency: string;
  }[];
};

/** A connected (Express) account. */
export type FakeAccount = {
  id: string;
  object: "account";
  type: string;
  email: string | null;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
  business_profile: { name?: string; url?: string };
};

export type FakePaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "succeeded" | "requires_payment_method" | "processing";
  latest_charge: string | null;
  /** While `processing`, what is processing (Stripe's `processing.type`); null otherwise. */
  processing: { type: "card" } | null;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  application_fee_amount: number | null;
  on_behalf_of: string | null;
  transfer_data: { destination: string } | null;
  last_payment_error: { type: string; code: string; message: string } | null;
  metadata: Record<string, string>;
};

/** A card saved for later without a payment (a Checkout Session in setup mode). */
export type FakeSetupIntent = {
  id: string;
  object: "setup_intent";
  application: null;
  cancellation_reason: null;
  created: number;
  customer: string | null;
  description: null;
  last_setup_error: null;
  livemode: false;
  metadata: Record<string, string>;
  on_behalf_of: string | null;
  payment_method: string | null;
  payment_method_types: string[];
  status: "succeeded";
  usage: string;
};

export type FakeCustomer = {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
};

/** A card a customer paid with; saved to its customer when the payment asked so. */
export type FakePaymentMethod = {
  id: string;
  object: "payment_method";
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  customer: string | null;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
};

/**
 * Stripe's test card numbers the fake knows; any other number pays. 4000002760003184 pays on the
 * payment page (the customer authenticates there) but asks for authentication on every
 * off-session charge; 4000000000009995 is declined (insufficient funds) off-session.
 */
export const TEST_CARDS = {
  pays: "4242424242424242",
  authenticationRequired: "4000002760003184",
  declined: "4000000000009995",
} as const;

/** The fee Quotewise took from a payment, and how much of it refunds gave back. */
export type FakeApplicationFee = {
  id: string;
  amount: number;
  amount_refunded: number;
  account: string;
  payment_intent: string;
};

export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  status: "succeeded";
  payment_intent: string;
  charge: string;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};

export type RecordedRequest = {
  method: string;
  path: string;
  /** The Stripe-Account header: a call made as a connected account. */
  stripeAccount: string | undefined;
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
  /** Signs the Connect endpoint's events (account.updated). */
  connectWebhookSecret: string;
  requests: RecordedRequest[];
  sessions: Map<string, FakeSession>;
  accounts: Map<string, FakeAccount>;
  paymentIntents: Map<string, FakePaymentIntent>;
  customers: Map<string, FakeCustomer>;
  paymentMethods: Map<string, FakePaymentMethod>;
  setupIntents: Map<string, FakeSetupIntent>;
  applicationFees: Map<string, FakeApplicationFee>;
  refunds: Map<string, FakeRefund>;
  /** What Stripe does when the owner finishes onboarding: the account can take charges. */
  completeOnboarding(accountId: string): FakeAccount;
  /** An onboarded account made without onboarding (for a business with no owner to do it). */
  onboardedAccount(businessId: string): FakeAccount;
  /**
   * What Stripe does when the customer pays: the session becomes complete (and paid), with its
   * payment intent; with setup_future_usage the card (one of TEST_CARDS; by default one that
   * always pays) is saved to the session's customer. A session in setup mode saves the card to
   * its customer with a setup intent, charging nothing.
   */
  completeSession(
    id: string,
    customer?: {
      name?: string;
      phone?: string;
      paymentStatus?: FakeSession["payment_status"];
      card?: string;
    },
  ): FakeSession;
  /** What Stripe does 24 hours after an unpaid session opened: it expires. */
  expireSession(id: string): FakeSession;
  /**
   * From now on the off-session charges of this customer's saved card answer `processing` (the
   * bank has not answered yet), until `settleIntent`. Stripe has no test card that stays so; this
   * is the fake's switch for it.
   */
  processChargesOf(customerId: string): void;
  /**
   * What Stripe does when a processing payment's bank answers: `succeeded` (the money received,
   * Quotewise's fee taken) or `failed` (declined, back to requires_payment_method with its error).
   * The test then delivers payment_intent.succeeded or .payment_failed with `signedObjectEvent`.
   */
  settleIntent(id: string, outcome: "succeeded" | "failed"): FakePaymentIntent;
  /**
   * A webhook delivery of any object as it is now: the platform's events, or with `account` a
   * connected account's event for the Connect endpoint (signed with its own secret).
   */
  signedObjectEvent(
    type: string,
    object: unknown,
    options?: { eventId?: string; account?: string },
  ): { eventId: string; payload: string; signature: string };
  /** The charge of a paid payment intent, with its refunds. */
  chargeOf(paymentIntentId: string): Record<string, unknown>;
  /** A refund made in Stripe's own dashboard, as the business might. */
  refundInStripe(paymentIntentId: string, amount: number): FakeRefund;
  /** A dispute the customer's bank opened on the payment. */
  dispute(paymentIntentId: string): Record<string, unknown>;
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
  const setup = params.mode === "setup";
  const amount = setup
    ? null
    : lineItems.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
  const id = `cs_test_${randomBytes(12).toString("hex")}`;
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: "checkout.session",
    url: `${url}/pay/${id}`,
    mode: String(params.mode),
    status: "open",
    payment_status: "unpaid",
    amount_total: amount,
    amount_subtotal: amount,
    currency: lineItems[0]?.currency ?? (params.currency as string | undefined) ?? "usd",
    client_reference_id: (params.client_reference_id as string | undefined) ?? null,
    customer: (params.customer as string | undefined) ?? null,
    customer_email: (params.customer_email as string | undefined) ?? null,
    customer_details: null,
    metadata: (params.metadata as Record<string, string> | undefined) ?? {},
    payment_intent: null,
    setup_intent: null,
    payment_intent_data: (params.payment_intent_data as FakeSession["payment_intent_data"]) ?? {},
    setup_intent_data: (params.setup_intent_data as FakeSession["setup_intent_data"]) ?? {},
    success_url: String(params.success_url),
    cancel_url: String(params.cancel_url),
    expires_at: params.expires_at ? Number(params.expires_at) : now + 24 * 3600,
    phone_number_collection: {
      enabled:
        (params.phone_number_collection as { enabled?: string } | undefined)?.enabled === "true",
    },
    line_items: lineItems,
  };
}

/** The session as Stripe sends it: without what the fake keeps only for assertions. */
function sessionAsSent(
  session: FakeSession,
): Omit<FakeSession, "line_items" | "payment_intent_data" | "setup_intent_data"> {
  const {
    line_items: _lineItems,
    payment_intent_data: _intentData,
    setup_intent_data: _setupData,
    ...sent
  } = session;
  return sent;
}

/** Where Stripe sends the customer back: its `{CHECKOUT_SESSION_ID}` filled in. */
const returnUrlOf = (url: string, session: FakeSession) =>
  url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });
const missing = (what: string): Reply => ({
  status: 404,
  body: { error: { type: "invalid_request_error", message: `No such ${what}` } },
});
const invalid = (message: string): Reply => ({
  status: 400,
  body: { error: { type: "invalid_request_error", message } },
});

const cardError = (code: string, message: string, intent: FakePaymentIntent): Reply => ({
  status: 402,
  body: {
    error: {
      type: "card_error",
      code,
      message,
      ...(code === "card_declined" && { decline_code: "insufficient_funds" }),
      payment_intent: intent,
    },
  },
});

/**
 * A local Stripe-compatible server with only what Quotewise uses: Checkout Sessions (with the
 * application fee and destination of a payment into a connected account, and a card saved for
 * later with setup_future_usage), customers and their saved cards, Express accounts and their onboarding links (with
 * pages that stand in for Stripe's onboarding and its payment page), payment intents (off-session
 * ones too, which a test card can make ask for authentication or decline), refunds (reversing the
 * application fee in proportion) and signed events for the platform and Connect endpoints.
 * Idempotency keys are honoured as Stripe honours them (errors included); every request is
 * recorded. Every object it sends has the fields, types and nesting of Stripe's own example of it
 * (tests/integration/fake-stripe-shapes.test.ts).
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(8).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const connectWebhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const accounts = new Map<string, FakeAccount>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const customers = new Map<string, FakeCustomer>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  // The number each card was entered with: one of TEST_CARDS decides how it behaves.
  const cardNumbers = new Map<string, string>();
  // The customers whose saved card's charges answer processing (processChargesOf).
  const processingCustomers = new Set<string>();
  const applicationFees = new Map<string, FakeApplicationFee>();
  const refunds = new Map<string, FakeRefund>();
  const idempotent = new Map<string, { path: string; body: string; reply: Reply }>();
  const signer = new Stripe(secretKey);
  let url = "";

  function refund(params: {
    paymentIntentId: string;
    amount?: number;
    reason?: string;
    refundApplicationFee: boolean;
    metadata?: Record<string, string>;
  }): FakeRefund | Reply {
    const intent = paymentIntents.get(params.paymentIntentId);
    if (!intent) return missing("payment_intent");
    if (intent.status !== "succeeded" || !intent.latest_charge) {
      return invalid("This PaymentIntent does not have a successful charge to refund.");
    }
    const refunded = [...refunds.values()]
      .filter((candidate) => candidate.payment_intent === intent.id)
      .reduce((sum, candidate) => sum + candidate.amount, 0);
    const amount = params.amount ?? intent.amount - refunded;
    if (amount <= 0 || refunded + amount > intent.amount) {
      return invalid(`Refund amount ($${amount / 100}) is greater than unrefunded amount`);
    }
    const fee = [...applicationFees.values()].find(
      (candidate) => candidate.payment_intent === intent.id,
    );
    if (fee && params.refundApplicationFee) {
      const shareOf = (cents: number) => Math.round((fee.amount * cents) / intent.amount);
      fee.amount_refunded += shareOf(refunded + amount) - shareOf(refunded);
    }
    const created: FakeRefund = {
      id: randomId("re"),
      object: "refund",
      amount,
      status: "succeeded",
      payment_intent: intent.id,
      charge: intent.latest_charge!,
      reason: params.reason ?? null,
      metadata: params.metadata ?? {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(created.id, created);
    return created;
  }

  function route(
    method: string,
    path: string,
    body: Record<string, unknown>,
    query: URLSearchParams,
  ): Reply {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const lifetime = Number(body.expires_at ?? 0) - Math.floor(Date.now() / 1000);
      if (body.expires_at !== undefined && (lifetime < 30 * 60 || lifetime > 24 * 3600)) {
        return invalid(
          "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
        );
      }
      const session = createSession(url, body);
      sessions.set(session.id, session);
      return ok(sessionAsSent(session));
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && session) {
      const found = sessions.get(decodeURIComponent(session[1]!));
      return found ? ok(sessionAsSent(found)) : missing("checkout.session");
    }
    if (method === "POST" && path === "/v1/accounts") {
      const account: FakeAccount = {
        id: randomId("acct"),
        object: "account",
        type: String(body.type ?? "express"),
        email: (body.email as string | undefined) ?? null,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
        business_profile: (body.business_profile as FakeAccount["business_profile"]) ?? {},
      };
      accounts.set(account.id, account);
      return ok(account);
    }
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === "GET" && account) {
      const found = accounts.get(decodeURIComponent(account[1]!));
      return found ? ok(found) : missing("account");
    }
    if (method === "POST" && path === "/v1/account_links") {
      const accountId = String(body.account);
      if (!accounts.has(accountId)) return missing("account");
      const link = new URLSearchParams({
        return_url: String(body.return_url),
        refresh_url: String(body.refresh_url),
      });
      return ok({
        object: "account_link",
        url: `${url}/connect/onboarding/${accountId}?${link}`,
        created: Math.floor(Date.now() / 1000),
        expires_at: Math.floor(Date.now() / 1000) + 300,
      });
    }
    if (method === "POST" && path === "/v1/customers") {
      const customer: FakeCustomer = {
        id: randomId("cus"),
        object: "customer",
        email: (body.email as string | undefined) ?? null,
        name: (body.name as string | undefined) ?? null,
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === "GET" && customerPath) {
      const found = customers.get(decodeURIComponent(customerPath[1]!));
      return found ? ok(found) : missing("customer");
    }
    const savedCards = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path);
    if (method === "GET" && savedCards) {
      const customerId = decodeURIComponent(savedCards[1]!);
      if (!customers.has(customerId)) return missing("customer");
      const data = [...paymentMethods.values()]
        .filter((candidate) => candidate.customer === customerId)
        .reverse();
      return ok({ object: "list", data, has_more: false, url: path });
    }
    const setupIntent = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && setupIntent) {
      const found = setupIntents.get(decodeURIComponent(setupIntent[1]!));
      return found ? ok(found) : missing("setup_intent");
    }
    const paymentMethod = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === "GET" && paymentMethod) {
      const found = paymentMethods.get(decodeURIComponent(paymentMethod[1]!));
      return found ? ok(found) : missing("payment_method");
    }
    if (method === "POST" && path === "/v1/payment_intents") return createIntent(body);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && intent) {
      const found = paymentIntents.get(decodeURIComponent(intent[1]!));
      return found ? ok(found) : missing("payment_intent");
    }
    if (method === "POST" && path === "/v1/refunds") {
      const made = refund({
        paymentIntentId: String(body.payment_intent),
        ...(body.amount !== undefined && { amount: Number(body.amount) }),
        ...(body.reason !== undefined && { reason: String(body.reason) }),
        refundApplicationFee: body.refund_application_fee === "true",
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      });
      return "status" in made && typeof made.status === "number" ? made : ok(made);
    }
    if (method === "GET" && path === "/v1/refunds") {
      const paymentIntent = query.get("payment_intent");
      const data = [...refunds.values()]
        .filter((candidate) => candidate.payment_intent === paymentIntent)
        .reverse();
      return ok({ object: "list", data, has_more: false, url: "/v1/refunds" });
    }
    return {
      status: 404,
      body: {
        error: {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    };
  }

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const [path = "/", search = ""] = (request.url ?? "/").split("?");
    const method = request.method ?? "GET";
    const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(path);
    if (onboarding)
      return serveOnboarding(response, method, onboarding[1]!, new URLSearchParams(search));
    const paymentPage = /^\/pay\/([^/]+)$/.exec(path);
    if (paymentPage) return servePaymentPage(response, method, paymentPage[1]!, raw);
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    const body = decodeStripeForm(raw);
    requests.push({
      method,
      path,
      stripeAccount: request.headers["stripe-account"] as string | undefined,
      idempotencyKey,
      authorization: request.headers.authorization,
      body,
    });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return sendJson(response, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    const earlier =
      method === "POST" && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (earlier && (earlier.body !== raw || earlier.path !== path)) {
      return sendJson(response, 400, {
        error: {
          type: "idempotency_error",
          message:
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
        },
      });
    }
    if (earlier) return sendJson(response, earlier.reply.status, earlier.reply.body);
    const reply = route(method, path, body, new URLSearchParams(search));
    if (method === "POST" && idempotencyKey)
      idempotent.set(idempotencyKey, { path, body: raw, reply });
    return sendJson(response, reply.status, reply.body);
  });

  /** Stands in for Stripe's hosted onboarding: one button finishes it and returns. */
  function serveOnboarding(
    response: ServerResponse,
    method: string,
    accountId: string,
    query: URLSearchParams,
  ) {
    if (!accounts.has(accountId)) return sendJson(response, 404, missing("account").body);
    if (method === "POST") {
      completeOnboarding(accountId);
      response.writeHead(303, { location: query.get("return_url") ?? "/" });
      return response.end();
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><title>Stripe onboarding (test)</title><main><h1>Set up payouts (test)</h1>` +
        `<form method="post"><button>Agree and submit</button></form></main></html>`,
    );
  }

  /**
   * Stands in for Stripe's hosted payment page: the amount and a card number (one of TEST_CARDS;
   * the one that pays by default); Pay completes the session and returns to its success URL. The
   * webhook is the test's to deliver.
   */
  function servePaymentPage(response: ServerResponse, method: string, id: string, raw: string) {
    const session = sessions.get(id);
    if (session?.status !== "open") {
      return sendJson(response, 404, missing("checkout.session").body);
    }
    if (method === "POST") {
      const card = new URLSearchParams(raw).get("card") || TEST_CARDS.pays;
      completeSession(id, { card });
      response.writeHead(303, { location: returnUrlOf(session.success_url, session) });
      return response.end();
    }
    const action =
      session.amount_total === null
        ? "Save card"
        : `Pay $${(session.amount_total / 100).toFixed(2)}`;
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><title>Stripe Checkout (test)</title><main><h1>${action} (test)</h1>` +
        `<form method="post"><label>Card number <input name="card" value="${TEST_CARDS.pays}"></label>` +
        `<button>${action}</button></form></main></html>`,
    );
  }

  function completeSession(
    id: string,
    customer: Parameters<FakeStripe["completeSession"]>[1] = {},
  ): FakeSession {
    const session = sessionOrThrow(id);
    session.status = "complete";
    session.url = null;
    if (session.mode === "setup") {
      session.payment_status = "no_payment_required";
      saveCard(session, customer.card ?? TEST_CARDS.pays);
      return session;
    }
    session.payment_status = customer.paymentStatus ?? "paid";
    session.customer_details = {
      name: customer.name ?? customers.get(session.customer ?? "")?.name ?? "Pat Doe",
      phone: customer.phone ?? "+15551234567",
      email: session.customer_email ?? customers.get(session.customer ?? "")?.email ?? null,
    };
    if (session.payment_status === "paid") pay(session, customer.card ?? TEST_CARDS.pays);
    return session;
  }

  function completeOnboarding(accountId: string): FakeAccount {
    const account = accounts.get(accountId);
    if (!account) throw new Error(`fake Stripe has no account ${accountId}`);
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
    return account;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function sessionOrThrow(id: string): FakeSession {
    const session = sessions.get(id);
    if (!session) throw new Error(`fake Stripe has no session ${id}`);
    return session;
  }

  function intentOrThrow(id: string): FakePaymentIntent {
    const intent = paymentIntents.get(id);
    if (!intent) throw new Error(`fake Stripe has no payment intent ${id}`);
    return intent;
  }

  /** The fee Quotewise keeps of a succeeded payment into a connected account. */
  function takeFee(intent: FakePaymentIntent): void {
    const destination = intent.transfer_data?.destination;
    if (intent.application_fee_amount === null || !destination) return;
    const applicationFee = {
      id: randomId("fee"),
      amount: intent.application_fee_amount,
      amount_refunded: 0,
      account: destination,
      payment_intent: intent.id,
    };
    applicationFees.set(applicationFee.id, applicationFee);
  }

  type IntentData = FakeSession["payment_intent_data"] & { application_fee_amount?: string };

  function newIntent(options: {
    amount: number;
    currency: string;
    data: IntentData;
    customer: string | null;
    paymentMethod: string | null;
  }): FakePaymentIntent {
    const { data } = options;
    const destination = data.transfer_data?.destination ?? null;
    return {
      id: randomId("pi"),
      object: "payment_intent",
      amount: options.amount,
      amount_received: options.amount,
      currency: options.currency,
      status: "succeeded",
      latest_charge: randomId("ch"),
      processing: null,
      customer: options.customer,
      payment_method: options.paymentMethod,
      setup_future_usage: data.setup_future_usage ?? null,
      application_fee_amount:
        data.application_fee_amount === undefined ? null : Number(data.application_fee_amount),
      on_behalf_of: data.on_behalf_of ?? null,
      transfer_data: destination ? { destination } : null,
      last_payment_error: null,
      metadata: data.metadata ?? {},
    };
  }

  /** A card the customer typed: saved to `customer` when given. */
  function newCard(cardNumber: string, customer: string | null): FakePaymentMethod {
    const card: FakePaymentMethod = {
      id: randomId("pm"),
      object: "payment_method",
      type: "card",
      card: {
        brand: cardNumber.startsWith("4") ? "visa" : "unknown",
        last4: cardNumber.slice(-4),
        exp_month: 12,
        exp_year: 2034,
      },
      customer,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      metadata: {},
    };
    paymentMethods.set(card.id, card);
    cardNumbers.set(card.id, cardNumber);
    return card;
  }

  /** A session in setup mode is completed: the card is saved to its customer by a setup intent. */
  function saveCard(session: FakeSession, cardNumber: string): void {
    if (session.setup_intent) return;
    const card = newCard(cardNumber, session.customer);
    const intent: FakeSetupIntent = {
      id: randomId("seti"),
      object: "setup_intent",
      application: null,
      cancellation_reason: null,
      created: Math.floor(Date.now() / 1000),
      customer: session.customer,
      description: null,
      last_setup_error: null,
      livemode: false,
      metadata: session.setup_intent_data.metadata ?? {},
      on_behalf_of: session.setup_intent_data.on_behalf_of ?? null,
      payment_method: card.id,
      payment_method_types: ["card"],
      status: "succeeded",
      usage: "off_session",
    };
    setupIntents.set(intent.id, intent);
    session.setup_intent = intent.id;
  }

  /** The session is paid with a card: its payment intent, the card saved if asked, the fee. */
  function pay(session: FakeSession, cardNumber: string): void {
    if (session.payment_intent) return;
    const data = session.payment_intent_data;
    const saved = data.setup_future_usage !== undefined && session.customer !== null;
    const card = newCard(cardNumber, saved ? session.customer : null);
    const intent = newIntent({
      amount: session.amount_total ?? 0,
      currency: session.currency,
      data,
      customer: session.customer,
      paymentMethod: card.id,
    });
    paymentIntents.set(intent.id, intent);
    takeFee(intent);
    session.payment_intent = intent.id;
  }

  /**
   * POST /v1/payment_intents with confirm: a charge of a saved card. Off-session, a card that
   * asks for authentication or is declined fails with a card error (402) naming the payment
   * intent, which stays requires_payment_method, as Stripe's does.
   */
  function createIntent(body: Record<string, unknown>): Reply {
    const customer = (body.customer as string | undefined) ?? null;
    const paymentMethodId = (body.payment_method as string | undefined) ?? null;
    const card = paymentMethodId ? paymentMethods.get(paymentMethodId) : undefined;
    if (paymentMethodId && !card) return missing("payment_method");
    if (card && card.customer !== customer) {
      return invalid(
        "The provided PaymentMethod was previously used without being attached to a Customer, or is attached to another one.",
      );
    }
    if (body.confirm !== "true" || !card) {
      return invalid("Only confirmed payments of a saved card are supported by the fake.");
    }
    const intent = newIntent({
      amount: Number(body.amount),
      currency: String(body.currency ?? "usd"),
      data: {
        ...(body.application_fee_amount !== undefined && {
          application_fee_amount: String(body.application_fee_amount),
        }),
        ...(body.on_behalf_of !== undefined && { on_behalf_of: String(body.on_behalf_of) }),
        ...(body.transfer_data !== undefined && {
          transfer_data: body.transfer_data as { destination: string },
        }),
        metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      },
      customer,
      paymentMethod: card.id,
    });
    paymentIntents.set(intent.id, intent);
    const offSession = body.off_session === "true";
    const failure =
      offSession && cardNumbers.get(card.id) === TEST_CARDS.authenticationRequired
        ? {
            code: "authentication_required",
            message: "Your card was declined. This transaction requires authentication.",
          }
        : cardNumbers.get(card.id) === TEST_CARDS.declined
          ? { code: "card_declined", message: "Your card has insufficient funds." }
          : undefined;
    if (failure) {
      Object.assign(intent, {
        status: "requires_payment_method",
        amount_received: 0,
        latest_charge: null,
        last_payment_error: { type: "card_error", ...failure },
      });
      return cardError(failure.code, failure.message, intent);
    }
    if (customer !== null && processingCustomers.has(customer)) {
      Object.assign(intent, {
        status: "processing",
        amount_received: 0,
        processing: { type: "card" },
      });
      return ok(intent);
    }
    takeFee(intent);
    return ok(intent);
  }

  function sign(payload: string, secret: string) {
    return signer.webhooks.generateTestHeaderString({ payload, secret });
  }

  function eventPayload(
    type: string,
    object: unknown,
    options: { eventId?: string; account?: string },
  ) {
    const eventId = options.eventId ?? randomId("evt");
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      ...(options.account && { account: options.account }),
      data: { object },
    });
    return { eventId, payload };
  }

  function chargeOf(paymentIntentId: string) {
    const intent = intentOrThrow(paymentIntentId);
    const charged = [...refunds.values()].filter(
      (candidate) => candidate.payment_intent === intent.id,
    );
    const amountRefunded = charged.reduce((sum, candidate) => sum + candidate.amount, 0);
    return {
      id: intent.latest_charge,
      object: "charge",
      amount: intent.amount,
      amount_refunded: amountRefunded,
      refunded: amountRefunded === intent.amount,
      payment_intent: intent.id,
      metadata: intent.metadata,
    };
  }

  return {
    url,
    secretKey,
    webhookSecret,
    connectWebhookSecret,
    requests,
    sessions,
    accounts,
    paymentIntents,
    customers,
    paymentMethods,
    setupIntents,
    applicationFees,
    refunds,
    completeOnboarding,
    onboardedAccount(businessId) {
      const made = route(
        "POST",
        "/v1/accounts",
        { type: "express", metadata: { businessId } },
        new URLSearchParams(),
      );
      return completeOnboarding((made.body as FakeAccount).id);
    },
    completeSession,
    expireSession(id) {
      const session = sessionOrThrow(id);
      if (session.status !== "open") throw new Error(`session ${id} is ${session.status}`);
      session.status = "expired";
      session.url = null;
      return session;
    },
    processChargesOf(customerId) {
      processingCustomers.add(customerId);
    },
    settleIntent(id, outcome) {
      const intent = intentOrThrow(id);
      if (intent.status !== "processing")
        throw new Error(`payment intent ${id} is ${intent.status}`);
      if (outcome === "succeeded") {
        Object.assign(intent, {
          status: "succeeded",
          amount_received: intent.amount,
          processing: null,
        });
        takeFee(intent);
      } else {
        Object.assign(intent, {
          status: "requires_payment_method",
          latest_charge: null,
          processing: null,
          last_payment_error: {
            type: "card_error",
            code: "card_declined",
            message: "Your card has insufficient funds.",
          },
        });
      }
      return intent;
    },
    signedEvent(type, sessionId, options = {}) {
      const session = sessionAsSent(sessionOrThrow(sessionId));
      const { eventId, payload } = eventPayload(type, session, options);
      return { eventId, payload, signature: sign(payload, webhookSecret) };
    },
    signedObjectEvent(type, object, options = {}) {
      const { eventId, payload } = eventPayload(type, object, options);
      const secret = options.account ? connectWebhookSecret : webhookSecret;
      return { eventId, payload, signature: sign(payload, secret) };
    },
    chargeOf,
    refundInStripe(paymentIntentId, amount) {
      const made = refund({ paymentIntentId, amount, refundApplicationFee: true });
      if (!("object" in made))
        throw new Error(`fake Stripe refused the refund: ${JSON.stringify(made.body)}`);
      return made;
    },
    dispute(paymentIntentId) {
      const intent = intentOrThrow(paymentIntentId);
      return {
        id: randomId("dp"),
        object: "dispute",
        amount: intent.amount,
        charge: intent.latest_charge,
        payment_intent: intent.id,
        reason: "fraudulent",
        status: "needs_response",
        created: Math.floor(Date.now() / 1000),
      };
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

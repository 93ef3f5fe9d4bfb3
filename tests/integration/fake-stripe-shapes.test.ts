import { readFileSync } from "node:fs";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeClient } from "@/server/payments/stripe-client";
import { type FakeStripe, startFakeStripe, TEST_CARDS } from "../helpers/fake-stripe";

/** Stripe's own example of every resource (tests/fixtures/stripe/README.md). */
const EXAMPLES = (
  JSON.parse(
    readFileSync(new URL("../fixtures/stripe/fixtures3.json", import.meta.url), "utf8"),
  ) as { resources: Record<string, Record<string, unknown>> }
).resources;

/**
 * Fields Stripe sends only in some cases, which its examples therefore leave out. Each is in
 * Stripe's API reference: an event from a connected account names it; a payment error has a
 * code and a message.
 */
const SOMETIMES_SENT: Record<string, readonly string[]> = {
  event: ["account"],
  payment_intent: ["last_payment_error.code", "last_payment_error.message"],
};

/** The fields of each resource that Quotewise's server reads (src/server/payments/). */
const READ_BY_THE_PRODUCT: Record<string, readonly string[]> = {
  "checkout.session": [
    "id",
    "url",
    "status",
    "payment_status",
    "payment_intent",
    "client_reference_id",
    "metadata",
    "currency",
    "amount_total",
    "customer_details.name",
    "customer_details.phone",
    "customer_details.email",
    "setup_intent",
  ],
  setup_intent: ["id", "status", "payment_method"],
  payment_intent: [
    "id",
    "status",
    "amount_received",
    "application_fee_amount",
    "customer",
    "payment_method",
    "metadata",
  ],
  account: ["id", "charges_enabled", "payouts_enabled", "details_submitted", "metadata"],
  account_link: ["url"],
  refund: ["id", "amount", "status", "reason", "metadata"],
  charge: ["payment_intent"],
  dispute: ["id", "amount", "reason", "payment_intent"],
  event: ["id", "type", "data.object"],
  customer: ["id"],
  payment_method: ["id", "customer", "card.brand", "card.last4"],
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const kindOf = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : typeof value;

/**
 * Where a returned object departs from Stripe's example of it: a field Stripe's example does not
 * have, or another type or nesting. Null stands for any type (Stripe's nullable fields), and an id
 * for an expandable object (Stripe sends the id unless asked to expand it); metadata is any
 * string-valued map.
 */
function driftFrom(
  example: unknown,
  actual: unknown,
  sometimes: readonly string[],
  path = "",
): string[] {
  if (actual === null || example === null) return [];
  if (isObject(example) && "id" in example && "object" in example && typeof actual === "string") {
    return [];
  }
  if (kindOf(example) !== kindOf(actual)) {
    return [`${path}: ${kindOf(actual)} where Stripe has ${kindOf(example)}`];
  }
  if (Array.isArray(example) && Array.isArray(actual)) {
    return example.length === 0
      ? []
      : actual.flatMap((item, index) =>
          driftFrom(example[0], item, sometimes, `${path}[${index}]`),
        );
  }
  if (!isObject(example) || !isObject(actual)) return [];
  if (path === "metadata" || path.endsWith(".metadata")) {
    return Object.entries(actual)
      .filter(([, value]) => typeof value !== "string")
      .map(([key]) => `${path}.${key}: not a string`);
  }
  return Object.entries(actual).flatMap(([key, value]) => {
    const field = path ? `${path}.${key}` : key;
    if (key in example) return driftFrom(example[key], value, sometimes, field);
    return sometimes.includes(field) ? [] : [`${field}: not a field of Stripe's`];
  });
}

/** The value at a dotted path; null when a field on the way is null (as Stripe's may be). */
const at = (object: unknown, path: string) =>
  path
    .split(".")
    .reduce<unknown>(
      (node, key) => (node === null ? null : isObject(node) ? node[key] : undefined),
      object,
    );

/** Drift from Stripe's example of the object's own resource, and read fields it lacks. */
function checkedAgainstStripe(object: unknown): string[] {
  const resource = String((object as { object?: unknown }).object);
  const example = EXAMPLES[resource];
  if (!example) return [`${resource}: no example of Stripe's`];
  const read = READ_BY_THE_PRODUCT[resource] ?? [];
  const sometimes = SOMETIMES_SENT[resource] ?? [];
  const missing = read
    .filter((path) => at(object, path) === undefined)
    .map((path) => `${path}: read by the product, not returned`);
  const notStripes = read
    .filter((path) => at(example, path) === undefined && !sometimes.includes(path))
    .map((path) => `${path}: read by the product, not in Stripe's example`);
  if (resource !== "event") {
    return [...missing, ...notStripes, ...driftFrom(example, object, sometimes)];
  }
  // An event's data.object is any resource: checked against its own example.
  const { data, ...envelope } = object as { data: { object: unknown } };
  const { data: _exampleData, ...exampleEnvelope } = example;
  return [
    ...missing,
    ...notStripes,
    ...driftFrom(exampleEnvelope, envelope, sometimes),
    ...checkedAgainstStripe(data.object).map((drift) => `data.object.${drift}`),
  ];
}

/** Plain JSON, as it came over the wire (the SDK adds a lastResponse of its own). */
const asSent = (object: unknown) => JSON.parse(JSON.stringify(object)) as Record<string, unknown>;

describe("the fake Stripe, driven through the official SDK, answers in Stripe's shapes", () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = createStripeClient({ secretKey: fake.secretKey, apiBase: fake.url });
  });
  afterAll(() => fake?.close());

  const returned: { name: string; object: () => Promise<unknown> }[] = [];
  const check = (name: string, object: () => Promise<unknown>) => returned.push({ name, object });

  /** A deposit's session paid with `card` into a connected account, as the product creates it. */
  async function paidDeposit(card: string) {
    const account = await stripe.accounts.create({
      type: "express",
      metadata: { businessId: "b" },
    });
    fake.completeOnboarding(account.id);
    const customer = await stripe.customers.create({
      email: "pat@example.com",
      name: "Pat Doe",
      metadata: { orderId: "o", businessId: "b" },
    });
    const metadata = { orderId: "o", businessId: "b", payment: "deposit" };
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: 5000, product_data: { name: "Deposit" } },
        },
      ],
      customer: customer.id,
      phone_number_collection: { enabled: true },
      client_reference_id: "o",
      metadata,
      payment_intent_data: {
        metadata,
        application_fee_amount: 150,
        on_behalf_of: account.id,
        transfer_data: { destination: account.id },
        setup_future_usage: "off_session",
      },
      success_url: "https://quotes.example.com/checkout/success?order=o",
      cancel_url: "https://quotes.example.com/checkout/cancel?order=o",
    });
    fake.completeSession(session.id, { card });
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const intent = await stripe.paymentIntents.retrieve(paid.payment_intent as string);
    return { account, customer, session, paid, intent };
  }

  check("an open checkout session", async () => {
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: "usd",
            unit_amount: 12_500,
            product_data: { name: "Service", description: "One visit." },
          },
        },
      ],
      customer_email: "pat@example.com",
      phone_number_collection: { enabled: true },
      client_reference_id: "o",
      metadata: { orderId: "o", businessId: "b", payment: "full" },
      payment_intent_data: { metadata: { orderId: "o", businessId: "b", payment: "full" } },
      success_url: "https://quotes.example.com/checkout/success?order=o",
      cancel_url: "https://quotes.example.com/checkout/cancel?order=o",
    });
    return session;
  });
  check("an expired checkout session", async () => {
    const { session } = await paidDeposit(TEST_CARDS.pays);
    const open = await stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: { currency: "usd", unit_amount: 100, product_data: { name: "Balance" } },
        },
      ],
      customer: session.customer as string,
      success_url: "https://quotes.example.com/s",
      cancel_url: "https://quotes.example.com/c",
    });
    fake.expireSession(open.id);
    return stripe.checkout.sessions.retrieve(open.id);
  });
  check("a paid checkout session", async () => (await paidDeposit(TEST_CARDS.pays)).paid);
  check("a payment intent into a connected account", async () => {
    return (await paidDeposit(TEST_CARDS.pays)).intent;
  });
  check("an off-session payment intent", async () => {
    const { account, customer, intent } = await paidDeposit(TEST_CARDS.pays);
    return stripe.paymentIntents.create({
      amount: 7500,
      currency: "usd",
      customer: customer.id,
      payment_method: intent.payment_method as string,
      off_session: true,
      confirm: true,
      metadata: { orderId: "o", businessId: "b", payment: "balance", attempt: "1" },
      application_fee_amount: 225,
      on_behalf_of: account.id,
      transfer_data: { destination: account.id },
    });
  });
  check("an off-session payment intent still processing, then declined", async () => {
    const { customer, intent } = await paidDeposit(TEST_CARDS.pays);
    fake.processChargesOf(customer.id);
    const processing = await stripe.paymentIntents.create({
      amount: 7500,
      currency: "usd",
      customer: customer.id,
      payment_method: intent.payment_method as string,
      off_session: true,
      confirm: true,
      metadata: { orderId: "o", businessId: "b", payment: "visit", visitChargeId: "c" },
    });
    expect(processing).toMatchObject({ status: "processing", processing: { type: "card" } });
    expect(checkedAgainstStripe(processing)).toEqual([]);
    fake.settleIntent(processing.id, "failed");
    return stripe.paymentIntents.retrieve(processing.id);
  });
  check("a declined payment's intent, in the card error", async () => {
    const { customer, intent } = await paidDeposit(TEST_CARDS.declined);
    const error = await stripe.paymentIntents
      .create({
        amount: 7500,
        currency: "usd",
        customer: customer.id,
        payment_method: intent.payment_method as string,
        off_session: true,
        confirm: true,
      })
      .then(
        () => undefined,
        (failure: Stripe.errors.StripeCardError) => failure,
      );
    expect(error?.type).toBe("StripeCardError");
    expect(error?.code).toBe("card_declined");
    return error?.payment_intent;
  });
  check("a connected account, new and onboarded", async () => {
    const account = await stripe.accounts.create({
      type: "express",
      email: "owner@example.com",
      business_profile: { name: "Example Co", url: "https://example.com" },
      metadata: { businessId: "b" },
    });
    fake.completeOnboarding(account.id);
    return stripe.accounts.retrieve(account.id);
  });
  check("an account link", async () => {
    const account = await stripe.accounts.create({ type: "express" });
    return stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      return_url: "https://quotes.example.com/admin/settings/payments?connected=1",
      refresh_url: "https://quotes.example.com/admin/settings/payments",
    });
  });
  check("a customer", async () =>
    stripe.customers.retrieve((await paidDeposit(TEST_CARDS.pays)).customer.id),
  );
  check("a saved card", async () => {
    const { intent } = await paidDeposit(TEST_CARDS.pays);
    return stripe.paymentMethods.retrieve(intent.payment_method as string);
  });
  /** A card update's session in setup mode, completed, as the customer's page opens it. */
  async function savedBySetup() {
    const { account, customer } = await paidDeposit(TEST_CARDS.pays);
    const metadata = { orderId: "o", businessId: "b", planId: "p", payment: "card_update" };
    const session = await stripe.checkout.sessions.create({
      mode: "setup",
      currency: "usd",
      customer: customer.id,
      metadata,
      setup_intent_data: { metadata, on_behalf_of: account.id },
      success_url:
        "https://quotes.example.com/b/b/account/card/done?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://quotes.example.com/b/b/account",
    });
    fake.completeSession(session.id, { card: TEST_CARDS.pays });
    return stripe.checkout.sessions.retrieve(session.id);
  }
  check("a completed checkout session in setup mode", savedBySetup);
  check("a setup intent", async () =>
    stripe.setupIntents.retrieve((await savedBySetup()).setup_intent as string),
  );
  check("a customer's saved cards", async () => {
    const { customer } = await paidDeposit(TEST_CARDS.pays);
    const listed = await stripe.customers.listPaymentMethods(customer.id);
    expect(listed.data).toHaveLength(1);
    return listed.data[0];
  });
  check("a refund", async () => {
    const { intent } = await paidDeposit(TEST_CARDS.pays);
    return stripe.refunds.create({
      payment_intent: intent.id,
      amount: 1000,
      reason: "requested_by_customer",
      refund_application_fee: true,
      metadata: { orderId: "o", businessId: "b", refundId: "r" },
    });
  });
  check("a payment's refunds, listed", async () => {
    const { intent } = await paidDeposit(TEST_CARDS.pays);
    fake.refundInStripe(intent.id, 500);
    const listed = await stripe.refunds.list({ payment_intent: intent.id, limit: 100 });
    expect(listed.data).toHaveLength(1);
    return listed.data[0];
  });
  check("a refunded charge", async () => {
    const { intent } = await paidDeposit(TEST_CARDS.pays);
    fake.refundInStripe(intent.id, 500);
    return fake.chargeOf(intent.id);
  });
  check("a dispute", async () => fake.dispute((await paidDeposit(TEST_CARDS.pays)).intent.id));

  /** A delivery, as the product's webhook route verifies and reads it. */
  const verified = (delivery: { payload: string; signature: string }, secret: string) =>
    stripe.webhooks.constructEvent(delivery.payload, delivery.signature, secret);
  check("a checkout.session.completed event", async () => {
    const { session } = await paidDeposit(TEST_CARDS.pays);
    return verified(fake.signedEvent("checkout.session.completed", session.id), fake.webhookSecret);
  });
  check("a charge.refunded event", async () => {
    const { intent } = await paidDeposit(TEST_CARDS.pays);
    fake.refundInStripe(intent.id, 500);
    const delivery = fake.signedObjectEvent("charge.refunded", fake.chargeOf(intent.id));
    return verified(delivery, fake.webhookSecret);
  });
  check("a charge.dispute.created event", async () => {
    const { intent } = await paidDeposit(TEST_CARDS.pays);
    const delivery = fake.signedObjectEvent("charge.dispute.created", fake.dispute(intent.id));
    return verified(delivery, fake.webhookSecret);
  });
  check("a payment_intent.succeeded event", async () => {
    const { intent } = await paidDeposit(TEST_CARDS.pays);
    return verified(fake.signedObjectEvent("payment_intent.succeeded", intent), fake.webhookSecret);
  });
  check("a connected account's account.updated event", async () => {
    const { account } = await paidDeposit(TEST_CARDS.pays);
    const onboarded = await stripe.accounts.retrieve(account.id);
    const delivery = fake.signedObjectEvent("account.updated", onboarded, { account: account.id });
    return verified(delivery, fake.connectWebhookSecret);
  });

  it.each(returned)("$name", async ({ object }) => {
    expect(checkedAgainstStripe(asSent(await object()))).toEqual([]);
  });

  it("finds drift: a field Stripe does not have, another type, another nesting", () => {
    const session = asSent(EXAMPLES["checkout.session"]);
    expect(checkedAgainstStripe(session)).toEqual([]);
    const drift = checkedAgainstStripe({
      ...session,
      line_items: [{ name: "Service" }],
      payment_status: 1,
      customer_details: { name: "Pat", phone: null, email: { address: "pat@example.com" } },
      phone_number_collection: true,
      metadata: { attempt: 1 },
    });
    expect(drift.sort()).toEqual([
      "customer_details.email: object where Stripe has string",
      "line_items: not a field of Stripe's",
      "metadata.attempt: not a string",
      "payment_status: number where Stripe has string",
      "phone_number_collection: boolean where Stripe has object",
    ]);
    const { url: _url, ...withoutUrl } = session;
    expect(checkedAgainstStripe(withoutUrl)).toEqual(["url: read by the product, not returned"]);
  });
});

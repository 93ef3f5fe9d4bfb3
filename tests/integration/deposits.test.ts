import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { depositFor, splitApplicationFee } from "@/domain/deposits";
import { feeReversedCents } from "@/domain/refunds";
import type { EmailPayload } from "@/server/email/queue-email";
import { insertCustomQuote } from "../factories/insert-custom-quote";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { countRows, selectRows, uniqueEmail } from "../helpers/checkout";
import { connectStripeAccount } from "../helpers/connect";
import {
  deliverWebhook,
  type FakePaymentIntent,
  type FakeStripe,
  startFakeStripe,
  TEST_CARDS,
} from "../helpers/fake-stripe";
import {
  startSecondInstance,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";
const PUBLIC_URL = "https://quotes.example.com";

/** 450.00 + 3 x 25.00 = 525.00; with the demo's fee (4.9% + 30 cents) and tax (8%): 593.03. */
const DRAFT = {
  lines: [
    { label: "Clear the rear lot", amount: "450" },
    { label: "Salt bin refill", amount: 25, quantity: 3 },
  ],
};
const GRAND_TOTAL = 59303;
const FEE = 2603;
/** 30% of 593.03, to the cent. */
const DEPOSIT = 17791;
const BALANCE = GRAND_TOTAL - DEPOSIT;
const { depositFeeCents: DEPOSIT_FEE, balanceFeeCents: BALANCE_FEE } = splitApplicationFee({
  feeCents: FEE,
  grandTotalCents: GRAND_TOTAL,
  depositCents: DEPOSIT,
});

type Instance = Pick<TestServer, "request">;

/**
 * Deposits (docs/product/payments.md#deposits): a business asks a deposit on its custom quotes;
 * the customer pays it at checkout with the card saved; the dashboard charges the balance
 * off-session, or the customer gets a payment link when the bank wants them. Two instances share
 * one database, as behind a load balancer: Stripe's events reach either, duplicated, at once and
 * out of order, and every one changes an order once.
 */
describe.each(testDatabases)("deposits on %s", (kind) => {
  let stripe: FakeStripe;
  let a: TestServer;
  let b: TestServer;
  let owner: Record<string, string>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    a = await startTestServer(kind, {
      NOW,
      PUBLIC_URL,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      OUTBOX_POLL_INTERVAL_MS: "60000",
      SIGNUP_LIMIT_PER_HOUR: "0",
      ...TEST_ADMIN_ENV,
    });
    b = await startSecondInstance(a);
    await connectStripeAccount(a, stripe);
    owner = bearer(await loginAdmin(a));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await stripe?.close();
  });

  const call = async (
    instance: Instance,
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await instance.request(path, {
      ...init,
      method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    });
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  };
  const db = () => a.database;
  const detail = async (orderId: string) =>
    (await call(a, `/api/admin/orders/${orderId}`, { headers: owner })).body;
  const chargeBalance = (orderId: string, instance: Instance = a) =>
    call(instance, `/api/admin/orders/${orderId}/balance`, { method: "POST", headers: owner });
  /** Every copy to both instances at once; answers each delivery's outcome. */
  const deliverEverywhere = async (events: { payload: string; signature: string }[]) => {
    const answers = await Promise.all(
      events.flatMap((event) =>
        [a, b].map(async (instance) => {
          const response = await deliverWebhook(instance, event);
          expect(response.status).toBe(200);
          return ((await response.json()) as { outcome: string }).outcome;
        }),
      ),
    );
    return answers;
  };
  const count = (outcomes: string[], outcome: string) =>
    outcomes.filter((candidate) => candidate === outcome).length;
  const eventsOf = async (orderId: string, type: string) =>
    countRows(
      db(),
      sql`select count(*) from order_events where order_id = ${orderId} and type = ${type}`,
    );
  const emailsOf = (orderId: string, kind: string) =>
    selectRows<{ payload: EmailPayload }>(
      db(),
      sql`select payload from outbox where kind = ${kind} and dedupe_key like ${`order:${orderId}:%`}`,
    );

  const setDeposit = async (deposit: unknown) => {
    const current = await call(a, "/api/admin/business", { headers: owner });
    return call(a, "/api/admin/business", {
      method: "PUT",
      headers: owner,
      json: {
        config: { ...current.body.config, payments: { deposit } },
        version: current.body.version,
      },
    });
  };

  /** A custom quote priced with DRAFT, emailed, accepted (on A) and its deposit paid with `card`. */
  const paidDeposit = async (card: string = TEST_CARDS.pays) => {
    const email = uniqueEmail("deposit");
    const request = await insertCustomQuote(db().db, { email });
    const sent = await call(a, `/api/admin/custom-quotes/${request.id}/offers`, {
      json: DRAFT,
      headers: owner,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [mail] = await selectRows<{ payload: EmailPayload }>(
      db(),
      sql`select payload from outbox where kind = 'custom_quote_offer' and payload->>'to' = ${email}`,
    );
    const token = /offer#token=([A-Za-z0-9_-]{43})/.exec(mail!.payload.text)![1]!;
    const accepted = await call(a, "/api/offers/accept", { json: { token } });
    expect(accepted.status).toBe(201);
    const orderId: string = accepted.body.orderId;
    const session = [...stripe.sessions.values()].find(
      (candidate) => candidate.client_reference_id === orderId,
    )!;
    stripe.completeSession(session.id, { card });
    const completed = stripe.signedEvent("checkout.session.completed", session.id);
    const outcomes = await deliverEverywhere([completed, completed]);
    expect(count(outcomes, "paid")).toBe(1);
    return { orderId, email, session, token };
  };

  describe("the business's deposit setting", () => {
    it("is validated, with each bad field named by its path", async () => {
      const cases: [unknown, string][] = [
        [{ kind: "percent", percent: 0 }, "payments.deposit.percent"],
        [{ kind: "percent", percent: 12.5 }, "payments.deposit.percent"],
        [{ kind: "fixed", amountCents: 49 }, "payments.deposit.amountCents"],
        [{ kind: "later" }, "payments.deposit.kind"],
      ];
      for (const [deposit, path] of cases) {
        const refused = await setDeposit(deposit);
        expect(refused.status).toBe(400);
        expect(refused.body.issues.map((issue: { path: string }) => issue.path)).toContain(
          `config.${path}`,
        );
      }
    });

    it("is the default of every new offer, which may set its own", async () => {
      expect((await setDeposit({ kind: "percent", percent: 30 })).status).toBe(200);
      const request = await insertCustomQuote(db().db, { email: uniqueEmail("default") });
      const offers = await call(a, `/api/admin/custom-quotes/${request.id}/offers`, {
        headers: owner,
      });
      expect(offers.body.defaultDeposit).toEqual({ kind: "percent", percent: 30 });
      const price = (draft: unknown) =>
        call(b, `/api/admin/custom-quotes/${request.id}/offers/price`, {
          json: draft,
          headers: owner,
        });
      expect((await price(DRAFT)).body).toMatchObject({
        grand_total_cents: GRAND_TOTAL,
        deposit_cents: DEPOSIT,
        amount_due_now_cents: DEPOSIT,
        amount_due_later_cents: BALANCE,
      });
      expect(DEPOSIT).toBe(depositFor({ kind: "percent", percent: 30 }, GRAND_TOTAL));
      const fixed = await price({
        ...DRAFT,
        deposit: { kind: "fixed", amount: "100", percent: "" },
      });
      expect(fixed.body).toMatchObject({ deposit_cents: 10000, amount_due_later_cents: 49303 });
      const none = await price({ ...DRAFT, deposit: { kind: "none" } });
      expect(none.body).toMatchObject({ deposit_cents: null, amount_due_now_cents: GRAND_TOTAL });
      const bad = await price({ ...DRAFT, deposit: { kind: "percent", percent: "100" } });
      expect(bad.status).toBe(400);
      expect(bad.body.issues[0].path).toBe("deposit.percent");
      const tiny = await price({ ...DRAFT, deposit: { kind: "fixed", amount: "0.25" } });
      expect(tiny.body.issues[0]).toEqual({
        path: "deposit.amount",
        message: "must be at least $0.50, the smallest card payment",
      });
    });
  });

  describe("paying the deposit, then the balance off-session", () => {
    let orderId: string;
    let balanceIntent: FakePaymentIntent;

    it("charges the deposit at checkout, with the card saved and the fee in proportion", async () => {
      const paid = await paidDeposit();
      orderId = paid.orderId;
      const { session } = paid;
      expect(session.amount_total).toBe(DEPOSIT);
      expect(session.customer).toMatch(/^cus_/);
      expect(session.customer_email).toBeNull();
      expect(session.payment_intent_data).toMatchObject({
        setup_future_usage: "off_session",
        application_fee_amount: String(DEPOSIT_FEE),
        metadata: { orderId, payment: "deposit" },
      });
      expect(stripe.customers.get(session.customer!)?.email).toBe(paid.email);

      const order = (await detail(orderId)).order;
      expect(order).toMatchObject({
        paymentStatus: "paid",
        depositCents: DEPOSIT,
        balanceStatus: "due",
        cardSaved: true,
        applicationFeeCents: DEPOSIT_FEE,
        amounts: { dueCents: GRAND_TOTAL, paidCents: DEPOSIT, outstandingCents: BALANCE },
        refundableCents: DEPOSIT,
      });
      expect(await eventsOf(orderId, "deposit_paid")).toBe(1);
      const [receipt] = await selectRows<{ payload: EmailPayload }>(
        db(),
        sql`select payload from outbox where dedupe_key = ${`order:${orderId}:receipt`}`,
      );
      expect(receipt!.payload.text).toContain("We received your deposit of $177.91");
      expect(receipt!.payload.text).toContain("The balance of $415.12 is charged");
      // The offer's link shows the rest as still to come.
      const shown = await call(a, "/api/offers/view", { json: { token: paid.token } });
      expect(shown.body).toMatchObject({ state: "paid", amount_due_later_cents: BALANCE });
    });

    it("charges the balance once when two clicks reach two instances at once", async () => {
      const answers = await Promise.all([chargeBalance(orderId, a), chargeBalance(orderId, b)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const made = answers.find((answer) => answer.status === 200)!;
      expect(made.body).toMatchObject({ outcome: "paid", balanceStatus: "paid" });
      const intents = [...stripe.paymentIntents.values()].filter(
        (intent) => intent.metadata.orderId === orderId && intent.metadata.payment === "balance",
      );
      expect(intents).toHaveLength(1);
      balanceIntent = intents[0]!;
      const order = (await detail(orderId)).order;
      expect(balanceIntent).toMatchObject({
        amount: BALANCE,
        status: "succeeded",
        customer: stripe.sessions.get(order.checkoutSessionId)?.customer,
        application_fee_amount: BALANCE_FEE,
        transfer_data: { destination: expect.stringMatching(/^acct_/) },
      });
      const call0 = stripe.requests.find(
        (request) => request.path === "/v1/payment_intents" && request.body.metadata,
      )!;
      expect(call0.body).toMatchObject({ off_session: "true", confirm: "true" });
      expect(call0.idempotencyKey).toBe(`quotewise-balance-${orderId}-1`);
      expect(order).toMatchObject({
        balanceStatus: "paid",
        balanceApplicationFeeCents: BALANCE_FEE,
        amounts: { paidCents: GRAND_TOTAL, outstandingCents: 0 },
        refundableCents: GRAND_TOTAL,
      });
      expect((await chargeBalance(orderId)).body.message).toBe(
        "This order is already paid in full.",
      );
    });

    it("records Stripe's own report of the balance's payment once", async () => {
      const succeeded = stripe.signedObjectEvent("payment_intent.succeeded", balanceIntent);
      const again = stripe.signedObjectEvent("payment_intent.succeeded", balanceIntent);
      const outcomes = await deliverEverywhere([succeeded, succeeded, again]);
      expect(outcomes.every((outcome) => ["already_paid", "duplicate"].includes(outcome))).toBe(
        true,
      );
      expect(await eventsOf(orderId, "balance_paid")).toBe(1);
      expect(await emailsOf(orderId, "balance_receipt")).toHaveLength(1);
      expect(await emailsOf(orderId, "balance_paid_notice")).toHaveLength(1);
      // The deposit's own payment intent is no balance: its session's events pay for it.
      const deposit = [...stripe.paymentIntents.values()].find(
        (intent) => intent.metadata.orderId === orderId && intent.metadata.payment === "deposit",
      );
      const depositEvent = stripe.signedObjectEvent("payment_intent.succeeded", deposit);
      expect((await deliverEverywhere([depositEvent])).sort()).toEqual([
        "duplicate",
        "not_balance",
      ]);
    });

    it("refunds the balance first, then the deposit, each with its own fee returned", async () => {
      const amountCents = BALANCE + 1000;
      const refunded = await call(a, `/api/admin/orders/${orderId}/refunds`, {
        json: { amountCents, reason: "requested_by_customer" },
        headers: owner,
      });
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
      expect(
        refunded.body.refunds.map((part: { amountCents: number }) => part.amountCents),
      ).toEqual([BALANCE, 1000]);
      expect(refunded.body).toMatchObject({
        refundedCents: amountCents,
        refundableCents: GRAND_TOTAL - amountCents,
      });
      const depositIntent = [...stripe.paymentIntents.values()].find(
        (intent) => intent.metadata.orderId === orderId && intent.metadata.payment === "deposit",
      )!;
      const feeOf = (intentId: string) =>
        [...stripe.applicationFees.values()].find((fee) => fee.payment_intent === intentId)!;
      expect(feeOf(balanceIntent.id).amount_refunded).toBe(BALANCE_FEE);
      const depositReversed = feeReversedCents({
        feeCents: DEPOSIT_FEE,
        paidCents: DEPOSIT,
        refundedBeforeCents: 0,
        amountCents: 1000,
      });
      expect(feeOf(depositIntent.id).amount_refunded).toBe(depositReversed);
      expect(
        refunded.body.refunds.map((part: { feeReversedCents: number }) => part.feeReversedCents),
      ).toEqual([BALANCE_FEE, depositReversed]);

      // Stripe's charge.refunded for each payment, twice to both instances: nothing new.
      const events = [balanceIntent.id, depositIntent.id].flatMap((intentId) => {
        const charge = stripe.chargeOf(intentId);
        return [stripe.signedObjectEvent("charge.refunded", charge)];
      });
      const outcomes = await deliverEverywhere([...events, ...events]);
      expect(outcomes.every((outcome) => outcome === "duplicate")).toBe(true);
      expect(
        await countRows(
          db(),
          sql`select count(*) from order_refunds where order_id = ${orderId} and status = 'succeeded'`,
        ),
      ).toBe(2);
    });
  });

  describe("when the bank wants the customer", () => {
    let orderId: string;
    let linkSessionId: string;
    /** The query of the balance link the dashboard shows. */
    let linkSearch: string;

    it("emails the customer a payment link and shows the balance awaiting them", async () => {
      ({ orderId } = await paidDeposit(TEST_CARDS.authenticationRequired));
      const charged = await chargeBalance(orderId, b);
      expect(charged.status).toBe(200);
      expect(charged.body).toMatchObject({
        outcome: "customer_emailed",
        balanceStatus: "awaiting_customer",
      });
      const failed = [...stripe.paymentIntents.values()].find(
        (intent) => intent.metadata.orderId === orderId && intent.metadata.attempt === "1",
      )!;
      expect(failed).toMatchObject({
        status: "requires_payment_method",
        last_payment_error: { code: "authentication_required" },
      });
      const order = (await detail(orderId)).order;
      expect(order).toMatchObject({
        balanceStatus: "awaiting_customer",
        amounts: { paidCents: DEPOSIT, outstandingCents: BALANCE },
      });
      const link = [...stripe.sessions.values()].find(
        (session) => session.metadata.orderId === orderId && session.metadata.payment === "balance",
      )!;
      linkSessionId = link.id;
      expect(link).toMatchObject({
        amount_total: BALANCE,
        customer: stripe.sessions.get(order.checkoutSessionId)?.customer,
        payment_intent_data: { application_fee_amount: String(BALANCE_FEE) },
      });
      const [mail] = await emailsOf(orderId, "balance_link");
      expect(mail!.payload.subject).toBe(
        "Please complete your payment of $415.12 to Northside Snow Co.",
      );
      // The email's link is our own, which leads on to Stripe's page (see the next test).
      expect(order.balanceLink?.url).toMatch(
        /^https:\/\/quotes\.example\.com\/api\/pay-balance\?token=[\w-]{43}$/,
      );
      expect(mail!.payload.text).toContain(order.balanceLink.url);
      expect(mail!.payload.text).toContain("Your bank asks you to approve this payment yourself");
      expect((await chargeBalance(orderId)).status).toBe(409);

      // Stripe's payment_intent.payment_failed for the same charge, however often: one link.
      const failure = stripe.signedObjectEvent("payment_intent.payment_failed", failed);
      const outcomes = await deliverEverywhere([failure, failure]);
      expect(outcomes.every((outcome) => ["ignored", "duplicate"].includes(outcome))).toBe(true);
      expect(await emailsOf(orderId, "balance_link")).toHaveLength(1);
      expect(await eventsOf(orderId, "balance_link_sent")).toBe(1);
    });

    it("shows the link to its business only, to send by hand, and when the customer opened it", async () => {
      const { balanceLink } = (await detail(orderId)).order;
      expect(balanceLink).toEqual({ url: expect.any(String), openedAt: null });
      const { search } = new URL(balanceLink.url);
      linkSearch = search;
      // Another business's owner reads no order of this one, and its API knows no such link.
      const signup = await call(a, "/api/signup", {
        json: {
          businessName: "Other Lawns",
          trade: "lawn-mowing",
          ownerName: "Otto Other",
          email: uniqueEmail("other-owner"),
          password: "other lawns password",
        },
      });
      expect(signup.status).toBe(201);
      const elsewhere = await call(a, `/api/admin/orders/${orderId}`, {
        headers: bearer(signup.body.token),
      });
      expect(elsewhere.status).toBe(404);
      const foreign = await b.request(`/api/b/${signup.body.business.slug}/pay-balance${search}`, {
        redirect: "manual",
      });
      expect(foreign.status).toBe(404);
      expect(await foreign.text()).toContain("This payment link does not work");
      expect((await detail(orderId)).order.balanceLink.openedAt).toBeNull();

      // The customer opens it (on either instance): on to Stripe's page, the opening recorded.
      const opened = await b.request(`/api/pay-balance${search}`, { redirect: "manual" });
      expect(opened.status).toBe(303);
      expect(opened.headers.get("location")).toBe(stripe.sessions.get(linkSessionId)!.url);
      expect((await detail(orderId)).order.balanceLink).toEqual({
        url: balanceLink.url,
        openedAt: "2025-10-01T12:00:00.000Z",
      });
    });

    it("records the link's payment once, whichever of its events comes first", async () => {
      stripe.completeSession(linkSessionId);
      const intentId = stripe.sessions.get(linkSessionId)!.payment_intent!;
      const succeeded = stripe.signedObjectEvent(
        "payment_intent.succeeded",
        stripe.paymentIntents.get(intentId),
      );
      const completed = stripe.signedEvent("checkout.session.completed", linkSessionId);
      // The payment intent's event first, then the session's, every one twice on both instances.
      const outcomes = await deliverEverywhere([succeeded, completed, succeeded, completed]);
      expect(count(outcomes, "balance_paid")).toBe(1);
      expect(await eventsOf(orderId, "balance_paid")).toBe(1);
      expect(await emailsOf(orderId, "balance_receipt")).toHaveLength(1);
      const order = (await detail(orderId)).order;
      expect(order).toMatchObject({
        balanceStatus: "paid",
        balanceApplicationFeeCents: BALANCE_FEE,
        amounts: { paidCents: GRAND_TOTAL, outstandingCents: 0 },
        balanceLink: null,
      });
      // The link, opened again, says there is nothing left to pay.
      const reopened = await a.request(`/api/pay-balance${linkSearch}`, { redirect: "manual" });
      expect(reopened.status).toBe(200);
      const page = await reopened.text();
      expect(page).toContain("Your balance is paid");
      // Its style is allowed by its hash, under the API's otherwise closed policy.
      const style = /<style>(.*)<\/style>/.exec(page)![1]!;
      const hash = createHash("sha256").update(style).digest("base64");
      expect(reopened.headers.get("content-security-policy")).toContain(
        `style-src 'sha256-${hash}'`,
      );
      // A late report of the first, failed charge changes nothing.
      const failed = [...stripe.paymentIntents.values()].find(
        (intent) => intent.metadata.orderId === orderId && intent.metadata.attempt === "1",
      )!;
      const late = stripe.signedObjectEvent("payment_intent.payment_failed", failed);
      expect(await deliverEverywhere([late])).toEqual(
        expect.arrayContaining(["ignored", "duplicate"]),
      );
      expect((await detail(orderId)).order.balanceStatus).toBe("paid");
    });

    it("reopens the balance when the link expires unpaid, and a new charge sends a new link", async () => {
      const { orderId: expiring } = await paidDeposit(TEST_CARDS.authenticationRequired);
      expect((await chargeBalance(expiring)).body.outcome).toBe("customer_emailed");
      const first = [...stripe.sessions.values()].find(
        (session) =>
          session.metadata.orderId === expiring && session.metadata.payment === "balance",
      )!;
      stripe.expireSession(first.id);
      const expired = stripe.signedEvent("checkout.session.expired", first.id);
      const outcomes = await deliverEverywhere([expired, expired]);
      expect(count(outcomes, "link_expired")).toBe(1);
      expect((await detail(expiring)).order.balanceStatus).toBe("due");
      expect(await eventsOf(expiring, "balance_link_expired")).toBe(1);

      expect((await chargeBalance(expiring, b)).body.outcome).toBe("customer_emailed");
      const links = await emailsOf(expiring, "balance_link");
      expect(links).toHaveLength(2);
      const second = [...stripe.sessions.values()].find(
        (session) =>
          session.metadata.orderId === expiring &&
          session.metadata.payment === "balance" &&
          session.id !== first.id,
      )!;
      // The new email's link leads to the new session; the expired one's leads nowhere.
      const leadsTo = async (mail: (typeof links)[number]) => {
        const search = /\/pay-balance(\?token=[\w-]+)/.exec(mail.payload.text)![1]!;
        const opened = await a.request(`/api/pay-balance${search}`, { redirect: "manual" });
        return opened.headers.get("location") ?? opened.status;
      };
      expect(await Promise.all(links.map(leadsTo))).toEqual(
        expect.arrayContaining([second.url, 404]),
      );
      // The first link's expiry, delivered late again, does not reopen the second.
      const lateExpiry = stripe.signedEvent("checkout.session.expired", first.id);
      await deliverEverywhere([lateExpiry]);
      expect((await detail(expiring)).order.balanceStatus).toBe("awaiting_customer");
    });

    it("sends the link from the webhook when the charge's server stopped before it could", async () => {
      const { orderId: stopped } = await paidDeposit(TEST_CARDS.declined);
      // The charge was claimed and made, then its server stopped before recording the answer.
      await db().db.execute(sql`update orders set balance_status = 'charging', balance_attempts = 1,
        balance_charging_since = now() where id = ${stopped}`);
      const order = (
        await selectRows<{ stripe_customer_id: string; stripe_payment_method_id: string }>(
          db(),
          sql`select stripe_customer_id, stripe_payment_method_id from orders where id = ${stopped}`,
        )
      )[0]!;
      const made = await fetch(`${stripe.url}/v1/payment_intents`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${stripe.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          amount: String(BALANCE),
          currency: "usd",
          customer: order.stripe_customer_id,
          payment_method: order.stripe_payment_method_id,
          off_session: "true",
          confirm: "true",
          "metadata[orderId]": stopped,
          "metadata[businessId]": "northside-snow",
          "metadata[payment]": "balance",
          "metadata[attempt]": "1",
        }),
      });
      expect(made.status).toBe(402);
      const failed = ((await made.json()) as { error: { payment_intent: FakePaymentIntent } }).error
        .payment_intent;
      const failure = stripe.signedObjectEvent("payment_intent.payment_failed", failed);
      const outcomes = await deliverEverywhere([failure, failure]);
      expect(count(outcomes, "link_sent")).toBe(1);
      const [mail] = await emailsOf(stopped, "balance_link");
      expect(mail!.payload.text).toContain("Your bank did not accept the charge");
      expect(await emailsOf(stopped, "balance_link")).toHaveLength(1);
      expect((await detail(stopped)).order.balanceStatus).toBe("awaiting_customer");
    });
  });

  describe("refunds and disputes on two instances", () => {
    let orderId: string;
    let intentId: string;

    it("records a refund made in Stripe once, however it is delivered", async () => {
      ({ orderId } = await paidDeposit());
      intentId = [...stripe.paymentIntents.values()].find(
        (intent) => intent.metadata.orderId === orderId && intent.metadata.payment === "deposit",
      )!.id;
      stripe.refundInStripe(intentId, 500);
      const charge = stripe.chargeOf(intentId);
      const first = stripe.signedObjectEvent("charge.refunded", charge);
      const second = stripe.signedObjectEvent("charge.refunded", charge);
      const outcomes = await deliverEverywhere([first, second, first]);
      expect(count(outcomes, "refunded")).toBe(1);
      expect((await detail(orderId)).order.refundedCents).toBe(500);
      expect(
        await countRows(db(), sql`select count(*) from order_refunds where order_id = ${orderId}`),
      ).toBe(1);
      expect(await eventsOf(orderId, "refunded")).toBe(1);
    });

    it("records a dispute once and emails the business once", async () => {
      const dispute = stripe.dispute(intentId);
      const first = stripe.signedObjectEvent("charge.dispute.created", dispute);
      const again = stripe.signedObjectEvent("charge.dispute.created", dispute);
      const outcomes = await deliverEverywhere([first, again, first, again]);
      expect(count(outcomes, "disputed")).toBe(1);
      expect(await eventsOf(orderId, "disputed")).toBe(1);
      expect(
        await countRows(
          db(),
          sql`select count(*) from outbox where dedupe_key = ${`dispute:${dispute.id}:notice`}`,
        ),
      ).toBe(1);
    });
  });

  it("takes the deposit and the balance on the test page for a business in setup", async () => {
    const signup = await call(a, "/api/signup", {
      json: {
        businessName: "Deposit Lawns",
        trade: "lawn-mowing",
        ownerName: "Olive Owner",
        email: uniqueEmail("owner"),
        password: "deposit lawns password",
      },
    });
    expect(signup.status).toBe(201);
    const other = bearer(signup.body.token);
    const slug: string = signup.body.business.slug;
    const email = uniqueEmail("setup");
    const request = await insertCustomQuote(db().db, { email, businessId: slug, area: null });
    const sent = await call(a, `/api/admin/custom-quotes/${request.id}/offers`, {
      json: { ...DRAFT, deposit: { kind: "fixed", amount: "50" } },
      headers: other,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ deposit_cents: 5000, amount_due_now_cents: 5000 });
    const [mail] = await selectRows<{ payload: EmailPayload }>(
      db(),
      sql`select payload from outbox where kind = 'custom_quote_offer' and payload->>'to' = ${email}`,
    );
    const token = /offer#token=([A-Za-z0-9_-]{43})/.exec(mail!.payload.text)![1]!;
    const accepted = await call(b, `/api/b/${slug}/offers/accept`, { json: { token } });
    expect(accepted.body.sessionUrl).toContain("/checkout/test");
    const orderId: string = accepted.body.orderId;
    const summary = await call(a, `/api/b/${slug}/checkout/orders/${orderId}`);
    expect(summary.body).toMatchObject({ amount_due_now_cents: 5000 });
    const paid = await call(a, `/api/b/${slug}/checkout/orders/${orderId}/test-payment`, {
      json: { customerName: "Sam Setup", phone: "(555) 010-0199" },
    });
    expect(paid.status).toBe(200);
    expect(
      (await call(a, `/api/admin/orders/${orderId}`, { headers: other })).body.order,
    ).toMatchObject({ balanceStatus: "due", paidInTestMode: true, amounts: { paidCents: 5000 } });
    const charged = await chargeBalanceAs(other, orderId);
    expect(charged.body).toMatchObject({ outcome: "paid", balanceStatus: "paid" });
    expect(
      stripe.requests.some(
        (made) => made.body.metadata && JSON.stringify(made.body).includes(orderId),
      ),
    ).toBe(false);
    // Another business cannot charge it.
    expect((await chargeBalance(orderId)).status).toBe(404);
  });

  const chargeBalanceAs = (headers: Record<string, string>, orderId: string) =>
    call(a, `/api/admin/orders/${orderId}/balance`, { method: "POST", headers });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../helpers/checkout";
import { addCrewBusiness, mowingBusiness } from "../helpers/crew-business";
import { deliverWebhook, type FakeStripe, TEST_CARDS } from "../helpers/fake-stripe";
import { pdfText } from "../helpers/pdf";
import { type BillingServers, buyWeeklyPlan, startBillingServers } from "../helpers/plan-billing";
import { apiCaller, type TestServer, testDatabases } from "../helpers/test-server";

const SLUG = "mow-dunning";
const OTHER = "trim-dunning";
const ACCOUNT = `/b/${SLUG}/account`;
/** A Wednesday. */
const NOW = "2026-03-04T12:00:00Z";
/** $50 a lawn, weekly at 10% off: $45, plus the 3% + 30 cents fee: $46.65 a visit, $1.65 ours. */
const VISIT_CENTS = 4665;
const VISIT_FEE_CENTS = 165;

const tokenIn = (text: string) => /\/account\/pay\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

/**
 * A plan's visit whose charge failed, paid by its customer (docs/product/plans.md#paying-a-failed-visit):
 * the emailed link, the Pay button on two instances, the payment recorded once however often
 * Stripe announces it, the plan resumed and its card replaced; links of another business or
 * visit, and expired ones, refused; the card replaced in setup mode from the customer's page.
 */
describe.each(testDatabases)("paying a failed visit on %s", (kind) => {
  let servers: BillingServers;
  let stripe: FakeStripe;
  let a: TestServer;
  let b: TestServer;
  let owner: Record<string, string>;
  let accountId: string;

  beforeAll(async () => {
    servers = await startBillingServers(kind, { slug: SLUG, name: "Mow Dunning", now: NOW });
    ({ stripe, a, b, owner, accountId } = servers);
    await addCrewBusiness(a, mowingBusiness(OTHER, "Trim Dunning"));
    // A listener for the plan events: its deliveries keep each payload.
    await a.database.db.execute(sql`
      insert into webhook_endpoints (business_id, url, events, secret)
      values (${SLUG}, 'https://crm.example/hooks', array['plan.changed', 'visit.charged'],
        'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdA==')`);
  });
  afterAll(() => servers?.close());

  const buyWeekly = (start: string, card: string) =>
    buyWeeklyPlan(servers, { slug: SLUG, start, card });
  const markDone = (visitId: string, instance: TestServer = a) =>
    apiCaller(() => instance)(`/api/admin/visits/${visitId}/done`, {
      method: "POST",
      headers: owner,
    });
  const emailsTo = (email: string, emailKind: string) =>
    selectRows<{
      text: string;
      html: string;
      subject: string;
      from_name: string;
      reply_to: string;
    }>(
      a.database,
      sql`select payload->>'text' as text, payload->>'html' as html, payload->>'subject' as subject,
            payload->'from'->>'name' as from_name, payload->>'replyTo' as reply_to
          from outbox where kind = ${emailKind} and payload->>'to' = ${email} order by id`,
    );
  const chargeOf = async (visitId: string) =>
    (
      await selectRows<{
        id: string;
        status: string;
        attempt: number;
        retry_at: Date | null;
        payment_intent_id: string | null;
        application_fee_cents: number | null;
      }>(
        a.database,
        sql`select id, status, attempt, retry_at, payment_intent_id, application_fee_cents
            from visit_charges where booking_id = ${visitId}`,
      )
    )[0]!;
  const planStatus = async (planId: string) =>
    (
      await selectRows<{ status: string }>(
        a.database,
        sql`select status from plans where id = ${planId}`,
      )
    )[0]!.status;
  const savedCard = async (orderId: string) =>
    (
      await selectRows<{ card: string }>(
        a.database,
        sql`select stripe_payment_method_id as card from orders where id = ${orderId}`,
      )
    )[0]!.card;
  const page = async (path: string, options: { cookie?: string; via?: TestServer } = {}) => {
    const response = await (options.via ?? a).request(path, {
      redirect: "manual",
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    });
    return {
      status: response.status,
      html: await response.text(),
      location: response.headers.get("location"),
    };
  };
  const form = async (
    path: string,
    fields: Record<string, string>,
    options: { cookie?: string; via?: TestServer } = {},
  ) => {
    const response = await (options.via ?? a).request(path, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
    return {
      status: response.status,
      html: await response.text(),
      location: response.headers.get("location"),
    };
  };
  const sessionOf = (location: string | null) => {
    const id = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(location ?? "")?.[1];
    expect(id, String(location)).toBeDefined();
    return stripe.sessions.get(id!)!;
  };
  const signIn = async (email: string) => {
    await form(`${ACCOUNT}/link`, { email });
    const [link] = (await emailsTo(email, "customer_sign_in_link")).slice(-1);
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(link!.text)![1]!;
    const signed = await a.request(`${ACCOUNT}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(signed.status).toBe(303);
    return signed.headers.get("set-cookie")!.split(";")[0]!;
  };

  it("a declined visit emails a link; paying on it is recorded once, stops the retries and takes the new card", async () => {
    const plan = await buyWeekly("2026-03-05T08:00:00-05:00", TEST_CARDS.declined);
    const visit = plan.visits[0]!;
    const failed = await markDone(visit.id);
    expect(failed.body.charge).toMatchObject({
      status: "failed",
      attempt: 1,
      retryAt: "2026-03-05T12:00:00.000Z",
    });

    // The customer's email: from the business, with the link and the next try.
    const [email, ...more] = await emailsTo(plan.email, "visit_payment_link");
    expect(more).toEqual([]);
    expect(email!.from_name).toBe("Mow Dunning");
    expect(email!.subject).toBe("Your payment of $46.65 to Mow Dunning did not go through");
    expect(email!.text).toContain("your bank declined the charge");
    expect(email!.text).toContain(
      "we will try the card on file again on Thursday, March 5, 2026 at 7:00 AM EST",
    );
    expect(email!.text).toContain("The link works for 30 days");
    const token = tokenIn(email!.text)!;
    expect(token).toBeDefined();

    const payPage = await page(`${ACCOUNT}/pay?token=${token}`);
    expect(payPage.status).toBe(200);
    expect(payPage.html).toContain("Mow Dunning");
    expect(payPage.html).toContain("Pay $46.65");
    expect(payPage.html).toContain("Thursday, March 12, 2026 at 8:00 AM EDT");

    // A retry under way with the old card: Pay waits for it.
    await a.database.db.execute(
      sql`update visit_charges set status = 'charging', charging_since = ${NOW}::timestamptz where booking_id = ${visit.id}`,
    );
    const busy = await form(`${ACCOUNT}/visits/${visit.id}/pay`, { token });
    expect(busy.status).toBe(409);
    expect(busy.html).toContain("being charged right now");
    await a.database.db.execute(
      sql`update visit_charges set status = 'failed', charging_since = null where booking_id = ${visit.id}`,
    );

    // Pay pressed on both instances at once: one Stripe page, on the business's account.
    const presses = await Promise.all(
      [a, b].map((via) => form(`${ACCOUNT}/visits/${visit.id}/pay`, { token }, { via })),
    );
    expect(presses.map((press) => press.status)).toEqual([303, 303]);
    expect(presses[0]!.location).toBe(presses[1]!.location);
    const session = sessionOf(presses[0]!.location);
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: VISIT_CENTS,
      customer: plan.customerId,
      payment_intent_data: {
        application_fee_amount: String(VISIT_FEE_CENTS),
        on_behalf_of: accountId,
        transfer_data: { destination: accountId },
        setup_future_usage: "off_session",
      },
    });
    // While the page is open, a retry (marking done again tries at once) leaves the card alone.
    const intentsBefore = stripe.paymentIntents.size;
    expect((await markDone(visit.id, b)).body.charge.message).toMatch(/being charged right now/);
    expect(stripe.paymentIntents.size).toBe(intentsBefore);

    // The customer pays with a new card; Stripe announces it twice on each instance.
    stripe.completeSession(session.id, { card: TEST_CARDS.pays });
    const event = stripe.signedEvent("checkout.session.completed", session.id);
    const again = stripe.signedEvent("checkout.session.completed", session.id);
    const deliveries = await Promise.all(
      [a, b, a, b].map(async (via, index) =>
        (await deliverWebhook(via, index < 2 ? event : again)).json(),
      ),
    );
    const outcomes = deliveries.map((delivery) => delivery.outcome).sort();
    expect(outcomes.filter((outcome) => outcome === "visit_paid")).toHaveLength(1);
    expect(
      outcomes.every((outcome) => ["visit_paid", "duplicate", "already_paid"].includes(outcome)),
    ).toBe(true);
    // The return page finds it paid.
    const done = await page(`${ACCOUNT}/pay/done?session_id=${session.id}`, { via: b });
    expect(done.status).toBe(200);
    expect(done.html).toContain("Your payment of $46.65 is received");

    const intent = stripe.paymentIntents.get(session.payment_intent!)!;
    expect(await chargeOf(visit.id)).toMatchObject({
      status: "paid",
      attempt: 1,
      retry_at: null,
      payment_intent_id: intent.id,
      application_fee_cents: VISIT_FEE_CENTS,
    });
    expect(await savedCard(plan.orderId)).toBe(intent.payment_method);
    const receipts = await emailsTo(plan.email, "visit_receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain("Thank you: your payment to Mow Dunning is received.");
    expect(receipts[0]!.text).toContain("Paid: $46.65");
    // Numbered next after the plan's order, its PDF linked from the email.
    const [numbers] = await selectRows<{ id: string; visit_number: number; order_number: number }>(
      a.database,
      sql`select c.id, c.receipt_number as visit_number, o.receipt_number as order_number
          from visit_charges c join plans p on p.id = c.plan_id join orders o on o.id = p.order_id
          where c.booking_id = ${visit.id}`,
    );
    expect(numbers!.visit_number).toBe(numbers!.order_number + 1);
    const receiptPath = `/api/b/${SLUG}/checkout/visit-charges/${numbers!.id}/receipt.pdf`;
    expect(receipts[0]!.text).toContain(`Download the receipt (PDF): `);
    expect(receipts[0]!.text).toContain(receiptPath);
    const pdf = await b.request(receiptPath);
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf)).toContain(`Receipt No. ${numbers!.visit_number}`);
    // No more tries: marking it done again answers paid, and charges nothing.
    expect((await markDone(visit.id)).body.charge).toMatchObject({ status: "paid", attempt: 1 });
    expect(stripe.paymentIntents.size).toBe(intentsBefore + 1);
    // The link now says it is paid.
    expect((await page(`${ACCOUNT}/pay?token=${token}`)).html).toContain("This visit is paid");
  });

  it("after the last try the plan pauses; paying on the link resumes it", async () => {
    const plan = await buyWeekly("2026-03-06T09:00:00-05:00", TEST_CARDS.authenticationRequired);
    const visit = plan.visits[0]!;
    for (let attempt = 1; attempt <= 4; attempt++) await markDone(visit.id);
    expect(await planStatus(visit.plan_id)).toBe("paused");
    const emails = await emailsTo(plan.email, "visit_payment_link");
    expect(emails).toHaveLength(4);
    expect(emails[0]!.text).toContain("your bank asks you to approve the payment yourself");
    expect(emails[3]!.text).toContain("That was our last try: your plan is paused");
    const token = tokenIn(emails[3]!.text)!;
    expect((await page(`${ACCOUNT}/pay?token=${token}`)).html).toContain(
      "Your plan is paused until it is paid",
    );

    const pressed = await form(`${ACCOUNT}/visits/${visit.id}/pay`, { token });
    const session = sessionOf(pressed.location);
    stripe.completeSession(session.id, { card: TEST_CARDS.pays });
    // The return page comes first this time; the webhook then finds it paid.
    expect((await page(`${ACCOUNT}/pay/done?session_id=${session.id}`)).html).toContain(
      "is received",
    );
    const late = await deliverWebhook(
      b,
      stripe.signedEvent("checkout.session.completed", session.id),
    );
    expect((await late.json()).outcome).toBe("already_paid");
    expect(await planStatus(visit.plan_id)).toBe("active");
    expect((await chargeOf(visit.id)).status).toBe("paid");
    // The business's listeners hear of the payment and of the plan going on, once each.
    const events = await selectRows<{ type: string; data: Record<string, unknown> }>(
      a.database,
      sql`select event_type as type, payload->'data' as data from webhook_deliveries
          where business_id = ${SLUG} order by id`,
    );
    const about = events.filter(
      ({ data }) => data.id === visit.plan_id || data.plan_id === visit.plan_id,
    );
    expect(about.map(({ type, data }) => [type, data.change ?? data.status])).toEqual([
      ["plan.changed", { kind: "paused", reason: "payment_failed" }],
      ["visit.charged", "paid"],
      ["plan.changed", { kind: "resumed", reason: "visit_paid" }],
    ]);
    const [receipt, ...more] = await emailsTo(plan.email, "visit_receipt");
    expect(more).toEqual([]);
    expect(receipt!.text).toContain("Your plan is active again");
  });

  it("a link works only for its visit at its business, and an expired one says so", async () => {
    const plan = await buyWeekly("2026-03-09T09:00:00-04:00", TEST_CARDS.declined);
    const [visit, next] = plan.visits;
    await markDone(visit!.id);
    const token = tokenIn((await emailsTo(plan.email, "visit_payment_link"))[0]!.text)!;

    // Another business's pages know no such link, and say nothing of the visit.
    const there = await page(`/b/${OTHER}/account/pay?token=${token}`);
    expect(there.status).toBe(404);
    expect(there.html).toContain("This payment link does not work");
    expect(there.html).not.toContain("46.65");
    expect(there.html).not.toContain("Mow Dunning");
    expect((await form(`/b/${OTHER}/account/visits/${visit!.id}/pay`, { token })).status).toBe(404);
    // Another visit, even of the same plan: not with this link.
    const otherVisit = await form(`${ACCOUNT}/visits/${next!.id}/pay`, { token });
    expect(otherVisit.status).toBe(404);
    expect(otherVisit.html).not.toContain("46.65");
    // No link and no session: sign in first.
    expect((await form(`${ACCOUNT}/visits/${visit!.id}/pay`, {})).status).toBe(401);
    // A mangled token.
    expect((await page(`${ACCOUNT}/pay?token=${token.slice(1)}x`)).status).toBe(404);

    await a.database.db.execute(
      sql`update visit_payment_links set expires_at = ${NOW}::timestamptz where booking_id = ${visit!.id}`,
    );
    const expired = await page(`${ACCOUNT}/pay?token=${token}`);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain("This payment link has expired");
    expect(expired.html).toContain("Payment links work for 30 days");
    expect((await form(`${ACCOUNT}/visits/${visit!.id}/pay`, { token })).status).toBe(410);
  });

  it("Update card on the customer's page saves a new card in setup mode; the next charge uses it", async () => {
    const plan = await buyWeekly("2026-03-10T09:00:00-04:00", TEST_CARDS.declined);
    const [visit] = plan.visits;
    await markDone(visit!.id);
    const cookie = await signIn(plan.email);
    const mine = await page(ACCOUNT, { cookie });
    expect(mine.html).toContain("Not paid");
    expect(mine.html).toContain(`action="${ACCOUNT}/visits/${visit!.id}/pay"`);
    expect(mine.html).toContain(`action="${ACCOUNT}/plans/${visit!.plan_id}/card"`);

    const update = await form(`${ACCOUNT}/plans/${visit!.plan_id}/card`, {}, { cookie });
    expect(update.status).toBe(303);
    const session = sessionOf(update.location);
    expect(session).toMatchObject({
      mode: "setup",
      customer: plan.customerId,
      amount_total: null,
      setup_intent_data: { on_behalf_of: accountId },
    });
    stripe.completeSession(session.id, { card: TEST_CARDS.pays });
    const back = await page(`${ACCOUNT}/card/done?session_id=${session.id}`, { cookie });
    expect(back.status).toBe(303);
    expect(back.location).toBe(`${ACCOUNT}?done=card-updated`);
    const announced = await deliverWebhook(
      b,
      stripe.signedEvent("checkout.session.completed", session.id),
    );
    expect((await announced.json()).outcome).toBe("card_updated");
    const newCard = stripe.setupIntents.get(session.setup_intent!)!.payment_method!;
    expect(await savedCard(plan.orderId)).toBe(newCard);

    // The next try charges the new card, off-session.
    const retried = await markDone(visit!.id);
    expect(retried.body.charge).toMatchObject({ status: "paid", attempt: 2 });
    const intent = stripe.paymentIntents.get((await chargeOf(visit!.id)).payment_intent_id!)!;
    expect(intent).toMatchObject({
      payment_method: newCard,
      customer: plan.customerId,
      amount: VISIT_CENTS,
    });

    // The customer's page lists the paid visit with its receipt.
    const listed = await page(ACCOUNT, { cookie });
    expect(listed.html).toContain(
      `href="/api/b/${SLUG}/checkout/visit-charges/${(await chargeOf(visit!.id)).id}/receipt.pdf">Receipt (PDF)`,
    );

    // Signed in, Pay on a paid visit says so; another customer's plan is not found.
    expect((await form(`${ACCOUNT}/visits/${visit!.id}/pay`, {}, { cookie })).html).toContain(
      "This visit is paid",
    );
    const stranger = await buyWeekly("2026-03-11T09:00:00-04:00", TEST_CARDS.pays);
    expect(
      (await form(`${ACCOUNT}/plans/${stranger.visits[0]!.plan_id}/card`, {}, { cookie })).status,
    ).toBe(404);
    expect(
      (await form(`${ACCOUNT}/visits/${stranger.visits[0]!.id}/pay`, {}, { cookie })).status,
    ).toBe(404);
  });
});

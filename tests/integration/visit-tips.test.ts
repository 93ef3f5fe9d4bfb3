import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { customer, selectRows, uniqueEmail } from "../helpers/checkout";
import { addCrewBusiness, CREW_AREA, mowingBusiness } from "../helpers/crew-business";
import { deliverWebhook, type FakeStripe, TEST_CARDS } from "../helpers/fake-stripe";
import { type BillingServers, buyWeeklyPlan, startBillingServers } from "../helpers/plan-billing";
import { apiCaller, type TestServer, testDatabases } from "../helpers/test-server";

const SLUG = "mow-tips";
const OTHER = "trim-tips";
const ACCOUNT = `/b/${SLUG}/account`;
/** A Wednesday. */
const NOW = "2026-03-04T12:00:00Z";

/**
 * A tip after a completed visit (docs/product/customer-account.md#tips, decision 059): offered
 * from the visit's price, paid on a Checkout Session on the business's account with no fee,
 * recorded once however often Stripe and the return page report it, refused for a visit of
 * another customer or business, and shown on the owner's plan.
 */
describe.each(testDatabases)("tips on %s", (kind) => {
  let servers: BillingServers;
  let stripe: FakeStripe;
  let a: TestServer;
  let b: TestServer;
  let owner: Record<string, string>;
  let accountId: string;

  beforeAll(async () => {
    servers = await startBillingServers(kind, { slug: SLUG, name: "Mow Tips", now: NOW });
    ({ stripe, a, b, owner, accountId } = servers);
    await addCrewBusiness(a, mowingBusiness(OTHER, "Trim Tips"));
    // A listener for tips: its deliveries keep each payload.
    await a.database.db.execute(sql`
      insert into webhook_endpoints (business_id, url, events, secret)
      values (${SLUG}, 'https://crm.example/hooks', array['visit.tipped'],
        'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdA==')`);
  });
  afterAll(() => servers?.close());

  const call = (instance: TestServer = a) => apiCaller(() => instance);
  const markDone = (visitId: string) =>
    call()(`/api/admin/visits/${visitId}/done`, { method: "POST", headers: owner });
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
  const emailsTo = (email: string, emailKind: string) =>
    selectRows<{ text: string; subject: string; from_name: string }>(
      a.database,
      sql`select payload->>'text' as text, payload->>'subject' as subject,
            payload->'from'->>'name' as from_name
          from outbox where kind = ${emailKind} and payload->>'to' = ${email} order by id`,
    );
  /** Signs in by the emailed link; answers the session cookie. */
  const cookieOf = async (email: string, slug = SLUG) => {
    const account = `/b/${slug}/account`;
    await form(`${account}/link`, { email });
    const [link] = (await emailsTo(email, "customer_sign_in_link")).slice(-1);
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(link!.text)![1]!;
    const signed = await a.request(`${account}/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(signed.status).toBe(303);
    return signed.headers.get("set-cookie")!.split(";")[0]!;
  };
  const sessionOf = (location: string | null) => {
    const id = /\/pay\/(cs_test_[0-9a-f]+)$/.exec(location ?? "")?.[1];
    expect(id, String(location)).toBeDefined();
    return stripe.sessions.get(id!)!;
  };
  const tipsOf = (visitId: string) =>
    selectRows<{ amount_cents: number; status: string; paid_now: boolean }>(
      a.database,
      sql`select amount_cents, status, paid_at = ${NOW}::timestamptz as paid_now
          from visit_tips where booking_id = ${visitId} order by created_at`,
    );
  /** A one-off visit bought through Stripe Checkout at `slug`; answers its email and booking. */
  const buyOneVisit = async (slug: string, start: string, email = uniqueEmail("tip")) => {
    const api = `/api/b/${slug}`;
    const selection = {
      service: "mow",
      area: CREW_AREA,
      option: "lawn",
      addons: [],
      frequency: "one_time",
    };
    const { body: quote } = await call()(`${api}/price`, { json: selection });
    const created = await call()(`${api}/checkout`, {
      json: {
        ...customer,
        email,
        ...selection,
        ...checkoutAmountsOf(quote),
        slot: { start },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { orderId } = created.body as { orderId: string };
    const session = [...stripe.sessions.values()].find(
      (one) => one.client_reference_id === orderId,
    );
    if (session) {
      stripe.completeSession(session.id, { card: TEST_CARDS.pays });
      const delivered = await deliverWebhook(
        a,
        stripe.signedEvent("checkout.session.completed", session.id),
      );
      expect(delivered.status).toBe(200);
    } else {
      // A business not connected to Stripe sells in test mode.
      const paid = await call()(`${api}/checkout/orders/${orderId}/test-payment`, {
        json: { customerName: "Pat Doe", phone: "914-555-0100" },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    }
    const [visit] = await selectRows<{ id: string }>(
      a.database,
      sql`select id from bookings where order_id = ${orderId}`,
    );
    return { email, orderId, visitId: visit!.id };
  };

  it("a plan's visit done is tipped on a page of the business's account without fee, once, and the owner sees it", async () => {
    const plan = await buyWeeklyPlan(servers, {
      slug: SLUG,
      start: "2026-03-05T08:00:00-05:00",
      card: TEST_CARDS.pays,
    });
    const visit = plan.visits[0]!;
    const cookie = await cookieOf(plan.email);
    // Not done yet: nothing to tip.
    expect((await page(`${ACCOUNT}/visits/${visit.id}/tip`, { cookie })).status).toBe(404);
    expect((await markDone(visit.id)).body.charge).toMatchObject({ status: "paid" });

    const mine = await page(ACCOUNT, { cookie });
    expect(mine.html).toContain("Completed visits");
    expect(mine.html).toContain(`href="${ACCOUNT}/visits/${visit.id}/tip"`);
    const tipPage = await page(`${ACCOUNT}/visits/${visit.id}/tip`, { cookie });
    expect(tipPage.status).toBe(200);
    // $46.65 a visit: 10%, 15% and 20% of it.
    expect(tipPage.html).toContain("$4.67 (10%)");
    expect(tipPage.html).toContain("$7.00 (15%)");
    expect(tipPage.html).toContain("$9.33 (20%)");

    const pressed = await form(
      `${ACCOUNT}/visits/${visit.id}/tip`,
      { amount: "other", other: "5" },
      { cookie },
    );
    expect(pressed.status).toBe(303);
    const session = sessionOf(pressed.location);
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 500,
      customer: plan.customerId,
      metadata: { payment: "tip", businessId: SLUG },
      payment_intent_data: {
        on_behalf_of: accountId,
        transfer_data: { destination: accountId },
      },
    });
    // No fee on a tip, and no card saved by it.
    expect(session.payment_intent_data).not.toHaveProperty("application_fee_amount");
    expect(session.payment_intent_data).not.toHaveProperty("setup_future_usage");

    // Paid; Stripe announces it twice on each instance, and the customer comes back twice.
    stripe.completeSession(session.id, { card: TEST_CARDS.pays });
    const event = stripe.signedEvent("checkout.session.completed", session.id);
    const again = stripe.signedEvent("checkout.session.completed", session.id);
    const outcomes = await Promise.all(
      [a, b, a, b].map(
        async (via, index) =>
          (await (await deliverWebhook(via, index < 2 ? event : again)).json()).outcome,
      ),
    );
    expect(outcomes.filter((outcome) => outcome === "tip_paid")).toHaveLength(1);
    expect(
      outcomes.every((outcome) => ["tip_paid", "duplicate", "already_tipped"].includes(outcome)),
    ).toBe(true);
    for (const via of [a, b]) {
      const back = await page(`${ACCOUNT}/tip/done?session_id=${session.id}`, { via });
      expect(back.location).toBe(`${ACCOUNT}?done=tipped`);
    }
    expect(await tipsOf(visit.id)).toEqual([{ amount_cents: 500, status: "paid", paid_now: true }]);
    const intent = stripe.paymentIntents.get(session.payment_intent!)!;
    expect(intent.application_fee_amount ?? null).toBeNull();
    expect(
      [...stripe.applicationFees.values()].filter((fee) => fee.payment_intent === intent.id),
    ).toEqual([]);
    const [receipt, ...more] = await emailsTo(plan.email, "tip_receipt");
    expect(more).toEqual([]);
    expect(receipt!.from_name).toBe("Mow Tips");
    expect(receipt!.subject).toBe("Receipt: your $5.00 tip to Mow Tips");
    expect(receipt!.text).toContain("Tip: $5.00");
    // The business's listener hears of it once.
    const events = await selectRows<{ data: Record<string, unknown> }>(
      a.database,
      sql`select payload->'data' as data from webhook_deliveries
          where business_id = ${SLUG} and event_type = 'visit.tipped'`,
    );
    expect(events.filter(({ data }) => (data.visit as { id: string }).id === visit.id)).toEqual([
      {
        data: expect.objectContaining({
          order_id: plan.orderId,
          amount_cents: 500,
          test_mode: false,
          customer: expect.objectContaining({ email: plan.email }),
        }),
      },
    ]);

    const after = await page(`${ACCOUNT}?done=tipped`, { cookie });
    expect(after.html).toContain("Thank you for your tip!");
    expect(after.html).toContain("Tipped $5.00");
    expect(after.html).not.toContain(`href="${ACCOUNT}/visits/${visit.id}/tip"`);
    // Tipped once: the page says so, and another press opens no page.
    const sessionsBefore = stripe.sessions.size;
    expect((await page(`${ACCOUNT}/visits/${visit.id}/tip`, { cookie })).html).toContain(
      "You tipped $5.00 for this visit",
    );
    expect(
      (await form(`${ACCOUNT}/visits/${visit.id}/tip`, { amount: "7.00" }, { cookie })).html,
    ).toContain("You tipped $5.00 for this visit");
    expect(stripe.sessions.size).toBe(sessionsBefore);

    // The owner's plan: the tip beside the visit, and none on the others.
    const detail = await call()(`/api/admin/plans/${visit.plan_id}`, { headers: owner });
    expect(detail.status).toBe(200);
    const visits = (detail.body as { visits: { id: string; tipCents: number }[] }).visits;
    expect(visits.find(({ id }) => id === visit.id)?.tipCents).toBe(500);
    expect(visits.filter(({ id }) => id !== visit.id).every(({ tipCents }) => tipCents === 0)).toBe(
      true,
    );
  });

  it("a single visit is tipped by a preset amount; the return page comes before the webhook", async () => {
    const bought = await buyOneVisit(SLUG, "2026-03-06T09:00:00-05:00");
    await markDone(bought.visitId);
    const cookie = await cookieOf(bought.email);
    // $50 + 3% + 30 cents = $51.80: 15% is $7.77.
    const tipPage = await page(`${ACCOUNT}/visits/${bought.visitId}/tip`, { cookie });
    expect(tipPage.html).toContain("$7.77 (15%)");
    const pressed = await form(
      `${ACCOUNT}/visits/${bought.visitId}/tip`,
      { amount: "7.77" },
      { cookie },
    );
    const session = sessionOf(pressed.location);
    expect(session.amount_total).toBe(777);
    expect(session.payment_intent_data).not.toHaveProperty("application_fee_amount");
    stripe.completeSession(session.id, { card: TEST_CARDS.pays });
    expect((await page(`${ACCOUNT}/tip/done?session_id=${session.id}`)).location).toBe(
      `${ACCOUNT}?done=tipped`,
    );
    const late = await deliverWebhook(
      b,
      stripe.signedEvent("checkout.session.completed", session.id),
    );
    expect((await late.json()).outcome).toBe("already_tipped");
    expect(await tipsOf(bought.visitId)).toMatchObject([{ amount_cents: 777, status: "paid" }]);
    expect(await emailsTo(bought.email, "tip_receipt")).toHaveLength(1);
    expect((await page(ACCOUNT, { cookie })).html).toContain("Tipped $7.77");
  });

  it("a bad amount answers 400 naming the tip amount, and opens no page", async () => {
    const bought = await buyOneVisit(SLUG, "2026-03-09T09:00:00-04:00");
    await markDone(bought.visitId);
    const cookie = await cookieOf(bought.email);
    const path = `${ACCOUNT}/visits/${bought.visitId}/tip`;
    const sessionsBefore = stripe.sessions.size;
    const cases: [Record<string, string>, string][] = [
      [{}, "Tip amount: is required"],
      [{ amount: "other", other: "" }, "Tip amount: is required"],
      [{ amount: "other", other: "0.50" }, "Tip amount: must be at least $1.00"],
      [{ amount: "other", other: "500.01" }, "Tip amount: must be at most $500.00"],
      [{ amount: "other", other: "ten" }, "Tip amount: must be an amount in dollars"],
      [{ amount: "-5" }, "Tip amount: must be an amount in dollars"],
    ];
    for (const [fields, message] of cases) {
      const refused = await form(path, fields, { cookie });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(refused.html).toContain(message);
      expect(refused.html).toContain('role="alert"');
    }
    // What was typed stays in the field.
    expect((await form(path, { amount: "other", other: "ten" }, { cookie })).html).toContain(
      'value="ten"',
    );
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect(await tipsOf(bought.visitId)).toEqual([]);
  });

  it("another customer's visit, or another business's, is not found", async () => {
    const mine = await buyOneVisit(SLUG, "2026-03-10T09:00:00-04:00");
    const theirs = await buyOneVisit(SLUG, "2026-03-10T11:00:00-04:00");
    // The same customer buys from another business too.
    const elsewhere = await buyOneVisit(OTHER, "2026-03-10T09:00:00-04:00", mine.email);
    for (const visit of [mine, theirs, elsewhere]) await markDone(visit.visitId);
    // The other business's visit is marked done by its own owner: there is none here, so by SQL.
    await a.database.db.execute(
      sql`update bookings set done_at = ${NOW}::timestamptz where id = ${elsewhere.visitId}`,
    );
    const cookie = await cookieOf(mine.email);
    const sessionsBefore = stripe.sessions.size;
    for (const visitId of [theirs.visitId, elsewhere.visitId]) {
      const shown = await page(`${ACCOUNT}/visits/${visitId}/tip`, { cookie });
      expect(shown.status).toBe(404);
      expect(shown.html).not.toContain("$51.80");
      expect(
        (await form(`${ACCOUNT}/visits/${visitId}/tip`, { amount: "5.00" }, { cookie })).status,
      ).toBe(404);
    }
    // Signed in at the other business, this business's visit is not there either.
    const elsewhereCookie = await cookieOf(mine.email, OTHER);
    expect(
      (
        await page(`/b/${OTHER}/account/visits/${elsewhere.visitId}/tip`, {
          cookie: elsewhereCookie,
        })
      ).status,
    ).toBe(200);
    expect(
      (await page(`/b/${OTHER}/account/visits/${mine.visitId}/tip`, { cookie: elsewhereCookie }))
        .status,
    ).toBe(404);
    expect(
      (
        await form(
          `/b/${OTHER}/account/visits/${mine.visitId}/tip`,
          { amount: "5.00" },
          {
            cookie: elsewhereCookie,
          },
        )
      ).status,
    ).toBe(404);
    expect(stripe.sessions.size).toBe(sessionsBefore);
    // That business sells in test mode: its tip is recorded at once, with no money moving.
    const tipped = await form(
      `/b/${OTHER}/account/visits/${elsewhere.visitId}/tip`,
      { amount: "other", other: "3" },
      { cookie: elsewhereCookie },
    );
    expect(tipped.location).toBe(`/b/${OTHER}/account?done=tipped`);
    expect(stripe.sessions.size).toBe(sessionsBefore);
    expect(await tipsOf(elsewhere.visitId)).toMatchObject([{ amount_cents: 300, status: "paid" }]);
    expect((await emailsTo(mine.email, "tip_receipt"))[0]!.subject).toBe(
      "Receipt: your $3.00 tip to Trim Tips",
    );
    // Signed out: the page sends to sign-in, the form asks to sign in again.
    expect((await page(`${ACCOUNT}/visits/${mine.visitId}/tip`)).status).toBe(303);
    expect((await form(`${ACCOUNT}/visits/${mine.visitId}/tip`, { amount: "5.00" })).status).toBe(
      401,
    );
  });
});

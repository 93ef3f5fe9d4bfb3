import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { bearer, loginAdmin } from "../helpers/admin";
import { customer, selectRows, uniqueEmail } from "../helpers/checkout";
import { markStripeConnected } from "../helpers/connect";
import { addCrewBusiness, CREW_AREA, mowingBusiness } from "../helpers/crew-business";
import {
  deliverWebhook,
  type FakeStripe,
  startFakeStripe,
  TEST_CARDS,
} from "../helpers/fake-stripe";
import {
  apiCaller,
  startSecondInstance,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../helpers/test-server";

/**
 * The owner's view of plans (docs/product/plans.md#the-owners-view): the list with each plan's
 * next visit, next and last charge and skips, one plan's visits, the CSV, the dashboard's plan
 * stats (docs/product/dashboard.md#plan-stats), and nothing of another business.
 */

const HERE = "mow-owner";
const THERE = "trim-owner";
/** A Wednesday, 07:00 in New York. */
const NOW = "2026-03-04T12:00:00Z";
const OWNER = { email: "owner@mow-owner.example", password: "correct horse battery staple" };
const OTHER_OWNER = { email: "owner@trim-owner.example", password: "correct horse battery staple" };
/** $50 a lawn, weekly at 10% off: $45, plus the 3% + 30 cents fee: $46.65 a visit. */
const WEEKLY_CENTS = 4665;
/** Every 2 weeks at full price: $50 plus $1.80. */
const BIWEEKLY_CENTS = 5180;

const tokenIn = (text: string) => /[?&]token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe.each(testDatabases)("the owner's view of plans (%s)", (kind) => {
  let stripe: FakeStripe;
  let server: TestServer;
  let owner: Record<string, string>;
  let otherOwner: Record<string, string>;
  const call = apiCaller(() => server);
  const emails = {
    ana: uniqueEmail("ana"),
    ben: uniqueEmail("ben"),
    cal: uniqueEmail("cal"),
    dee: uniqueEmail("dee"),
    eve: uniqueEmail("eve"),
  };
  const planIds: Record<keyof typeof emails, string> = {} as never;
  /** Each plan's visits, the first one first. */
  const visitsOf: Record<keyof typeof emails, { id: string; starts_at: Date }[]> = {} as never;

  /** Prices and checks out a plan with `slot`; the customer pays through Checkout with `card`. */
  const buy = async (
    slug: string,
    who: keyof typeof emails,
    frequency: string,
    start: string,
    card?: string,
  ) => {
    const selection = { service: "mow", area: CREW_AREA, option: "lawn", addons: [], frequency };
    const { body: quote } = await call(`/api/b/${slug}/price`, { json: selection });
    const created = await call(`/api/b/${slug}/checkout`, {
      json: {
        ...customer,
        email: emails[who],
        ...selection,
        ...checkoutAmountsOf(quote),
        slot: { start },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { orderId } = created.body as { orderId: string };
    if (card) {
      const session = [...stripe.sessions.values()].find(
        (one) => one.client_reference_id === orderId,
      )!;
      stripe.completeSession(session.id, { card, name: `${who} Doe` });
      const paid = await deliverWebhook(
        server,
        stripe.signedEvent("checkout.session.completed", session.id),
      );
      expect(paid.status).toBe(200);
    } else {
      const paid = await call(`/api/b/${slug}/checkout/orders/${orderId}/test-payment`, {
        json: { customerName: `${who} Doe`, phone: "914-555-0100" },
      });
      expect(paid.status).toBe(200);
    }
    const visits = await selectRows<{ id: string; starts_at: Date; plan_id: string | null }>(
      server.database,
      sql`select b.id, b.starts_at, p.id as plan_id from plans p
          join bookings b on b.plan_id = p.id or (b.plan_id is null and b.order_id = p.order_id)
          where p.order_id = ${orderId} order by b.starts_at`,
    );
    planIds[who] = visits[0]!.plan_id!;
    visitsOf[who] = visits.map(({ id, starts_at }) => ({ id, starts_at: new Date(starts_at) }));
  };
  /** The later visit of `who` that starts at `iso`. */
  const visitAt = (who: keyof typeof emails, iso: string) =>
    visitsOf[who].find((visit) => visit.starts_at.toISOString() === new Date(iso).toISOString())!;
  const markDone = (visitId: string) =>
    call(`/api/admin/visits/${visitId}/done`, { method: "POST", headers: owner });

  /** Signs the customer in on their page by the emailed link: the session's cookie. */
  const signIn = async (email: string) => {
    const form = (path: string, fields: Record<string, string>) =>
      server.request(`/b/${HERE}/account${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await form("/link", { email })).status).toBe(200);
    const [link] = await selectRows<{ text: string }>(
      server.database,
      sql`select payload->>'text' as text from outbox where kind = 'customer_sign_in_link'
          and lower(payload->>'to') = ${email.toLowerCase()} order by id desc limit 1`,
    );
    const signedIn = await form("/sign-in", { token: tokenIn(link!.text)! });
    expect(signedIn.status).toBe(303);
    return signedIn.headers.get("set-cookie")!.split(";")[0]!;
  };
  const customerPost = async (cookie: string, path: string) => {
    const response = await server.request(`/b/${HERE}/account${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body: "",
    });
    expect(response.status).toBe(303);
    return response.headers.get("location");
  };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(kind, {
      NOW,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      ANONYMOUS_WRITE_LIMITS: "off",
    });
    await addCrewBusiness(server, {
      ...mowingBusiness(HERE, "Mow Owner", ["every_2_weeks"]),
      fees: { rateBasisPoints: 300, fixedCents: 30 },
    });
    await addCrewBusiness(server, mowingBusiness(THERE, "Trim Owner"));
    await markStripeConnected(server, stripe, HERE);
    for (const [businessId, credentials] of [
      [HERE, OWNER],
      [THERE, OTHER_OWNER],
    ] as const) {
      await createAdminUser(server.database.db, {
        businessId,
        ...credentials,
        now: new Date(NOW),
      });
    }
    owner = bearer(await loginAdmin(server, OWNER));
    otherOwner = bearer(await loginAdmin(server, OTHER_OWNER));

    // Ana: weekly, Thursdays 8:00; her first later visit is done and paid.
    await buy(HERE, "ana", "weekly", "2026-03-05T08:00:00-05:00", TEST_CARDS.pays);
    expect(
      (await markDone(visitAt("ana", "2026-03-12T08:00:00-04:00").id)).body.charge,
    ).toMatchObject({ status: "paid" });
    // Ben: weekly, Fridays 9:00; his card is declined when his first later visit is done.
    await buy(HERE, "ben", "weekly", "2026-03-06T09:00:00-05:00", TEST_CARDS.declined);
    expect(
      (await markDone(visitAt("ben", "2026-03-13T09:00:00-04:00").id)).body.charge,
    ).toMatchObject({ status: "failed", attempt: 1 });
    // Cal: every 2 weeks, Thursdays 10:00; he skips his visit of March 19 on his page.
    await buy(HERE, "cal", "every_2_weeks", "2026-03-05T10:00:00-05:00", TEST_CARDS.pays);
    const calsCookie = await signIn(emails.cal);
    const skip = visitAt("cal", "2026-03-19T10:00:00-04:00").id;
    expect(await customerPost(calsCookie, `/visits/${skip}/skip`)).toMatch(/done=skipped/);
    // Dee: weekly, Fridays 11:00; she cancels her plan.
    await buy(HERE, "dee", "weekly", "2026-03-06T11:00:00-05:00", TEST_CARDS.pays);
    const deesCookie = await signIn(emails.dee);
    expect(await customerPost(deesCookie, `/plans/${planIds.dee}/cancel`)).toMatch(/cancel/);
    // Eve: a plan at another business.
    await buy(THERE, "eve", "weekly", "2026-03-05T08:00:00-05:00");
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it("lists the business's plans: paused first, active by next visit, then cancelled", async () => {
    const listed = await call("/api/admin/plans", { headers: owner });
    expect(listed.status).toBe(200);
    expect(listed.body.timezone).toBe("America/New_York");
    const plans = listed.body.plans as { id: string; customer: { email: string } }[];
    expect(plans.map((plan) => plan.customer.email)).toEqual([
      emails.ana,
      emails.cal,
      emails.ben,
      emails.dee,
    ]);
    const [ana, cal, ben, dee] = listed.body.plans;
    expect(ana).toEqual({
      id: planIds.ana,
      orderId: expect.any(String),
      status: "active",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/),
      cancelledAt: null,
      customer: { name: "ana Doe", email: emails.ana, phone: expect.any(String) },
      address: expect.stringContaining(customer.address),
      area: CREW_AREA,
      service: "lawn mowing",
      frequency: "weekly",
      frequencyLabel: "Weekly",
      visitPriceCents: WEEKLY_CENTS,
      nextPrice: null,
      resumesAt: null,
      // $46.65 x 52 / 12.
      monthlyCents: 20_215,
      // The first visit, paid at checkout, is still to come; the next to charge is the first
      // later visit not charged yet (March 12 is paid), on its done mark.
      nextVisit: {
        id: visitAt("ana", "2026-03-05T08:00:00-05:00").id,
        start: "2026-03-05T08:00:00-05:00",
        crew: "solo",
        crewName: "Solo",
      },
      nextCharge: { on: "done", at: "2026-03-19T08:00:00-04:00", amountCents: WEEKLY_CENTS },
      lastCharge: {
        status: "paid",
        attempt: 1,
        amountCents: WEEKLY_CENTS,
        at: expect.any(String),
        failure: null,
        retryAt: null,
      },
      skippedVisits: 0,
    });
    // Ben's card failed: his next charge is the retry, a day after the first try.
    expect(ben).toMatchObject({
      status: "active",
      nextCharge: { on: "retry", at: "2026-03-05T07:00:00-05:00", amountCents: WEEKLY_CENTS },
      lastCharge: { status: "failed", attempt: 1, retryAt: "2026-03-05T07:00:00-05:00" },
    });
    expect(ben.lastCharge.failure).toEqual(expect.any(String));
    // Cal skipped March 19: his next charge is April 2.
    expect(cal).toMatchObject({
      frequency: "every_2_weeks",
      frequencyLabel: "Every 2 weeks",
      visitPriceCents: BIWEEKLY_CENTS,
      monthlyCents: 11_223,
      skippedVisits: 1,
      nextCharge: { on: "done", at: "2026-04-02T10:00:00-04:00", amountCents: BIWEEKLY_CENTS },
      lastCharge: null,
    });
    expect(dee).toMatchObject({
      status: "cancelled",
      cancelledAt: "2026-03-04T07:00:00-05:00",
      nextCharge: null,
    });
  });

  it("filters by status, and names a status that is not one", async () => {
    const only = async (status: string) =>
      (await call(`/api/admin/plans?status=${status}`, { headers: owner })).body.plans.map(
        (plan: { id: string }) => plan.id,
      );
    expect(await only("cancelled")).toEqual([planIds.dee]);
    expect(await only("active")).toEqual([planIds.ana, planIds.cal, planIds.ben]);
    expect(await only("paused")).toEqual([]);
    const bad = await call("/api/admin/plans?status=gone", { headers: owner });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("status");
    expect((await call("/api/admin/plans")).status).toBe(401);
  });

  it("shows one plan's visits: paid, done, skipped, failed, upcoming and cancelled", async () => {
    const states = async (who: keyof typeof emails) => {
      const detail = await call(`/api/admin/plans/${planIds[who]}`, { headers: owner });
      expect(detail.status).toBe(200);
      return (detail.body.visits as { start: string; state: string; first: boolean }[])
        .slice(0, 3)
        .map(({ start, state, first }) => [start, state, first]);
    };
    expect(await states("ana")).toEqual([
      ["2026-03-05T08:00:00-05:00", "paid", true],
      ["2026-03-12T08:00:00-04:00", "paid", false],
      ["2026-03-19T08:00:00-04:00", "upcoming", false],
    ]);
    expect(await states("ben")).toEqual([
      ["2026-03-06T09:00:00-05:00", "paid", true],
      ["2026-03-13T09:00:00-04:00", "payment_failed", false],
      ["2026-03-20T09:00:00-04:00", "upcoming", false],
    ]);
    expect(await states("cal")).toEqual([
      ["2026-03-05T10:00:00-05:00", "paid", true],
      ["2026-03-19T10:00:00-04:00", "skipped", false],
      ["2026-04-02T10:00:00-04:00", "upcoming", false],
    ]);
    expect(await states("dee")).toEqual([
      ["2026-03-06T11:00:00-05:00", "paid", true],
      ["2026-03-13T11:00:00-04:00", "cancelled", false],
      ["2026-03-20T11:00:00-04:00", "cancelled", false],
    ]);
    const ana = await call(`/api/admin/plans/${planIds.ana}`, { headers: owner });
    expect(ana.body.plan.id).toBe(planIds.ana);
    expect(ana.body.visits[1].charge).toMatchObject({ status: "paid", amountCents: WEEKLY_CENTS });
    expect(ana.body.visits[1].doneAt).toEqual(expect.any(String));
    const bad = await call("/api/admin/plans/not-a-plan", { headers: owner });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("planId");
  });

  it("never shows another business's plans: its list, detail, CSV and stats stay its own", async () => {
    const theirs = await call("/api/admin/plans", { headers: otherOwner });
    expect(theirs.body.plans.map((plan: { id: string }) => plan.id)).toEqual([planIds.eve]);
    expect((await call(`/api/admin/plans/${planIds.eve}`, { headers: owner })).status).toBe(404);
    expect((await call(`/api/admin/plans/${planIds.ana}`, { headers: otherOwner })).status).toBe(
      404,
    );
    const csv = await server.request("/api/admin/plans/export", { headers: otherOwner });
    const text = await csv.text();
    expect(text).toContain(emails.eve);
    for (const email of [emails.ana, emails.ben, emails.cal, emails.dee]) {
      expect(text).not.toContain(email);
    }
    const stats = await call("/api/admin/plans/stats", { headers: otherOwner });
    expect(stats.body).toMatchObject({
      activePlans: 1,
      // $45 a week, no fee: $195 a month.
      monthlyRecurringRevenueCents: 19_500,
      churnedPlans: 0,
      failedVisitPayments: 0,
    });
  });

  it("exports the plans as a CSV in the list's order, amounts in dollars and times on the business's clock", async () => {
    const response = await server.request("/api/admin/plans/export", { headers: owner });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="plans-export-2026-03-04.csv"',
    );
    const [header, ...rows] = (await response.text()).trimEnd().split("\r\n");
    expect(header).toBe(
      [
        "Plan ID",
        "Order ID",
        "Created (America/New_York)",
        "Status",
        "Paused Until (America/New_York)",
        "Customer Name",
        "Email",
        "Phone",
        "Service Address",
        "Area",
        "Service",
        "Frequency",
        "Price per Visit (USD)",
        "Monthly (USD)",
        "New Price (USD)",
        "New Price From (America/New_York)",
        "Next Visit (America/New_York)",
        "Crew",
        "Next Charge (America/New_York)",
        "Next Charge On",
        "Next Charge (USD)",
        "Last Charge Status",
        "Last Charge At (America/New_York)",
        "Skipped Visits",
        "Cancelled At (America/New_York)",
      ]
        .map((cell) => `"${cell}"`)
        .join(","),
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toContain(`"active","","ana Doe","${emails.ana}"`);
    expect(rows[0]).toContain(
      '"Weekly","46.65","202.15","","","2026-03-05 08:00","Solo","2026-03-19 08:00","when the visit is done","46.65","paid"',
    );
    expect(rows[1]).toContain('"Every 2 weeks","51.80","112.23"');
    expect(rows[1]).toMatch(/"1","",?$/);
    expect(rows[2]).toContain('"2026-03-05 07:00","retry","46.65","failed"');
    expect(rows[3]).toContain('"cancelled"');
    expect(rows[3]).toMatch(/"2026-03-04 07:00"$/);
    const cancelled = await server.request("/api/admin/plans/export?status=cancelled", {
      headers: owner,
    });
    expect((await cancelled.text()).trimEnd().split("\r\n")).toHaveLength(2);
  });

  it("sums monthly recurring revenue, the plans churned and the failed visit payments of the range", async () => {
    const stats = await call("/api/admin/plans/stats", { headers: owner });
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      timezone: "America/New_York",
      from: "2026-02-03",
      to: "2026-03-04",
      anyPlans: true,
      activePlans: 3,
      // Ana's and Ben's $202.15 and Cal's $112.23; Dee's cancelled plan brings nothing.
      monthlyRecurringRevenueCents: 20_215 + 20_215 + 11_223,
      churnedPlans: 1,
      failedVisitPayments: 1,
      failedVisitPaymentsUnpaid: 1,
    });
    const bad = await call("/api/admin/plans/stats?days=0", { headers: owner });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("days");

    // 47 days later, Dee's cancellation and Ben's failure are out of the last 30 days.
    const later = await startSecondInstance(server, { NOW: "2026-04-20T12:00:00Z" });
    try {
      const token = bearer(await loginAdmin(later, OWNER));
      const at = apiCaller(() => later);
      expect((await at("/api/admin/plans/stats", { headers: token })).body).toMatchObject({
        from: "2026-03-22",
        churnedPlans: 0,
        failedVisitPayments: 0,
      });
      expect((await at("/api/admin/plans/stats?days=60", { headers: token })).body).toMatchObject({
        from: "2026-02-20",
        churnedPlans: 1,
        failedVisitPayments: 1,
      });
    } finally {
      await later.close();
    }
  });
});

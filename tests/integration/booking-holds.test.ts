import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customer, selectRows, uniqueEmail } from "../helpers/checkout";
import { markStripeConnected } from "../helpers/connect";
import { addCrewBusiness, CREW_AREA, crewServiceTexts } from "../helpers/crew-business";
import { type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import {
  startSecondInstance,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../helpers/test-server";

const AREA = CREW_AREA;
const SLUG = "one-crew-co";
const API = `/api/b/${SLUG}`;

/** One crew, one 90-minute visit at $100, starts every 30 minutes. */
const business = {
  slug: SLUG,
  name: "One Crew Co",
  services: [
    {
      code: "visit",
      texts: crewServiceTexts("visit"),
      billing: { type: "one_time" },
      pricing: {
        options: [{ code: "standard", label: "Standard", description: "A standard visit" }],
        prices: { [AREA]: { standard: 10000 } },
      },
      addons: [],
      duration: { minutes: 90 },
    },
  ],
  availability: {
    bufferMinutes: 30,
    minimumNoticeHours: 12,
    starts: { type: "every", minutes: 30 },
  },
};
/** A Wednesday morning in New York. */
const NOW = "2026-03-04T12:00:00Z";
const MONDAY = "2026-03-09";
const amounts = {
  basePriceCents: 10000,
  addonPriceCents: 0,
  subtotalCents: 10000,
  feeCents: 0,
  totalCents: 10000,
  taxCents: 0,
  grandTotalCents: 10000,
};
const selection = { area: AREA, option: "standard", addons: [] };

type Answer = { status: number; body: Record<string, unknown> & { slots?: { start: string }[] } };

async function startBusiness(
  kind: (typeof testDatabases)[number],
  env: Record<string, string> = {},
) {
  const server = await startTestServer(kind, { NOW, ANONYMOUS_WRITE_LIMITS: "off", ...env });
  await addCrewBusiness(server, business);
  return server;
}

async function send(to: TestServer, path: string, json: object): Promise<Answer> {
  const response = await to.request(`${API}${path}`, { method: "POST", json });
  return { status: response.status, body: await response.json() };
}

function checkoutBody(start: string, email = uniqueEmail("hold")) {
  return { ...customer, email, ...selection, ...amounts, slot: { start } };
}

async function freeStarts(server: TestServer, day: string) {
  const { body } = await send(server, "/slots", { ...selection, from: day, days: 1 });
  return body.slots!.map((slot) => slot.start);
}

function jobsOf(server: TestServer, orderId: string) {
  return selectRows<{ status: string; crew: string; starts_at: Date }>(
    server.database,
    sql`select status, crew, starts_at from bookings where order_id = ${orderId} order by created_at`,
  );
}

describe.each(testDatabases)("booking: holding a slot at checkout (%s)", (kind) => {
  let server: TestServer;
  let second: TestServer;

  const checkout = (start: string, options: { email?: string; via?: TestServer } = {}) =>
    send(options.via ?? server, "/checkout", checkoutBody(start, options.email));
  const pay = (orderId: string, via: TestServer = server) =>
    send(via, `/checkout/orders/${orderId}/test-payment`, {
      customerName: "Pat Doe",
      phone: "914-555-0100",
    });
  const freeStartsOn = (day: string) => freeStarts(server, day);
  const jobsFor = (orderId: string) => jobsOf(server, orderId);

  beforeAll(async () => {
    server = await startBusiness(kind);
    second = await startSecondInstance(server);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it("lets one of 50 concurrent checkouts from two instances hold a slot; the rest get 409 with other slots; paying twice books it once", async () => {
    const [slot] = await freeStartsOn(MONDAY);
    expect(slot).toBe(`${MONDAY}T08:00:00-04:00`);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        checkout(slot!, { via: index % 2 === 0 ? server : second }),
      ),
    );
    const held = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(held).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const { body } of refused) {
      expect(body.message).toBe("That time is no longer free. Please choose another.");
      expect(body.slots!.length).toBeGreaterThan(0);
      expect(body.slots!.map((free) => free.start)).not.toContain(slot);
    }
    expect(await freeStartsOn(MONDAY)).not.toContain(slot);

    const orderId = held[0]!.body.orderId as string;
    const payments = await Promise.all([pay(orderId), pay(orderId, second), pay(orderId)]);
    expect(payments.map(({ status }) => status)).toEqual([200, 200, 200]);
    const jobs = await jobsFor(orderId);
    expect(jobs.map(({ status, crew }) => [status, crew])).toEqual([["booked", "solo"]]);
    expect(new Date(jobs[0]!.starts_at).toISOString()).toBe("2026-03-09T12:00:00.000Z");
  });

  it("is not stopped by another business's job on a crew of the same name at that time", async () => {
    const [start] = await freeStartsOn("2026-03-13");
    await server.database.db.execute(sql`
      insert into bookings (business_id, crew, starts_at, ends_at, status)
      values ('northside-snow', 'solo', ${start}::timestamptz,
        ${start}::timestamptz + interval '90 minutes', 'booked')`);
    expect(await freeStartsOn("2026-03-13")).toContain(start);
    const held = await checkout(start!);
    expect(held.status).toBe(201);
    expect((await jobsFor(held.body.orderId as string)).map(({ status }) => status)).toEqual([
      "held",
    ]);
  });

  it("keeps an order's hold when its checkout is retried, and moves it when another time is chosen", async () => {
    const day = await freeStartsOn("2026-03-10");
    const [first, last] = [day[0], day.at(-1)];
    const email = uniqueEmail("retry");
    const opened = await checkout(first!, { email });
    expect(opened.status).toBe(201);
    const retried = await checkout(first!, { email });
    expect(retried.status).toBe(200);
    expect(retried.body.orderId).toBe(opened.body.orderId);

    const moved = await checkout(last!, { email });
    expect(moved.body.orderId).toBe(opened.body.orderId);
    const jobs = await jobsFor(opened.body.orderId as string);
    expect(jobs.map(({ status }) => status)).toEqual(["cancelled", "held"]);
    const free = await freeStartsOn("2026-03-10");
    expect(free).toContain(first);
    expect(free).not.toContain(last);
  });

  it("counts a visit's time chosen in the funnel once, when its checkout holds a time", async () => {
    const funnelRow = async (visit: string) => {
      const [row] = await selectRows<{ time_chosen: number; checkout_started: number }>(
        server.database,
        sql`select coalesce(sum(d.time_chosen), 0)::int as time_chosen,
            coalesce(sum(d.checkout_started), 0)::int as checkout_started
          from funnel_days d join quote_leads l on l.business_id = d.business_id
            and d.day = (l.created_at at time zone 'America/New_York')::date
          where l.id = ${visit} and d.business_id = ${SLUG}`,
      );
      return row;
    };
    const email = uniqueEmail("funnel-time");
    const checked = await send(server, "/geo/check", { ...customer, email });
    const visit = checked.body.visit as string;
    const before = await funnelRow(visit);
    const day = await freeStartsOn("2026-03-13");
    const [start, taken] = [day[0], day.at(-1)];
    // Another customer holds `taken` first: that checkout of the visit holds no time.
    expect((await checkout(taken!)).status).toBe(201);
    const refused = await send(server, "/checkout", { ...checkoutBody(taken!, email), visit });
    expect(refused.status).toBe(409);
    const afterRefused = await funnelRow(visit);
    expect(afterRefused!.time_chosen).toBe(before!.time_chosen);
    // The time it then holds counts once, however often its checkout is retried.
    for (const attempt of [1, 2]) {
      const held = await send(server, "/checkout", { ...checkoutBody(start!, email), visit });
      expect(held.status, `attempt ${attempt}`).toBeLessThan(300);
    }
    const after = await funnelRow(visit);
    expect(after!.time_chosen).toBe(before!.time_chosen + 1);
    const [lead] = await selectRows<{ time_chosen_at: Date | null }>(
      server.database,
      sql`select time_chosen_at from quote_leads where id = ${visit}`,
    );
    expect(lead!.time_chosen_at).not.toBeNull();
  });

  it("gives a lapsed hold's time to the next customer, and still records the late payment", async () => {
    const [start] = await freeStartsOn("2026-03-11");
    const late = await checkout(start!);
    expect(late.status).toBe(201);
    const lateOrder = late.body.orderId as string;
    await server.database.db.execute(
      sql`update bookings set held_until = ${NOW}::timestamptz - interval '1 minute' where order_id = ${lateOrder}`,
    );

    const next = await checkout(start!);
    expect(next.status).toBe(201);
    expect((await pay(lateOrder)).body.paymentStatus).toBe("paid");
    expect((await jobsFor(lateOrder)).map(({ status }) => status)).toEqual(["cancelled"]);
    expect((await jobsFor(next.body.orderId as string)).map(({ status }) => status)).toEqual([
      "held",
    ]);
  });

  it("asks the customer of a late payment whose time was taken to choose a new one, and books it once", async () => {
    const day = "2026-03-20";
    const [start] = await freeStartsOn(day);
    const late = await checkout(start!, { email: "late-payer@example.com" });
    const orderId = late.body.orderId as string;
    await server.database.db.execute(
      sql`update bookings set held_until = ${NOW}::timestamptz - interval '1 minute' where order_id = ${orderId}`,
    );
    expect((await checkout(start!)).status).toBe(201);
    expect((await pay(orderId)).body.paymentStatus).toBe("paid");
    // The 90-minute job at 8:00 and its 30 minutes' buffer: 10:00 is the day's first free time.
    const [other] = await freeStartsOn(day);
    expect(other).toBe(`${day}T10:00:00-04:00`);

    const [flagged] = await selectRows<{ needs_new_time_since: Date | null }>(
      server.database,
      sql`select needs_new_time_since from orders where id = ${orderId}`,
    );
    expect(flagged!.needs_new_time_since).not.toBeNull();
    const emailsOf = (kind: string) =>
      selectRows<{ to: string; text: string }>(
        server.database,
        sql`select payload->>'to' as to, payload->>'text' as text from outbox
          where kind = ${kind} and business_id = ${SLUG}
            and ${"late-payer@example.com"} in (payload->>'to', payload->>'replyTo')`,
      );
    const path = `/b/${SLUG}/account/orders/${orderId}/time`;
    const [request] = await emailsOf("new_time_request");
    expect(request).toMatchObject({ to: "late-payer@example.com" });
    expect(request!.text).toMatch(new RegExp(`Choose a new time: http://[^/\\s]+${path}`));

    const shown = await server.request(path);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain("<h1>Choose a new time</h1>");
    expect(html).toContain(`value="${other}"`);
    expect(html).not.toContain(`value="${start}"`);
    // Another business's page knows no such order; nor does this one know a made-up one.
    expect((await server.request(`/b/northside-snow/account/orders/${orderId}/time`)).status).toBe(
      404,
    );
    expect(
      (await server.request(`/b/${SLUG}/account/orders/${crypto.randomUUID()}/time`)).status,
    ).toBe(404);

    const choose = (fields: Record<string, string>) =>
      server.request(path, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await choose({})).status).toBe(400);
    const taken = await choose({ start: start! });
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain("That time is no longer free. Please choose another.");
    const chosen = await choose({ start: other! });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe(path);
    expect((await choose({ start: other! })).status).toBe(303);

    expect((await jobsFor(orderId)).map(({ status }) => status)).toEqual(["cancelled", "booked"]);
    const booked = await (await server.request(path)).text();
    expect(booked).toContain("Your visit: Friday, March 20, 10:00 AM EDT.");
    const [cleared] = await selectRows<{ needs_new_time_since: Date | null }>(
      server.database,
      sql`select needs_new_time_since from orders where id = ${orderId}`,
    );
    expect(cleared!.needs_new_time_since).toBeNull();
    const [confirmation] = await emailsOf("visit_time_confirmation");
    expect(confirmation).toMatchObject({ to: "late-payer@example.com" });
    expect(confirmation!.text).toContain("Friday, March 20, 10:00 AM EDT");
    expect(await emailsOf("visit_time_notice")).toHaveLength(1);
  });

  it("lets the customer move, then cancel, their visit from the receipt's link within the policy", async () => {
    const day = "2026-03-23";
    const [start, , , later] = await freeStartsOn(day);
    const email = "mover@example.com";
    const { body } = await checkout(start!, { email });
    const orderId = body.orderId as string;
    await pay(orderId);
    const path = `/b/${SLUG}/account/orders/${orderId}/visit`;
    const [receipt] = await selectRows<{ text: string }>(
      server.database,
      sql`select payload->>'text' as text from outbox where dedupe_key = ${`order:${orderId}:receipt`}`,
    );
    expect(receipt!.text).toMatch(new RegExp(`Move or cancel your visit: http://[^/\\s]+${path}`));
    // The visit as a calendar file: one event, its times in UTC, the same UID on every change.
    const [calendar] = await selectRows<{ filename: string; content: string }>(
      server.database,
      sql`select a->>'filename' as filename, a->>'content' as content
        from outbox, jsonb_array_elements(payload->'attachments') a
        where dedupe_key = ${`order:${orderId}:receipt`}`,
    );
    expect(calendar!.filename).toBe("visit.ics");
    expect(calendar!.content).toContain("DTSTART:20260323T120000Z\r\n");
    expect(calendar!.content).toContain(`UID:order-${orderId}@quotewise\r\n`);

    const shown = await (await server.request(path)).text();
    expect(shown).toContain("Monday, March 23, 8:00 AM EDT");
    expect(shown).toContain(
      "You can move or cancel your visit online until 12 hours before it starts, for a full refund.",
    );
    expect(shown).toContain(`value="${later}"`);
    expect((await server.request(`/b/northside-snow/account/orders/${orderId}/visit`)).status).toBe(
      404,
    );

    const post = (to: string, fields: Record<string, string> = {}) =>
      server.request(to, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const moved = await post(`${path}/move`, { start: later! });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`${path}?done=moved`);
    expect((await jobsFor(orderId)).map(({ status }) => status)).toEqual(["cancelled", "booked"]);
    expect(await (await server.request(`${path}?done=moved`)).text()).toContain(
      "Monday, March 23, 9:30 AM EDT",
    );
    const notices = await selectRows<{ kind: string; text: string }>(
      server.database,
      sql`select kind, payload->>'text' as text from outbox
        where kind like 'visit_%' and ${email} in (payload->>'to', payload->>'replyTo') order by kind`,
    );
    expect(notices.map(({ kind }) => kind)).toEqual([
      "visit_time_confirmation",
      "visit_time_notice",
    ]);
    expect(notices[1]!.text).toContain("moved their visit");

    expect(await (await server.request(`${path}/cancel`)).text()).toContain(
      "$100.00 is refunded to your card.",
    );
    const cancelled = await post(`${path}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain("$100.00 is refunded to your card");
    expect((await jobsFor(orderId)).map(({ status }) => status)).toEqual([
      "cancelled",
      "cancelled",
    ]);
    const [order] = await selectRows<{ refunded_cents: number }>(
      server.database,
      sql`select refunded_cents from orders where id = ${orderId}`,
    );
    expect(order!.refunded_cents).toBe(10000);
    expect((await server.request(path)).status).toBe(404);
    expect((await post(`${path}/cancel`)).status).toBe(404);
  });

  it("tells the customer the policy for changing a visit before they buy, only where visits are booked", async () => {
    const config = async (path: string) => (await (await server.request(path)).json()) as object;
    expect(await config(`${API}/config`)).toMatchObject({
      visit_changes:
        "You can move or cancel your visit online until 12 hours before it starts, for a full refund.",
    });
    // A season's service is done when the season calls for it: no time, no policy.
    expect(await config("/api/b/northside-snow/config")).not.toHaveProperty("visit_changes");
  });

  it("refuses to move or cancel a visit closer than the policy's notice", async () => {
    const [start] = await freeStartsOn("2026-03-24");
    const { body } = await checkout(start!);
    const orderId = body.orderId as string;
    await pay(orderId);
    // Eleven hours away: inside the business's 12 hours.
    await server.database.db.execute(
      sql`update bookings set starts_at = ${NOW}::timestamptz + interval '11 hours',
        ends_at = ${NOW}::timestamptz + interval '12 hours 30 minutes' where order_id = ${orderId}`,
    );
    const path = `/b/${SLUG}/account/orders/${orderId}/visit`;
    expect(await (await server.request(path)).text()).toContain(
      "It can no longer be moved or cancelled online",
    );
    const post = (to: string, fields: Record<string, string> = {}) =>
      server.request(to, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await post(`${path}/move`, { start: start! })).status).toBe(409);
    expect((await post(`${path}/cancel`)).status).toBe(409);
    expect((await jobsFor(orderId)).map(({ status }) => status)).toEqual(["booked"]);
  });

  it("books a lapsed hold's time on payment when nobody took it meanwhile", async () => {
    const [start] = await freeStartsOn("2026-03-12");
    const { body } = await checkout(start!);
    const orderId = body.orderId as string;
    await server.database.db.execute(
      sql`update bookings set held_until = ${NOW}::timestamptz - interval '1 minute' where order_id = ${orderId}`,
    );
    await pay(orderId);
    expect((await jobsFor(orderId)).map(({ status }) => status)).toEqual(["booked"]);
  });

  it("shows the order's time on its summary (payment and success pages) in the business's offset, and only its own business's job", async () => {
    const [start] = await freeStartsOn("2026-03-16");
    expect(start).toBe("2026-03-16T08:00:00-04:00");
    const orderId = (await checkout(start!)).body.orderId as string;
    const visitTime = async () => {
      const response = await server.request(`${API}/checkout/orders/${orderId}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { visitTime: unknown }).visitTime;
    };
    const time = { start, end: "2026-03-16T09:30:00-04:00", timezone: "America/New_York" };
    expect(await visitTime()).toEqual(time);
    await pay(orderId);
    expect(await visitTime()).toEqual(time);
    // The receipt and the business's notice say it, once it is booked.
    const emails = await selectRows<{ kind: string; text: string }>(
      server.database,
      sql`select kind, payload->>'text' as text from outbox
        where dedupe_key in (${`order:${orderId}:receipt`}, ${`order:${orderId}:paid-notice`})
        order by kind`,
    );
    expect(emails.map(({ kind }) => kind)).toEqual(["order_paid_notice", "order_receipt"]);
    expect(emails[0]!.text).toContain("Date and time: Monday, March 16, 8:00 AM EDT");
    expect(emails[1]!.text).toContain("Your visit: Monday, March 16, 8:00 AM EDT.");
    // Its time given away: none, even with another business's job naming the order.
    await server.database.db.execute(
      sql`update bookings set status = 'cancelled', held_until = null where order_id = ${orderId}`,
    );
    await server.database.db.execute(sql`
      insert into bookings (business_id, crew, starts_at, ends_at, status, order_id)
      values ('northside-snow', 'solo', '2026-03-17T12:00:00Z', '2026-03-17T13:00:00Z', 'booked',
        ${orderId})`);
    expect(await visitTime()).toBeNull();
  });

  it.each([
    ["a time that is no slot of the service", `${MONDAY}T08:10:00-04:00`, 409, undefined],
    ["a time that is no time", "next monday", 400, "slot.start"],
    ["a time without its offset", `${MONDAY}T08:00:00`, 400, "slot.start"],
    ["a time long past", "0001-01-01T08:00:00+00:00", 409, undefined],
    ["a time far ahead", "9999-12-31T23:30:00-05:00", 409, undefined],
  ])("answers %s", async (_case, start, status, field) => {
    const answer = await checkout(start);
    expect(answer.status).toBe(status);
    if (field) {
      const issues = answer.body.issues as { path: string }[];
      expect(issues.map(({ path }) => path)).toEqual([field]);
    }
  });

  it("refuses a slot for a service that takes none (a season's), naming the field", async () => {
    const response = await server.request("/api/b/northside-snow/checkout", {
      method: "POST",
      json: {
        ...customer,
        email: uniqueEmail("season"),
        area: AREA,
        option: "TWO_CAR",
        addons: [],
        basePriceCents: 18900,
        addonPriceCents: 0,
        subtotalCents: 18900,
        feeCents: 956,
        totalCents: 19856,
        slot: { start: `${MONDAY}T08:00:00-04:00` },
      },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(400);
    expect(body.issues.map(({ path }: { path: string }) => path)).toEqual(["slot"]);
  });
});

describe.each(testDatabases)("booking: a held slot paid through Stripe (%s)", (kind) => {
  let stripe: FakeStripe;
  let server: TestServer;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startBusiness(kind, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
    });
    await markStripeConnected(server, stripe, SLUG);
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const deliver = (event: { payload: string; signature: string }) =>
    server.request("/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature },
      body: event.payload,
    });
  const openCheckout = async (start: string) => {
    const { status, body } = await send(server, "/checkout", checkoutBody(start));
    expect(status).toBe(201);
    const orderId = body.orderId as string;
    const session = [...stripe.sessions.values()].find(
      (candidate) => candidate.client_reference_id === orderId,
    )!;
    return { orderId, session };
  };

  it("closes the payment page in 31 minutes, books the slot once however often the payment is announced, and frees it when the page expires", async () => {
    const day = await freeStarts(server, MONDAY);
    const [first, later] = [day[0], day.at(-1)];
    const paid = await openCheckout(first!);
    const lifetime = paid.session.expires_at - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(30 * 60);
    expect(lifetime).toBeLessThanOrEqual(31 * 60);

    stripe.completeSession(paid.session.id, { name: "Robin Park", phone: "+19145550100" });
    const event = stripe.signedEvent("checkout.session.completed", paid.session.id);
    const again = stripe.signedEvent("checkout.session.completed", paid.session.id);
    const answers = await Promise.all([deliver(event), deliver(event), deliver(again)]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200]);
    expect((await jobsOf(server, paid.orderId)).map(({ status }) => status)).toEqual(["booked"]);

    const abandoned = await openCheckout(later!);
    expect(await freeStarts(server, MONDAY)).not.toContain(later);
    stripe.sessions.get(abandoned.session.id)!.status = "expired";
    await deliver(stripe.signedEvent("checkout.session.expired", abandoned.session.id));
    expect((await jobsOf(server, abandoned.orderId)).map(({ status }) => status)).toEqual([
      "cancelled",
    ]);
    expect(await freeStarts(server, MONDAY)).toContain(later);
  });
});

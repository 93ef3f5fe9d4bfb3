import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { customer, selectRows, uniqueEmail } from "../helpers/checkout";
import { addCrewBusiness, CREW_AREA, mowingBusiness } from "../helpers/crew-business";
import {
  startSecondInstance,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../helpers/test-server";

/**
 * The customer's own page (docs/product/customer-account.md): sign-in by an emailed link, the
 * session kept to one business, skipping a plan's visit and cancelling a plan, and nothing of
 * another business or another customer ever shown.
 */

const AREA = CREW_AREA;
const HERE = "mow-co";
const THERE = "trim-co";
/** A Wednesday; a sign-in link works until 12:15. */
const NOW = "2026-03-04T12:00:00Z";

const businessCalled = (slug: string, name: string) => mowingBusiness(slug, name);
const REVIEW_URL = "https://g.page/r/mow-co/review";

const tokenIn = (text: string) => /[?&]token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe.each(testDatabases)("the customer's own page (%s)", (kind) => {
  let server: TestServer;
  const pat = uniqueEmail("pat");
  const quinn = uniqueEmail("quinn");
  let patsOrder: string;
  let patsOrderThere: string;
  let quinnsOrder: string;

  const post = async (slug: string, path: string, json: object) => {
    const response = await server.request(`/api/b/${slug}${path}`, { method: "POST", json });
    // biome-ignore lint/suspicious/noExplicitAny: each call reads the fields it needs
    return { status: response.status, body: (await response.json()) as any };
  };
  /** Prices, checks out with the slot and pays in test mode. */
  const buy = async (slug: string, email: string, frequency: string, start: string) => {
    const selection = { service: "mow", area: AREA, option: "lawn", addons: [], frequency };
    const { body: quote } = await post(slug, "/price", selection);
    const created = await post(slug, "/checkout", {
      ...customer,
      email,
      ...selection,
      ...checkoutAmountsOf(quote),
      slot: { start },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const paid = await post(slug, `/checkout/orders/${created.body.orderId}/test-payment`, {
      customerName: "Pat Doe",
      phone: "914-555-0100",
    });
    expect(paid.status).toBe(200);
    return created.body.orderId as string;
  };

  /** A form post, as a browser without JavaScript sends it; redirects are not followed. */
  const form = (
    path: string,
    fields: Record<string, string>,
    options: { cookie?: string; origin?: string; via?: TestServer } = {},
  ) =>
    (options.via ?? server).request(path, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.origin ? { origin: options.origin } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  const page = async (path: string, cookie?: string) => {
    const response = await server.request(path, {
      redirect: "manual",
      ...(cookie ? { headers: { cookie } } : {}),
    });
    return { status: response.status, html: await response.text() };
  };
  const linksSentTo = (email: string, slug: string) =>
    selectRows<{ text: string; status: string }>(
      server.database,
      sql`select payload->>'text' as text, status from outbox
          where kind = 'customer_sign_in_link' and business_id = ${slug}
            and lower(payload->>'to') = ${email.toLowerCase()} order by id`,
    );
  /** Asks for a link and answers the token it emailed. */
  const emailedToken = async (slug: string, email: string, via = server) => {
    const before = (await linksSentTo(email, slug)).length;
    const asked = await form(`/b/${slug}/account/link`, { email }, { via });
    expect(asked.status).toBe(200);
    const links = await linksSentTo(email, slug);
    expect(links).toHaveLength(before + 1);
    return tokenIn(links.at(-1)!.text)!;
  };
  /** The session cookie (`name=value`) a used link sets. */
  const signIn = async (slug: string, email: string, via = server) => {
    const token = await emailedToken(slug, email, via);
    const response = await form(`/b/${slug}/account/sign-in`, { token }, { via });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/b/${slug}/account`);
    return response.headers.get("set-cookie")!.split(";")[0]!;
  };
  /** The notices of changes sent to the business, by their outbox keys. */
  const noticesOf = (key: string) =>
    selectRows<{ to: string; subject: string; reply_to: string }>(
      server.database,
      sql`select payload->>'to' as to, payload->>'subject' as subject,
            payload->>'replyTo' as reply_to
          from outbox where kind = 'plan_change_notice' and dedupe_key = ${key}`,
    );
  const bookingsOf = (email: string) =>
    selectRows<{ id: string; starts_at: string; status: string; order_id: string | null }>(
      server.database,
      sql`select b.id, b.starts_at, b.status, b.order_id from bookings b
          left join plans p on p.id = b.plan_id
          join orders o on o.id = coalesce(b.order_id, p.order_id)
          where lower(o.email) = ${email.toLowerCase()} order by b.starts_at`,
    );
  const eventsOf = async (type: string) =>
    (
      await selectRows<{ payload: { data: Record<string, unknown> } }>(
        server.database,
        sql`select payload from webhook_deliveries where event_type = ${type} order by id`,
      )
    ).map(({ payload }) => payload.data);
  const statuses = async () =>
    Object.fromEntries(
      (
        await selectRows<{ id: string; status: string }>(
          server.database,
          sql`select id, status from bookings`,
        )
      ).map((row) => [row.id, row.status]),
    );

  beforeAll(async () => {
    server = await startTestServer(kind, { NOW, ANONYMOUS_WRITE_LIMITS: "off" });
    await addCrewBusiness(server, { ...businessCalled(HERE, "Mow Co"), reviewUrl: REVIEW_URL });
    await addCrewBusiness(server, businessCalled(THERE, "Trim Co"));
    // Pat: a weekly plan here from Thursday 8:00, and one visit at another business.
    patsOrder = await buy(HERE, pat, "weekly", "2026-03-05T08:00:00-05:00");
    patsOrderThere = await buy(THERE, pat, "one_time", "2026-03-06T09:00:00-05:00");
    // Quinn: a weekly plan here too, Fridays at 10:00.
    quinnsOrder = await buy(HERE, quinn, "weekly", "2026-03-06T10:00:00-05:00");
    // A listener for the plan events: its deliveries keep each payload.
    await server.database.db.execute(sql`
      insert into webhook_endpoints (business_id, url, events, secret)
      values (${HERE}, 'https://crm.example/hooks', array['plan.changed', 'plan.cancelled'],
        'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdA==')`);
  });
  afterAll(() => server?.close());

  it("emails a link only to an address with orders here, answers the same for any address, and stores only the link's hash", async () => {
    const stranger = uniqueEmail("stranger");
    const known = await form(`/b/${HERE}/account/link`, { email: pat.toUpperCase() });
    const unknown = await form(`/b/${HERE}/account/link`, { email: stranger });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownPage = (await known.text()).replace(pat.toUpperCase(), "EMAIL");
    const unknownPage = (await unknown.text()).replace(stranger, "EMAIL");
    expect(knownPage).toBe(unknownPage);
    expect(knownPage).toContain("Check your email");

    expect(await linksSentTo(stranger, HERE)).toEqual([]);
    // Pat has orders at Trim Co too, but asked at Mow Co: one link, Mow Co's.
    expect(await linksSentTo(pat, THERE)).toEqual([]);
    const [mail] = await linksSentTo(pat, HERE);
    const token = tokenIn(mail!.text)!;
    expect(mail!.text).toContain(`/b/${HERE}/account/sign-in?token=${token}`);
    const stored = await selectRows<Record<string, unknown>>(
      server.database,
      sql`select * from customer_sign_in_links where business_id = ${HERE}
          and lower(email) = ${pat.toLowerCase()}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const expires = new Date(stored[0]!.expires_at as string).getTime();
    expect(expires - new Date(NOW).getTime()).toBe(15 * 60 * 1000);
  });

  it("refuses a bad email with a 400 naming the field, and a form from another site with a 403", async () => {
    const bad = await form(`/b/${HERE}/account/link`, { email: "not an email" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Email address: must be an email address");
    const token = await emailedToken(HERE, pat);
    const forged = await form(
      `/b/${HERE}/account/sign-in`,
      { token },
      { origin: "https://elsewhere.example" },
    );
    expect(forged.status).toBe(403);
    const fetched = await server.request(`/b/${HERE}/account/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "null",
        "sec-fetch-site": "cross-site",
      },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(fetched.status).toBe(403);
    // The forged post did not use the link up.
    expect((await page(`/b/${HERE}/account/sign-in?token=${token}`)).status).toBe(200);
  });

  it("signs in once per link: opening it asks for a click, the click starts a session, a second click is refused", async () => {
    const token = await emailedToken(HERE, pat);
    // Opening the link (as a mail scanner would) uses nothing.
    const opened = await page(`/b/${HERE}/account/sign-in?token=${token}`);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('<button type="submit">Sign in</button>');
    expect((await page(`/b/${HERE}/account/sign-in?token=${token}`)).status).toBe(200);

    const first = await form(`/b/${HERE}/account/sign-in`, { token });
    expect(first.status).toBe(303);
    const cookie = first.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^qw_customer=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain(`Path=/b/${HERE}/account`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    const sessionToken = cookie.split(";")[0]!.split("=")[1]!;
    const [session] = await selectRows<{ token_hash: string }>(
      server.database,
      sql`select token_hash from customer_sessions where token_hash = ${sha256(sessionToken)}`,
    );
    expect(session).toBeDefined();

    const again = await form(`/b/${HERE}/account/sign-in`, { token });
    expect(again.status).toBe(410);
    const refused = await again.text();
    expect(refused).toContain("This sign-in link was already used");
    expect(refused).toContain(`action="/b/${HERE}/account/link"`);
    expect(again.headers.get("set-cookie")).toBeNull();
    const mangled = await form(`/b/${HERE}/account/sign-in`, { token: "x".repeat(500) });
    expect(mangled.status).toBe(404);
    expect(await mangled.text()).toContain("This sign-in link does not work");
    expect((await page(`/b/${HERE}/account/sign-in?token=${token}`)).status).toBe(410);
  });

  it("lets a link work for 15 minutes, and no longer (the clock pinned later on a second instance)", async () => {
    const stale = await emailedToken(HERE, pat);
    const fresh = await emailedToken(HERE, pat);
    const later = await startSecondInstance(server, { NOW: "2026-03-04T12:15:00Z" });
    const sooner = await startSecondInstance(server, { NOW: "2026-03-04T12:14:59Z" });
    try {
      const expired = await form(`/b/${HERE}/account/sign-in`, { token: stale }, { via: later });
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain("This sign-in link has expired");
      const inTime = await form(`/b/${HERE}/account/sign-in`, { token: fresh }, { via: sooner });
      expect(inTime.status).toBe(303);
    } finally {
      await later.close();
      await sooner.close();
    }
  });

  it("shows the customer their orders, visits and plan here, with the receipt, in the business's time", async () => {
    const cookie = await signIn(HERE, pat);
    const { status, html } = await page(`/b/${HERE}/account`, cookie);
    expect(status).toBe(200);
    expect(html).toContain("Mow Co");
    expect(html).toContain(`Signed in as ${pat}`);
    expect(html).toContain("Lawn mowing: Lawn");
    expect(html).toContain("Weekly");
    // 8:00 in New York both sides of the clock change on March 8.
    expect(html).toContain("Thursday, March 5, 2026 at 8:00 AM EST");
    expect(html).toContain("Thursday, March 12, 2026 at 8:00 AM EDT");
    const receipt = `/api/b/${HERE}/checkout/orders/${patsOrder}/receipt.pdf`;
    expect(html).toContain(receipt);
    const pdf = await server.request(receipt);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("lists the visits done, latest first, with the business's review link; none of another customer", async () => {
    const cookie = await signIn(HERE, pat);
    const before = (await page(`/b/${HERE}/account`, cookie)).html;
    expect(before).not.toContain("Completed visits");
    expect(before).toContain("Thursday, March 5, 2026 at 8:00 AM EST");
    const [patsFirst] = await bookingsOf(pat);
    const [quinnsFirst] = await bookingsOf(quinn);
    await server.database.db.execute(
      sql`update bookings set done_at = ${NOW}::timestamptz where id in (${patsFirst!.id}, ${quinnsFirst!.id})`,
    );
    try {
      const { html } = await page(`/b/${HERE}/account`, cookie);
      const completed = html.slice(html.indexOf("<h2>Completed visits</h2>"));
      expect(completed).toContain("Thursday, March 5, 2026 at 8:00 AM EST");
      // Marked done before its end, it is no longer to come.
      const toCome = html.slice(0, html.indexOf("<h2>Completed visits</h2>"));
      expect(toCome).not.toContain("Thursday, March 5, 2026 at 8:00 AM EST");
      expect(completed).toContain(
        `<a href="${REVIEW_URL}" rel="noopener">Leave Mow Co a review</a>`,
      );
      // Quinn's visit, done the same day, is not Pat's.
      expect(completed).not.toContain("Friday, March 6, 2026");
    } finally {
      await server.database.db.execute(
        sql`update bookings set done_at = null where id in (${patsFirst!.id}, ${quinnsFirst!.id})`,
      );
    }
  });

  it("keeps a session to its business and its customer: nothing of another business or customer is shown", async () => {
    const cookie = await signIn(HERE, pat);
    const here = await page(`/b/${HERE}/account`, cookie);
    expect(here.html).toContain(patsOrder);
    expect(here.html).not.toContain(patsOrderThere);
    expect(here.html).not.toContain(quinnsOrder);
    expect(here.html).not.toContain(quinn);
    expect(here.html).not.toContain("Trim Co");

    // Mow Co's cookie at Trim Co's page: signed out there, Pat's Trim Co order not shown.
    const there = await page(`/b/${THERE}/account`, cookie);
    expect(there.status).toBe(200);
    expect(there.html).toContain('action="/b/trim-co/account/link"');
    expect(there.html).not.toContain(patsOrderThere);
    expect(there.html).not.toContain(pat);
    // And changes at Trim Co with it are refused as signed out.
    const [thereVisit] = await bookingsOf(pat).then((rows) =>
      rows.filter((row) => row.order_id === patsOrderThere),
    );
    const refused = await form(`/b/${THERE}/account/visits/${thereVisit!.id}/skip`, {}, { cookie });
    expect(refused.status).toBe(401);

    // A Mow Co link does not sign in at Trim Co.
    const token = await emailedToken(HERE, pat);
    expect((await form(`/b/${THERE}/account/sign-in`, { token })).status).toBe(404);
    expect((await form(`/b/${HERE}/account/sign-in`, { token })).status).toBe(303);
  });

  it("skips exactly the visit asked, and only a later visit of the customer's own plan before the notice", async () => {
    const cookie = await signIn(HERE, pat);
    const before = await statuses();
    const visits = await bookingsOf(pat);
    const first = visits.find((visit) => visit.order_id === patsOrder)!;
    const next = visits.find((visit) => visit.order_id === null)!;
    expect(new Date(next.starts_at).toISOString()).toBe("2026-03-12T12:00:00.000Z");

    const skipped = await form(`/b/${HERE}/account/visits/${next.id}/skip`, {}, { cookie });
    expect(skipped.status).toBe(303);
    expect(skipped.headers.get("location")).toBe(`/b/${HERE}/account?done=skipped`);
    expect(await statuses()).toEqual({ ...before, [next.id]: "skipped" });
    const shown = await page(`/b/${HERE}/account?done=skipped`, cookie);
    expect(shown.html).toContain("The visit is skipped");
    expect(shown.html).toContain(
      "<s>Thursday, March 12, 2026 at 8:00 AM EDT</s> <strong>Skipped</strong>",
    );

    // The paid first visit, a skipped one, Quinn's visit, a bad id: nothing changes.
    const notAllowed = await form(`/b/${HERE}/account/visits/${first.id}/skip`, {}, { cookie });
    expect(notAllowed.headers.get("location")).toBe(`/b/${HERE}/account?done=not-allowed`);
    const twice = await form(`/b/${HERE}/account/visits/${next.id}/skip`, {}, { cookie });
    expect(twice.headers.get("location")).toBe(`/b/${HERE}/account?done=not-allowed`);
    const quinnsVisit = (await bookingsOf(quinn)).find((visit) => visit.order_id === null)!;
    const notTheirs = await form(
      `/b/${HERE}/account/visits/${quinnsVisit.id}/skip`,
      {},
      { cookie },
    );
    expect(notTheirs.status).toBe(404);
    const malformed = await form(`/b/${HERE}/account/visits/nope/skip`, {}, { cookie });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("visitId: ");
    expect((await form(`/b/${HERE}/account/visits/${next.id}/skip`, {})).status).toBe(401);
    expect(await statuses()).toEqual({ ...before, [next.id]: "skipped" });
    // The business hears of it once: its crew must not come.
    expect(await noticesOf(`booking:${next.id}:skipped`)).toEqual([
      {
        to: "hello@example.com",
        subject: "Visit skipped: Lawn mowing: Lawn, Thursday, March 12, 2026 at 8:00 AM EDT",
        reply_to: pat,
      },
    ]);
    expect(await noticesOf(`booking:${first.id}:skipped`)).toEqual([]);
    // And its webhook, once.
    expect(await eventsOf("plan.changed")).toEqual([
      expect.objectContaining({
        status: "active",
        customer: expect.objectContaining({ email: pat }),
        change: {
          kind: "visit_skipped",
          visit: { id: next.id, start: "2026-03-12T12:00:00.000Z" },
        },
      }),
    ]);
  });

  it("refuses to skip a visit inside the business's notice", async () => {
    // 12 hours' notice: Quinn's visit of Friday March 13, 10:00 EDT (14:00 UTC), can be skipped
    // until 02:00 UTC that day.
    const visit = (await bookingsOf(quinn)).find(
      (row) => new Date(row.starts_at).toISOString() === "2026-03-13T14:00:00.000Z",
    )!;
    expect(visit).toBeDefined();
    const tooLate = await startSecondInstance(server, { NOW: "2026-03-13T02:00:00Z" });
    try {
      const cookie = await signIn(HERE, quinn, tooLate);
      const refused = await form(
        `/b/${HERE}/account/visits/${visit.id}/skip`,
        {},
        { cookie, via: tooLate },
      );
      expect(refused.headers.get("location")).toBe(`/b/${HERE}/account?done=not-allowed`);
      expect((await statuses())[visit.id]).toBe("booked");
    } finally {
      await tooLate.close();
    }
  });

  it("cancels exactly the customer's plan: its unpaid visits to come; the paid first visit and skips stay", async () => {
    const cookie = await signIn(HERE, pat);
    const quinnsCookie = await signIn(HERE, quinn);
    const [patsPlan] = await selectRows<{ id: string }>(
      server.database,
      sql`select id from plans where order_id = ${patsOrder}`,
    );
    const [quinnsPlan] = await selectRows<{ id: string }>(
      server.database,
      sql`select id from plans where order_id = ${quinnsOrder}`,
    );
    // The plan's page asks first.
    const ask = await page(`/b/${HERE}/account/plans/${patsPlan!.id}/cancel`, cookie);
    expect(ask.html).toContain("Cancel your plan?");

    // A visit the business marked done (so charged, docs/product/plans.md#billing) stays.
    const done = (await bookingsOf(pat)).filter((visit) => visit.status === "booked").at(-1)!;
    await server.database.db.execute(
      sql`update bookings set done_at = now() where id = ${done.id}`,
    );
    // Quinn cannot cancel Pat's plan.
    const before = await statuses();
    const notTheirs = await form(
      `/b/${HERE}/account/plans/${patsPlan!.id}/cancel`,
      {},
      { cookie: quinnsCookie },
    );
    expect(notTheirs.status).toBe(404);
    expect(await statuses()).toEqual(before);

    const cancelled = await form(`/b/${HERE}/account/plans/${patsPlan!.id}/cancel`, {}, { cookie });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`/b/${HERE}/account?done=plan-cancelled`);
    const expected = { ...before };
    for (const visit of await bookingsOf(pat)) {
      if (visit.order_id === null && before[visit.id] === "booked" && visit.id !== done.id) {
        expected[visit.id] = "cancelled";
      }
    }
    const after = await statuses();
    expect(after).toEqual(expected);
    const patsVisits = await bookingsOf(pat);
    expect(patsVisits.find((visit) => visit.order_id === patsOrder)!.status).toBe("booked");
    expect(patsVisits.find((visit) => visit.id === done.id)!.status).toBe("booked");
    expect(patsVisits.filter((visit) => visit.status === "skipped")).toHaveLength(1);
    expect(patsVisits.filter((visit) => visit.status === "cancelled").length).toBeGreaterThan(5);
    expect(await eventsOf("plan.cancelled")).toEqual([
      expect.objectContaining({ id: patsPlan!.id, status: "cancelled", order_id: patsOrder }),
    ]);
    const plans = await selectRows<{ id: string; status: string }>(
      server.database,
      sql`select id, status from plans where id in (${patsPlan!.id}, ${quinnsPlan!.id})`,
    );
    expect(Object.fromEntries(plans.map((plan) => [plan.id, plan.status]))).toEqual({
      [patsPlan!.id]: "cancelled",
      [quinnsPlan!.id]: "active",
    });
    // Cancelling again changes nothing.
    const again = await form(`/b/${HERE}/account/plans/${patsPlan!.id}/cancel`, {}, { cookie });
    expect(again.status).toBe(303);
    expect(await statuses()).toEqual(after);
    expect(await noticesOf(`plan:${patsPlan!.id}:cancelled`)).toEqual([
      {
        to: "hello@example.com",
        subject: `Plan cancelled: Lawn mowing: Lawn for ${pat}`,
        reply_to: pat,
      },
    ]);
    expect(await noticesOf(`plan:${quinnsPlan!.id}:cancelled`)).toEqual([]);
  });

  it("signs out: the cookie is cleared and its session stops working", async () => {
    const cookie = await signIn(HERE, pat);
    const out = await form(`/b/${HERE}/account/sign-out`, {}, { cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const after = await page(`/b/${HERE}/account`, cookie);
    expect(after.html).not.toContain(pat);
    expect(after.html).toContain('action="/b/mow-co/account/link"');
  });
});

describe("the customer's sign-in form under the rate limit (pglite)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { NOW, RATE_LIMIT_PER_MINUTE: "3" });
    await addCrewBusiness(server, businessCalled(HERE, "Mow Co"));
  });
  afterAll(() => server?.close());

  it("answers a page of the business's own once the limit is reached", async () => {
    const ask = () =>
      server.request(`/b/${HERE}/account/link`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: "someone@example.com" }).toString(),
      });
    for (const _ of [1, 2, 3]) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toContain("text/html");
    const html = await limited.text();
    expect(html).toContain("Too many requests");
    expect(html).toContain("Mow Co");
  });
});

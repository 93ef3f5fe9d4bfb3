import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { bearer, loginAdmin } from "../helpers/admin";
import { customer, selectRows, uniqueEmail } from "../helpers/checkout";
import { addCrewBusiness, CREW_AREA, mowingBusiness } from "../helpers/crew-business";
import {
  apiCaller,
  startSecondInstance,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../helpers/test-server";

/**
 * A customer moves one later visit of their plan from their page
 * (docs/product/customer-account.md#moving-a-visit): to a free time around its day, checked as a
 * new booking is, on the same booking (its plan and charge stay), until the booking notice; the
 * plan's other visits stay. Nobody else's visit is reachable, at this business or another.
 */

const HERE = "move-here";
const THERE = "move-there";
/** A Wednesday, 07:00 EST; the clocks move forward on Sunday March 8. */
const NOW = "2026-03-04T12:00:00Z";
const OWNER = { email: "owner@move-here.example", password: "correct horse battery staple" };

describe.each(testDatabases)("moving a plan's visit (%s)", (kind) => {
  let server: TestServer;
  const pat = uniqueEmail("pat");
  const quinn = uniqueEmail("quinn");

  const call = apiCaller(() => server);
  const buy = async (slug: string, email: string, frequency: string, start: string) => {
    const selection = { service: "mow", area: CREW_AREA, option: "lawn", addons: [], frequency };
    const { body: quote } = await call(`/api/b/${slug}/price`, { json: selection });
    const created = await call(`/api/b/${slug}/checkout`, {
      json: { ...customer, email, ...selection, ...checkoutAmountsOf(quote), slot: { start } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const paid = await call(`/api/b/${slug}/checkout/orders/${created.body.orderId}/test-payment`, {
      json: { customerName: "Pat Doe", phone: "914-555-0100" },
    });
    expect(paid.status).toBe(200);
    return created.body.orderId as string;
  };
  /** The bookings of a plan, or of an order: id, start (UTC), status, crew and plan, by start. */
  const jobsOf = async (where: { planId: string } | { orderId: string }) =>
    (
      await selectRows<{ id: string; starts_at: Date; status: string; plan_id: string | null }>(
        server.database,
        "planId" in where
          ? sql`select id, starts_at, status, plan_id from bookings where plan_id = ${where.planId} order by starts_at, id`
          : sql`select id, starts_at, status, plan_id from bookings where order_id = ${where.orderId} order by starts_at, id`,
      )
    ).map(({ starts_at, ...job }) => ({ ...job, start: new Date(starts_at).toISOString() }));
  const planOf = async (orderId: string) =>
    (
      await selectRows<{ id: string }>(
        server.database,
        sql`select id from plans where order_id = ${orderId}`,
      )
    )[0]!.id;
  const mailTo = (to: string, kind: string) =>
    selectRows<{ subject: string; text: string }>(
      server.database,
      sql`select payload->>'subject' as subject, payload->>'text' as text from outbox
          where kind = ${kind} and lower(payload->>'to') = ${to.toLowerCase()} order by id`,
    );

  /** A form post as a browser without JavaScript sends it; redirects are not followed. */
  const form = (on: TestServer, path: string, fields: Record<string, string>, cookie?: string) =>
    on.request(path, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  const page = async (on: TestServer, path: string, cookie: string) => {
    const response = await on.request(path, { redirect: "manual", headers: { cookie } });
    return {
      status: response.status,
      location: response.headers.get("location"),
      html: await response.text(),
    };
  };
  /** Signs the customer in at `slug` through the link emailed to them: their session cookie. */
  const signIn = async (slug: string, email: string, on = server) => {
    expect((await form(on, `/b/${slug}/account/link`, { email })).status).toBe(200);
    const [link] = await selectRows<{ text: string }>(
      server.database,
      sql`select payload->>'text' as text from outbox where kind = 'customer_sign_in_link'
          and business_id = ${slug} and lower(payload->>'to') = ${email.toLowerCase()}
          order by id desc limit 1`,
    );
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(link!.text)![1]!;
    const response = await form(on, `/b/${slug}/account/sign-in`, { token });
    expect(response.status).toBe(303);
    return response.headers.get("set-cookie")!.split(";")[0]!;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { NOW, ANONYMOUS_WRITE_LIMITS: "off" });
    await addCrewBusiness(server, mowingBusiness(HERE, "Move Here"));
    await addCrewBusiness(server, mowingBusiness(THERE, "Move There"));
    await createAdminUser(server.database.db, { businessId: HERE, ...OWNER, now: new Date(NOW) });
  });
  afterAll(() => server?.close());

  it("moves that one visit to a free time around its day, on its booking; the plan's other visits stay; it is charged as before", async () => {
    // Pat: weekly ($45) on Thursdays at 08:00, from March 5 (EST) on.
    const order = await buy(HERE, pat, "weekly", "2026-03-05T08:00:00-05:00");
    const planId = await planOf(order);
    const before = await jobsOf({ planId });
    const visit = before.find((job) => job.start === "2026-03-12T12:00:00.000Z")!;
    expect(visit.status).toBe("booked");
    const cookie = await signIn(HERE, pat);

    const account = await page(server, `/b/${HERE}/account`, cookie);
    expect(account.html).toContain(`href="/b/${HERE}/account/visits/${visit.id}/move"`);
    const asked = await page(server, `/b/${HERE}/account/visits/${visit.id}/move`, cookie);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain("Move your visit");
    expect(asked.html).toContain("Thursday, March 12, 8:00 AM EDT");
    // From a few days before its day (March 6) on, its own time aside, its own hour free.
    expect(asked.html).not.toContain('value="2026-03-05T');
    expect(asked.html).toContain('value="2026-03-06T08:00:00-05:00"');
    expect(asked.html).not.toContain('value="2026-03-12T08:00:00-04:00"');
    expect(asked.html).toContain('value="2026-03-12T09:00:00-04:00"');
    expect(asked.html).toContain('value="2026-03-13T10:00:00-04:00"');

    const noTime = await form(server, `/b/${HERE}/account/visits/${visit.id}/move`, {}, cookie);
    expect(noTime.status).toBe(400);
    expect(await noTime.text()).toContain("New time: please choose");
    const moved = await form(
      server,
      `/b/${HERE}/account/visits/${visit.id}/move`,
      { start: "2026-03-13T10:00:00-04:00" },
      cookie,
    );
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`/b/${HERE}/account?done=visit-moved`);

    // The same booking, its plan kept, at the new time; every other visit as it was.
    const after = await jobsOf({ planId });
    expect(after).toHaveLength(before.length);
    expect(after.find((job) => job.id === visit.id)).toMatchObject({
      start: "2026-03-13T14:00:00.000Z",
      status: "booked",
      plan_id: planId,
    });
    expect(after.filter((job) => job.id !== visit.id)).toEqual(
      before.filter((job) => job.id !== visit.id),
    );
    expect(await jobsOf({ orderId: order })).toHaveLength(1);
    const shown = await page(server, `/b/${HERE}/account?done=visit-moved`, cookie);
    expect(shown.html).toContain("The visit is moved");
    expect(shown.html).toContain("Friday, March 13, 2026 at 10:00 AM EDT");

    // Pat is emailed the new time; the business is told, with where it was.
    const [toPat, twice] = await mailTo(pat, "visit_time_confirmation");
    expect(toPat?.subject).toBe("Your visit with Move Here: Friday, March 13, 10:00 AM EDT");
    expect(toPat?.text).toContain(`/b/${HERE}/account`);
    expect(twice).toBeUndefined();
    const [notice] = await selectRows<{ subject: string; text: string }>(
      server.database,
      sql`select payload->>'subject' as subject, payload->>'text' as text from outbox
          where kind = 'visit_time_notice' and business_id = ${HERE} order by id`,
    );
    expect(notice?.subject).toBe("Visit moved: Pat Doe, Friday, March 13, 10:00 AM EDT");
    expect(notice?.text).toContain("Moved from: Thursday, March 12, 8:00 AM EDT");
    // On the plan's order's timeline, as the customer's move.
    const events = await selectRows<{ data: { from: string; to: string; by: string } }>(
      server.database,
      sql`select data from order_events where order_id = ${order} and type = 'visit_moved'`,
    );
    expect(events.map(({ data }) => data)).toEqual([
      { from: "2026-03-12T08:00:00-04:00", to: "2026-03-13T10:00:00-04:00", by: "customer" },
    ]);

    // Marked done, it is charged the plan's price, as any visit of it.
    const later = await startSecondInstance(server, { NOW: "2026-03-13T16:00:00Z" });
    try {
      const done = await apiCaller(() => later)(`/api/admin/visits/${visit.id}/done`, {
        method: "POST",
        headers: bearer(await loginAdmin(later, OWNER)),
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.charge.amountCents).toBe(4500);
    } finally {
      await later.close();
    }
  });

  it("refuses a time taken meanwhile with the free times, and a visit past the notice", async () => {
    const order = await buy(HERE, quinn, "weekly", "2026-03-06T09:00:00-05:00");
    const planId = await planOf(order);
    const visit = (await jobsOf({ planId })).find(
      (job) => job.start === "2026-03-13T13:00:00.000Z",
    )!;
    const cookie = await signIn(HERE, quinn);
    const asked = await page(server, `/b/${HERE}/account/visits/${visit.id}/move`, cookie);
    expect(asked.html).toContain('value="2026-03-16T11:00:00-04:00"');
    // Someone books Monday March 16 at 11:00 while Quinn chooses it.
    await buy(HERE, uniqueEmail("ray"), "one_time", "2026-03-16T11:00:00-04:00");
    const taken = await form(
      server,
      `/b/${HERE}/account/visits/${visit.id}/move`,
      { start: "2026-03-16T11:00:00-04:00" },
      cookie,
    );
    expect(taken.status).toBe(409);
    const html = await taken.text();
    expect(html).toContain("That time is no longer free");
    expect(html).not.toContain('value="2026-03-16T11:00:00-04:00"');
    expect(html).toContain('value="2026-03-16T12:00:00-04:00"');
    const unchanged = await jobsOf({ planId });
    expect(unchanged.find((job) => job.id === visit.id)?.start).toBe("2026-03-13T13:00:00.000Z");

    // Eleven hours before it (the notice is 12): the page says to contact the business.
    const late = await startSecondInstance(server, { NOW: "2026-03-13T02:00:00Z" });
    try {
      const lateCookie = await signIn(HERE, quinn, late);
      const opened = await page(late, `/b/${HERE}/account/visits/${visit.id}/move`, lateCookie);
      expect(opened.status).toBe(303);
      expect(opened.location).toBe(`/b/${HERE}/account?done=move-not-allowed`);
      const refused = await form(
        late,
        `/b/${HERE}/account/visits/${visit.id}/move`,
        { start: "2026-03-16T12:00:00-04:00" },
        lateCookie,
      );
      expect(refused.status).toBe(303);
      expect(refused.headers.get("location")).toBe(`/b/${HERE}/account?done=move-not-allowed`);
      const shown = await page(late, `/b/${HERE}/account?done=move-not-allowed`, lateCookie);
      expect(shown.html).toContain("can no longer be moved from here");
      expect(shown.html).not.toContain(`/visits/${visit.id}/move"`);
    } finally {
      await late.close();
    }
    // Nothing moved (the later clock's loop only booked further visits).
    const ids = new Set(unchanged.map((job) => job.id));
    expect((await jobsOf({ planId })).filter((job) => ids.has(job.id))).toEqual(unchanged);
  });

  it("answers 404 for another customer's visit, at this business or another, and 401 signed out", async () => {
    const order = await buy(HERE, uniqueEmail("sam"), "weekly", "2026-03-09T10:00:00-04:00");
    const planId = await planOf(order);
    const before = await jobsOf({ planId });
    const visit = before.find((job) => job.start === "2026-03-16T14:00:00.000Z")!;
    const path = (slug: string) => `/b/${slug}/account/visits/${visit.id}/move`;
    const start = { start: "2026-03-17T10:00:00-04:00" };

    // Pat at this business; Pat at another, with an order there.
    await buy(THERE, pat, "one_time", "2026-03-10T09:00:00-04:00");
    for (const [slug, cookie] of [
      [HERE, await signIn(HERE, pat)],
      [THERE, await signIn(THERE, pat)],
    ] as const) {
      expect((await page(server, path(slug), cookie)).status).toBe(404);
      const refused = await form(server, path(slug), start, cookie);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain("That visit is not on your account");
    }
    // A plan's first visit is its order's: not moved here.
    const [first] = await jobsOf({ orderId: order });
    const pats = await signIn(HERE, pat);
    expect((await page(server, `/b/${HERE}/account/visits/${first!.id}/move`, pats)).status).toBe(
      404,
    );
    expect((await form(server, path(HERE), start)).status).toBe(401);
    expect((await page(server, `/b/${HERE}/account/visits/nope/move`, pats)).status).toBe(400);
    expect(await jobsOf({ planId })).toEqual(before);
  });
});

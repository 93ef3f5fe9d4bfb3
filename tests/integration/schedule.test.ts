import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { bearer, loginAdmin } from "../helpers/admin";
import { customer, selectRows, uniqueEmail } from "../helpers/checkout";
import {
  addCrewBusiness,
  CREW_AREA,
  crewServiceTexts,
  mowingBusiness,
} from "../helpers/crew-business";
import { apiCaller, startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const SLUG = "sched-co";
const OTHER = "other-sched-co";
const API = `/api/b/${SLUG}`;
const OWNER = { email: "owner@sched-co.example", password: "correct horse battery staple" };
const STAFF = { email: "staff@sched-co.example", password: "correct horse battery staple" };
const MOW = "mow-sched";
const MOW_OWNER = { email: "owner@mow-sched.example", password: "correct horse battery staple" };
const OTHER_OWNER = {
  email: "owner@other-sched.example",
  password: "correct horse battery staple",
};
/** A Wednesday morning in New York. */
const NOW = "2026-03-04T12:00:00Z";
const MONDAY = "2026-03-09";

/** Two crews, one 60-minute visit at $100, starts every hour, no buffer. */
const business = (slug: string, name: string) => ({
  slug,
  name,
  services: [
    {
      code: "visit",
      texts: crewServiceTexts("Gutter visit"),
      billing: { type: "one_time" },
      pricing: {
        options: [{ code: "standard", label: "Standard", description: "A standard visit" }],
        prices: { [CREW_AREA]: { standard: 10000 } },
      },
      addons: [],
      duration: { minutes: 60 },
    },
  ],
  availability: {
    crews: [
      { code: "a", name: "Crew A" },
      { code: "b", name: "Crew B" },
    ],
    bufferMinutes: 0,
    minimumNoticeHours: 12,
    starts: { type: "every", minutes: 60 },
  },
});
const amounts = {
  basePriceCents: 10000,
  addonPriceCents: 0,
  subtotalCents: 10000,
  feeCents: 0,
  totalCents: 10000,
  taxCents: 0,
  grandTotalCents: 10000,
};

type Job = { id: string; crew: string; start: string; status: string };

/**
 * The business's schedule (docs/product/booking.md#the-schedule and #calendar-feed): the jobs,
 * reassigning, moving, done and no-show, the crews' calendar feeds and the booking.* webhooks,
 * each refused across businesses.
 */
describe.each(testDatabases)("schedule on %s", (kind) => {
  let server: TestServer;
  let owner: Record<string, string>;
  let staff: Record<string, string>;
  let otherOwner: Record<string, string>;
  let mowOwner: Record<string, string>;
  const call = apiCaller(() => server);

  beforeAll(async () => {
    server = await startTestServer(kind, { NOW, ANONYMOUS_WRITE_LIMITS: "off" });
    await addCrewBusiness(server, business(SLUG, "Sched Co"));
    await addCrewBusiness(server, business(OTHER, "Other Sched Co"));
    await addCrewBusiness(server, mowingBusiness(MOW, "Mow Sched"));
    const now = new Date(NOW);
    await createAdminUser(server.database.db, { businessId: SLUG, ...OWNER, now });
    await createAdminUser(server.database.db, {
      businessId: SLUG,
      ...STAFF,
      role: "staff",
      now,
    });
    await createAdminUser(server.database.db, { businessId: OTHER, ...OTHER_OWNER, now });
    owner = bearer(await loginAdmin(server, OWNER));
    staff = bearer(await loginAdmin(server, STAFF));
    otherOwner = bearer(await loginAdmin(server, OTHER_OWNER));
    await createAdminUser(server.database.db, { businessId: MOW, ...MOW_OWNER, now });
    mowOwner = bearer(await loginAdmin(server, MOW_OWNER));
    // A listener for the booking events: its deliveries keep each payload.
    await server.database.db.execute(sql`
      insert into webhook_endpoints (business_id, url, events, secret)
      values (${SLUG}, 'https://crm.example/hooks', array['booking.created', 'booking.rescheduled', 'booking.cancelled'],
        'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdA==')`);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A paid order booked at `start` (test mode): its job's id. */
  const bookPaid = async (start: string, email = uniqueEmail("sched")) => {
    const created = await call(`${API}/checkout`, {
      json: {
        ...customer,
        address: "12 Birch Lane, Unit 3",
        email,
        area: CREW_AREA,
        option: "standard",
        addons: [],
        ...amounts,
        slot: { start },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orderId = created.body.orderId as string;
    const paid = await call(`${API}/checkout/orders/${orderId}/test-payment`, {
      json: { customerName: "Pat Doe", phone: "914-555-0100" },
    });
    expect(paid.status).toBe(200);
    const [job] = await selectRows<{ id: string; crew: string }>(
      server.database,
      sql`select id, crew from bookings where order_id = ${orderId} and status = 'booked'`,
    );
    return { orderId, jobId: job!.id, crew: job!.crew, email };
  };
  const schedule = async (headers = owner) => {
    const answer = await call(`/api/admin/schedule?from=${MONDAY}&days=7`, { headers });
    expect(answer.status).toBe(200);
    return answer.body as { jobs: Job[]; crews: { code: string; feedCreatedAt: string | null }[] };
  };
  const action = (jobId: string, what: string, json?: object, headers = owner) =>
    call(`/api/admin/schedule/jobs/${jobId}/${what}`, { method: "POST", json, headers });
  const deliveries = (type: string) =>
    selectRows<{ payload: { data: Record<string, unknown> } }>(
      server.database,
      sql`select payload from webhook_deliveries where business_id = ${SLUG} and event_type = ${type} order by id`,
    );

  it("lists the week's jobs by crew with time, address, service, price and status; a paid time sends booking.created", async () => {
    const { jobId, orderId } = await bookPaid(`${MONDAY}T08:00:00-04:00`);
    const { crews, jobs } = await schedule();
    expect(crews).toEqual([
      { code: "a", name: "Crew A", feedCreatedAt: null },
      { code: "b", name: "Crew B", feedCreatedAt: null },
    ]);
    expect(jobs.find((job) => job.id === jobId)).toEqual({
      id: jobId,
      crew: "a",
      start: `${MONDAY}T08:00:00-04:00`,
      end: `${MONDAY}T09:00:00-04:00`,
      status: "booked",
      orderId,
      planVisit: false,
      customerName: "Pat Doe",
      address: "12 Birch Lane, Unit 3, Scarsdale, NY 10583",
      area: CREW_AREA,
      service: "Gutter visit",
      priceCents: 10000,
    });
    const created = (await deliveries("booking.created")).map(({ payload }) => payload.data);
    expect(created.find((data) => data.id === jobId)).toMatchObject({
      order_id: orderId,
      crew: "a",
      start: `${MONDAY}T08:00:00-04:00`,
      status: "booked",
      service: "Gutter visit",
      customer: { name: "Pat Doe", phone: "914-555-0100" },
      address: { line1: "12 Birch Lane, Unit 3", city: "Scarsdale", zip_code: "10583" },
    });

    const tooLong = await call("/api/admin/schedule?days=30", { headers: owner });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues[0].path).toBe("days");
    expect((await call("/api/admin/schedule")).status).toBe(401);
    // Another business sees none of it.
    const theirs = await schedule(otherOwner);
    expect(theirs.jobs.map((job) => job.id)).not.toContain(jobId);
  });

  it("reassigns a job to another crew, refusing a crew with an overlapping job (409)", async () => {
    const first = await bookPaid(`${MONDAY}T10:00:00-04:00`);
    const second = await bookPaid(`${MONDAY}T10:00:00-04:00`);
    expect([first.crew, second.crew].sort()).toEqual(["a", "b"]);

    const clash = await action(second.jobId, "reassign", { crew: first.crew });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      `Crew ${first.crew.toUpperCase()} already has a job at that time. Move one of them first.`,
    );
    const unknown = await action(second.jobId, "reassign", { crew: "zzz" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.issues[0].path).toBe("crew");
    expect((await action(second.jobId, "reassign", {})).body.issues[0].path).toBe("crew");

    const third = await bookPaid(`${MONDAY}T12:00:00-04:00`);
    const other = third.crew === "a" ? "b" : "a";
    const moved = await action(third.jobId, "reassign", { crew: other }, staff);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: third.jobId, crew: other, status: "booked" });
    const rescheduled = (await deliveries("booking.rescheduled")).map(
      ({ payload }) => payload.data,
    );
    expect(rescheduled.find((data) => data.id === third.jobId)).toMatchObject({
      crew: other,
      previous: { crew: third.crew, start: `${MONDAY}T12:00:00-04:00` },
    });
  });

  it("moves a job to a free time on its crew, emails the customer the new time; a taken or closed time is 409", async () => {
    const blocker = await bookPaid(`${MONDAY}T14:00:00-04:00`);
    const job = await bookPaid(`${MONDAY}T15:00:00-04:00`);
    // Both on crew a unless a was taken: put the job on the blocker's crew.
    if (job.crew !== blocker.crew) {
      expect((await action(job.jobId, "reassign", { crew: blocker.crew })).status).toBe(200);
    }

    const times = await call(`/api/admin/schedule/jobs/${job.jobId}/times?day=2026-03-10`, {
      headers: owner,
    });
    expect(times.status).toBe(200);
    expect(times.body.times[0]).toEqual({
      start: "2026-03-10T08:00:00-04:00",
      end: "2026-03-10T09:00:00-04:00",
    });
    const sameDay = await call(`/api/admin/schedule/jobs/${job.jobId}/times?day=${MONDAY}`, {
      headers: owner,
    });
    const starts = sameDay.body.times.map((time: { start: string }) => time.start);
    expect(starts).toContain(`${MONDAY}T15:00:00-04:00`);
    expect(starts).not.toContain(`${MONDAY}T14:00:00-04:00`);

    const taken = await action(job.jobId, "move", { start: `${MONDAY}T14:00:00-04:00` });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      "That time is not free on this crew's schedule. Please choose another.",
    );
    const closed = await action(job.jobId, "move", { start: `${MONDAY}T20:00:00-04:00` });
    expect(closed.status).toBe(409);
    const bad = await action(job.jobId, "move", { start: "next Tuesday" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("start");

    const moved = await action(job.jobId, "move", { start: "2026-03-10T13:00:00-04:00" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: job.jobId,
      start: "2026-03-10T13:00:00-04:00",
      end: "2026-03-10T14:00:00-04:00",
      crew: blocker.crew,
    });
    const emails = await selectRows<{ text: string; subject: string }>(
      server.database,
      sql`select payload->>'text' as text, payload->>'subject' as subject from outbox
          where kind = 'visit_moved_by_business' and payload->>'to' = ${job.email}`,
    );
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(
      "New time for your visit with Sched Co: Tuesday, March 10, 1:00 PM EDT",
    );
    expect(emails[0]!.text).toContain(
      "Sched Co moved your visit at 12 Birch Lane, Unit 3, Scarsdale, NY 10583 to Tuesday, March 10, 1:00 PM EDT.",
    );
    const rescheduled = (await deliveries("booking.rescheduled")).map(
      ({ payload }) => payload.data,
    );
    expect(
      rescheduled.find((data) => data.id === job.jobId && data.start !== data.end),
    ).toBeDefined();
    expect(rescheduled.at(-1)).toMatchObject({
      id: job.jobId,
      start: "2026-03-10T13:00:00-04:00",
      previous: { start: `${MONDAY}T15:00:00-04:00` },
    });
  });

  it("keeps a crew's jobs apart in the database, whatever the code path", async () => {
    const job = await bookPaid(`${MONDAY}T16:00:00-04:00`);
    const refused = server.database.db.execute(sql`
      insert into bookings (business_id, crew, starts_at, ends_at, status)
      values (${SLUG}, ${job.crew}, ${"2026-03-09T20:30:00Z"}, ${"2026-03-09T21:30:00Z"}, 'booked')`);
    await expect(refused).rejects.toThrow();
  });

  it("marks a past job done (the visit-done path) or a no-show (booking.cancelled), a future one not a no-show", async () => {
    const future = await bookPaid("2026-03-11T08:00:00-04:00");
    const early = await action(future.jobId, "no-show");
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("A job can be marked a no-show once its time has begun");

    const gone = await bookPaid("2026-03-11T09:00:00-04:00");
    const done = await bookPaid("2026-03-11T10:00:00-04:00");
    // Their times have come: eight days earlier than booked.
    await server.database.db.execute(sql`
      update bookings set starts_at = starts_at - interval '8 days', ends_at = ends_at - interval '8 days'
      where id in (${gone.jobId}, ${done.jobId})`);

    const noShow = await action(gone.jobId, "no-show", undefined, staff);
    expect(noShow.status).toBe(200);
    expect(noShow.body).toMatchObject({ id: gone.jobId, status: "no_show" });
    expect((await action(gone.jobId, "no-show")).status).toBe(409);
    const cancelled = (await deliveries("booking.cancelled")).map(({ payload }) => payload.data);
    expect(cancelled.find((data) => data.id === gone.jobId)).toMatchObject({
      status: "no_show",
      reason: "no_show",
    });

    const marked = await call(`/api/admin/visits/${done.jobId}/done`, {
      method: "POST",
      headers: owner,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.charge).toBeNull();
    const week = await call("/api/admin/schedule?from=2026-03-03&days=1", { headers: owner });
    const statuses = Object.fromEntries(
      (week.body.jobs as Job[]).map((job) => [job.id, job.status]),
    );
    expect(statuses[gone.jobId]).toBe("no_show");
    expect(statuses[done.jobId]).toBe("done");
    expect((await action(done.jobId, "no-show")).status).toBe(409);
    const moveDone = await action(done.jobId, "move", { start: "2026-03-12T08:00:00-04:00" });
    expect(moveDone.status).toBe(409);
    expect(moveDone.body.message).toBe("This job is done: it cannot be moved");
  });

  it("refuses every action on another business's job (404)", async () => {
    const job = await bookPaid(`${MONDAY}T11:00:00-04:00`);
    const other = otherOwner;
    expect((await action(job.jobId, "reassign", { crew: "b" }, other)).status).toBe(404);
    expect(
      (await action(job.jobId, "move", { start: "2026-03-10T10:00:00-04:00" }, other)).status,
    ).toBe(404);
    expect((await action(job.jobId, "no-show", undefined, other)).status).toBe(404);
    expect(
      (await call(`/api/admin/visits/${job.jobId}/done`, { method: "POST", headers: other }))
        .status,
    ).toBe(404);
    expect(
      (await call(`/api/admin/schedule/jobs/${job.jobId}/times?day=${MONDAY}`, { headers: other }))
        .status,
    ).toBe(404);
    const [row] = await selectRows<{ crew: string; status: string }>(
      server.database,
      sql`select crew, status from bookings where id = ${job.jobId}`,
    );
    expect(row).toEqual({ crew: job.crew, status: "booked" });
  });

  it("sends booking.rescheduled and booking.cancelled for the customer's own move and cancellation; a cancelled visit shows as cancelled", async () => {
    const job = await bookPaid("2026-03-13T08:00:00-04:00");
    const path = `/b/${SLUG}/account/orders/${job.orderId}/visit`;
    const post = (to: string, fields: Record<string, string> = {}) =>
      server.request(to, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    expect((await post(`${path}/move`, { start: "2026-03-13T11:00:00-04:00" })).status).toBe(303);
    const [moved] = await selectRows<{ id: string }>(
      server.database,
      sql`select id from bookings where order_id = ${job.orderId} and status = 'booked'`,
    );
    const rescheduled = (await deliveries("booking.rescheduled")).map(
      ({ payload }) => payload.data,
    );
    expect(rescheduled.find((data) => data.id === moved!.id)).toMatchObject({
      start: "2026-03-13T11:00:00-04:00",
      previous: { crew: job.crew, start: "2026-03-13T08:00:00-04:00" },
    });
    expect((await post(`${path}/cancel`)).status).toBe(200);
    const cancelled = (await deliveries("booking.cancelled")).map(({ payload }) => payload.data);
    expect(cancelled.find((data) => data.id === moved!.id)).toMatchObject({
      status: "cancelled",
      reason: "customer",
    });
    const friday = await call("/api/admin/schedule?from=2026-03-13&days=1", { headers: owner });
    const shown = (friday.body.jobs as Job[]).filter(
      (each) => each.id === moved!.id || each.id === job.jobId,
    );
    // The time it moved from is not shown; the visit it ended as is, cancelled.
    expect(shown.map(({ id, status }) => [id, status])).toEqual([[moved!.id, "cancelled"]]);
  });

  it("shows a plan's later visits at the plan's visit price and moves one, emailing its customer", async () => {
    const email = uniqueEmail("plan");
    const selection = { service: "mow", area: CREW_AREA, option: "lawn", addons: [] };
    const { body: quote } = await call(`/api/b/${MOW}/price`, {
      json: { ...selection, frequency: "weekly" },
    });
    const created = await call(`/api/b/${MOW}/checkout`, {
      json: {
        ...customer,
        email,
        ...selection,
        frequency: "weekly",
        ...checkoutAmountsOf(quote),
        slot: { start: `${MONDAY}T09:00:00-04:00` },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orderId = created.body.orderId as string;
    await call(`/api/b/${MOW}/checkout/orders/${orderId}/test-payment`, {
      json: { customerName: "Robin Park", phone: "914-555-0101" },
    });
    const listed = await call("/api/admin/schedule?from=2026-03-16&days=1", { headers: mowOwner });
    const [later] = listed.body.jobs as (Job & { planVisit: boolean; priceCents: number })[];
    expect(later).toMatchObject({
      start: "2026-03-16T09:00:00-04:00",
      planVisit: true,
      orderId,
      customerName: "Robin Park",
      service: "lawn mowing",
      priceCents: 4500,
    });
    const moved = await action(later!.id, "move", { start: "2026-03-16T13:00:00-04:00" }, mowOwner);
    expect(moved.status).toBe(200);
    const [mail] = await selectRows<{ text: string }>(
      server.database,
      sql`select payload->>'text' as text from outbox
          where kind = 'visit_moved_by_business' and payload->>'to' = ${email}`,
    );
    expect(mail!.text).toContain("to Monday, March 16, 1:00 PM EDT.");
    // A plan's visit is changed on the customer's account page, not the order's visit page.
    expect(mail!.text).not.toContain("Move or cancel your visit");
    // Another business cannot see or move it.
    expect((await action(later!.id, "move", { start: "2026-03-16T14:00:00-04:00" })).status).toBe(
      404,
    );
  });

  it("serves a crew's calendar feed at a secret address until it is revoked or replaced", async () => {
    await bookPaid("2026-03-12T08:00:00-04:00");
    expect(
      (await call("/api/admin/schedule/crews/a/feed", { method: "POST", headers: staff })).status,
    ).toBe(403);
    expect(
      (await call("/api/admin/schedule/crews/zzz/feed", { method: "POST", headers: owner })).status,
    ).toBe(404);
    const made = await call("/api/admin/schedule/crews/a/feed", { method: "POST", headers: owner });
    expect(made.status).toBe(201);
    const url = new URL(made.body.url as string);
    expect(url.pathname).toMatch(/^\/api\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
    const [stored] = await selectRows<{ token_hash: string }>(
      server.database,
      sql`select token_hash from crew_calendar_feeds where business_id = ${SLUG} and revoked_at is null`,
    );
    expect(url.pathname).not.toContain(stored!.token_hash);

    const feed = await server.request(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await feed.text();
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("X-WR-CALNAME:Sched Co: Crew A");
    expect(lines).toContain("DTSTART:20260312T120000Z");
    expect(lines).toContain("DTEND:20260312T130000Z");
    expect(lines).toContain("SUMMARY:Gutter visit");
    expect(lines).toContain("LOCATION:12 Birch Lane\\, Unit 3\\, Scarsdale\\, NY 10583");
    expect(lines.at(-2)).toBe("END:VCALENDAR");
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)!.length).toBe(text.match(/END:VEVENT/g)!.length);
    expect(text).not.toMatch(/\$|100\.00|card|paid|cents/i);
    // Crew B's jobs are not in crew A's feed; the other business cannot touch it.
    expect(
      (await call("/api/admin/schedule/crews/a/feed", { method: "DELETE", headers: otherOwner }))
        .status,
    ).toBe(404);
    expect((await server.request(url.pathname)).status).toBe(200);

    const listed = await schedule();
    expect(listed.crews[0]!.feedCreatedAt).not.toBeNull();

    const again = await call("/api/admin/schedule/crews/a/feed", {
      method: "POST",
      headers: owner,
    });
    const newPath = new URL(again.body.url as string).pathname;
    expect((await server.request(url.pathname)).status).toBe(404);
    expect((await server.request(newPath)).status).toBe(200);
    const revoked = await call("/api/admin/schedule/crews/a/feed", {
      method: "DELETE",
      headers: owner,
    });
    expect(revoked.status).toBe(204);
    expect((await server.request(newPath)).status).toBe(404);
    expect((await server.request(`/api/calendars/${"x".repeat(43)}.ics`)).status).toBe(404);
    expect((await server.request("/api/calendars/not-a-token")).status).toBe(404);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { resumePausedPlans } from "@/server/plans/resume-paused-plans";
import { extendPlanSchedules } from "@/server/plans/schedule-plan-visits";
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
 * Changes with notice (docs/product/plans.md#changes-with-notice): a customer pauses a plan until
 * a date and it resumes then (a plan paused for its card never does), changes its frequency from
 * the next visit on, the owner delays a crew's day for the weather, and a new price reaches plans
 * only after the business's notice. The clock is pinned before the clocks move forward (March 8,
 * 2026 in New York); nothing of one business is reachable from another.
 */

const HERE = "mow-here";
const THERE = "mow-there";
const PRICED = "mow-priced";
/** A Wednesday, 07:00 EST. */
const NOW = "2026-03-04T12:00:00Z";
const OWNER = { password: "correct horse battery staple" };
const ownerOf = (slug: string) => ({ ...OWNER, email: `owner@${slug}.example` });

describe.each(testDatabases)("plan changes with notice (%s)", (kind) => {
  let server: TestServer;
  const pat = uniqueEmail("pat");
  const quinn = uniqueEmail("quinn");
  const rae = uniqueEmail("rae");
  const sam = uniqueEmail("sam");
  const tia = uniqueEmail("tia");
  const uma = uniqueEmail("uma");
  let owners: Record<string, Record<string, string>>;

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
  const planOf = async (orderId: string) =>
    (
      await selectRows<{
        id: string;
        status: string;
        frequency: string;
        rule: string;
        resumes_at: Date | null;
        visit_grand_total_cents: number;
        next_visit_grand_total_cents: number | null;
        next_price_from: Date | null;
      }>(server.database, sql`select * from plans where order_id = ${orderId}`)
    )[0]!;
  /** A plan's visits: start (UTC) and status, soonest first. */
  const visitsOf = async (planId: string) =>
    (
      await selectRows<{ id: string; starts_at: Date; status: string }>(
        server.database,
        sql`select id, starts_at, status from bookings where plan_id = ${planId} order by starts_at, status`,
      )
    ).map((visit) => ({ ...visit, start: new Date(visit.starts_at).toISOString() }));
  const booked = async (planId: string) =>
    (await visitsOf(planId)).filter((visit) => visit.status === "booked").map((v) => v.start);
  const mailTo = (email: string, kind: string) =>
    selectRows<{ subject: string; text: string; attachments: unknown }>(
      server.database,
      sql`select payload->>'subject' as subject, payload->>'text' as text,
            payload->'attachments' as attachments
          from outbox where kind = ${kind} and lower(payload->>'to') = ${email.toLowerCase()}
          order by id`,
    );

  /** A form post as a browser without JavaScript sends it; redirects are not followed. */
  const form = (path: string, fields: Record<string, string>, cookie?: string) =>
    server.request(path, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  /** Signs the customer in at `slug` through the link emailed to them: their session cookie. */
  const signIn = async (slug: string, email: string) => {
    expect((await form(`/b/${slug}/account/link`, { email })).status).toBe(200);
    const [link] = await selectRows<{ text: string }>(
      server.database,
      sql`select payload->>'text' as text from outbox where kind = 'customer_sign_in_link'
          and business_id = ${slug} and lower(payload->>'to') = ${email.toLowerCase()}
          order by id desc limit 1`,
    );
    const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(link!.text)![1]!;
    const response = await form(`/b/${slug}/account/sign-in`, { token });
    expect(response.status).toBe(303);
    return response.headers.get("set-cookie")!.split(";")[0]!;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { NOW, ANONYMOUS_WRITE_LIMITS: "off" });
    owners = {};
    for (const [slug, name] of [
      [HERE, "Mow Here"],
      [THERE, "Mow There"],
      [PRICED, "Mow Priced"],
    ] as const) {
      await addCrewBusiness(server, mowingBusiness(slug, name, ["every_2_weeks"]));
      await createAdminUser(server.database.db, {
        businessId: slug,
        ...ownerOf(slug),
        now: new Date(NOW),
      });
      owners[slug] = bearer(await loginAdmin(server, ownerOf(slug)));
    }
  });
  afterAll(() => server?.close());

  it("pauses exactly the unpaid visits beyond the notice until the date, and resumes the plan on it; never a plan paused for its card", async () => {
    // Quinn: weekly on Fridays at 10:00, from March 6 (EST) on.
    const order = await buy(HERE, quinn, "weekly", "2026-03-06T10:00:00-05:00");
    const plan = await planOf(order);
    const before = await visitsOf(plan.id);
    const cookie = await signIn(HERE, quinn);
    const asked = await server.request(`/b/${HERE}/account/plans/${plan.id}/pause`, {
      headers: { cookie },
    });
    expect(await asked.text()).toContain('min="2026-03-05"');

    const refused = await form(
      `/b/${HERE}/account/plans/${plan.id}/pause`,
      { until: "2026-03-04" },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Resume on: must be a day after today");
    const paused = await form(
      `/b/${HERE}/account/plans/${plan.id}/pause`,
      { until: "2026-03-27" },
      cookie,
    );
    expect(paused.status).toBe(303);
    expect(paused.headers.get("location")).toBe(`/b/${HERE}/account?done=plan-paused`);

    // March 13 and 20 are off the calendar; March 27 at 10:00 EDT (the resume day) on.
    const after = await visitsOf(plan.id);
    const cancelled = after.filter((visit) => visit.status === "cancelled").map((v) => v.start);
    expect(cancelled).toEqual(["2026-03-13T14:00:00.000Z", "2026-03-20T14:00:00.000Z"]);
    expect(after.filter((visit) => visit.status === "booked")).toEqual(
      before.filter((visit) => !cancelled.includes(visit.start)),
    );
    const pausedPlan = await planOf(order);
    expect(pausedPlan.status).toBe("paused");
    expect(new Date(pausedPlan.resumes_at!).toISOString()).toBe("2026-03-27T04:00:00.000Z");
    expect((await mailTo(quinn, "plan_change_confirmation")).map((m) => m.subject)).toEqual([
      "Your plan with Mow Here is paused until March 27, 2026",
    ]);
    const page = await (
      await server.request(`/b/${HERE}/account?done=plan-paused`, { headers: { cookie } })
    ).text();
    expect(page).toContain("Paused until March 27, 2026");
    // The owner sees the date it resumes, and its next charge after it (the visit of March 27).
    const seen = await call(`/api/admin/plans/${plan.id}`, { headers: owners[HERE]! });
    expect(seen.body.plan).toMatchObject({
      status: "paused",
      resumesAt: "2026-03-27T00:00:00-04:00",
      nextCharge: { on: "done", at: "2026-03-27T10:00:00-04:00" },
    });

    // A plan paused because its card failed has no date: the loop never resumes it.
    const unpaid = await planOf(await buy(HERE, rae, "weekly", "2026-03-09T09:00:00-04:00"));
    await server.database.db.execute(
      sql`update plans set status = 'paused' where id = ${unpaid.id}`,
    );
    const db = server.database.db;
    expect(await resumePausedPlans(db, { now: new Date("2026-03-27T03:59:59Z") })).toBe(0);
    expect(await resumePausedPlans(db, { now: new Date("2026-03-27T04:00:00Z") })).toBe(1);
    expect(await resumePausedPlans(db, { now: new Date("2026-03-27T04:00:00Z") })).toBe(0);
    expect((await planOf(order)).status).toBe("active");
    expect((await planOf(order)).resumes_at).toBeNull();
    const [stillPaused] = await selectRows<{ status: string }>(
      server.database,
      sql`select status from plans where id = ${unpaid.id}`,
    );
    expect(stillPaused!.status).toBe("paused");
    // From then on its visits go on being booked, at 10:00 EDT.
    await extendPlanSchedules(db, { now: new Date("2026-03-27T05:00:00Z"), batchSize: 10 });
    const resumed = await booked(plan.id);
    expect(resumed.filter((start) => start >= "2026-03-27")).toContain("2026-05-22T14:00:00.000Z");
    expect(resumed.every((start) => start.endsWith("T14:00:00.000Z") || start < "2026-03-08")).toBe(
      true,
    );
    expect(resumed.filter((start) => start > "2026-03-07" && start < "2026-03-27")).toEqual([]);
  });

  it("changes the frequency from the next visit on, at the new frequency's price, with one email; refuses one not offered", async () => {
    // Pat: weekly ($45) on Thursdays at 08:00, from March 5 (EST) on.
    const order = await buy(HERE, pat, "weekly", "2026-03-05T08:00:00-05:00");
    const plan = await planOf(order);
    const cookie = await signIn(HERE, pat);
    const asked = await (
      await server.request(`/b/${HERE}/account/plans/${plan.id}/frequency`, {
        headers: { cookie },
      })
    ).text();
    expect(asked).toContain("Every 2 weeks: $50.00 a visit");

    const notOffered = await form(
      `/b/${HERE}/account/plans/${plan.id}/frequency`,
      { frequency: "monthly" },
      cookie,
    );
    expect(notOffered.status).toBe(400);
    expect(await notOffered.text()).toContain("How often: must be one of");
    const changed = await form(
      `/b/${HERE}/account/plans/${plan.id}/frequency`,
      { frequency: "every_2_weeks" },
      cookie,
    );
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe(`/b/${HERE}/account?done=frequency-changed`);

    // Every 2 weeks from March 12 on, 08:00 EDT, up to where the schedule was booked (May 4).
    expect(await booked(plan.id)).toEqual([
      "2026-03-12T12:00:00.000Z",
      "2026-03-26T12:00:00.000Z",
      "2026-04-09T12:00:00.000Z",
      "2026-04-23T12:00:00.000Z",
    ]);
    const after = await planOf(order);
    expect(after).toMatchObject({
      frequency: "every_2_weeks",
      rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH",
      visit_grand_total_cents: 4500,
      next_visit_grand_total_cents: 5000,
    });
    expect(new Date(after.next_price_from!).toISOString()).toBe("2026-03-12T12:00:00.000Z");
    expect((await mailTo(pat, "plan_change_confirmation")).map((m) => m.subject)).toEqual([
      "Your plan with Mow Here is now every 2 weeks",
    ]);
    // The plans' loop goes on with the new rule.
    await extendPlanSchedules(server.database.db, {
      now: new Date("2026-04-20T12:00:00Z"),
      batchSize: 10,
    });
    expect((await booked(plan.id)).slice(4)).toEqual([
      "2026-05-07T12:00:00.000Z",
      "2026-05-21T12:00:00.000Z",
      "2026-06-04T12:00:00.000Z",
      "2026-06-18T12:00:00.000Z",
    ]);

    // Another business's account never reaches this plan.
    await buy(THERE, pat, "one_time", "2026-03-10T09:00:00-04:00");
    const there = await signIn(THERE, pat);
    for (const verb of ["pause", "frequency"]) {
      const response = await form(
        `/b/${THERE}/account/plans/${plan.id}/${verb}`,
        { until: "2026-04-01", frequency: "weekly" },
        there,
      );
      expect(response.status).toBe(404);
    }
    expect((await planOf(order)).frequency).toBe("every_2_weeks");
  });

  it("moves a crew's day for the weather at the same times, reports a clash, emails each moved customer once", async () => {
    const [pats] = await selectRows<{ id: string }>(
      server.database,
      sql`select plans.id from plans join orders on orders.id = plans.order_id
          where orders.email = ${pat}`,
    );
    // Thursday March 12: Pat's plan visit at 08:00, Sam at 11:00, Tia at 14:00. Friday: Rae at 11:00.
    await buy(HERE, sam, "one_time", "2026-03-12T11:00:00-04:00");
    await buy(HERE, tia, "one_time", "2026-03-12T14:00:00-04:00");
    await buy(HERE, rae, "one_time", "2026-03-13T11:00:00-04:00");
    const delay = (json: object, slug = HERE) =>
      call(`/api/admin/schedule/crews/solo/delay`, {
        json,
        headers: { ...owners[slug]! },
      });
    expect((await delay({ day: "2026-03-12", to: "2026-03-03" })).body.message).toContain("to");
    expect((await delay({ day: "2026-03-12", to: "2026-03-03" })).status).toBe(400);
    expect((await delay({ day: "2026-03-12", to: "tomorrow" })).status).toBe(400);

    const delayed = await delay({ day: "2026-03-12", to: "2026-03-13" });
    expect(delayed.status, JSON.stringify(delayed.body)).toBe(200);
    expect(delayed.body.moved.map((job: { start: string }) => job.start)).toEqual([
      "2026-03-13T08:00:00-04:00",
      "2026-03-13T14:00:00-04:00",
    ]);
    expect(delayed.body.clashes).toEqual([
      {
        job: expect.objectContaining({ start: "2026-03-12T11:00:00-04:00" }),
        reason: expect.stringContaining("already has a job"),
      },
    ]);
    expect(await booked(pats!.id)).toContain("2026-03-13T12:00:00.000Z");
    // Each moved customer is told once, their own visit with its calendar file.
    const [toPat] = await mailTo(pat, "visit_moved_by_business");
    const [toTia, again] = await mailTo(tia, "visit_moved_by_business");
    expect(toPat?.subject).toContain("Friday, March 13");
    expect(toTia?.subject).toContain("2:00");
    expect(JSON.stringify(toTia?.attachments)).toContain("visit.ics");
    expect(again).toBeUndefined();
    expect(await mailTo(sam, "visit_moved_by_business")).toEqual([]);
    expect(await mailTo(rae, "visit_moved_by_business")).toEqual([]);

    // Another business's owner moves nothing of this one.
    const elsewhere = await delay({ day: "2026-03-13", to: "2026-03-16" }, THERE);
    expect(elsewhere.body).toEqual({ moved: [], clashes: [] });
    expect(await booked(pats!.id)).toContain("2026-03-13T12:00:00.000Z");
  });

  it("keeps a plan's price until the business's notice has passed, then charges the new one; emails once", async () => {
    // Uma: weekly ($45) on Mondays at 09:00 EDT, from March 9 on.
    const order = await buy(PRICED, uma, "weekly", "2026-03-09T09:00:00-04:00");
    const plan = await planOf(order);
    const owner = owners[PRICED]!;
    const settings = (await call("/api/admin/business", { headers: owner })).body;
    const service = settings.services.services[0];
    const raised = {
      ...settings.config,
      offering: {
        ...settings.services,
        services: [
          {
            ...service,
            pricing: { ...service.pricing, prices: { [CREW_AREA]: { lawn: 6000 } } },
          },
        ],
      },
      plans: { priceChangeNoticeDays: 14 },
    };
    const tooLong = await call("/api/admin/business", {
      method: "PUT",
      headers: owner,
      json: {
        version: settings.version,
        config: { ...raised, plans: { priceChangeNoticeDays: 400 } },
      },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain("config.plans.priceChangeNoticeDays");
    // Whole days only, from 0: the settings' field (settings.md#plans) is named.
    for (const days of [1.5, -1, "14"]) {
      const refused = await call("/api/admin/business", {
        method: "PUT",
        headers: owner,
        json: {
          version: settings.version,
          config: { ...raised, plans: { priceChangeNoticeDays: days } },
        },
      });
      expect(refused.status, String(days)).toBe(400);
      expect(refused.body.issues).toContainEqual(
        expect.objectContaining({ path: "config.plans.priceChangeNoticeDays" }),
      );
    }
    const saved = await call("/api/admin/business", {
      method: "PUT",
      headers: owner,
      json: { version: settings.version, config: raised },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 14 days from March 4, 07:00 EST is March 18, 07:00 EDT: from March 19, 00:00 EDT on.
    const after = await planOf(order);
    expect(after.visit_grand_total_cents).toBe(4500);
    expect(after.next_visit_grand_total_cents).toBe(5400);
    expect(new Date(after.next_price_from!).toISOString()).toBe("2026-03-19T04:00:00.000Z");
    // Saved again: the customer has been told already.
    const again = await call("/api/admin/business", {
      method: "PUT",
      headers: owner,
      json: { version: saved.body.version, config: { ...raised, tagline: "Fresh lawns" } },
    });
    expect(again.status).toBe(200);
    const mails = await mailTo(uma, "plan_price_change");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("A new price for your plan with Mow Priced from March 19, 2026");
    expect(mails[0]!.text).toContain("$45.00");
    expect(mails[0]!.text).toContain("$54.00");
    // The other businesses' plans keep their prices.
    const [others] = await selectRows<{ count: number }>(
      server.database,
      sql`select count(*)::int as count from plans
          where business_id <> ${PRICED} and next_price_from is not null
            and next_visit_grand_total_cents = 5400`,
    );
    expect(others!.count).toBe(0);
    // The owner sees the price waiting for its date.
    const seen = await call(`/api/admin/plans/${plan.id}`, { headers: owner });
    expect(seen.body.plan).toMatchObject({
      visitPriceCents: 4500,
      nextPrice: { cents: 5400, from: "2026-03-19T00:00:00-04:00" },
    });

    // The visit of March 16 is charged the old price, that of March 23 the new.
    const visits = await visitsOf(plan.id);
    const chargeOf = async (start: string, now: string) => {
      const visit = visits.find((one) => one.start === start)!;
      const later = await startSecondInstance(server, { NOW: now });
      try {
        const token = bearer(await loginAdmin(later, ownerOf(PRICED)));
        const done = await apiCaller(() => later)(`/api/admin/visits/${visit.id}/done`, {
          method: "POST",
          headers: token,
        });
        expect(done.status, JSON.stringify(done.body)).toBe(200);
        return done.body.charge.amountCents as number;
      } finally {
        await later.close();
      }
    };
    expect(await chargeOf("2026-03-16T13:00:00.000Z", "2026-03-20T12:00:00Z")).toBe(4500);
    expect(await chargeOf("2026-03-23T13:00:00.000Z", "2026-03-23T15:00:00Z")).toBe(5400);
  });
});

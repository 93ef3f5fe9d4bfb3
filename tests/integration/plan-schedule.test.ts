import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extendPlanSchedules } from "@/server/plans/schedule-plan-visits";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { customer, selectRows, uniqueEmail } from "../helpers/checkout";
import { addCrewBusiness, CREW_AREA, mowingBusiness } from "../helpers/crew-business";
import {
  startSecondInstance,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../helpers/test-server";

const SLUG = "mow-schedule";
/** A business that charges plans' visits on their day, not when marked done. */
const ON_THE_DAY = "mow-on-the-day";
/** A Wednesday in New York, four days before the clocks move forward (March 8, 2026). */
const NOW = "2026-03-04T12:00:00Z";
const DAY_MS = 86_400_000;

/**
 * A plan's visits are booked ahead as time passes (docs/product/plans.md#schedule): 60 days from
 * its start, then from wherever its schedule ends, never again a visit the customer skipped, not
 * while paused, at the same local time across a clock change, once however many instances run.
 */
describe.each(testDatabases)("plan schedules rolled ahead (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      NOW,
      ANONYMOUS_WRITE_LIMITS: "off",
      VISIT_CHARGE_POLL_INTERVAL_MS: "50",
    });
    await addCrewBusiness(server, mowingBusiness(SLUG, "Mow Schedule"));
    await addCrewBusiness(server, {
      ...mowingBusiness(ON_THE_DAY, "Mow On The Day"),
      payments: { deposit: { kind: "none" }, planCharges: "on_visit_day" },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = async (path: string, json: object, slug = SLUG) => {
    const response = await server.request(`/api/b/${slug}${path}`, { method: "POST", json });
    // biome-ignore lint/suspicious/noExplicitAny: each call reads the fields it needs
    return { status: response.status, body: (await response.json()) as any };
  };
  /** A weekly plan whose first visit is `start`, paid in test mode; answers its id. */
  const buyWeekly = async (start: string, slug = SLUG) => {
    const selection = {
      service: "mow",
      area: CREW_AREA,
      option: "lawn",
      addons: [],
      frequency: "weekly",
    };
    const { body: quote } = await post("/price", selection, slug);
    const created = await post(
      "/checkout",
      {
        ...customer,
        email: uniqueEmail("weekly"),
        ...selection,
        ...checkoutAmountsOf(quote),
        slot: { start },
      },
      slug,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await post(
      `/checkout/orders/${created.body.orderId}/test-payment`,
      { customerName: "Pat Doe", phone: "914-555-0100" },
      slug,
    );
    const [plan] = await selectRows<{ id: string }>(
      server.database,
      sql`select id from plans where order_id = ${created.body.orderId}`,
    );
    return plan!.id;
  };
  const visitsOf = async (planId: string) =>
    (
      await selectRows<{ id: string; starts_at: Date | string; status: string }>(
        server.database,
        sql`select id, starts_at, status from bookings where plan_id = ${planId} order by starts_at`,
      )
    ).map((row) => ({ ...row, starts_at: new Date(row.starts_at) }));
  const extend = (daysFromNow: number) =>
    extendPlanSchedules(server.database.db, {
      now: new Date(Date.parse(NOW) + daysFromNow * DAY_MS),
      batchSize: 100,
    });

  it("books a weekly plan's visits 60 days ahead as time passes, at its local time across a clock change, once", async () => {
    const planId = await buyWeekly("2026-03-05T08:00:00-05:00");
    const started = await visitsOf(planId);
    // The later visits of the 60 days after the first: March 12 to April 30.
    expect(started).toHaveLength(8);
    // 8:00 in New York: 13:00 UTC before the change, 12:00 after it.
    expect(started[0]!.starts_at.toISOString()).toBe("2026-03-12T12:00:00.000Z");

    // Nothing is due yet: the schedule reaches 60 days past today already.
    await extend(0);
    expect(await visitsOf(planId)).toHaveLength(8);

    // A month on, the schedule reaches 60 days past that day: four weeks more, run twice at once.
    await Promise.all([extend(30), extend(30)]);
    const month = await visitsOf(planId);
    expect(month).toHaveLength(12);
    expect(month.at(-1)!.starts_at.toISOString()).toBe("2026-05-28T12:00:00.000Z");
    expect(new Set(month.map(({ starts_at }) => starts_at.getTime())).size).toBe(12);

    // A skipped visit stays skipped; a paused plan is not extended.
    await server.database.db.execute(
      sql`update bookings set status = 'skipped' where id = ${month[9]!.id}`,
    );
    await server.database.db.execute(sql`update plans set status = 'paused' where id = ${planId}`);
    await extend(60);
    expect((await visitsOf(planId)).map(({ status }) => status)).toEqual([
      ...Array(9).fill("booked"),
      "skipped",
      "booked",
      "booked",
    ]);

    // Active again months later: its visits go on from that day, none booked in the past.
    await server.database.db.execute(sql`update plans set status = 'active' where id = ${planId}`);
    await extend(120);
    const resumed = (await visitsOf(planId)).slice(12);
    expect(resumed[0]!.starts_at.getTime()).toBeGreaterThanOrEqual(Date.parse(NOW) + 120 * DAY_MS);
    expect(resumed).toHaveLength(9);
    expect(resumed.every(({ starts_at }) => starts_at.getUTCHours() === 12)).toBe(true);
  });

  it("extends many plans in chains of batches at once, two runs at a time, each plan once", async () => {
    // 45 weekly plans of crews of their own, their schedules booked to 53 days from now.
    await server.database.db.execute(sql`
      insert into orders (business_id, email, address, city, state, zip_code, area, option_code,
        option_label, addons, lines, base_price_cents, early_bird_discount_cents,
        addon_price_cents, subtotal_cents, fee_cents, tax_cents, total_cents, grand_total_cents,
        payment_status, frequency)
      select ${SLUG}, 'chain' || n || '@example.com', n || ' Main St', 'Scarsdale', 'NY',
        '10583', ${CREW_AREA}, 'lawn', 'Lawn', '[]'::jsonb, '[]'::jsonb, 5000, 0, 0, 5000, 0, 0,
        5000, 5000, 'paid', 'weekly'
      from generate_series(1, 45) n`);
    await server.database.db.execute(sql`
      insert into plans (business_id, order_id, service_code, frequency, rule, first_visit_at,
        time_zone, crew, duration_minutes, visit_grand_total_cents, status, scheduled_until)
      select business_id, id, 'mow', 'weekly', 'FREQ=WEEKLY;INTERVAL=1',
        '2026-03-05T15:00:00Z'::timestamptz, 'America/New_York', 'chain-' || email, 60, 4500,
        'active', ${NOW}::timestamptz + interval '53 days'
      from orders where business_id = ${SLUG} and email like 'chain%'`);
    const chained = sql`(select id from plans where crew like 'chain-%')`;

    const runs = await Promise.all([
      extendPlanSchedules(server.database.db, { now: new Date(NOW), batchSize: 4, chains: 3 }),
      extendPlanSchedules(server.database.db, { now: new Date(NOW), batchSize: 4, chains: 2 }),
    ]);
    expect(runs[0] + runs[1]).toBe(45);
    // One week more each: the visit of the 7 days from 53 days on, booked once.
    const [counted] = await selectRows<{ visits: number; plans: number }>(
      server.database,
      sql`select count(*)::int as visits, count(distinct plan_id)::int as plans
        from bookings where plan_id in ${chained}`,
    );
    expect(counted).toEqual({ visits: 45, plans: 45 });
  });

  it("leaves off the calendar a visit whose time the crew already has taken, and books the rest", async () => {
    // Another job on the crew the second Friday at 10:00.
    await server.database.db.execute(sql`
      insert into bookings (business_id, crew, starts_at, ends_at, status)
      values (${SLUG}, 'solo', '2026-03-13T14:00:00Z', '2026-03-13T15:00:00Z', 'booked')`);
    const planId = await buyWeekly("2026-03-06T10:00:00-05:00");
    const visits = await visitsOf(planId);
    expect(visits).toHaveLength(7);
    expect(visits.map(({ starts_at }) => starts_at.toISOString())).not.toContain(
      "2026-03-13T14:00:00.000Z",
    );
  });

  it("charges a plan's visit on its day where the business chose so, once, and no other", async () => {
    const onTheDay = await buyWeekly("2026-03-05T14:00:00-05:00", ON_THE_DAY);
    const whenDone = await buyWeekly("2026-03-05T16:00:00-05:00");
    const chargesOf = (planId: string) =>
      selectRows<{ starts_at: Date | string; status: string }>(
        server.database,
        sql`select b.starts_at, c.status from visit_charges c join bookings b on b.id = c.booking_id
          where b.plan_id = ${planId} order by b.starts_at`,
      );
    // Eight days on, on another instance: the first later visit's day has come, the next's not.
    const later = await startSecondInstance(server, { NOW: "2026-03-12T20:00:00Z" });
    try {
      // Claimed first ("charging"), then recorded once the card answered.
      await expect
        .poll(async () => (await chargesOf(onTheDay)).map(({ status }) => status), {
          timeout: 10_000,
        })
        .toEqual(["paid"]);
      const [charge] = await chargesOf(onTheDay);
      expect(new Date(charge!.starts_at).toISOString()).toBe("2026-03-12T18:00:00.000Z");
      // More polls charge nothing more; the business that charges when done is charged nothing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await chargesOf(onTheDay)).toHaveLength(1);
      expect(await chargesOf(whenDone)).toEqual([]);
    } finally {
      await later.close();
    }
  });
});

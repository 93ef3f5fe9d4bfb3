import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import { customer, selectRows, uniqueEmail } from "../helpers/checkout";
import { addCrewBusiness, CREW_AREA, mowingBusiness } from "../helpers/crew-business";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const AREA = CREW_AREA;
const SLUG = "mow-co";
const API = `/api/b/${SLUG}`;

/** One crew mowing lawns: an hour a visit, $50, weekly at 10% off or every 2 weeks. */
const business = mowingBusiness(SLUG, "Mow Co", ["every_2_weeks"]);
/** A Wednesday; the clocks in New York go forward on Sunday March 8, 2026. */
const NOW = "2026-03-04T12:00:00Z";

describe.each(testDatabases)("plans started by a paid recurring purchase (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { NOW, ANONYMOUS_WRITE_LIMITS: "off" });
    await addCrewBusiness(server, business);
  });
  afterAll(() => server?.close());

  const post = async (path: string, json: object) => {
    const response = await server.request(`${API}${path}`, { method: "POST", json });
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json()) as any };
  };
  /** Prices, checks out with the slot and pays (twice, as a repeated signal would). */
  const buy = async (frequency: string, start: string) => {
    const selection = { service: "mow", area: AREA, option: "lawn", addons: [], frequency };
    const { body: quote } = await post("/price", selection);
    const created = await post("/checkout", {
      ...customer,
      email: uniqueEmail("plan"),
      ...selection,
      ...checkoutAmountsOf(quote),
      slot: { start },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { orderId } = created.body;
    const payment = { customerName: "Pat Doe", phone: "914-555-0100" };
    for (const _ of [1, 2]) {
      expect((await post(`/checkout/orders/${orderId}/test-payment`, payment)).status).toBe(200);
    }
    return orderId as string;
  };
  const planOf = (orderId: string) =>
    selectRows<{ id: string; rule: string; crew: string; status: string; visit_cents: number }>(
      server.database,
      sql`select id, rule, crew, status, visit_grand_total_cents as visit_cents
          from plans where order_id = ${orderId}`,
    );
  const visitsOf = async (planId: string) =>
    (
      await selectRows<{ starts_at: Date }>(
        server.database,
        sql`select starts_at from bookings where plan_id = ${planId} and status = 'booked' order by starts_at`,
      )
    ).map((row) => new Date(row.starts_at).toISOString());

  it("puts a weekly plan's next 60 days on the crew's calendar at the same local time, across the clock change, once", async () => {
    // A job of another customer already holds Thursday March 19, 8:00 to 9:00.
    await server.database.db.execute(sql`
      insert into bookings (business_id, crew, starts_at, ends_at, status)
      values (${SLUG}, 'solo', '2026-03-19T08:00:00-04:00', '2026-03-19T09:00:00-04:00', 'booked')`);
    const orderId = await buy("weekly", "2026-03-05T08:00:00-05:00");

    const [plan, ...more] = await planOf(orderId);
    expect(more).toEqual([]);
    expect(plan).toMatchObject({
      rule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=TH",
      crew: "solo",
      status: "active",
      visit_cents: 4500,
    });
    // 08:00 in New York: 13:00 UTC before March 8, 12:00 after; March 19 was taken.
    expect(await visitsOf(plan!.id)).toEqual([
      "2026-03-12T12:00:00.000Z",
      "2026-03-26T12:00:00.000Z",
      "2026-04-02T12:00:00.000Z",
      "2026-04-09T12:00:00.000Z",
      "2026-04-16T12:00:00.000Z",
      "2026-04-23T12:00:00.000Z",
      "2026-04-30T12:00:00.000Z",
    ]);
  });

  it("starts no plan for a one-time visit, and a two-weekly one every other week", async () => {
    const once = await buy("one_time", "2026-03-06T10:00:00-05:00");
    expect(await planOf(once)).toEqual([]);
    const biweekly = await buy("every_2_weeks", "2026-03-06T11:00:00-05:00");
    const [plan] = await planOf(biweekly);
    expect(plan!.rule).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR");
    expect(await visitsOf(plan!.id)).toEqual([
      "2026-03-20T15:00:00.000Z",
      "2026-04-03T15:00:00.000Z",
      "2026-04-17T15:00:00.000Z",
      "2026-05-01T15:00:00.000Z",
    ]);
  });
});

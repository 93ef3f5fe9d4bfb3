import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStoredBusinessConfig } from "@/domain/stored-offering";
import { loadBusinessFile } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { customer, selectRows } from "../helpers/checkout";
import { apiCaller, startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
const { billing: _billing, ...demoTexts } = demo.offering.service;
const AREA = demo.offering.areas[0]!.name;

/**
 * A business selling one visit of 90 minutes (+30 per extra unit), or a custom quote for the
 * large option; two crews, the second on Saturdays too; starts every 30 minutes with 30 minutes
 * between jobs; 12 hours' notice.
 */
const config = {
  ...demo,
  id: "crews-co",
  name: "Crews Co",
  offering: {
    trade: "cleaning",
    services: [
      {
        code: "visit",
        texts: { ...demoTexts, name: "visit", contract: {} },
        billing: { type: "one_time" },
        pricing: {
          options: [
            { code: "standard", label: "Standard", description: "A standard visit" },
            { code: "large", label: "Large", description: "Ask us", customQuote: true },
          ],
          prices: { [AREA]: { standard: 10000 } },
        },
        addons: [
          {
            code: "extra",
            label: "Extra",
            description: "More",
            pricing: {
              type: "per_unit",
              unitPriceCents: 1000,
              unitLabel: "room",
              minQuantity: 1,
              maxQuantity: 4,
            },
          },
        ],
        duration: { minutes: 90, addons: { extra: 30 } },
      },
    ],
    areas: demo.offering.areas.map(
      ({ prices: _prices, minimumChargeCents: _min, ...area }) => area,
    ),
    fees: { rateBasisPoints: 0, fixedCents: 0 },
    tax: { rateBasisPoints: 0 },
  },
  availability: {
    crews: [
      { code: "a", name: "Crew A" },
      {
        code: "b",
        name: "Crew B",
        hours: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat"], start: "08:00", end: "17:00" }],
      },
    ],
    bufferMinutes: 30,
    minimumNoticeHours: 12,
    starts: { type: "every", minutes: 30 },
  },
};
const API = "/api/b/crews-co";
/** A Wednesday; clocks in New York go forward on Sunday March 8, 2026. */
const NOW = "2026-03-04T12:00:00Z";
const standard = { area: AREA, option: "standard", addons: [] };

describe.each(testDatabases)("booking: slots and the crews' calendars (%s)", (kind) => {
  let server: TestServer;
  const call = apiCaller(() => server);
  const slots = (body: object, path = `${API}/slots`) => call(path, { json: body });
  const insertBooking = (row: {
    business?: string;
    crew: string;
    start: string;
    end: string;
    status?: "held" | "booked" | "cancelled";
  }) =>
    server.database.db.execute(sql`
      insert into bookings (business_id, crew, starts_at, ends_at, status, held_until)
      values (${row.business ?? config.id}, ${row.crew}, ${row.start}::timestamptz,
        ${row.end}::timestamptz, ${row.status ?? "held"},
        ${row.status === "held" || row.status === undefined ? "2026-03-04T13:00:00Z" : null}::timestamptz)`);

  beforeAll(async () => {
    server = await startTestServer(kind, { NOW });
    const parsed = parseStoredBusinessConfig(config);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    await server.businesses.create({
      id: config.id,
      slug: config.id,
      config: parsed.config,
      status: "live",
    });
  });
  afterAll(() => server?.close());

  it("answers the slots in the business's time zone, local times kept across the clock change", async () => {
    const { status, body } = await slots({ ...standard, from: "2026-03-06", days: 4 });
    expect(status).toBe(200);
    expect(body.timezone).toBe("America/New_York");
    const firsts = new Map<string, string>();
    for (const slot of body.slots)
      firsts.set(slot.start.slice(0, 10), firsts.get(slot.start.slice(0, 10)) ?? slot.start);
    // Friday, Saturday (crew B alone), no Sunday, Monday after the change.
    expect([...firsts.values()]).toEqual([
      "2026-03-06T08:00:00-05:00",
      "2026-03-07T08:00:00-05:00",
      "2026-03-09T08:00:00-04:00",
    ]);
    expect(body.slots[0]).toEqual({
      start: "2026-03-06T08:00:00-05:00",
      end: "2026-03-06T09:30:00-05:00",
      recommended: false,
    });
    expect(body.slots.at(-1).start).toBe("2026-03-09T15:30:00-04:00");
  });

  it("lengthens the job by its add-ons and starts from today by default, after the notice", async () => {
    const { body } = await slots({
      ...standard,
      addons: [{ code: "extra", quantity: 2 }],
      days: 2,
    });
    // 12:00 UTC is 07:00 in New York; 12 hours' notice: 19:00, after hours. Tomorrow, then.
    expect(body.slots[0]).toMatchObject({
      start: "2026-03-05T08:00:00-05:00",
      end: "2026-03-05T10:30:00-05:00",
    });
  });

  it("offers no slot to a custom quote, nor to a season's service", async () => {
    expect(await slots({ ...standard, option: "large" })).toEqual({
      status: 200,
      body: { timezone: "America/New_York", slots: [] },
    });
    const season = await slots(
      { area: AREA, option: "TWO_CAR", addons: [] },
      "/api/b/northside-snow/slots",
    );
    expect(season).toEqual({ status: 200, body: { timezone: "America/New_York", slots: [] } });
  });

  it.each([
    ["days", { ...standard, days: 63 }],
    ["days", { ...standard, days: 0 }],
    ["from", { ...standard, from: "2026-02-30" }],
    ["service", { ...standard, service: "nothing" }],
    ["area", { ...standard, area: "Atlantis" }],
    ["option", { ...standard, option: "huge" }],
    ["visit", { ...standard, visit: "not-a-visit" }],
  ])("refuses a bad %s with a 400 naming it", async (field, body) => {
    const { status, body: error } = await slots(body);
    expect(status).toBe(400);
    expect(error.issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
  });

  it.each([
    ["long past", "0001-01-01"],
    ["past the horizon", "9999-12-01"],
  ])("offers no slot on days %s, without an error", async (_case, from) => {
    expect(await slots({ ...standard, from, days: 62 })).toEqual({
      status: 200,
      body: { timezone: "America/New_York", slots: [] },
    });
  });

  it("keeps a crew's held and booked jobs and the buffer out, not cancelled ones nor another business's", async () => {
    const day = { ...standard, from: "2026-03-10", days: 1 };
    const before = (await slots(day)).body.slots.length;
    // Crew A is busy all day; crew B from 10:00 to 12:00 (and, with the buffer, 9:30 to 12:30).
    await insertBooking({
      crew: "a",
      start: "2026-03-10T08:00:00-04:00",
      end: "2026-03-10T17:00:00-04:00",
      status: "booked",
    });
    await insertBooking({
      crew: "b",
      start: "2026-03-10T10:00:00-04:00",
      end: "2026-03-10T12:00:00-04:00",
      status: "booked",
    });
    await insertBooking({
      crew: "b",
      start: "2026-03-10T14:00:00-04:00",
      end: "2026-03-10T17:00:00-04:00",
      status: "cancelled",
    });
    await insertBooking({
      business: "northside-snow",
      crew: "b",
      start: "2026-03-10T08:00:00-04:00",
      end: "2026-03-10T17:00:00-04:00",
    });
    const after = (await slots(day)).body.slots.map((slot: { start: string }) =>
      slot.start.slice(11, 16),
    );
    expect(before).toBe(16);
    expect(after).toEqual(["08:00", "12:30", "13:00", "13:30", "14:00", "14:30", "15:00", "15:30"]);
  });

  it("ranks the slots around the visit's address, the best recommended first", async () => {
    const check = await call(`${API}/geo/check`, { json: customer });
    expect(check.status).toBe(200);
    const { body } = await slots({
      ...standard,
      visit: check.body.visit,
      from: "2026-03-11",
      days: 2,
    });
    const byDay = new Map<string, { recommended: boolean }[]>();
    for (const slot of body.slots) {
      const date = slot.start.slice(0, 10);
      byDay.set(date, [...(byDay.get(date) ?? []), slot]);
    }
    expect([...byDay.keys()]).toEqual(["2026-03-11", "2026-03-12"]);
    for (const day of byDay.values()) {
      expect(day.map((slot) => slot.recommended)).toEqual([true, ...day.slice(1).map(() => false)]);
    }
  });

  it("never lets a crew hold two overlapping jobs: the database refuses the second", async () => {
    const slot = {
      crew: "a",
      start: "2026-03-20T09:00:00-04:00",
      end: "2026-03-20T10:30:00-04:00",
    };
    await insertBooking(slot);
    const overlapping = {
      ...slot,
      start: "2026-03-20T10:00:00-04:00",
      end: "2026-03-20T11:00:00-04:00",
    };
    await expect(insertBooking(overlapping)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23P01" }),
    });
    await expect(insertBooking({ ...overlapping, status: "booked" })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23P01" }),
    });
    // Another crew, a cancelled job, the next free minute and another business are all fine.
    await insertBooking({ ...overlapping, crew: "b" });
    await insertBooking({ ...overlapping, status: "cancelled" });
    await insertBooking({
      ...slot,
      start: "2026-03-20T10:30:00-04:00",
      end: "2026-03-20T11:00:00-04:00",
    });
    await insertBooking({ ...overlapping, business: "northside-snow" });
    const rows = await selectRows<{ n: number }>(
      server.database,
      sql`select count(*)::int as n from bookings where business_id = ${config.id} and crew = 'a'
        and status <> 'cancelled' and starts_at >= '2026-03-20' and starts_at < '2026-03-21'`,
    );
    expect(rows[0]?.n).toBe(2);
  });
});

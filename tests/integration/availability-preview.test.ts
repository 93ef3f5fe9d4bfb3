import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseStoredBusinessConfig } from "@/domain/stored-offering";
import { ensureAdminUser } from "@/server/admin/admin-accounts";
import { loadBusinessFile } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
const { billing: _billing, ...demoTexts } = demo.offering.service;
const [FIRST_AREA, SECOND_AREA] = demo.offering.areas.map((area) => area.name) as [string, string];

/** A business selling a visit of 120 minutes for its first option, 90 for its second. */
const config = {
  ...demo,
  id: "preview-co",
  name: "Preview Co",
  offering: {
    trade: "cleaning",
    services: [
      {
        code: "visit",
        texts: { ...demoTexts, name: "visit", contract: {} },
        billing: { type: "one_time" },
        pricing: {
          options: [
            { code: "large", label: "Large", description: "A large visit" },
            { code: "small", label: "Small", description: "A small visit" },
          ],
          prices: { [FIRST_AREA]: { large: 12000, small: 10000 } },
        },
        addons: [],
        duration: { minutes: 90, options: { large: 120 } },
      },
    ],
    areas: demo.offering.areas.map(
      ({ prices: _prices, minimumChargeCents: _min, ...area }) => area,
    ),
    fees: { rateBasisPoints: 0, fixedCents: 0 },
    tax: { rateBasisPoints: 0 },
  },
};
const OWNER = { email: "owner@preview.example.com", password: "another horse battery staple" };
const PREVIEW = "/api/admin/business/slots-preview";
/** A Wednesday; clocks in New York go forward on Sunday March 8, 2026. */
const NOW = "2026-03-04T12:00:00Z";
const availability = {
  hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], start: "08:00", end: "12:00" }],
  minimumNoticeHours: 0,
  bufferMinutes: 0,
  starts: { type: "every", minutes: 60 },
};

describe.each(testDatabases)("the availability editor's preview of slots (%s)", (kind) => {
  let server: TestServer;
  let ownerToken: string;
  let demoToken: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...TEST_ADMIN_ENV, NOW });
    const parsed = parseStoredBusinessConfig(config);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    await server.businesses.create({
      id: config.id,
      slug: config.id,
      config: parsed.config,
      status: "live",
    });
    await ensureAdminUser(server.database.db, { businessId: config.id, ...OWNER, now: new Date() });
    ownerToken = await loginAdmin(server, OWNER);
    demoToken = await loginAdmin(server);
  });
  afterAll(() => server?.close());

  const preview = async (token: string | null, body: object) => {
    const response = await server.request(PREVIEW, {
      method: "POST",
      ...(token && { headers: bearer(token) }),
      json: body,
    });
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json()) as any };
  };
  const startsOn = (slots: { start: string }[], date: string) =>
    slots.filter((slot) => slot.start.startsWith(date)).map((slot) => slot.start.slice(11, 16));

  it("offers the unsaved hours' slots for the first service's shortest visit, two weeks ahead", async () => {
    const { status, body } = await preview(ownerToken, { availability });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      timezone: "America/New_York",
      from: "2026-03-04",
      service: "visit",
      area: FIRST_AREA,
      minutes: 90,
    });
    // Today (Wednesday) is 7 am in New York: no notice asked, its morning is free.
    expect(startsOn(body.slots, "2026-03-04")).toEqual(["08:00", "09:00", "10:00"]);
    expect(startsOn(body.slots, "2026-03-05")).toEqual(["08:00", "09:00", "10:00"]);
    expect(startsOn(body.slots, "2026-03-07")).toEqual([]);
    const dates = new Set(body.slots.map((slot: { start: string }) => slot.start.slice(0, 10)));
    expect([...dates].sort().at(-1)).toBe("2026-03-17");

    const mondayOff = await preview(ownerToken, {
      availability: {
        ...availability,
        hours: [{ days: ["tue", "wed", "thu", "fri"], start: "08:00", end: "12:00" }],
        blackoutDates: ["2026-03-10"],
      },
    });
    expect(startsOn(mondayOff.body.slots, "2026-03-09")).toEqual([]);
    expect(startsOn(mondayOff.body.slots, "2026-03-10")).toEqual([]);
    expect(startsOn(mondayOff.body.slots, "2026-03-11")).toEqual(["08:00", "09:00", "10:00"]);
  });

  it("keeps clear of the business's own jobs, and follows a crew's areas", async () => {
    await server.database.db.execute(sql`
      insert into bookings (business_id, crew, starts_at, ends_at, status)
      values (${config.id}, 'crew_1', '2026-03-05T13:00:00Z', '2026-03-05T15:00:00Z', 'booked')`);
    const { body } = await preview(ownerToken, { availability });
    expect(startsOn(body.slots, "2026-03-05")).toEqual(["10:00"]);

    const crews = [
      { code: "crew_1", name: "Crew 1", areas: [{ area: FIRST_AREA, days: ["tue"] }] },
    ];
    const second = await preview(ownerToken, {
      availability: { ...availability, crews },
      area: SECOND_AREA,
    });
    expect(second.body).toMatchObject({ area: SECOND_AREA, slots: [] });
    const first = await preview(ownerToken, { availability: { ...availability, crews } });
    const days = new Set(
      first.body.slots.map((slot: { start: string }) => slot.start.slice(0, 10)),
    );
    expect([...days]).toEqual(["2026-03-10", "2026-03-17"]);
  });

  it("answers 400 naming the field of the draft, a service or an area", async () => {
    const endsEarly = await preview(ownerToken, {
      availability: { hours: [{ days: ["mon"], start: "12:00", end: "08:00" }] },
    });
    expect(endsEarly.status).toBe(400);
    expect(endsEarly.body.issues).toEqual([
      { path: "availability.hours[0].end", message: "must end after it starts" },
    ]);
    const unknownArea = await preview(ownerToken, {
      availability: { crews: [{ code: "a", name: "A", areas: [{ area: "Atlantis" }] }] },
    });
    expect(unknownArea.status).toBe(400);
    expect(unknownArea.body.issues).toEqual([
      {
        path: "availability.crews[0].areas[0].area",
        message: '"Atlantis" is not one of your service areas',
      },
    ]);
    const service = await preview(ownerToken, { availability, service: "mowing" });
    expect(service).toMatchObject({ status: 400, body: { issues: [{ path: "service" }] } });
    const area = await preview(ownerToken, { availability, area: "Atlantis" });
    expect(area).toMatchObject({ status: 400, body: { issues: [{ path: "area" }] } });
    const missing = await preview(ownerToken, {});
    expect(missing).toMatchObject({ status: 400, body: { issues: [{ path: "availability" }] } });
  });

  it("needs a signed-in owner and previews only their own business", async () => {
    expect((await preview(null, { availability })).status).toBe(401);
    // The demo business sells a season: its owner cannot reach this business's service.
    const demoPreview = await preview(demoToken, { availability });
    expect(demoPreview).toMatchObject({
      status: 200,
      body: { service: expect.any(String), minutes: null },
    });
    expect(demoPreview.body.slots).toEqual([]);
    const crossed = await preview(demoToken, { availability, service: "visit" });
    expect(crossed).toMatchObject({ status: 400, body: { issues: [{ path: "service" }] } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, ServicesOffering } from "@/shared/offering-services";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

type Settings = {
  version: number;
  slug: string;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
  config: any;
  services: ServicesOffering;
};

/** A second service priced by floor area in bands: up to 1,500 sq ft $129, up to 2,500 $159. */
function floorCare(first: Service, bands: { upTo: number; priceCents: number }[]): Service {
  const { option: _option, ...steps } = first.texts.steps;
  return {
    code: "floor_care",
    texts: {
      ...first.texts,
      name: "floor care",
      steps: {
        ...steps,
        quantities: { title: "How big?", progressLabel: "Size", progressShortLabel: "Size" },
      },
    },
    billing: { type: "one_time" },
    pricing: {
      quantities: [
        {
          code: "floor_area",
          label: "Floor area",
          unit: "sq_ft",
          min: 500,
          max: 2500,
          step: 100,
          pricing: { type: "bands", bands },
        },
      ],
    },
    addons: [],
  };
}

const BANDS = [
  { upTo: 1500, priceCents: 12900 },
  { upTo: 2500, priceCents: 15900 },
];
const SERVICE_STEP = {
  title: "What do you need?",
  progressLabel: "Service",
  progressShortLabel: "1",
};

/**
 * The settings API with services (docs/product/settings.md#what-you-sell): the offering read and
 * written as a list of services, each problem named at its JSON path, one business's owner
 * editing only that business.
 */
describe.each(testDatabases)("settings of services (%s)", (kind) => {
  let server: TestServer;
  let demoToken: string;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      NOW: "2025-10-01T12:00:00Z",
      SIGNUP_LIMIT_PER_HOUR: "0",
      ...TEST_ADMIN_ENV,
    });
    demoToken = await loginAdmin(server);
  });
  afterAll(() => server?.close());

  const call = async (path: string, init: Parameters<TestServer["request"]>[1] = {}) => {
    const response = await server.request(path, init);
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  };
  const read = async (token: string) =>
    (await call("/api/admin/business", { headers: bearer(token) })).body as Settings;
  const write = (token: string, config: unknown, version: number) =>
    call("/api/admin/business", {
      method: "PUT",
      headers: bearer(token),
      json: { config, version },
    });
  let counter = 0;
  const signUp = async () => {
    counter += 1;
    const { status, body } = await call("/api/signup", {
      method: "POST",
      json: {
        businessName: `Tidy Floors ${counter}`,
        trade: "house-cleaning",
        ownerName: "Olive Owner",
        email: `owner@tidyfloors${counter}.com`,
        password: "floors and more floors",
      },
    });
    expect(status).toBe(201);
    return body.token as string;
  };

  it("answers a business selling one service as a list of one, its prices unchanged when saved so", async () => {
    const before = await read(demoToken);
    expect(before.services.services).toHaveLength(1);
    expect(before.services.services[0]!.pricing.prices!.Scarsdale).toEqual(
      before.config.offering.areas[0].prices,
    );
    const price = () =>
      call("/api/price", {
        method: "POST",
        json: { town: "Scarsdale", drivewaySize: "FOUR_CAR", addons: ["bump_out"] },
      });
    const priced = await price();

    const saved = await write(
      demoToken,
      { ...before.config, offering: before.services },
      before.version,
    );
    expect(saved.status).toBe(200);
    const after = await read(demoToken);
    expect(after.version).toBe(before.version + 1);
    expect(after.config.offering).toEqual(before.config.offering);
    expect(after.services).toEqual(before.services);
    expect(await price()).toEqual(priced);
  });

  it("round-trips a second service priced by bands, and prices it on the hosted page's API", async () => {
    const token = await signUp();
    const before = await read(token);
    const [first] = before.services.services;
    const services = {
      ...before.services,
      serviceStep: SERVICE_STEP,
      services: [first!, floorCare(first!, BANDS)],
    };
    const saved = await write(token, { ...before.config, offering: services }, before.version);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.services).toEqual(services);
    expect(saved.body.config.offering.service.name).toBe(first!.texts.name);

    const after = await read(token);
    expect(after.services).toEqual(services);
    const area = after.config.offering.areas[0].name;
    const priced = await call(`/api/b/${after.slug}/price`, {
      method: "POST",
      json: { service: "floor_care", area, quantities: [{ code: "floor_area", quantity: 1800 }] },
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body.subtotal_cents).toBe(15900);
    // The history records the second service, by the services' paths.
    const history = await call("/api/admin/business/history", { headers: bearer(token) });
    const paths = history.body.changes[0].changes.map((change: { path: string }) => change.path);
    expect(paths.some((path: string) => path.startsWith("offering.services[1]"))).toBe(true);

    // Another section sends today's view: every service stays, an area renamed in each.
    const areas = after.config.offering.areas.map((each: { name: string }, index: number) =>
      index === 0 ? { ...each, name: "Home base" } : each,
    );
    const renamed = await write(
      token,
      { ...after.config, offering: { ...after.config.offering, areas } },
      after.version,
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const kept = renamed.body.services as ServicesOffering;
    expect(kept.services.map((service) => service.code)).toEqual([first!.code, "floor_care"]);
    expect(kept.services[0]!.pricing.prices).toHaveProperty("Home base");
    expect(kept.services[0]!.pricing.prices).not.toHaveProperty(area);
  });

  it("names bands out of order and short of the most at their fields, and saves nothing", async () => {
    const token = await signUp();
    const before = await read(token);
    const [first] = before.services.services;
    const bad = floorCare(first!, [
      { upTo: 1500, priceCents: 12900 },
      { upTo: 1200, priceCents: 15900 },
    ]);
    const services = { ...before.services, serviceStep: SERVICE_STEP, services: [first!, bad] };
    const refused = await write(token, { ...before.config, offering: services }, before.version);
    expect(refused.status).toBe(400);
    const at = "config.offering.services[1].pricing.quantities[0].pricing";
    expect(refused.body.issues).toEqual(
      expect.arrayContaining([
        { path: `${at}.bands[1].upTo`, message: "must be more than the band before (1,500 sq ft)" },
        {
          path: `${at}.bands`,
          message: expect.stringMatching(
            /^must reach the most a customer may choose \(2,500 sq ft\)/,
          ),
        },
      ]),
    );
    expect((await read(token)).version).toBe(before.version);
  });

  it("lets an owner edit only their own business", async () => {
    const mine = await signUp();
    const theirs = await signUp();
    const other = await read(theirs);
    const own = await read(mine);
    const [service] = own.services.services;
    const renamed = { ...service!, texts: { ...service!.texts, name: "deep cleaning" } };
    // An id a client still sends is ignored: the session's business is the one changed.
    const saved = await write(
      mine,
      { ...own.config, id: other.slug, offering: { ...own.services, services: [renamed] } },
      own.version,
    );
    expect(saved.status).toBe(200);
    expect((await read(mine)).services.services[0]!.texts.name).toBe("deep cleaning");
    const after = await read(theirs);
    expect(after.version).toBe(other.version);
    expect(after.services).toEqual(other.services);
  });
});

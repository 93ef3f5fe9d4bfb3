import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BusinessConfig, loadBusinessFile } from "@/server/config/business-config";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import { projectRoot } from "@/server/paths";
import { selectRows, uniqueEmail } from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
const templates = loadTradeTemplates();

/** A business as sign-up made them before: the template's areas, the profile's state still NY. */
function fromTemplate(id: string, trade: string): { id: string; config: BusinessConfig } {
  return { id, config: { ...demo, name: id, state: "NY", offering: templates.get(trade)! } };
}
const lawns = fromTemplate("suburb-lawns", "lawn-mowing");
const cleaning = fromTemplate("mile-high-clean", "house-cleaning");

/**
 * A customer is refused neither for the state the quote form never shows nor for the name they
 * use for their own town (docs/product/service-areas.md#city-and-zip-code).
 */
describe.each(testDatabases)("the customer's own town and state (%s)", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { NOW: "2025-10-01T12:00:00Z" });
    for (const { id, config } of [lawns, cleaning]) {
      await server.businesses.create({ id, slug: id, config, status: "live" });
    }
  });
  afterAll(() => server?.close());

  const check = async (slug: string, address: Record<string, string>) => {
    const response = await server.request(`/api/b/${slug}/geo/check`, {
      method: "POST",
      json: { email: uniqueEmail("town"), ...address },
    });
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json()) as any };
  };

  it("serves Denver at a business whose profile still says NY, and keeps Colorado", async () => {
    const denver = { address: "1600 Glenarm Pl", city: "Denver", state: "NY", zipCode: "80202" };
    const answer = await check(cleaning.id, denver);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.serviceArea).toMatchObject({ inServiceArea: true, area: "Denver" });

    const email = uniqueEmail("denver-custom");
    const request = await server.request(`/api/b/${cleaning.id}/custom-quotes`, {
      method: "POST",
      json: {
        ...denver,
        email,
        customerName: "Robin Doe",
        phone: "(303) 555-0100",
        description: "A loft with a spiral staircase",
      },
    });
    expect(request.status, await request.clone().text()).toBe(201);
    const rows = await selectRows(
      server.database,
      sql`select state, area from custom_quote_requests where email = ${email}`,
    );
    expect(rows).toEqual([{ state: "CO", area: "Denver" }]);
  });

  it.each([
    ["Upper Arlington", "43221"],
    ["upper arlington", "43220"],
    ["Columbus", "43221"],
  ])("serves %s %s, a town of the ZIP code, without a note", async (city, zipCode) => {
    const answer = await check(lawns.id, { address: "2000 Tremont Rd", city, zipCode });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.serviceArea).toMatchObject({ inServiceArea: true, area: "Upper Arlington" });
    expect(answer.body.serviceArea.cityNote).toBeUndefined();
  });

  it("serves a town it does not know, with a note to confirm the ZIP code", async () => {
    const answer = await check(lawns.id, {
      address: "2000 Tremont Rd",
      city: "Tremont Heights",
      zipCode: "43221",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.serviceArea).toMatchObject({
      inServiceArea: true,
      area: "Upper Arlington",
      cityNote: "We know ZIP code 43221 as Columbus, OH: please make sure it is your ZIP code.",
    });
  });

  it("refuses a city that lies in another area, as that would change the price", async () => {
    const answer = await check(lawns.id, {
      address: "2000 Tremont Rd",
      city: "Dublin",
      zipCode: "43221",
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      {
        path: "city",
        message: "ZIP code 43221 is in Columbus, OH, not Dublin; check the city or the ZIP code",
      },
    ]);
  });
});

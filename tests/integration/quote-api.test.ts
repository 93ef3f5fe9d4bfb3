import { afterAll, beforeAll, describe, expect, it } from "vitest";
import zipcodes from "zipcodes";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const EARLY_BIRD_ON = "2025-10-01T12:00:00Z";
const EARLY_BIRD_OFF = "2025-12-01T12:00:00Z";

const address = { address: "1 Main St", state: "NY", email: "pat@example.com" };

/** The city the address must name: the ZIP code's own ("Nowhere" for a ZIP nobody knows). */
const cityOf = (zipCode: string) => zipcodes.lookup(zipCode.slice(0, 5))?.city ?? "Nowhere";

const AREAS_BY_ZIP: Record<string, string | null> = {
  "10583": "Scarsdale",
  "10601": "White Plains",
  "10603": "White Plains",
  "10605": "White Plains",
  "10606": "White Plains",
  "10607": "White Plains",
  "10528": "Harrison",
  "10573": null,
  "10577": null,
  "10001": null,
  "10118": null,
};

/** The demo business's matrix from ARCHITECTURE.md, in cents. */
const BASE_PRICES: Record<string, Record<string, number>> = {
  Scarsdale: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 },
  "White Plains": { TWO_CAR: 17900, FOUR_CAR: 20900, SIX_CAR: 24900 },
  Harrison: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 },
};

/** Money rules worked by hand: half away from zero on positive cents is Math.round. */
function expectedTotals(base: number, earlyBird: boolean, bumpOut: boolean) {
  const discount = earlyBird ? 6000 : 0;
  const addon = bumpOut ? 7500 : 0;
  const subtotal = base - discount + addon;
  const fee = Math.round((subtotal * 49) / 1000) + 30;
  const tax = Math.round((subtotal * 8) / 100);
  return {
    breakdown: {
      base_price_cents: base,
      early_bird_discount_cents: discount,
      addon_price_cents: addon,
    },
    subtotal_cents: subtotal,
    fee_cents: fee,
    tax_cents: tax,
    total_cents: subtotal + fee,
    grand_total_cents: subtotal + fee + tax,
  };
}

const priceCases = Object.entries(BASE_PRICES).flatMap(([town, sizes]) =>
  Object.entries(sizes).flatMap(([drivewaySize, base]) =>
    [false, true].map((bumpOut) => ({ town, drivewaySize, base, bumpOut })),
  ),
);

describe.each(testDatabases)("quote API on %s", (kind) => {
  describe("with the early bird on", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { NOW: EARLY_BIRD_ON });
    });
    afterAll(() => server.close());

    it.each(Object.entries(AREAS_BY_ZIP))("ZIP %s is served by %s", async (zipCode, town) => {
      const response = await server.request("/api/geo/check", {
        method: "POST",
        json: { ...address, city: cityOf(zipCode), zipCode },
      });
      expect(response.status).toBe(200);
      const { serviceArea } = await response.json();
      expect(serviceArea.inServiceArea).toBe(town !== null);
      expect(serviceArea.town).toBe(town);
      expect(serviceArea.message).toEqual(expect.any(String));
    });

    it("accepts ZIP+4 and says an unknown ZIP could not be located", async () => {
      const plusFour = await server.request("/api/geo/check", {
        method: "POST",
        json: { ...address, city: "Scarsdale", zipCode: "10583-1234" },
      });
      expect((await plusFour.json()).serviceArea.town).toBe("Scarsdale");

      const unknown = await server.request("/api/geo/check", {
        method: "POST",
        json: { ...address, city: "Nowhere", zipCode: "00000" },
      });
      expect(unknown.status).toBe(200);
      const { serviceArea } = await unknown.json();
      expect(serviceArea).toMatchObject({ inServiceArea: false, town: null });
      expect(serviceArea.message).toMatch(/couldn't locate/);
      expect(serviceArea.message).toMatch(/custom quote/);
    });

    it("records every service-area check as a lead", async () => {
      await server.request("/api/geo/check", {
        method: "POST",
        json: { ...address, city: "New York", email: "lead-check@example.com", zipCode: "10001" },
      });
      const result = await server.database.db.execute(
        "select email, in_service_area, zip_code from quote_leads where email = 'lead-check@example.com'",
      );
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { email: "lead-check@example.com", in_service_area: false, zip_code: "10001" },
      ]);
    });

    it.each(priceCases)(
      "prices $town $drivewaySize (bump-out: $bumpOut) with the early bird",
      async ({ town, drivewaySize, base, bumpOut }) => {
        const response = await server.request("/api/price", {
          method: "POST",
          json: { town, drivewaySize, addons: bumpOut ? ["bump_out"] : [] },
        });
        expect(response.status).toBe(200);
        const price = await response.json();
        expect(price).toMatchObject(expectedTotals(base, true, bumpOut));
        expect(price.early_bird).toEqual({
          active: true,
          ends_at: "2025-10-16T04:00:00.000Z",
          discount_cents: 6000,
        });
        expect(price.season).toEqual({ starts_on: "2025-11-10", ends_on: "2026-04-10" });
        const lineSum = price.lines.reduce(
          (sum: number, line: { amount_cents: number }) => sum + line.amount_cents,
          0,
        );
        expect(lineSum).toBe(price.grand_total_cents);
      },
    );

    it("matches the worked example of a Scarsdale 4-car driveway", async () => {
      const response = await server.request("/api/price", {
        method: "POST",
        json: { town: "Scarsdale", drivewaySize: "FOUR_CAR", addons: [] },
      });
      expect(await response.json()).toMatchObject({
        subtotal_cents: 15900,
        fee_cents: 809,
        tax_cents: 1272,
        total_cents: 16709,
        grand_total_cents: 17981,
      });
    });

    it("describes the business for the UI", async () => {
      const response = await server.request("/api/config");
      expect(response.status).toBe(200);
      const config = await response.json();
      expect(config.areas).toEqual(["Scarsdale", "White Plains", "Harrison"]);
      expect(config.business).toMatchObject({ id: "northside-snow", slug: "northside-snow" });
      expect(config.addons).toEqual([
        expect.objectContaining({ code: "bump_out", pricing: { type: "flat", price_cents: 7500 } }),
      ]);
      expect(config.options.map((option: { code: string }) => option.code)).toEqual([
        "FOUR_CAR",
        "SIX_CAR",
        "TWO_CAR",
        "CUSTOM",
      ]);
      expect(config.options.at(-1)).toMatchObject({ code: "CUSTOM", customQuote: true });
      expect(config.service).toMatchObject({
        billing: "season",
        icon: "snowflake",
        headline: "3-inch Season Contract",
        contract: { name: "season contract", line: "November 10, 2025 to April 10, 2026" },
        steps: {
          address: {
            title: "Where do you need snow removal?",
            subtitle:
              "We'll check that your address is in our service area: Scarsdale, White Plains and Harrison.",
          },
          option: { title: "Select your driveway size", priceUnit: "per season" },
          review: { title: "Your snow removal quote" },
        },
        nextSteps: expect.arrayContaining([
          "Questions? Reply to your receipt email or call us at (555) 010-0199.",
        ]),
      });
      expect(config.early_bird).toEqual({
        active: true,
        ends_at: "2025-10-16T04:00:00.000Z",
        discount_cents: 6000,
      });
      expect(config.season).toEqual({
        starts_on: "2025-11-10",
        ends_on: "2026-04-10",
        note: "3-inch snow trigger",
      });
      expect(config.server_time).toBe("2025-10-01T12:00:00.000Z");
    });

    it("stores a custom quote request and answers 201 with its id", async () => {
      const response = await server.request("/api/custom-quotes", {
        method: "POST",
        json: {
          customerName: "Pat Doe",
          email: "pat@example.com",
          phone: "(555) 123-4567",
          address: "9 Long Lane",
          city: "Scarsdale",
          state: "NY",
          zipCode: "10583",
          town: "Scarsdale",
          description: "Custom driveway quote request from the instant quote system",
        },
      });
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "pending" });
    });

    it("stores what the customer wrote about the property, trimmed", async () => {
      const response = await server.request("/api/custom-quotes", {
        method: "POST",
        json: {
          customerName: "Sam Roe",
          email: "sam@example.com",
          phone: "(555) 123-4567",
          address: "3 Hill Rd",
          city: "Port Chester",
          zipCode: "10573",
          propertyDetails: "  Long gravel drive with a turnaround by the barn.  ",
        },
      });
      expect(response.status).toBe(201);
      const { id } = await response.json();
      const result = await server.database.db.execute(
        `select property_details from custom_quote_requests where id = '${id}'`,
      );
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { property_details: "Long gravel drive with a turnaround by the barn." },
      ]);
    });
  });

  describe("with the early bird over", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { NOW: EARLY_BIRD_OFF });
    });
    afterAll(() => server.close());

    it.each(priceCases)(
      "prices $town $drivewaySize (bump-out: $bumpOut) at full price",
      async ({ town, drivewaySize, base, bumpOut }) => {
        const response = await server.request("/api/price", {
          method: "POST",
          json: { town, drivewaySize, addons: bumpOut ? ["bump_out"] : [] },
        });
        const price = await response.json();
        expect(price).toMatchObject(expectedTotals(base, false, bumpOut));
        expect(price.early_bird.active).toBe(false);
        expect(price.lines.map((line: { kind: string }) => line.kind)).not.toContain(
          "early_bird_discount",
        );
        expect(price.season).toEqual({ starts_on: "2025-11-10", ends_on: "2026-04-10" });
      },
    );
  });
});

describe("quote API input validation", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  });
  afterAll(() => server.close());

  const validGeo = { ...address, city: "Scarsdale", zipCode: "10583" };
  const validPrice = { town: "Scarsdale", drivewaySize: "FOUR_CAR", addons: [] };
  const validCustom = {
    customerName: "Pat Doe",
    email: "pat@example.com",
    phone: "5551234567",
    address: "9 Long Lane",
    city: "Scarsdale",
    state: "NY",
    zipCode: "10583",
    town: "Scarsdale",
    description: "Custom driveway quote request from the instant quote system",
  };

  const invalidCases: [string, string, Record<string, unknown>, string][] = [
    ["/api/geo/check", "zipCode", { ...validGeo, zipCode: "1058" }, "ZIP code"],
    ["/api/geo/check", "zipCode", { ...validGeo, zipCode: "10583-12" }, "ZIP code"],
    ["/api/geo/check", "email", { ...validGeo, email: "not-an-email" }, "valid email"],
    ["/api/geo/check", "state", { ...validGeo, state: "New York" }, "2-letter"],
    ["/api/geo/check", "address", { ...validGeo, address: "" }, "required"],
    ["/api/geo/check", "address", { ...validGeo, address: "x".repeat(201) }, "200"],
    ["/api/geo/check", "city", { ...validGeo, city: "x".repeat(101) }, "100"],
    ["/api/geo/check", "city", { ...validGeo, city: 42 }, ""],
    ["/api/price", "town", { ...validPrice, town: "Atlantis" }, "not an area we serve"],
    [
      "/api/price",
      "drivewaySize",
      { ...validPrice, drivewaySize: "TEN_CAR" },
      "not an option we offer",
    ],
    ["/api/price", "drivewaySize", { ...validPrice, drivewaySize: "CUSTOM" }, "custom quote"],
    ["/api/price", "addons.0", { ...validPrice, addons: ["hot_tub"] }, "not an add-on"],
    [
      "/api/price",
      "addons.1",
      { ...validPrice, addons: ["bump_out", "bump_out"] },
      "more than once",
    ],
    ["/api/price", "surprise", { ...validPrice, surprise: true }, ""],
    [
      "/api/custom-quotes",
      "customerName",
      { ...validCustom, customerName: "P" },
      "Name must be at least 2 characters",
    ],
    [
      "/api/custom-quotes",
      "customerName",
      { ...validCustom, customerName: "x".repeat(101) },
      "100",
    ],
    [
      "/api/custom-quotes",
      "email",
      { ...validCustom, email: "pat@" },
      "Please enter a valid email address",
    ],
    [
      "/api/custom-quotes",
      "phone",
      { ...validCustom, phone: "555-1234" },
      "Please enter a valid phone number",
    ],
    [
      "/api/custom-quotes",
      "description",
      { ...validCustom, description: "x".repeat(2001) },
      "2000",
    ],
    [
      "/api/custom-quotes",
      "propertyDetails",
      { ...validCustom, propertyDetails: "x".repeat(1001) },
      "1000 characters",
    ],
  ];

  it.each(invalidCases)(
    "%s rejects a bad %s with 400 naming it",
    async (path, field, body, text) => {
      const response = await server.request(path, { method: "POST", json: body });
      expect(response.status).toBe(400);
      const error = await response.json();
      expect(error.message).toContain(field);
      expect(error.message).toContain(text);
      expect(error.issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: field })]),
      );
    },
  );

  it("rejects a missing body field by name", async () => {
    const response = await server.request("/api/price", {
      method: "POST",
      json: { town: "Scarsdale" },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([
      expect.objectContaining({ path: "drivewaySize" }),
    ]);
  });

  it("stores nothing for an invalid custom quote request", async () => {
    await server.request("/api/custom-quotes", {
      method: "POST",
      json: { ...validCustom, email: "invalid-marker" },
    });
    const result = await server.database.db.execute(
      "select count(*)::int as count from custom_quote_requests",
    );
    expect((result as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
  });
});

describe("public API rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", { RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(() => server.close());

  it("answers 429 with a message once a client passes the limit", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await server.request("/api/config");
      statuses.push(response.status);
      if (response.status === 429) {
        expect((await response.json()).message).toMatch(/Too many requests/);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await server.request("/healthz")).status).toBe(200);
  });
});

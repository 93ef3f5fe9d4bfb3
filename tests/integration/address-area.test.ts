import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customQuoteRequest,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";

const customQuote = { ...customQuoteRequest, description: "Three-car circular driveway" };

describe.each(testDatabases)("the area comes from the address on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { NOW });
  });
  afterAll(() => server.close());

  const post = (path: string, json: unknown) => server.request(path, { method: "POST", json });

  it("refuses a checkout whose town is not the area of its address", async () => {
    const email = uniqueEmail("cheaper-town");
    const body = await quotedCheckoutRequest(server, { email, town: "White Plains" });
    const response = await postCheckout(server, body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.issues).toEqual([expect.objectContaining({ path: "town" })]);
    expect(error.message).toMatch(/Scarsdale/);
    const rows = await selectRows(
      server.database,
      sql`select id from orders where email = ${email}`,
    );
    expect(rows).toEqual([]);
  });

  it.each([
    ["New York", "NY", "10001"],
    ["Beverly Hills", "CA", "90210"],
  ])("refuses a checkout for %s %s %s, outside every area", async (city, state, zipCode) => {
    const email = uniqueEmail("out-of-area");
    const body = await quotedCheckoutRequest(server, {
      email,
      typed: { address: "1 Main St", city, state, zipCode },
    });
    const response = await postCheckout(server, body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.message).toMatch(/don't currently serve this address/);
    expect(error.issues).toEqual([expect.objectContaining({ path: "zipCode" })]);
  });

  it("prices the area of the address and stores how precisely it was located", async () => {
    const email = uniqueEmail("white-plains");
    const body = await quotedCheckoutRequest(server, {
      email,
      town: "White Plains",
      typed: { address: "5 Mamaroneck Ave", city: "White Plains", zipCode: "10601" },
    });
    const response = await postCheckout(server, body);
    expect(response.status).toBe(201);
    const { orderId } = await response.json();
    const [order] = await selectRows(
      server.database,
      sql`select area, location_precision from orders where id = ${orderId}`,
    );
    expect(order).toEqual({ area: "White Plains", location_precision: "zip" });
  });

  it("refuses a custom quote whose town disagrees with its address", async () => {
    const response = await post("/api/custom-quotes", {
      ...customQuote,
      email: uniqueEmail("custom-mismatch"),
      town: "White Plains",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([expect.objectContaining({ path: "town" })]);
  });

  it("stores the area of a custom quote from its address, and none outside every area", async () => {
    const inside = await post("/api/custom-quotes", {
      ...customQuote,
      email: uniqueEmail("custom-inside"),
    });
    expect(inside.status).toBe(201);
    const outside = await post("/api/custom-quotes", {
      ...customQuote,
      email: uniqueEmail("custom-outside"),
      city: "New York",
      zipCode: "10001",
    });
    expect(outside.status).toBe(201);
    const rows = await selectRows(
      server.database,
      sql`select id, area from custom_quote_requests where id in (${(await inside.json()).id}, ${(await outside.json()).id}) order by zip_code`,
    );
    expect(rows.map((row) => row.area)).toEqual([null, "Scarsdale"]);
  });

  it("refuses a town for a custom quote outside every area", async () => {
    const response = await post("/api/custom-quotes", {
      ...customQuote,
      email: uniqueEmail("custom-outside-town"),
      city: "New York",
      zipCode: "10001",
      town: "Scarsdale",
    });
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([expect.objectContaining({ path: "town" })]);
  });

  describe("the city must be a city of the ZIP code", () => {
    const miami = { address: "1 Ocean Dr", city: "Miami", state: "NY", zipCode: "10583" };

    it("on the service-area check", async () => {
      const response = await post("/api/geo/check", { ...miami, email: uniqueEmail("miami") });
      expect(response.status).toBe(400);
      const error = await response.json();
      expect(error.issues).toEqual([expect.objectContaining({ path: "city" })]);
      expect(error.message).toMatch(/10583 is in Scarsdale/);
    });

    it("on checkout", async () => {
      const body = await quotedCheckoutRequest(server, {
        email: uniqueEmail("miami-checkout"),
        typed: miami,
      });
      const response = await postCheckout(server, body);
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([expect.objectContaining({ path: "city" })]);
    });

    it("on a custom quote", async () => {
      const response = await post("/api/custom-quotes", {
        ...customQuote,
        ...miami,
        email: uniqueEmail("miami-custom"),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).issues).toEqual([expect.objectContaining({ path: "city" })]);
    });

    it("allows case, spacing, punctuation and common abbreviations", async () => {
      for (const [city, zipCode] of [
        ["  scarsdale ", "10583"],
        ["WHITE   PLAINS", "10601"],
        ["St. James", "11780"],
        ["Saint James", "11780"],
      ] as const) {
        const response = await post("/api/geo/check", {
          address: "1 Main St",
          city,
          state: "NY",
          zipCode,
          email: uniqueEmail("city-variant"),
        });
        expect(response.status, city).toBe(200);
      }
    });

    it("stores the precision of a lead's location", async () => {
      const email = uniqueEmail("lead-precision");
      const response = await post("/api/geo/check", {
        address: "1 Main St",
        city: "Scarsdale",
        state: "NY",
        zipCode: "10583",
        email,
      });
      expect(response.status).toBe(200);
      const rows = await selectRows(
        server.database,
        sql`select location_precision from quote_leads where email = ${email}`,
      );
      expect(rows).toEqual([{ location_precision: "zip" }]);
    });
  });
});

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBusinessConfig } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import {
  customer,
  customQuoteRequest,
  postCheckout,
  quotedCheckoutRequest,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

/** A visit followed through the journey (docs/product/quote-journey.md#visits). */
const harbor = (() => {
  const file = resolve(projectRoot, "tests/fixtures/second-business.json");
  const parsed = parseBusinessConfig(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.ok) throw new Error("second-business fixture does not parse");
  return parsed.config;
})();

describe.each(testDatabases)("visits on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { NOW: "2025-10-01T12:00:00Z" });
    await server.businesses.create({
      id: "harbor-view",
      slug: "harbor-view",
      config: harbor,
      status: "live",
    });
  });
  afterAll(() => server.close());

  const visitRow = async (id: string) => {
    const [row] = await selectRows(
      server.database,
      sql`select * from quote_leads where id = ${id}`,
    );
    return row!;
  };

  async function checkArea(body: Record<string, unknown>, apiBase = "/api") {
    const response = await server.request(`${apiBase}/geo/check`, { method: "POST", json: body });
    expect(response.status).toBe(200);
    return (await response.json()) as { visit: string; serviceArea: { inServiceArea: boolean } };
  }

  it("answers the visit with the check and keeps where it first came from", async () => {
    const email = uniqueEmail("visit");
    const first = await checkArea({ ...customer, email, channel: "embed", source: "acme.example" });
    const again = await checkArea({ ...customer, email, channel: "hosted", source: "other" });
    expect(again.visit).toBe(first.visit);
    expect(await visitRow(first.visit)).toMatchObject({
      channel: "embed",
      source: "acme.example",
      priced_at: null,
      checkout_started_at: null,
    });
  });

  it("refuses an unknown channel and an overlong source, naming the field", async () => {
    const email = uniqueEmail("visit-bad");
    for (const [field, value] of [
      ["channel", "fax"],
      ["source", "x".repeat(101)],
    ] as const) {
      const response = await server.request("/api/geo/check", {
        method: "POST",
        json: { ...customer, email, [field]: value },
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(field);
    }
  });

  it("records the priced choice, the first price time, and the order that follows", async () => {
    const email = uniqueEmail("visit-order");
    const { visit } = await checkArea({ ...customer, email, channel: "hosted" });
    const choice = { area: "Scarsdale", option: "FOUR_CAR", addons: ["bump_out"], visit };
    const priced = await server.request("/api/b/northside-snow/price", {
      method: "POST",
      json: choice,
    });
    expect(priced.status).toBe(200);
    const price = await priced.json();
    const firstPricedAt = (await visitRow(visit)).priced_at;
    expect(await visitRow(visit)).toMatchObject({
      priced_selection: { area: "Scarsdale", option: "FOUR_CAR", addons: [{ code: "bump_out" }] },
      priced_total_cents: price.grand_total_cents,
    });
    await server.request("/api/price", {
      method: "POST",
      json: { town: "Scarsdale", drivewaySize: "TWO_CAR", addons: [], visit },
    });
    const repriced = await visitRow(visit);
    expect(repriced.priced_at).toEqual(firstPricedAt);
    expect(repriced.priced_selection).toEqual({ area: "Scarsdale", option: "TWO_CAR", addons: [] });

    const body = await quotedCheckoutRequest(server, { email });
    const response = await postCheckout(server, { ...body, visit });
    expect(response.status).toBe(201);
    const { orderId } = await response.json();
    const [order] = await selectRows(
      server.database,
      sql`select visit_id from orders where id = ${orderId}`,
    );
    expect(order!.visit_id).toBe(visit);
    expect((await visitRow(visit)).checkout_started_at).not.toBeNull();
  });

  it("links a custom quote request to its visit", async () => {
    const email = uniqueEmail("visit-custom");
    const { visit } = await checkArea({ ...customer, email });
    const response = await server.request("/api/custom-quotes", {
      method: "POST",
      json: { ...customQuoteRequest, email, visit },
    });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [request] = await selectRows(
      server.database,
      sql`select visit_id from custom_quote_requests where id = ${id}`,
    );
    expect(request!.visit_id).toBe(visit);
    expect((await visitRow(visit)).custom_quote_requested_at).not.toBeNull();
  });

  it("never lets another business's calls touch a visit, and never refuses the customer for it", async () => {
    const email = uniqueEmail("visit-cross");
    const { visit } = await checkArea({ ...customer, email });
    const { areas, options } = harbor.offering;
    const option = options.find((candidate) => !candidate.customQuote)!.code;
    const crossed = await server.request("/api/b/harbor-view/price", {
      method: "POST",
      json: { area: areas[0]!.name, option, addons: [], visit },
    });
    expect(crossed.status).toBe(200);
    expect((await visitRow(visit)).priced_at).toBeNull();

    const unknown = await server.request("/api/price", {
      method: "POST",
      json: { town: "Scarsdale", drivewaySize: "TWO_CAR", addons: [], visit: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(200);
    const malformed = await server.request("/api/price", {
      method: "POST",
      json: { town: "Scarsdale", drivewaySize: "TWO_CAR", addons: [], visit: "lead-1" },
    });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain("visit");
  });
});

import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdminUser } from "@/server/admin/admin-accounts";
import { type BusinessConfig, loadBusinessFile } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import type { AdminBusinessResponse, AdminTestAddressResponse } from "@/shared/api/admin-contract";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
/** Another business on the deployment, serving Port Chester only. */
const OTHER_ID = "harbor-view";
const other: BusinessConfig = {
  ...demo,
  name: "Harbor View Services",
  offering: {
    ...demo.offering,
    areas: [
      {
        name: "Port Chester",
        shape: { type: "zip_codes", zipCodes: ["10573"] },
        prices: { TWO_CAR: 10000, FOUR_CAR: 12000, SIX_CAR: 14000 },
      },
    ],
  },
};
const OTHER_ADMIN = { email: "owner@harbor.example.com", password: "another horse battery staple" };
const TEST_ADDRESS = "/api/admin/business/test-address";

describe.each(testDatabases)("testing an address against the areas being edited (%s)", (kind) => {
  let server: TestServer;
  let demoToken: string;
  let harborToken: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { ...TEST_ADMIN_ENV, MAP_TILE_URL: "" });
    await server.businesses.create({ id: OTHER_ID, slug: OTHER_ID, config: other, status: "live" });
    await ensureAdminUser(server.database.db, {
      businessId: OTHER_ID,
      ...OTHER_ADMIN,
      now: new Date(),
    });
    demoToken = await loginAdmin(server);
    harborToken = await loginAdmin(server, OTHER_ADMIN);
  });
  afterAll(() => server?.close());

  const testAddress = async (token: string, body: object) => {
    const response = await server.request(TEST_ADDRESS, {
      method: "POST",
      headers: bearer(token),
      json: body,
    });
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json()) as any };
  };

  it("names the area that holds the address and prices each option there", async () => {
    const { status, body } = await testAddress(demoToken, {
      address: "123 Main St",
      zipCode: "10583",
    });
    expect(status).toBe(200);
    const answer = body as AdminTestAddressResponse;
    expect(answer).toMatchObject({ area: "Scarsdale", nearest: null });
    expect(answer.location).toMatchObject({ precision: "zip" });
    expect(answer.prices).toEqual([
      { option: "FOUR_CAR", label: "4-Car Driveway", cents: 21900 },
      { option: "SIX_CAR", label: "6-Car Driveway", cents: 25900 },
      { option: "TWO_CAR", label: "2-Car Driveway", cents: 18900 },
    ]);
  });

  it("tests the unsaved draft, not the saved areas", async () => {
    const draft = structuredClone(demo.offering);
    draft.areas.unshift({
      name: "Port Chester",
      shape: { type: "zip_codes", zipCodes: ["10573"] },
      prices: { FOUR_CAR: 30000 },
      minimumChargeCents: 35000,
    });
    const { status, body } = await testAddress(demoToken, {
      address: "5 King Street",
      city: "Port Chester",
      state: "ny",
      zipCode: "10573",
      offering: draft,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      area: "Port Chester",
      prices: [{ option: "FOUR_CAR", label: "4-Car Driveway", cents: 35000 }],
    });
    const saved = await testAddress(demoToken, { address: "5 King Street", zipCode: "10573" });
    expect(saved.body).toMatchObject({ area: null, prices: [], nearest: { area: "Harrison" } });
  });

  it("takes an area with thousands of corners, as an imported boundary has, and saves it", async () => {
    // A 4,000-corner circle around Port Chester: about 110 KB of JSON.
    const ring = Array.from({ length: 4000 }, (_, index) => {
      const angle = (2 * Math.PI * index) / 4000;
      return [-73.68 + 0.02 * Math.cos(angle), 41.02 + 0.02 * Math.sin(angle)] as [number, number];
    });
    ring.push(ring[0]!);
    const draft = structuredClone(demo.offering);
    draft.areas.push({
      name: "Port Chester",
      shape: { type: "geojson", geometry: { type: "Polygon", coordinates: [ring] } },
      prices: { FOUR_CAR: 30000 },
    });
    expect(JSON.stringify(draft).length).toBeGreaterThan(100_000);
    const tested = await testAddress(demoToken, {
      address: "5 King St",
      zipCode: "10573",
      offering: draft,
    });
    expect(tested.body).toMatchObject({ area: "Port Chester" });

    const read = await server.request("/api/admin/business", { headers: bearer(demoToken) });
    const settings = (await read.json()) as AdminBusinessResponse;
    const config = { ...settings.config, offering: draft };
    const saved = await server.request("/api/admin/business", {
      method: "PUT",
      headers: bearer(demoToken),
      json: { config, version: settings.version },
    });
    expect(saved.status).toBe(200);
    const restored = await server.request("/api/admin/business", {
      method: "PUT",
      headers: bearer(demoToken),
      json: { config: settings.config, version: settings.version + 1 },
    });
    expect(restored.status).toBe(200);
  });

  it("names the nearest area for an address outside every area", async () => {
    const { body } = await testAddress(demoToken, { address: "1 Main St", zipCode: "10708" });
    expect(body.area).toBeNull();
    expect(body.nearest.area).toBe("Scarsdale");
    expect(body.nearest.miles).toBeGreaterThan(0);
    expect(body.nearest.miles).toBeLessThan(5);
    const nowhere = await testAddress(demoToken, { address: "1 Main St", zipCode: "00000" });
    expect(nowhere.body).toMatchObject({ location: null, area: null, nearest: null });
  });

  it("answers 400 naming the field, the draft's by its JSON path", async () => {
    const missing = await testAddress(demoToken, { zipCode: "1058" });
    expect(missing.status).toBe(400);
    const paths = missing.body.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["address", "zipCode"]));

    const draft = structuredClone(demo.offering);
    draft.areas[1]!.shape = { type: "zip_codes", zipCodes: ["1058"] };
    const badDraft = await testAddress(demoToken, {
      address: "1 Main St",
      zipCode: "10583",
      offering: draft,
    });
    expect(badDraft.status).toBe(400);
    expect(badDraft.body.issues).toEqual([
      { path: "offering.areas[1].shape.zipCodes[0]", message: "must be a 5-digit ZIP code" },
    ]);

    const wrongCity = await testAddress(demoToken, {
      address: "1 Main St",
      city: "Miami",
      zipCode: "10583",
    });
    expect(wrongCity.status).toBe(400);
    expect(wrongCity.body.issues).toMatchObject([{ path: "city" }]);
    const extra = await testAddress(demoToken, { address: "1 Main St", zipCode: "10583", x: 1 });
    expect(extra.status).toBe(400);
  });

  it("tests only the signed-in admin's own business", async () => {
    const atHarbor = await testAddress(harborToken, { address: "123 Main St", zipCode: "10583" });
    expect(atHarbor.body).toMatchObject({ area: null, nearest: { area: "Port Chester" } });
    const inPortChester = await testAddress(harborToken, {
      address: "5 King St",
      zipCode: "10573",
    });
    expect(inPortChester.body).toMatchObject({
      area: "Port Chester",
      prices: expect.arrayContaining([
        { option: "FOUR_CAR", label: "4-Car Driveway", cents: 12000 },
      ]),
    });
    const anonymous = await server.request(TEST_ADDRESS, {
      method: "POST",
      json: { address: "123 Main St", zipCode: "10583" },
    });
    expect(anonymous.status).toBe(401);
  });

  it("gives the editor its map: no tiles when MAP_TILE_URL is empty", async () => {
    const response = await server.request("/api/admin/business", { headers: bearer(demoToken) });
    const settings = (await response.json()) as AdminBusinessResponse;
    expect(settings.map).toEqual({ tileUrl: null, attribution: "© OpenStreetMap contributors" });
  });
});

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkServiceArea } from "@/domain/check-service-area";
import { priceOffering } from "@/domain/price-offering";
import { storedConfig } from "@/domain/stored-offering";
import { createZipGeocoder } from "@/server/geocoding/zip-geocoder";
import { getCurrentSeason } from "@/shared/current-season";
import { loadBusinessFile } from "./business-config";

const DEMO_FILE = fileURLToPath(new URL("../../../config/demo-business.json", import.meta.url));
/** The demo as it was written before the services shape (decision 047). */
const ONE_SERVICE_FILE = fileURLToPath(
  new URL("../../../tests/fixtures/one-service-demo-business.json", import.meta.url),
);
const { config } = loadBusinessFile(DEMO_FILE);
const { offering } = config;
const geocoder = createZipGeocoder();

describe("config/demo-business.json", () => {
  it.each([
    ["10583", "Scarsdale"],
    ["10601", "White Plains"],
    ["10603", "White Plains"],
    ["10605", "White Plains"],
    ["10606", "White Plains"],
    ["10607", "White Plains"],
    ["10528", "Harrison"],
    ["10583-4321", "Scarsdale"],
  ])("serves ZIP %s in %s", async (zipCode, town) => {
    const result = await checkServiceArea({
      geocoder,
      areas: offering.areas,
      address: { address: "1 Main St", city: town, state: "NY", zipCode },
    });
    expect(result).toMatchObject({ inServiceArea: true, area: town });
  });

  it.each([
    ["10573", "Port Chester"],
    ["10577", "Purchase"],
    ["10001", "New York"],
    ["10118", "New York"],
  ])("does not serve ZIP %s (%s) and lists the areas served", async (zipCode, city) => {
    const result = await checkServiceArea({
      geocoder,
      areas: offering.areas,
      address: { address: "1 Main St", city, state: "NY", zipCode },
    });
    expect(result).toMatchObject({ inServiceArea: false, area: null });
    expect(result.message).toContain("We serve Scarsdale, White Plains, and Harrison.");
  });

  it("cannot locate an unknown ZIP and invites a custom quote", async () => {
    const result = await checkServiceArea({
      geocoder,
      areas: offering.areas,
      address: { address: "1 Main St", city: "Nowhere", state: "NY", zipCode: "99999" },
    });
    expect(result).toMatchObject({ inServiceArea: false, area: null, location: null });
    expect(result.message).toContain("couldn't locate");
    expect(result.message).toContain("custom quote");
  });

  it("holds the demo prices of ARCHITECTURE.md", () => {
    expect(Object.fromEntries(offering.areas.map((area) => [area.name, area.prices]))).toEqual({
      Scarsdale: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 },
      "White Plains": { TWO_CAR: 17900, FOUR_CAR: 20900, SIX_CAR: 24900 },
      Harrison: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 },
    });
    expect(offering.discounts.earlyBird?.amountCents).toBe(6000);
    expect(offering.addons).toEqual([
      {
        code: "bump_out",
        label: "Bump-out Extension",
        description: "Additional parking area",
        pricing: { type: "flat", priceCents: 7500 },
      },
    ]);
    expect(offering.fees).toEqual({ rateBasisPoints: 490, fixedCents: 30 });
    expect(offering.tax).toEqual({ rateBasisPoints: 800 });
  });

  it("lists the demo business's driveway sizes, 4-car first, the custom one last", () => {
    expect(offering.options).toEqual([
      {
        code: "FOUR_CAR",
        label: "4-Car Driveway",
        description: "Standard 800-900 sq ft",
        badge: "Most Popular",
      },
      { code: "SIX_CAR", label: "6-Car Driveway", description: "3 wide, extended" },
      { code: "TWO_CAR", label: "2-Car Driveway", description: "Single lane, townhouse" },
      {
        code: "CUSTOM",
        label: "Custom Layout",
        description: "Unique or complex design",
        customQuote: true,
      },
    ]);
  });

  it("quotes the demo's 4-car driveway at NOW=2025-10-01T12:00:00Z", () => {
    const season = getCurrentSeason({
      now: new Date("2025-10-01T12:00:00Z"),
      timeZone: config.timezone,
      season: offering.season!,
      earlyBird: offering.discounts.earlyBird!,
    });
    expect(season).toMatchObject({
      starts_on: "2025-11-10",
      ends_on: "2026-04-10",
      early_bird: { active: true, ends_at: "2025-10-16T04:00:00.000Z" },
    });
    const result = priceOffering({
      offering,
      area: "Scarsdale",
      option: "FOUR_CAR",
      addons: [],
      earlyBirdActive: season.early_bird.active,
    });
    expect(result).toMatchObject({
      ok: true,
      quote: {
        subtotal_cents: 15900,
        fee_cents: 809,
        tax_cents: 1272,
        total_cents: 16709,
        grand_total_cents: 17981,
      },
    });
  });

  it("is the one-service demo converted to the services shape (decision 047)", () => {
    const before = loadBusinessFile(ONE_SERVICE_FILE);
    const { id, ...stored } = JSON.parse(readFileSync(DEMO_FILE, "utf8"));
    expect(id).toBe(before.id);
    expect(stored).toEqual(JSON.parse(JSON.stringify(storedConfig(before.config))));
  });

  it("prices its 36 area x size x add-on x early-bird choices as before, byte for byte", () => {
    const before = loadBusinessFile(ONE_SERVICE_FILE).config.offering;
    let priced = 0;
    for (const area of before.areas) {
      for (const option of before.options.filter((choice) => !choice.customQuote)) {
        for (const addons of [[], [{ code: "bump_out" }]]) {
          for (const earlyBirdActive of [true, false]) {
            const request = { area: area.name, option: option.code, addons, earlyBirdActive };
            const answer = JSON.stringify(priceOffering({ offering, ...request }));
            expect(answer).toBe(JSON.stringify(priceOffering({ offering: before, ...request })));
            expect(answer).toContain('"ok":true');
            priced += 1;
          }
        }
      }
    }
    expect(priced).toBe(36);
  });
});

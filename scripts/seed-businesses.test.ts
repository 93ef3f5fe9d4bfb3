import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { findServiceArea } from "@/domain/find-service-area";
import { loadBusinessConfig, parseBusinessConfig } from "@/server/config/business-config";
import { createZipGeocoder } from "@/server/geocoding/zip-geocoder";
import { projectRoot } from "@/server/paths";
import { deriveSeedBusinesses, seedBusinessSlug } from "./seed-businesses";

const demo = loadBusinessConfig(resolve(projectRoot, "config/demo-business.json"));
const derived = deriveSeedBusinesses(demo, { count: 60, seed: 1 });

describe("deriveSeedBusinesses", () => {
  it("derives valid configurations with their own ids, slugs, names and inboxes", () => {
    expect(derived).toHaveLength(60);
    for (const { config } of derived) {
      const parsed = parseBusinessConfig(config);
      expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    }
    const ids = derived.map(({ config }) => config.id);
    expect(ids.slice(0, 3)).toEqual([2, 3, 4].map(seedBusinessSlug));
    expect(new Set([demo.id, ...ids]).size).toBe(61);
    expect(new Set([demo.name, ...derived.map(({ config }) => config.name)]).size).toBe(61);
    expect(new Set(derived.map(({ config }) => config.contact.email)).size).toBe(60);
  });

  it("scales prices per business and spreads the businesses over many places", () => {
    const fourCar = new Set(derived.map(({ config }) => config.areas[0]!.prices.FOUR_CAR));
    expect(fourCar.size).toBeGreaterThan(30);
    for (const price of fourCar) expect(price! % 100).toBe(0);
    expect(new Set(derived.map(({ config }) => config.state)).size).toBeGreaterThan(10);
    expect(new Set(derived.map(({ config }) => config.timezone)).size).toBeGreaterThan(3);
  });

  it("places every seeded address, geocoded by ZIP code, in the area it is priced in", async () => {
    const geocoder = createZipGeocoder();
    for (const { config, places } of derived) {
      expect(places.length).toBeGreaterThan(0);
      for (const place of places) {
        const location = await geocoder.locate({
          address: "1 Main St",
          city: place.city,
          state: place.state,
          zipCode: place.zip,
        });
        expect(location).not.toBeNull();
        const area = findServiceArea({ areas: config.areas, location: location! });
        expect({ business: config.id, zip: place.zip, area: area?.name }).toEqual({
          business: config.id,
          zip: place.zip,
          area: place.town,
        });
      }
    }
  });

  it("derives the same businesses from the same seed, and others from another", () => {
    expect(deriveSeedBusinesses(demo, { count: 60, seed: 1 })).toEqual(derived);
    const other = deriveSeedBusinesses(demo, { count: 60, seed: 2 });
    expect(other.map(({ config }) => config.id)).toEqual(derived.map(({ config }) => config.id));
    expect(other.map(({ config }) => config.name)).not.toEqual(
      derived.map(({ config }) => config.name),
    );
  });
});

import { describe, expect, it } from "vitest";
import { checkServiceArea } from "./check-service-area";
import type { AreaShape } from "./find-service-area";
import type { Geocoder, GeoLocation } from "./geocode";

const areas: { name: string; shape: AreaShape }[] = [
  { name: "Scarsdale", shape: { type: "zip_codes", zipCodes: ["10583"] } },
  { name: "White Plains", shape: { type: "zip_codes", zipCodes: ["10601"] } },
  { name: "Harrison", shape: { type: "zip_codes", zipCodes: ["10528"] } },
];

const address = { address: "1 Main St", city: "Somewhere", state: "NY", zipCode: "10583" };

function geocoderReturning(location: GeoLocation | null): Geocoder {
  return { locate: async () => location };
}

describe("checkServiceArea", () => {
  it("in an area: names the area and keeps the location", async () => {
    const location = { lat: 40.99, lng: -73.8, zip: "10583", precision: "zip" as const };
    expect(
      await checkServiceArea({ geocoder: geocoderReturning(location), areas, address }),
    ).toEqual({
      inServiceArea: true,
      area: "Scarsdale",
      message: "Great news! Your address is in our Scarsdale service area.",
      location,
    });
  });

  it("outside every area: lists the areas served and invites a custom quote", async () => {
    const location = { lat: 41.02, lng: -73.68, zip: "10573", precision: "zip" as const };
    const result = await checkServiceArea({
      geocoder: geocoderReturning(location),
      areas,
      address,
    });
    expect(result).toMatchObject({ inServiceArea: false, area: null, location });
    expect(result.message).toContain("We serve Scarsdale, White Plains, and Harrison.");
    expect(result.message).toContain("request a custom quote");
  });

  it("not located: says so and invites a custom quote", async () => {
    const result = await checkServiceArea({ geocoder: geocoderReturning(null), areas, address });
    expect(result).toMatchObject({ inServiceArea: false, area: null, location: null });
    expect(result.message).toMatch(/^We couldn't locate this address\./);
    expect(result.message).toContain("request a custom quote");
  });

  it("passes the whole address to the geocoder", async () => {
    const seen: unknown[] = [];
    const geocoder: Geocoder = {
      locate: async (input) => {
        seen.push(input);
        return null;
      },
    };
    await checkServiceArea({ geocoder, areas, address });
    expect(seen).toEqual([address]);
  });
});

import { describe, expect, it } from "vitest";
import match from "./fixtures/google-match.json";
import { createGoogleGeocoder, parseGoogleResponse } from "./google-geocoder";

const address = { address: "255 Main St", city: "White Plains", state: "NY", zipCode: "10601" };

describe("parseGoogleResponse", () => {
  it("takes the first result's location and postal code", () => {
    expect(parseGoogleResponse(match)).toEqual({
      lat: 41.0334,
      lng: -73.7641,
      zip: "10601",
      precision: "street",
    });
  });

  it("is null for ZERO_RESULTS or an error status", () => {
    expect(parseGoogleResponse({ status: "ZERO_RESULTS", results: [] })).toBeNull();
    expect(parseGoogleResponse({ ...match, status: "REQUEST_DENIED" })).toBeNull();
  });

  it("skips results without a 5-digit postal code", () => {
    const [result] = match.results;
    const withoutZip = {
      ...result,
      address_components: result!.address_components.filter(
        (component) => !component.types.includes("postal_code"),
      ),
    };
    expect(parseGoogleResponse({ status: "OK", results: [withoutZip] })).toBeNull();
    expect(parseGoogleResponse({ status: "OK", results: [withoutZip, result] })).toEqual({
      lat: 41.0334,
      lng: -73.7641,
      zip: "10601",
      precision: "street",
    });
  });

  it("is null for a malformed body", () => {
    expect(parseGoogleResponse({ status: "OK" })).toBeNull();
  });
});

describe("createGoogleGeocoder (fetch stubbed, no network)", () => {
  it("sends the address, restricted to the US, with the key", async () => {
    const requested: URL[] = [];
    const geocoder = createGoogleGeocoder({
      apiKey: "test-key",
      fetch: async (input) => {
        requested.push(new URL(String(input)));
        return Response.json(match);
      },
    });
    expect(await geocoder.locate(address)).toEqual({
      lat: 41.0334,
      lng: -73.7641,
      zip: "10601",
      precision: "street",
    });
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({
      address: "255 Main St, White Plains, NY 10601",
      components: "country:US",
      key: "test-key",
    });
  });

  it("resolves null when the request fails", async () => {
    const geocoder = createGoogleGeocoder({
      apiKey: "test-key",
      fetch: async () => new Response("", { status: 500 }),
    });
    expect(await geocoder.locate(address)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { createCensusGeocoder, parseCensusResponse } from "./census-geocoder";
import match from "./fixtures/census-match.json";
import noMatch from "./fixtures/census-no-match.json";

const address = { address: "255 Main St", city: "White Plains", state: "NY", zipCode: "10601" };

describe("parseCensusResponse", () => {
  it("takes the first match: x is longitude, y latitude", () => {
    expect(parseCensusResponse(match)).toEqual({
      lat: 41.03346,
      lng: -73.76418,
      zip: "10601",
      precision: "street",
    });
  });

  it("is null without a match", () => {
    expect(parseCensusResponse(noMatch)).toBeNull();
  });

  it.each([null, "", {}, { result: {} }, { result: { addressMatches: [{ coordinates: {} }] } }])(
    "is null for a malformed body %j",
    (body) => {
      expect(parseCensusResponse(body)).toBeNull();
    },
  );
});

describe("createCensusGeocoder (fetch stubbed, no network)", () => {
  it("asks the one-line-address endpoint for the whole address", async () => {
    const requested: URL[] = [];
    const geocoder = createCensusGeocoder({
      fetch: async (input) => {
        requested.push(new URL(String(input)));
        return Response.json(match);
      },
    });
    expect(await geocoder.locate(address)).toEqual({
      lat: 41.03346,
      lng: -73.76418,
      zip: "10601",
      precision: "street",
    });
    expect(requested[0]?.origin + requested[0]!.pathname).toBe(
      "https://geocoding.geo.census.gov/geocoder/locations/onelineaddress",
    );
    expect(Object.fromEntries(requested[0]!.searchParams)).toEqual({
      address: "255 Main St, White Plains, NY 10601",
      benchmark: "Public_AR_Current",
      format: "json",
    });
  });

  it.each([
    ["a network error", async () => Promise.reject(new TypeError("fetch failed"))],
    ["a server error", async () => new Response("busy", { status: 503 })],
    ["a body that is not JSON", async () => new Response("<html>")],
  ])("resolves null on %s", async (_, fetch) => {
    expect(await createCensusGeocoder({ fetch }).locate(address)).toBeNull();
  });

  it("gives up after the timeout", async () => {
    const geocoder = createCensusGeocoder({
      timeoutMs: 10,
      fetch: (_, init) =>
        new Promise((_, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    });
    expect(await geocoder.locate(address)).toBeNull();
  });
});

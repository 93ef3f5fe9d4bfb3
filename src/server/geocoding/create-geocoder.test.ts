import { describe, expect, it } from "vitest";
import { createGeocoder } from "./create-geocoder";
import match from "./fixtures/census-match.json";
import noMatch from "./fixtures/census-no-match.json";

const address = { address: "255 Main St", city: "White Plains", state: "NY", zipCode: "10601" };
const zipCentroid = { lat: 41.033, lng: -73.7652, zip: "10601", precision: "zip" };

function failIfCalled(): Promise<Response> {
  throw new Error("the zip geocoder must not use the network");
}

describe("createGeocoder", () => {
  it("zip: the offline ZIP centroid", async () => {
    const geocoder = createGeocoder({ name: "zip", fetch: failIfCalled });
    expect(await geocoder.locate(address)).toEqual(zipCentroid);
  });

  it("census: the street-level match when there is one", async () => {
    const geocoder = createGeocoder({ name: "census", fetch: async () => Response.json(match) });
    expect(await geocoder.locate(address)).toEqual({
      lat: 41.03346,
      lng: -73.76418,
      zip: "10601",
      precision: "street",
    });
  });

  it("census: falls back to the ZIP centroid when the street is not matched", async () => {
    const geocoder = createGeocoder({ name: "census", fetch: async () => Response.json(noMatch) });
    expect(await geocoder.locate(address)).toEqual(zipCentroid);
  });

  it("census: null when neither street nor ZIP can be placed", async () => {
    const geocoder = createGeocoder({ name: "census", fetch: async () => Response.json(noMatch) });
    expect(await geocoder.locate({ ...address, zipCode: "99999" })).toBeNull();
  });

  it("google: needs an API key", () => {
    expect(() => createGeocoder({ name: "google" })).toThrow(/GOOGLE_MAPS_API_KEY/);
  });

  it("google: falls back to the ZIP centroid when the service fails", async () => {
    const geocoder = createGeocoder({
      name: "google",
      googleApiKey: "test-key",
      fetch: async () => new Response("", { status: 500 }),
    });
    expect(await geocoder.locate(address)).toEqual(zipCentroid);
  });
});

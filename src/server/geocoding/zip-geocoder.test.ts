import { describe, expect, it } from "vitest";
import { createZipGeocoder } from "./zip-geocoder";

const geocoder = createZipGeocoder();

function locateZip(zipCode: string) {
  return geocoder.locate({ address: "1 Main St", city: "Anywhere", state: "NY", zipCode });
}

describe("createZipGeocoder", () => {
  it("places a 5-digit ZIP at its centroid", async () => {
    expect(await locateZip("10583")).toEqual({
      lat: 40.9927,
      lng: -73.7995,
      zip: "10583",
      precision: "zip",
    });
  });

  it("accepts ZIP+4 and surrounding spaces", async () => {
    expect(await locateZip(" 10601-1234 ")).toEqual({
      lat: 41.033,
      lng: -73.7652,
      zip: "10601",
      precision: "zip",
    });
  });

  it.each(["99999", "00000", "1058", "105831", "10583-12", "ABCDE", "K1A", "M5V 3L9", ""])(
    "does not locate %j",
    async (zipCode) => {
      expect(await locateZip(zipCode)).toBeNull();
    },
  );
});

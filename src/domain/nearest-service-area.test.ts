import { describe, expect, it } from "vitest";
import type { AreaShape } from "./find-service-area";
import { findNearestServiceArea } from "./nearest-service-area";

// A 0.1-degree square whose east edge is longitude -73.75, between latitudes 40.95 and 41.05.
const square: AreaShape = {
  type: "geojson",
  geometry: {
    type: "Polygon",
    coordinates: [
      [
        [-73.85, 40.95],
        [-73.75, 40.95],
        [-73.75, 41.05],
        [-73.85, 41.05],
        [-73.85, 40.95],
      ],
    ],
  },
};
const circle: AreaShape = { type: "radius", center: { lat: 41.2, lng: -73.8 }, radiusMiles: 5 };
const zips: AreaShape = { type: "zip_codes", zipCodes: ["99999", "10001"] };
const zipCentres: Record<string, { lat: number; lng: number }> = {
  "10001": { lat: 40.75, lng: -73.99 },
};
const zipCentre = (zip: string) => zipCentres[zip];

describe("findNearestServiceArea", () => {
  it("measures to a polygon's nearest edge, not its corners", () => {
    // Due east of the square's east edge by 0.1 degree of longitude at latitude 41.
    const nearest = findNearestServiceArea({
      areas: [{ name: "Square", shape: square }],
      location: { lat: 41.0, lng: -73.65 },
      zipCentre,
    });
    expect(nearest?.area.name).toBe("Square");
    expect(nearest?.miles).toBeCloseTo(5.21, 1);
  });

  it("measures to a circle's rim and a ZIP list's nearest known centre, and picks the nearest", () => {
    const areas = [
      { name: "Square", shape: square },
      { name: "Circle", shape: circle },
      { name: "Zips", shape: zips },
    ];
    const nearCircle = findNearestServiceArea({
      areas,
      location: { lat: 41.3, lng: -73.8 },
      zipCentre,
    });
    expect(nearCircle?.area.name).toBe("Circle");
    expect(nearCircle?.miles).toBeCloseTo(6.9 - 5, 1);
    const nearZip = findNearestServiceArea({
      areas,
      location: { lat: 40.75, lng: -74.0 },
      zipCentre,
    });
    expect(nearZip?.area.name).toBe("Zips");
    expect(nearZip?.miles).toBeLessThan(1);
  });

  it("answers null when no area can be measured", () => {
    const nearest = findNearestServiceArea({
      areas: [{ name: "Unknown", shape: { type: "zip_codes", zipCodes: ["99999"] } }],
      location: { lat: 41, lng: -73 },
      zipCentre,
    });
    expect(nearest).toBeNull();
  });
});

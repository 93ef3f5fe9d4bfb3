import { describe, expect, it } from "vitest";
import { type AreaShape, findServiceArea } from "./find-service-area";

// A 0.1-degree square around (41.0, -73.8), as GeoJSON [lng, lat] positions.
const squareRing = [
  [-73.85, 40.95],
  [-73.75, 40.95],
  [-73.75, 41.05],
  [-73.85, 41.05],
  [-73.85, 40.95],
];

const square: AreaShape = {
  type: "geojson",
  geometry: { type: "Polygon", coordinates: [squareRing] },
};

const squareWithHole: AreaShape = {
  type: "geojson",
  geometry: {
    type: "Polygon",
    coordinates: [
      squareRing,
      [
        [-73.81, 40.99],
        [-73.79, 40.99],
        [-73.79, 41.01],
        [-73.81, 41.01],
        [-73.81, 40.99],
      ],
    ],
  },
};

const twoIslands: AreaShape = {
  type: "geojson",
  geometry: {
    type: "MultiPolygon",
    coordinates: [
      [
        [
          [-74.0, 40.0],
          [-73.9, 40.0],
          [-73.9, 40.1],
          [-74.0, 40.0],
        ],
      ],
      [
        [
          [-72.0, 42.0],
          [-71.9, 42.0],
          [-71.9, 42.1],
          [-72.0, 42.0],
        ],
      ],
    ],
  },
};

function at(lat: number, lng: number, zip = "00000") {
  return { lat, lng, zip, precision: "zip" as const };
}

function inShape(shape: AreaShape, location: ReturnType<typeof at>) {
  return findServiceArea({ areas: [{ name: "area", shape }], location }) !== null;
}

describe("findServiceArea shapes", () => {
  it("polygon: inside, outside, and lat/lng taken in GeoJSON order", () => {
    expect(inShape(square, at(41.0, -73.8))).toBe(true);
    expect(inShape(square, at(41.1, -73.8))).toBe(false);
    expect(inShape(square, at(-73.8, 41.0))).toBe(false);
  });

  it("polygon holes are not served", () => {
    expect(inShape(squareWithHole, at(41.0, -73.8))).toBe(false);
    expect(inShape(squareWithHole, at(40.96, -73.84))).toBe(true);
  });

  it("multipolygon: any of its parts", () => {
    expect(inShape(twoIslands, at(40.02, -73.92))).toBe(true);
    expect(inShape(twoIslands, at(42.02, -71.92))).toBe(true);
    expect(inShape(twoIslands, at(41.0, -73.0))).toBe(false);
  });

  it("ZIP-code list: matches the 5-digit ZIP, also given as ZIP+4", () => {
    const zips: AreaShape = { type: "zip_codes", zipCodes: ["10583", "10528"] };
    expect(inShape(zips, at(0, 0, "10583"))).toBe(true);
    expect(inShape(zips, at(0, 0, "10528-1234"))).toBe(true);
    expect(inShape(zips, at(0, 0, "10577"))).toBe(false);
  });

  it("centre and radius in miles, boundary included", () => {
    // One degree of latitude is about 69.09 miles on Turf's sphere.
    const circle: AreaShape = { type: "radius", center: { lat: 41.0, lng: -73.8 }, radiusMiles: 5 };
    expect(inShape(circle, at(41.0, -73.8))).toBe(true);
    expect(inShape(circle, at(41.07, -73.8))).toBe(true); // ~4.8 mi
    expect(inShape(circle, at(41.08, -73.8))).toBe(false); // ~5.5 mi
  });
});

describe("findServiceArea order", () => {
  it("returns the first matching area in configuration order, or null", () => {
    const areas = [
      { name: "A", shape: { type: "zip_codes", zipCodes: ["10583"] } as AreaShape },
      { name: "B", shape: square },
      { name: "C", shape: square },
    ];
    expect(findServiceArea({ areas, location: at(41.0, -73.8, "10583") })?.name).toBe("A");
    expect(findServiceArea({ areas, location: at(41.0, -73.8, "10601") })?.name).toBe("B");
    expect(findServiceArea({ areas, location: at(10, 10, "99999") })).toBeNull();
    expect(findServiceArea({ areas: [], location: at(41.0, -73.8) })).toBeNull();
  });
});

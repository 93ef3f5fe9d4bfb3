import { describe, expect, it } from "vitest";
import { parseGeoJsonImport } from "./parse-geojson-import";

const ring = [
  [-73.83, 40.968],
  [-73.775, 40.965],
  [-73.765, 40.99],
  [-73.83, 40.968],
];
const otherRing = [
  [-73.7, 41],
  [-73.6, 41],
  [-73.6, 41.1],
  [-73.7, 41],
];
const polygon = { type: "Polygon", coordinates: [ring] };
const feature = (geometry: unknown, properties: unknown = {}) => ({
  type: "Feature",
  properties,
  geometry,
});
const parse = (data: unknown) => parseGeoJsonImport(JSON.stringify(data));

describe("parseGeoJsonImport", () => {
  it("takes a Polygon or a MultiPolygon as it is", () => {
    expect(parse(polygon)).toEqual({ ok: true, geometry: polygon });
    const multi = { type: "MultiPolygon", coordinates: [[ring], [otherRing]] };
    expect(parse(multi)).toEqual({ ok: true, geometry: multi });
  });

  it("takes a Feature's geometry and its name", () => {
    expect(parse(feature(polygon, { name: " Scarsdale " }))).toEqual({
      ok: true,
      geometry: polygon,
      name: "Scarsdale",
    });
    expect(parse(feature(polygon, null))).toEqual({ ok: true, geometry: polygon });
  });

  it("joins a FeatureCollection's polygons into one MultiPolygon; one polygon stays a Polygon", () => {
    const collection = {
      type: "FeatureCollection",
      features: [
        feature(polygon, { name: "West" }),
        feature({ type: "MultiPolygon", coordinates: [[otherRing]] }, { name: "East" }),
      ],
    };
    expect(parse(collection)).toEqual({
      ok: true,
      geometry: { type: "MultiPolygon", coordinates: [[ring], [otherRing]] },
    });
    const single = { type: "FeatureCollection", features: [feature(polygon, { NAME: "Solo" })] };
    expect(parse(single)).toEqual({ ok: true, geometry: polygon, name: "Solo" });
  });

  it("drops altitudes, rounds to six decimals and closes an open ring", () => {
    const open = {
      type: "Polygon",
      coordinates: [
        [
          [-73.830000049, 40.968, 12],
          [-73.775, 40.965, 12],
          [-73.765, 40.99, 12],
          [-73.78, 41.008, 12],
        ],
      ],
    };
    expect(parse(open)).toEqual({
      ok: true,
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [-73.83, 40.968],
            [-73.775, 40.965],
            [-73.765, 40.99],
            [-73.78, 41.008],
            [-73.83, 40.968],
          ],
        ],
      },
    });
  });

  it("says why anything else cannot be an area", () => {
    const refused = (data: unknown) => {
      const result = typeof data === "string" ? parseGeoJsonImport(data) : parse(data);
      return result.ok ? "accepted" : result.message;
    };
    expect(refused("{not json")).toMatch(/^This is not JSON/);
    expect(refused({ hello: 1 })).toMatch(/not GeoJSON \(it has no "type"\)/);
    expect(refused({ type: "Point", coordinates: [1, 2] })).toMatch(
      /^A GeoJSON Point cannot be a service area/,
    );
    expect(refused(feature({ type: "LineString", coordinates: [] }))).toMatch(
      /^The feature's geometry is a LineString, not an area/,
    );
    expect(refused({ type: "FeatureCollection", features: [] })).toBe(
      "The FeatureCollection has no features.",
    );
    expect(
      refused({ type: "FeatureCollection", features: [feature(polygon), feature(null)] }),
    ).toMatch(/^Feature 2 of 2: its geometry is missing/);
    expect(
      refused({
        type: "Polygon",
        coordinates: [
          [
            [-73.8, 41],
            [-73.7, 41],
            [-73.8, 41],
          ],
        ],
      }),
    ).toMatch(/^The geometry's coordinates\[0\] must have at least 4 positions\.$/);
    expect(
      refused({
        type: "Polygon",
        coordinates: [
          [
            [-73.8, 95],
            [-73.7, 41],
            [-73.6, 41],
            [-73.8, 95],
          ],
        ],
      }),
    ).toBe("The geometry's coordinates[0][0][1] must be a latitude from -90 to 90.");
  });
});

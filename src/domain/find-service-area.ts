import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import { distance } from "@turf/distance";
import { point } from "@turf/helpers";
import type { MultiPolygon, Polygon } from "geojson";
import type { GeoLocation } from "./geocode";

export type AreaShape =
  | { type: "geojson"; geometry: Polygon | MultiPolygon }
  | { type: "zip_codes"; zipCodes: readonly string[] }
  | { type: "radius"; center: { lat: number; lng: number }; radiusMiles: number };

/** The first area, in configuration order, whose shape contains the location; null if none. */
export function findServiceArea<Area extends { shape: AreaShape }>(options: {
  areas: readonly Area[];
  location: GeoLocation;
}): Area | null {
  const { areas, location } = options;
  return areas.find((area) => isInShape(area.shape, location)) ?? null;
}

function isInShape(shape: AreaShape, location: GeoLocation): boolean {
  // GeoJSON positions are [longitude, latitude].
  const here = point([location.lng, location.lat]);
  switch (shape.type) {
    case "geojson":
      return booleanPointInPolygon(here, shape.geometry);
    case "zip_codes":
      return shape.zipCodes.includes(location.zip.slice(0, 5));
    case "radius":
      return (
        distance(point([shape.center.lng, shape.center.lat]), here, { units: "miles" }) <=
        shape.radiusMiles
      );
  }
}

import { distance } from "@turf/distance";
import { point } from "@turf/helpers";
import type { AreaShape } from "./find-service-area";

type LatLng = { lat: number; lng: number };

const MILES_PER_DEGREE_OF_LATITUDE = 69.09;

/**
 * The area nearest to a location outside all of them, and how far its edge is, in miles: a
 * polygon's nearest edge, a circle's rim, a ZIP list's nearest ZIP code's centre (from
 * `zipCentre`; a ZIP it does not know is skipped). Null when no area can be measured.
 * Polygon edges are measured on a flat projection around the location: close enough for "about
 * 3 miles from Scarsdale", not for surveying.
 */
export function findNearestServiceArea<Area extends { name: string; shape: AreaShape }>(options: {
  areas: readonly Area[];
  location: LatLng;
  zipCentre: (zip: string) => LatLng | undefined;
}): { area: Area; miles: number } | null {
  let nearest: { area: Area; miles: number } | null = null;
  for (const area of options.areas) {
    const miles = milesToShape(area.shape, options.location, options.zipCentre);
    if (miles !== undefined && (!nearest || miles < nearest.miles)) nearest = { area, miles };
  }
  return nearest;
}

function milesToShape(
  shape: AreaShape,
  location: LatLng,
  zipCentre: (zip: string) => LatLng | undefined,
): number | undefined {
  switch (shape.type) {
    case "geojson": {
      const polygons =
        shape.geometry.type === "Polygon"
          ? [shape.geometry.coordinates]
          : shape.geometry.coordinates;
      return smallest(polygons.flat().map((ring) => milesToRing(ring, location)));
    }
    case "zip_codes":
      return smallest(
        shape.zipCodes.flatMap((zip) => {
          const centre = zipCentre(zip);
          return centre ? [milesBetween(centre, location)] : [];
        }),
      );
    case "radius":
      return Math.max(0, milesBetween(shape.center, location) - shape.radiusMiles);
  }
}

function milesBetween(from: LatLng, to: LatLng): number {
  return distance(point([from.lng, from.lat]), point([to.lng, to.lat]), { units: "miles" });
}

/** The distance from the location to the nearest segment of a ring of [lng, lat] positions. */
function milesToRing(ring: readonly (readonly number[])[], location: LatLng): number {
  const milesPerDegreeOfLongitude =
    MILES_PER_DEGREE_OF_LATITUDE * Math.cos((location.lat * Math.PI) / 180);
  // Miles east and north of the location.
  const project = ([lng = 0, lat = 0]: readonly number[]) => ({
    x: (lng - location.lng) * milesPerDegreeOfLongitude,
    y: (lat - location.lat) * MILES_PER_DEGREE_OF_LATITUDE,
  });
  const distances = ring.slice(1).map((end, index) => {
    const a = project(ring[index]!);
    const b = project(end);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const lengthSquared = dx * dx + dy * dy;
    const t =
      lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(a.x * dx + a.y * dy) / lengthSquared));
    return Math.hypot(a.x + t * dx, a.y + t * dy);
  });
  return Math.min(...distances);
}

function smallest(values: readonly number[]): number | undefined {
  return values.length ? Math.min(...values) : undefined;
}

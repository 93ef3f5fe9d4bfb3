import { distance } from "@turf/distance";

export type LatLng = { lat: number; lng: number };

/**
 * Roads are longer than the straight line; 1.3 is the usual ratio for suburban road networks
 * (docs/decisions/049-booking-time-model-holds-ranking.md#ranking).
 */
export const ROAD_FACTOR = 1.3;

/** Estimated driving distance between two points, in km: the straight line times the road factor. */
export function drivingKm(from: LatLng, to: LatLng): number {
  return ROAD_FACTOR * distance([from.lng, from.lat], [to.lng, to.lat], { units: "kilometers" });
}

/**
 * The driving a stop adds between the one before and the one after (either may be missing: the
 * day's first or last stop of a crew without a base), in km; never negative.
 */
export function addedDrivingKm(before: LatLng | null, stop: LatLng, after: LatLng | null): number {
  const into = before ? drivingKm(before, stop) : 0;
  const onward = after ? drivingKm(stop, after) : 0;
  const saved = before && after ? drivingKm(before, after) : 0;
  return Math.max(0, into + onward - saved);
}

/** The length of a route through the points in order, in km. */
export function routeKm(points: readonly LatLng[]): number {
  let total = 0;
  for (let index = 1; index < points.length; index++) {
    total += drivingKm(points[index - 1]!, points[index]!);
  }
  return total;
}

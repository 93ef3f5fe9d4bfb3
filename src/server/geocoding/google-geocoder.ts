import { z } from "zod";
import type { Geocoder, GeoLocation } from "@/domain/geocode";
import { type FetchJsonOptions, fetchJson } from "./fetch-json";

const GOOGLE_ENDPOINT = "https://maps.googleapis.com/maps/api/geocode/json";

const googleResponseSchema = z.object({
  status: z.string(),
  results: z.array(
    z.object({
      geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
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

/** The first result of a Google response that has a 5-digit ZIP, or null. */
export function parseGoogleResponse(body: unknown): GeoLocation | null {
  const parsed = googleResponseSchema.safeParse(body);
  if (!parsed.success || parsed.data.status !== "OK") return null;
  for (const result of parsed.data.results) {
    const zip = result.address_components.find((component) =>
      component.types.includes("postal_code"),
    )?.short_name;
    if (zip && /^\d{5}$/.test(zip)) {
      return { lat: result.geometry.location.lat, lng: result.geometry.location.lng, zip };
    }
  }
  return null;
}

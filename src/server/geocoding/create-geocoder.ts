import type { Geocoder } from "@/domain/geocode";
import { createCensusGeocoder } from "./census-geocoder";
import type { FetchJsonOptions } from "./fetch-json";
import { createGoogleGeocoder } from "./google-geocoder";
import { createZipGeocoder } from "./zip-geocoder";

export type GeocoderName = "zip" | "census" | "google";

/**
 * The geocoder named by GEOCODER. Street-level geocoders fall back to the ZIP centroid when
 * they cannot place an address (new construction, a typo in the street, the service down),
 * so a customer is never turned away just because a street lookup failed.
 */
export function createGeocoder(
  options: FetchJsonOptions & { name: GeocoderName; googleApiKey?: string },
): Geocoder {
  const { name, googleApiKey, ...fetchOptions } = options;
  const zipGeocoder = createZipGeocoder();
  if (name === "zip") return zipGeocoder;

  let streetGeocoder: Geocoder;
  if (name === "census") {
    streetGeocoder = createCensusGeocoder(fetchOptions);
  } else {
    if (!googleApiKey) throw new Error("GOOGLE_MAPS_API_KEY is required when GEOCODER is google");
    streetGeocoder = createGoogleGeocoder({ ...fetchOptions, apiKey: googleApiKey });
  }
  return {
    async locate(address) {
      return (await streetGeocoder.locate(address)) ?? zipGeocoder.locate(address);
    },
  };
}

import zipcodes from "zipcodes";
import type { Geocoder } from "@/domain/geocode";

const US_ZIP_PATTERN = /^(\d{5})(?:-\d{4})?$/;

/** Offline geocoder: the centroid of the address's US ZIP code (5-digit or ZIP+4). */
export function createZipGeocoder(): Geocoder {
  return {
    async locate({ zipCode }) {
      const zip = US_ZIP_PATTERN.exec(zipCode.trim())?.[1];
      const record = zip ? zipcodes.lookup(zip) : undefined;
      if (!zip || !record || record.country !== "US") return null;
      return { lat: record.latitude, lng: record.longitude, zip, precision: "zip" };
    },
  };
}

import zipcodes from "zipcodes";
import { isSameCityName } from "@/domain/city-name";
import type { PostalAddress } from "@/domain/geocode";
import { AppError } from "../http/app-error";

/** The city, state and centre of a US ZIP code the offline list knows. */
export function placeOfZip(
  zipCode: string,
): { city: string; state: string; lat: number; lng: number } | undefined {
  const record = zipcodes.lookup(zipCode.trim().slice(0, 5));
  if (record?.country !== "US") return undefined;
  return { city: record.city, state: record.state, lat: record.latitude, lng: record.longitude };
}

/**
 * Refuses an address whose city or state is not the one of its ZIP code ("1 Ocean Dr, Miami,
 * 10583"), naming the field. A ZIP code the offline list does not know is let through: the
 * geocoder then says whether it can place the address.
 */
export function assertCityMatchesZip(address: PostalAddress): void {
  const zip = address.zipCode.trim().slice(0, 5);
  const record = placeOfZip(zip);
  if (!record) return;
  const place = `${zip} is in ${record.city}, ${record.state}`;
  if (address.state.trim().toUpperCase() !== record.state) {
    throw AppError.invalidField("state", `ZIP code ${place}; check the state or the ZIP code`);
  }
  if (!isSameCityName(address.city, record.city)) {
    throw AppError.invalidField(
      "city",
      `ZIP code ${place}, not ${address.city.trim()}; check the city or the ZIP code`,
    );
  }
}

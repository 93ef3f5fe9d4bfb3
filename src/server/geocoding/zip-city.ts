import { distance } from "@turf/distance";
import zipcodes from "zipcodes";
import { isSameCityName } from "@/domain/city-name";
import { type AreaShape, findServiceArea } from "@/domain/find-service-area";
import type { PostalAddress } from "@/domain/geocode";
import { AppError } from "../http/app-error";
import { usPlacesNamed } from "./us-places";

/** A town this close to a ZIP code's centre is a name people use for an address there. */
export const NEARBY_PLACE_MILES = 5;

/** The city, state and centre of a US ZIP code the offline list knows. */
export function placeOfZip(
  zipCode: string,
): { city: string; state: string; lat: number; lng: number } | undefined {
  const record = zipcodes.lookup(zipCode.trim().slice(0, 5));
  if (record?.country !== "US") return undefined;
  return { city: record.city, state: record.state, lat: record.latitude, lng: record.longitude };
}

/**
 * The address with its ZIP code's state: the quote forms ask no state, so the one sent (the
 * business's, or the API's default) is never a reason to refuse. An unknown ZIP keeps it.
 */
export function withStateOfZip<Address extends PostalAddress>(address: Address): Address {
  const place = placeOfZip(address.zipCode);
  return place ? { ...address, state: place.state } : address;
}

/**
 * Whether people call a place in this ZIP code by this name: the ZIP's own postal name, or a town
 * of its state within NEARBY_PLACE_MILES of its centre ("Upper Arlington" for 43221, whose
 * postal name is Columbus). True for a ZIP code the offline list does not know.
 */
export function isTownOfZip(city: string, zipCode: string): boolean {
  const zip = placeOfZip(zipCode);
  if (!zip || isSameCityName(city, zip.city)) return true;
  return usPlacesNamed(city).some(
    (place) =>
      place.state === zip.state &&
      distance([place.lng, place.lat], [zip.lng, zip.lat], { units: "miles" }) <=
        NEARBY_PLACE_MILES,
  );
}

/**
 * Compares the typed city with the ZIP code, which decides where the address is
 * (docs/product/service-areas.md#city-and-zip-code). A town of the ZIP passes (null). A city that
 * is a known place elsewhere, none of whose namesakes lies in the address's area, would change the
 * price: it is refused at `city`. Any other difference is returned as a note for the customer to
 * confirm the ZIP code, never a refusal.
 */
export function checkCityOfZip(options: {
  address: PostalAddress;
  areas: readonly { name: string; shape: AreaShape }[];
  /** The area the address was placed in, null outside every area. */
  area: string | null;
}): string | null {
  const { address, areas, area } = options;
  const zipCode = address.zipCode.trim().slice(0, 5);
  const zip = placeOfZip(zipCode);
  if (!zip || isTownOfZip(address.city, zipCode)) return null;
  const city = address.city.trim();
  const namesakes = usPlacesNamed(city);
  const areaOfPlace = (place: { lat: number; lng: number }) => {
    const nearest = zipcodes.lookupByCoords(place.lat, place.lng);
    const location = { ...place, zip: nearest?.zip ?? "", precision: "zip" as const };
    return findServiceArea({ areas, location })?.name ?? null;
  };
  if (namesakes.length > 0 && !namesakes.some((place) => areaOfPlace(place) === area)) {
    throw AppError.invalidField(
      "city",
      `ZIP code ${zipCode} is in ${zip.city}, ${zip.state}, not ${city}; check the city or the ZIP code`,
    );
  }
  return `We know ZIP code ${zipCode} as ${zip.city}, ${zip.state}: please make sure it is your ZIP code.`;
}

import { checkServiceArea, type ServiceAreaCheck } from "@/domain/check-service-area";
import type { Geocoder, PostalAddress } from "@/domain/geocode";
import type { BusinessConfig } from "../config/business-config";
import { assertCityMatchesZip } from "../geocoding/zip-city";
import { AppError } from "../http/app-error";

/**
 * The one way an address becomes a service area, for the service-area check, checkout and
 * custom quotes alike: the city must agree with the ZIP code, then the configured geocoder
 * places it and the business's areas decide.
 */
export function locateServiceAddress(options: {
  geocoder: Geocoder;
  business: BusinessConfig;
  address: PostalAddress;
}): Promise<ServiceAreaCheck> {
  assertCityMatchesZip(options.address);
  return checkServiceArea({
    geocoder: options.geocoder,
    areas: options.business.offering.areas,
    address: options.address,
  });
}

/**
 * Refuses an area sent by the client that is not the area the address lies in, naming the field
 * as the client sent it (`area`, or the seed's `town`).
 */
export function assertSentAreaAgrees(
  found: string | null,
  sent: string | undefined,
  field: string,
): void {
  if (sent === undefined || sent === found) return;
  throw AppError.invalidField(
    field,
    found
      ? `the address is in our ${found} service area, not ${sent}`
      : `the address is outside every area we serve, so it is not in ${sent}`,
  );
}

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
    areas: options.business.areas,
    address: options.address,
  });
}

/** Refuses a town sent by the client that is not the area the address lies in. */
export function assertSentTownAgrees(areaTown: string | null, sentTown: string | undefined): void {
  if (sentTown === undefined || sentTown === areaTown) return;
  throw AppError.invalidField(
    "town",
    areaTown
      ? `the address is in our ${areaTown} service area, not ${sentTown}`
      : `the address is outside every area we serve, so it is not in ${sentTown}`,
  );
}

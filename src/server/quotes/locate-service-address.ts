import { checkServiceArea, type ServiceAreaCheck } from "@/domain/check-service-area";
import type { Geocoder, PostalAddress } from "@/domain/geocode";
import { offeredAreas } from "@/shared/offering";
import type { BusinessConfig } from "../config/business-config";
import { checkCityOfZip, withStateOfZip } from "../geocoding/zip-city";
import { AppError } from "../http/app-error";

export type LocatedServiceAddress<Address extends PostalAddress> = ServiceAreaCheck & {
  /** The address as it is kept: the state is its ZIP code's. */
  address: Address;
  /** A city that differs from the ZIP code's without changing the price: for the customer to confirm. */
  cityNote: string | null;
};

/**
 * The one way an address becomes a service area, for the service-area check, checkout and
 * custom quotes alike: the configured geocoder places it, the business's areas decide, and the
 * city is compared with the ZIP code (refused only when it would change the price).
 */
export async function locateServiceAddress<Address extends PostalAddress>(options: {
  geocoder: Geocoder;
  config: BusinessConfig;
  address: Address;
}): Promise<LocatedServiceAddress<Address>> {
  const address = withStateOfZip(options.address);
  const areas = offeredAreas(options.config.offering.areas);
  const check = await checkServiceArea({ geocoder: options.geocoder, areas, address });
  const cityNote = checkCityOfZip({ address, areas, area: check.area });
  return { ...check, address, cityNote };
}

/**
 * Refuses an area sent by the client that is not the area the address lies in, naming the field
 * as the client sent it (`area`, or the legacy dialect's `town`).
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

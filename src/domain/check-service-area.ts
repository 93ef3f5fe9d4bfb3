import { type AreaShape, findServiceArea } from "./find-service-area";
import type { Geocoder, GeoLocation, PostalAddress } from "./geocode";

export type ServiceAreaCheck = {
  inServiceArea: boolean;
  /** Name of the area served, or null when the address is outside every area or not located. */
  area: string | null;
  message: string;
  /** Where the address was located, kept with leads and orders; null when it was not found. */
  location: GeoLocation | null;
};

/** Locates an address and tells the customer whether, and in which area, it is served. */
export async function checkServiceArea(options: {
  geocoder: Geocoder;
  areas: readonly { name: string; shape: AreaShape }[];
  address: PostalAddress;
}): Promise<ServiceAreaCheck> {
  const { geocoder, areas, address } = options;
  const location = await geocoder.locate(address);
  if (!location) {
    return {
      inServiceArea: false,
      area: null,
      message:
        "We couldn't locate this address. Please check the street address and ZIP code, or " +
        "request a custom quote and we'll get back to you by the next business day.",
      location: null,
    };
  }

  const area = findServiceArea({ areas, location });
  if (!area) {
    const served = new Intl.ListFormat("en-US", { type: "conjunction" }).format(
      areas.map((candidate) => candidate.name),
    );
    return {
      inServiceArea: false,
      area: null,
      message:
        "Sorry, we don't currently serve this address. " +
        (areas.length > 0 ? `We serve ${served}. ` : "") +
        "If you think this is a mistake or it's new construction, request a custom quote " +
        "and we'll get back to you by the next business day.",
      location,
    };
  }

  return {
    inServiceArea: true,
    area: area.name,
    message: `Great news! Your address is in our ${area.name} service area.`,
    location,
  };
}

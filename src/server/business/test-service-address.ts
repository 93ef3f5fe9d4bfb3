import { checkServiceArea } from "@/domain/check-service-area";
import type { Geocoder } from "@/domain/geocode";
import { findNearestServiceArea } from "@/domain/nearest-service-area";
import { priceOffering } from "@/domain/price-offering";
import type { AdminTestAddressResponse } from "@/shared/api/admin-contract";
import { getPricedOptions, type Offering, validateOffering } from "@/shared/offering";
import { checkCityOfZip, placeOfZip } from "../geocoding/zip-city";
import { AppError } from "../http/app-error";

/**
 * Where an address falls among the areas an owner is editing (docs/product/settings.md#service-areas):
 * the area that holds it and each option's price there, or the nearest area. `draft` is the
 * offering as edited (validated like a saved one, each problem named under `offering.`); without
 * it, the saved offering. City and state default to the ZIP code's.
 */
export async function testServiceAddress(options: {
  geocoder: Geocoder;
  saved: Offering;
  draft: unknown;
  address: {
    address: string;
    zipCode: string;
    city?: string | undefined;
    state?: string | undefined;
  };
}): Promise<AdminTestAddressResponse> {
  const offering = options.draft === undefined ? options.saved : parseDraft(options.draft);
  const place = placeOfZip(options.address.zipCode);
  const address = {
    address: options.address.address,
    zipCode: options.address.zipCode,
    city: options.address.city ?? place?.city ?? "",
    state: place?.state ?? options.address.state ?? "",
  };
  const check = await checkServiceArea({
    geocoder: options.geocoder,
    areas: offering.areas,
    address,
  });
  checkCityOfZip({ address, areas: offering.areas, area: check.area });
  const location = check.location && {
    lat: check.location.lat,
    lng: check.location.lng,
    precision: check.location.precision,
  };
  if (check.area) {
    return { location, area: check.area, prices: pricesIn(offering, check.area), nearest: null };
  }
  const nearest =
    check.location &&
    findNearestServiceArea({
      areas: offering.areas,
      location: check.location,
      zipCentre: placeOfZip,
    });
  return {
    location,
    area: null,
    prices: [],
    nearest: nearest && { area: nearest.area.name, miles: Math.round(nearest.miles * 10) / 10 },
  };
}

function parseDraft(draft: unknown): Offering {
  const validation = validateOffering(draft);
  if (validation.ok) return validation.offering;
  const issues = validation.issues.map((issue) => ({
    path: issue.path ? `offering.${issue.path}` : "offering",
    message: issue.message,
  }));
  const first = issues[0]!;
  throw new AppError("invalid_input", `${first.path}: ${first.message}`, { issues });
}

/** Each option the area prices, with no add-on, as a customer would first see it. */
function pricesIn(offering: Offering, area: string): AdminTestAddressResponse["prices"] {
  return getPricedOptions(offering).flatMap((option) => {
    const priced = priceOffering({
      offering,
      area,
      option: option.code,
      addons: [],
      earlyBirdActive: false,
    });
    return priced.ok
      ? [{ option: option.code, label: option.label, cents: priced.quote.subtotal_cents }]
      : [];
  });
}

import { sellsBeyondOneService } from "@/domain/stored-offering";
import type { BusinessConfigResponse, PaymentMode } from "@/shared/api/quote-contract";
import { offeredAreas } from "@/shared/offering";
import type { BusinessConfig } from "../config/business-config";
import { describeAddon, describeService, describeServices } from "./describe-services";
import { describeSeason } from "./price-quote";

/** What the browser needs to render the business; prices themselves come from the price call. */
export function describeBusiness(
  business: BusinessConfig,
  slug: string,
  now: Date,
  paymentMode: PaymentMode,
): BusinessConfigResponse {
  const { offering } = business;
  const { season, early_bird } = describeSeason(business, now);
  return {
    business: {
      id: business.id,
      slug,
      name: business.name,
      tagline: business.tagline,
      state: business.state,
      timezone: business.timezone,
      contact: business.contact,
      ...(business.brand ? { brand: business.brand } : {}),
    },
    terms: business.terms,
    service: describeService(business, season),
    areas: offeredAreas(offering.areas).map((area) => area.name),
    options: offering.options,
    addons: offering.addons.map(describeAddon),
    season: season && {
      ...season,
      ...(offering.season?.note !== undefined && { note: offering.season.note }),
    },
    early_bird,
    fees: {
      rate_basis_points: offering.fees.rateBasisPoints,
      fixed_cents: offering.fees.fixedCents,
    },
    tax: { rate_basis_points: offering.tax.rateBasisPoints },
    payment_mode: paymentMode,
    server_time: now.toISOString(),
    ...(sellsBeyondOneService(offering) && { services: describeServices(business, season) }),
  };
}

import type { BusinessConfigResponse } from "@/shared/api/quote-contract";
import type { BusinessConfig } from "../config/business-config";
import { describeSeason } from "./price-quote";

/** What the browser needs to render the business; prices themselves come from the price call. */
export function describeBusiness(business: BusinessConfig, now: Date): BusinessConfigResponse {
  const { season, early_bird } = describeSeason(business, now);
  return {
    business: {
      id: business.id,
      name: business.name,
      serviceName: business.serviceName,
      tagline: business.tagline,
      state: business.state,
      timezone: business.timezone,
      contact: business.contact,
      ...(business.brand ? { brand: business.brand } : {}),
    },
    terms: business.terms,
    areas: business.areas.map((area) => area.name),
    drivewaySizes: business.drivewaySizes,
    addons: business.addons.map((addon) => ({
      code: addon.code,
      label: addon.label,
      description: addon.description,
      price_cents: addon.priceCents,
    })),
    season: { ...season, trigger_inches: business.season.triggerInches },
    early_bird,
    fees: {
      rate_basis_points: business.fees.rateBasisPoints,
      fixed_cents: business.fees.fixedCents,
    },
    tax: { rate_basis_points: business.tax.rateBasisPoints },
    server_time: now.toISOString(),
  };
}

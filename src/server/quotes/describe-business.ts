import { sellsBeyondOneService } from "@/domain/stored-offering";
import type { BusinessConfigResponse, PaymentMode } from "@/shared/api/quote-contract";
import { offeredAreas } from "@/shared/offering";
import type { Business } from "../business/business-store";
import { describeAddon, describeService, describeServices } from "./describe-services";
import { describeSeason } from "./price-quote";

/** What the browser needs to render the business; prices themselves come from the price call. */
export function describeBusiness(
  business: Pick<Business, "id" | "slug" | "config">,
  now: Date,
  paymentMode: PaymentMode,
): BusinessConfigResponse {
  const { id, slug, config } = business;
  const { offering } = config;
  const { season, early_bird } = describeSeason(config, now);
  return {
    business: {
      id,
      slug,
      name: config.name,
      tagline: config.tagline,
      state: config.state,
      timezone: config.timezone,
      contact: config.contact,
      ...(config.brand ? { brand: config.brand } : {}),
    },
    terms: config.terms,
    service: describeService(config, season),
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
    ...(sellsBeyondOneService(offering) && { services: describeServices(config, season) }),
  };
}

import { describeVisitChangePolicy, visitChangePolicy } from "@/domain/booking/visit-changes";
import { sellsBeyondOneService, servicesOf } from "@/domain/stored-offering";
import type { BusinessConfigResponse, PaymentMode } from "@/shared/api/quote-contract";
import { offeredAreas } from "@/shared/offering";
import type { Business } from "../business/business-store";
import type { BusinessConfig } from "../config/business-config";
import { describeAddon, describeService, describeServices } from "./describe-services";
import { describeSeason, type SeasonState } from "./price-quote";

type Description = Omit<BusinessConfigResponse, "server_time">;

/**
 * Descriptions already made, per config object (the business store keeps one per business
 * version, so a saved change is a new key): describing a business with several services fills
 * every text of every service, several times the cost of the rest of its request. Kept with what
 * else it was made from (identity, payment mode, the season's state at that time), and made again
 * when any of it differs.
 */
const descriptions = new WeakMap<BusinessConfig, { key: string; description: Description }>();

/** What the browser needs to render the business; prices themselves come from the price call. */
export function describeBusiness(
  business: Pick<Business, "id" | "slug" | "config">,
  now: Date,
  paymentMode: PaymentMode,
): BusinessConfigResponse {
  const seasonState = describeSeason(business.config, now);
  const key = JSON.stringify([business.id, business.slug, paymentMode, seasonState]);
  let cached = descriptions.get(business.config);
  if (cached?.key !== key) {
    cached = { key, description: describeAnew(business, seasonState, paymentMode) };
    descriptions.set(business.config, cached);
  }
  return { ...cached.description, server_time: now.toISOString() };
}

function describeAnew(
  { id, slug, config }: Pick<Business, "id" | "slug" | "config">,
  { season, early_bird }: SeasonState,
  paymentMode: PaymentMode,
): Description {
  const { offering } = config;
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
    ...(sellsBeyondOneService(offering) && { services: describeServices(config, season) }),
    ...(booksVisits(config) && {
      visit_changes: describeVisitChangePolicy(visitChangePolicy(config.availability)),
    }),
  };
}

/** Whether any service books a time: a season's is done when the season calls for it. */
function booksVisits(config: BusinessConfig): boolean {
  return servicesOf(config.offering).services.some((service) => service.billing.type !== "season");
}

import { sellsBeyondOneService } from "@/domain/stored-offering";
import type { BusinessConfigResponse, PaymentMode } from "@/shared/api/quote-contract";
import {
  fillNextSteps,
  fillText,
  formatAreaNames,
  formatContractLine,
  offeredAreas,
} from "@/shared/offering";
import { resolveService } from "@/shared/service-texts";
import type { Business } from "../business/business-store";
import type { BusinessConfig } from "../config/business-config";
import { describeAddon, describeServices } from "./describe-services";
import { describeSeason } from "./price-quote";

/**
 * The wizard's texts with their placeholders filled (docs/product/platform.md#the-offering):
 * `{service}` and `{areas}` in step texts and bullets, the season's dates in the contract line,
 * the phone in the next steps.
 */
function describeService(
  config: BusinessConfig,
  season: { starts_on: string; ends_on: string } | null,
): BusinessConfigResponse["service"] {
  const service = resolveService(config.offering.service);
  const wizardValues = {
    service: service.name,
    areas: formatAreaNames(offeredAreas(config.offering.areas)),
  };
  const fill = (text: string) => fillText(text, wizardValues);
  const fillStep = <Step extends { title: string; subtitle?: string | undefined }>(step: Step) => ({
    ...step,
    title: fill(step.title),
    ...(step.subtitle !== undefined && { subtitle: fill(step.subtitle) }),
  });
  const { address, option, addons, review, details } = service.steps;
  return {
    name: service.name,
    propertyNoun: service.propertyNoun,
    billing: service.billing,
    icon: service.icon,
    headline: fill(service.headline),
    contract: {
      name: service.contract.name,
      line: formatContractLine(config.offering, season ?? undefined),
    },
    steps: {
      address: { ...fillStep(address), compactSubtitle: fill(address.compactSubtitle) },
      option: fillStep(option),
      addons: fillStep(addons),
      review: fillStep(review),
      details: fillStep(details),
    },
    infoBullets: service.infoBullets.map(fill),
    nextSteps: fillNextSteps(config.offering, config.contact.phone),
  };
}

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
    ...(sellsBeyondOneService(offering) && { services: describeServices(config) }),
  };
}

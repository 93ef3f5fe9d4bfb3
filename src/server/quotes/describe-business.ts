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
import type { BusinessConfig } from "../config/business-config";
import { describeAddon, describeServices } from "./describe-services";
import { describeSeason } from "./price-quote";

/**
 * The wizard's texts with their placeholders filled (docs/product/platform.md#the-offering):
 * `{service}` and `{areas}` in step texts and bullets, the season's dates in the contract line,
 * the phone in the next steps.
 */
function describeService(
  business: BusinessConfig,
  season: { starts_on: string; ends_on: string } | null,
): BusinessConfigResponse["service"] {
  const service = resolveService(business.offering.service);
  const wizardValues = {
    service: service.name,
    areas: formatAreaNames(offeredAreas(business.offering.areas)),
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
      line: formatContractLine(business.offering, season ?? undefined),
    },
    steps: {
      address: { ...fillStep(address), compactSubtitle: fill(address.compactSubtitle) },
      option: fillStep(option),
      addons: fillStep(addons),
      review: fillStep(review),
      details: fillStep(details),
    },
    infoBullets: service.infoBullets.map(fill),
    nextSteps: fillNextSteps(business.offering, business.contact.phone),
  };
}

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
    ...(sellsBeyondOneService(offering) && { services: describeServices(business) }),
  };
}

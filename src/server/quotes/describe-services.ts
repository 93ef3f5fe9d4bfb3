import { oneServiceView, servicesOf } from "@/domain/stored-offering";
import type { BusinessConfigResponse, PublicAddon } from "@/shared/api/quote-contract";
import { FREQUENCY_LABELS } from "@/shared/frequency-names";
import {
  fillNextSteps,
  fillText,
  formatAreaNames,
  formatContractLine,
  type OfferingAddon,
  offeredAreas,
} from "@/shared/offering";
import type { ServicesOffering } from "@/shared/offering-services";
import { formatAdjustment } from "@/shared/service-frequency";
import { resolveService } from "@/shared/service-texts";
import type { BusinessConfig } from "../config/business-config";

type SeasonDates = { starts_on: string; ends_on: string } | null;

type PublicServices = NonNullable<BusinessConfigResponse["services"]>;
type PublicServiceTexts = PublicServices["list"][number]["texts"];

/**
 * The wizard's texts with their placeholders filled (docs/product/platform.md#the-offering):
 * `{service}` and `{areas}` in step texts and bullets, the season's dates in the contract line,
 * the phone in the next steps.
 */
export function describeService(
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

/**
 * One service's texts, as the business's own are described: those of its one-service view, plus
 * its quantities and frequency steps. The season is the business's, for a service billed by it.
 */
function describeServiceTexts(
  config: BusinessConfig,
  offering: ServicesOffering,
  service: ServicesOffering["services"][number],
  season: SeasonDates,
): PublicServiceTexts {
  const view = oneServiceView({ ...offering, services: [service] });
  const texts = describeService(
    { ...config, offering: view },
    service.billing.type === "season" ? season : null,
  );
  const values = {
    service: service.texts.name,
    areas: formatAreaNames(offeredAreas(config.offering.areas)),
  };
  const { quantities, frequency } = service.texts.steps;
  const fillStep = (step: NonNullable<typeof quantities>) => ({
    ...step,
    title: fillText(step.title, values),
    ...(step.subtitle !== undefined && { subtitle: fillText(step.subtitle, values) }),
  });
  return {
    ...texts,
    steps: {
      ...texts.steps,
      ...(quantities && { quantities: fillStep(quantities) }),
      ...(frequency && { frequency: fillStep(frequency) }),
    },
  };
}

/**
 * The services a business sells, as the wizard offers them (docs/product/pricing.md#the-config-answer):
 * each one's options, quantities, frequencies and add-ons; prices come from the price call.
 */
export function describeServices(config: BusinessConfig, season: SeasonDates): PublicServices {
  const offering = servicesOf(config.offering);
  const areas = formatAreaNames(offeredAreas(config.offering.areas));
  const { serviceStep } = offering;
  return {
    step: serviceStep
      ? {
          ...serviceStep,
          title: fillText(serviceStep.title, { areas }),
          ...(serviceStep.subtitle !== undefined && {
            subtitle: fillText(serviceStep.subtitle, { areas }),
          }),
          progressLabel: serviceStep.progressLabel,
          progressShortLabel: serviceStep.progressShortLabel,
        }
      : null,
    list: offering.services.map((service) => ({
      code: service.code,
      name: service.texts.name,
      icon: service.texts.icon,
      billing: service.billing.type,
      option_prompt: service.pricing.options
        ? (service.texts.steps.option?.prompt ?? service.texts.name)
        : null,
      options: service.pricing.options ?? [],
      quantities: (service.pricing.quantities ?? []).map((quantity) => ({
        code: quantity.code,
        label: quantity.label,
        unit: quantity.unit,
        min: quantity.min,
        max: quantity.max,
        step: quantity.step ?? 1,
        ...(quantity.customQuoteAbove !== undefined && {
          custom_quote_above: quantity.customQuoteAbove,
        }),
      })),
      frequencies:
        service.billing.type === "per_visit"
          ? service.billing.frequencies.map((frequency) => ({
              code: frequency.code,
              label: FREQUENCY_LABELS[frequency.code],
              ...(frequency.adjustment && { adjustment: formatAdjustment(frequency.adjustment) }),
              ...(frequency.firstVisit && {
                first_visit: formatAdjustment(frequency.firstVisit),
              }),
            }))
          : [],
      addons: service.addons.map(describeAddon),
      texts: describeServiceTexts(config, offering, service, season),
    })),
  };
}

/** An add-on as the browser shows it. */
export function describeAddon({ pricing, ...addon }: OfferingAddon): PublicAddon {
  return {
    ...addon,
    pricing:
      pricing.type === "flat"
        ? { type: "flat", price_cents: pricing.priceCents }
        : {
            type: "per_unit",
            unit_price_cents: pricing.unitPriceCents,
            unit_label: pricing.unitLabel,
            min_quantity: pricing.minQuantity,
            max_quantity: pricing.maxQuantity,
            ...(pricing.minimumCents !== undefined && { minimum_cents: pricing.minimumCents }),
          },
  };
}

import { servicesOf } from "@/domain/stored-offering";
import type { BusinessConfigResponse, PublicAddon } from "@/shared/api/quote-contract";
import { fillText, formatAreaNames, type OfferingAddon, offeredAreas } from "@/shared/offering";
import { FREQUENCY_LABELS, formatAdjustment } from "@/shared/service-frequency";
import type { BusinessConfig } from "../config/business-config";

type PublicServices = NonNullable<BusinessConfigResponse["services"]>;

/**
 * The services a business sells, as the wizard offers them (docs/product/pricing.md#the-config-answer):
 * each one's options, quantities, frequencies and add-ons; prices come from the price call.
 */
export function describeServices(config: BusinessConfig): PublicServices {
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

import { priceOffering } from "@/domain/price-offering";
import type { BusinessConfig } from "@/shared/business-config";
import { HEX_COLOR_PATTERN } from "@/shared/color-contrast";
import { getCurrentSeason } from "@/shared/current-season";
import { fillText, formatAreaNames, type Offering, offeredAreas } from "@/shared/offering";
import { convenienceFeeOf } from "@/shared/payment-settings";
import type { OptionPriceState } from "@/web/components/wizard/option-step";

/**
 * What the settings' preview shows of a draft configuration, as the quote page would show it
 * once saved (docs/product/settings.md#preview): texts with their placeholders filled and each
 * option priced by the same code as the server's price call. A draft may be half typed: a text
 * whose placeholder is not known yet shows as typed, a colour that is not `#RRGGBB` yet or a
 * logo that is not an https URL yet leaves the page as it was.
 */

/** `{service}` and `{areas}` filled; the text as typed while it names another placeholder. */
export function fillPreviewText(template: string, offering: Offering): string {
  try {
    return fillText(template, {
      service: offering.service.name,
      areas: formatAreaNames(offeredAreas(offering.areas)),
    });
  } catch {
    return template;
  }
}

/** The brand as far as the draft's values can show it already. */
export function previewBrand(brand: BusinessConfig["brand"]) {
  if (!brand || !HEX_COLOR_PATTERN.test(brand.primaryColor)) return undefined;
  const logoUrl = brand.logoUrl && URL.canParse(brand.logoUrl) ? brand.logoUrl : undefined;
  return { primaryColor: brand.primaryColor, ...(logoUrl?.startsWith("https://") && { logoUrl }) };
}

/**
 * The early-bird discount as the server would apply it at `now`: only for a business billed by
 * the season that offers one, while its deadline for the coming season has not passed.
 */
export function previewEarlyBird(config: BusinessConfig, now: Date) {
  const { season, discounts, service } = config.offering;
  const earlyBird = discounts.earlyBird;
  if (service.billing !== "season" || !season || !earlyBird) return null;
  try {
    const current = getCurrentSeason({ now, timeZone: config.timezone, season, earlyBird });
    return {
      active: current.early_bird.active,
      ends_at: current.early_bird.ends_at,
      discount_cents: earlyBird.amountCents,
    };
  } catch {
    // A date still being typed: no discount shown until it is a date.
    return null;
  }
}

/**
 * Each priced option's price in `area`, before add-ons, as the option step shows it; an option
 * not sold there has no price (the wizard shows none either).
 */
export function previewOptionPrices(
  config: BusinessConfig,
  area: string,
  now: Date,
): Map<string, OptionPriceState> {
  const earlyBird = previewEarlyBird(config, now);
  const prices = new Map<string, OptionPriceState>();
  for (const option of config.offering.options) {
    if (option.customQuote) continue;
    const result = priceOffering({
      offering: config.offering,
      area,
      option: option.code,
      addons: [],
      earlyBirdActive: earlyBird?.active ?? false,
      convenienceFee: convenienceFeeOf(config),
    });
    prices.set(option.code, {
      isPending: false,
      data: result.ok ? { ...result.quote, early_bird: earlyBird } : undefined,
    });
  }
  return prices;
}

import {
  type AddonRequest,
  type OfferingQuoteFailure,
  priceOffering,
} from "@/domain/price-offering";
import type { PriceResponse } from "@/shared/api/quote-contract";
import { type CurrentSeason, createCurrentSeasonLookup } from "@/shared/current-season";
import type { Offering } from "@/shared/offering";
import { convenienceFeeOf } from "@/shared/payment-settings";
import type { BusinessConfig } from "../config/business-config";
import { AppError } from "../http/app-error";

/** A business's season and early-bird state at an instant, in the API's shape. */
export type SeasonState = Pick<PriceResponse, "season" | "early_bird">;

const seasonLookups = new WeakMap<Offering, (now: Date) => CurrentSeason>();

function getSeasonLookup(config: BusinessConfig): ((now: Date) => CurrentSeason) | undefined {
  const { offering } = config;
  if (!offering.season) return undefined;
  let lookup = seasonLookups.get(offering);
  if (!lookup) {
    lookup = createCurrentSeasonLookup({
      timeZone: config.timezone,
      season: offering.season,
      // Without an early bird any deadline does: its state is not shown.
      earlyBird: offering.discounts.earlyBird ?? { deadline: offering.season.start },
    });
    seasonLookups.set(offering, lookup);
  }
  return lookup;
}

/**
 * The season being sold at `now` and its early-bird state (docs/product/pricing.md#seasons);
 * both null for a business that does not bill by season, early bird null without a discount.
 */
export function describeSeason(config: BusinessConfig, now: Date): SeasonState {
  const lookup = getSeasonLookup(config);
  if (!lookup) return { season: null, early_bird: null };
  const current = lookup(now);
  const earlyBird = config.offering.discounts.earlyBird;
  return {
    season: { starts_on: current.starts_on, ends_on: current.ends_on },
    early_bird: earlyBird
      ? {
          active: current.early_bird.active,
          ends_at: current.early_bird.ends_at,
          discount_cents: earlyBird.amountCents,
        }
      : null,
  };
}

/** What a request calls the area and the option: the neutral names, or the legacy dialect's. */
export type RequestNames = { area: string; option: string };
export const NEUTRAL_NAMES: RequestNames = { area: "area", option: "option" };

/** A pricing failure as a 400 naming the request field (`addons.1.quantity`, `town`). */
export function quoteFailureToError(
  failure: OfferingQuoteFailure,
  names: RequestNames = NEUTRAL_NAMES,
): AppError {
  const [field, ...rest] = failure.path;
  const named = field === "addons" ? field : names[field];
  return AppError.invalidField([named, ...rest].join("."), failure.message);
}

type PriceQuoteOptions = {
  config: BusinessConfig;
  now: Date;
  area: string;
  option: string;
  addons: readonly AddonRequest[];
  /** How the request named its fields, for the error naming one. */
  names?: RequestNames;
};

/** The one place a price is computed for the outside world: the price call and checkout. */
export function priceQuote(options: PriceQuoteOptions): PriceResponse {
  return priceQuoteWithPlatformFee(options).price;
}

/**
 * The price, and Quotewise's fee on it that checkout keeps on the order for the application fee
 * (the customer's `fee_cents` is 0 when the business absorbs it).
 */
export function priceQuoteWithPlatformFee(options: PriceQuoteOptions): {
  price: PriceResponse;
  platformFeeCents: number;
} {
  const { config, now } = options;
  const { offering } = config;
  const { season, early_bird } = describeSeason(config, now);
  const result = priceOffering({
    offering,
    area: options.area,
    option: options.option,
    addons: options.addons,
    earlyBirdActive: early_bird?.active ?? false,
    convenienceFee: convenienceFeeOf(config),
  });
  if (!result.ok) throw quoteFailureToError(result.failure, options.names);
  const { quote } = result;
  const price: PriceResponse = {
    area: quote.area,
    option: quote.option,
    option_label: offering.options.find((candidate) => candidate.code === quote.option)!.label,
    addons: describePricedAddons(quote, offering.addons),
    breakdown: quote.breakdown,
    early_bird,
    lines: quote.lines,
    subtotal_cents: quote.subtotal_cents,
    fee_cents: quote.fee_cents,
    tax_cents: quote.tax_cents,
    total_cents: quote.total_cents,
    grand_total_cents: quote.grand_total_cents,
    season,
  };
  return { price, platformFeeCents: quote.platform_fee_cents };
}

/** The answer's add-ons: each priced add-on with its label and its line's amount. */
export function describePricedAddons(
  quote: {
    addons: readonly { code: string; quantity?: number | undefined }[];
    lines: readonly { kind: string; amount_cents: number }[];
  },
  addons: readonly { code: string; label: string; pricing: { type: string } }[],
) {
  const addonLines = quote.lines.filter((line) => line.kind === "addon");
  return quote.addons.map((priced, index) => {
    const addon = addons.find((candidate) => candidate.code === priced.code)!;
    return {
      code: addon.code,
      label: addon.label,
      ...(addon.pricing.type === "per_unit" && { quantity: priced.quantity }),
      price_cents: addonLines[index]!.amount_cents,
    };
  });
}

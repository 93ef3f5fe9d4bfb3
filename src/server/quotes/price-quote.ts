import { calculateQuote, type QuoteFailure } from "@/domain/calculate-quote";
import { type CurrentSeason, createCurrentSeasonLookup } from "@/domain/current-season";
import type { PriceResponse } from "@/shared/api/quote-contract";
import type { BusinessConfig } from "../config/business-config";
import { AppError } from "../http/app-error";

const seasonLookups = new WeakMap<BusinessConfig, (now: Date) => CurrentSeason>();

function getSeasonLookup(business: BusinessConfig) {
  let lookup = seasonLookups.get(business);
  if (!lookup) {
    lookup = createCurrentSeasonLookup({
      timeZone: business.timezone,
      season: business.season,
      earlyBird: business.earlyBird,
    });
    seasonLookups.set(business, lookup);
  }
  return lookup;
}

/** The season being sold at `now`, with its early-bird state, in the API's shape. */
export function describeSeason(business: BusinessConfig, now: Date) {
  const season = getSeasonLookup(business)(now);
  return {
    season: { starts_on: season.starts_on, ends_on: season.ends_on },
    early_bird: {
      active: season.early_bird.active,
      ends_at: season.early_bird.ends_at,
      discount_cents: business.earlyBird.discountCents,
    },
  };
}

export function quoteFailureToError(failure: QuoteFailure): AppError {
  const path = failure.field === "addons" ? `addons.${failure.index}` : failure.field;
  return AppError.invalidField(path, failure.message);
}

/** The one place a price is computed for the outside world: the price call and checkout. */
export function priceQuote(options: {
  business: BusinessConfig;
  now: Date;
  town: string;
  drivewaySize: string;
  addons: readonly string[];
}): PriceResponse {
  const { business, now } = options;
  const { season, early_bird } = describeSeason(business, now);
  const result = calculateQuote({
    pricing: business,
    town: options.town,
    drivewaySize: options.drivewaySize,
    addons: options.addons,
    earlyBirdActive: early_bird.active,
  });
  if (!result.ok) throw quoteFailureToError(result.failure);
  const { quote } = result;
  return {
    town: quote.town,
    drivewaySize: quote.drivewaySize,
    addons: quote.addons.map((code) => {
      const addon = business.addons.find((candidate) => candidate.code === code)!;
      return { code, label: addon.label, price_cents: addon.priceCents };
    }),
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
}

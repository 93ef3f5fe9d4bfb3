import type { AddonRequest } from "@/domain/price-offering";
import {
  priceService,
  type QuantityRequest,
  type ServiceQuote,
  type ServiceQuoteFailure,
} from "@/domain/price-service";
import { sellsBeyondOneService, servicesOf } from "@/domain/stored-offering";
import type { ServicePriceResponse } from "@/shared/api/quote-contract";
import { convenienceFeeOf } from "@/shared/payment-settings";
import type { BusinessConfig } from "../config/business-config";
import { AppError } from "../http/app-error";
import {
  describePricedAddons,
  describeSeason,
  NEUTRAL_NAMES,
  priceQuoteWithPlatformFee,
  type RequestNames,
  type SeasonState,
} from "./price-quote";

/** What a customer chose: today's area, option and add-ons, or a service's selection. */
export type SelectionRequest = {
  service?: string | undefined;
  area: string;
  option?: string | undefined;
  quantities?: readonly QuantityRequest[] | undefined;
  frequency?: string | undefined;
  addons: readonly AddonRequest[];
};

/** True when the request names a service, quantities or a frequency. */
function namesServices(selection: SelectionRequest): boolean {
  return (
    selection.service !== undefined ||
    selection.quantities !== undefined ||
    selection.frequency !== undefined
  );
}

/**
 * Whether a selection is priced as services (decision 042): for a business selling beyond
 * today's one service, or a request naming a service, quantities or a frequency. Any other
 * request is priced and answered exactly as before.
 */
export function pricesAsServices(config: BusinessConfig, selection: SelectionRequest): boolean {
  return sellsBeyondOneService(config.offering) || namesServices(selection);
}

/** A services pricing failure as a 400 naming the request field (`quantities.0.quantity`). */
export function serviceFailureToError(
  failure: ServiceQuoteFailure,
  names: RequestNames = NEUTRAL_NAMES,
): AppError {
  const [field, ...rest] = failure.path;
  const named = field === "area" || field === "option" ? names[field] : field;
  return AppError.invalidField([named, ...rest].join("."), failure.message);
}

export type PricedSelection = {
  price: ServicePriceResponse;
  platformFeeCents: number;
  /** Quotewise's fee on each later visit of a recurring frequency; null otherwise. */
  visitPlatformFeeCents: number | null;
  /** The services' quote, when priced as services: the service, quantities and frequency. */
  quote: ServiceQuote | null;
};

/**
 * Prices a selection (docs/product/pricing.md#services): as today (priceQuote) unless it is
 * priced as services, then by priceService with the answer's services fields.
 */
export function priceSelection(options: {
  config: BusinessConfig;
  now: Date;
  selection: SelectionRequest;
  /** How the request named its fields, for the error naming one. */
  names?: RequestNames;
}): PricedSelection {
  const { config, now, selection, names = NEUTRAL_NAMES } = options;
  if (!pricesAsServices(config, selection)) {
    const { option } = selection;
    if (option === undefined) throw AppError.invalidField(names.option, "is required");
    const { price, platformFeeCents } = priceQuoteWithPlatformFee({
      config,
      now,
      area: selection.area,
      option,
      addons: selection.addons,
      names,
    });
    return { price, platformFeeCents, visitPlatformFeeCents: null, quote: null };
  }
  const services = servicesOf(config.offering);
  const seasonState = describeSeason(config, now);
  const result = priceService({
    offering: services,
    ...selection,
    earlyBirdActive: seasonState.early_bird?.active ?? false,
    convenienceFee: convenienceFeeOf(config),
  });
  if (!result.ok) throw serviceFailureToError(result.failure, names);
  const { quote } = result;
  const price = toPriceResponse(quote, services.services, seasonState);
  return {
    price,
    platformFeeCents: quote.platform_fee_cents,
    visitPlatformFeeCents: quote.recurring?.visit.platform_fee_cents ?? null,
    quote,
  };
}

function toPriceResponse(
  quote: ServiceQuote,
  services: ReturnType<typeof servicesOf>["services"],
  seasonState: SeasonState,
): ServicePriceResponse {
  const service = services.find((candidate) => candidate.code === quote.service)!;
  const seasonal = service.billing.type === "season";
  const option = service.pricing.options?.find((candidate) => candidate.code === quote.option);
  const quantityLines = quote.lines.filter((line) => line.kind === "quantity");
  return {
    area: quote.area,
    option: quote.option,
    option_label: option?.label ?? null,
    addons: describePricedAddons(quote, service.addons),
    breakdown: quote.breakdown,
    early_bird: seasonal ? seasonState.early_bird : null,
    lines: quote.lines,
    subtotal_cents: quote.subtotal_cents,
    fee_cents: quote.fee_cents,
    tax_cents: quote.tax_cents,
    total_cents: quote.total_cents,
    grand_total_cents: quote.grand_total_cents,
    season: seasonal ? seasonState.season : null,
    service: quote.service,
    quantities: quote.quantities.map((priced, index) => ({
      code: priced.code,
      label: service.pricing.quantities!.find((candidate) => candidate.code === priced.code)!.label,
      quantity: priced.quantity,
      price_cents: quantityLines[index]!.amount_cents,
    })),
    frequency: quote.frequency,
    ...(quote.recurring && {
      recurring: {
        frequency: quote.recurring.frequency,
        first_visit_grand_total_cents: quote.recurring.first_visit_grand_total_cents,
        visit_grand_total_cents: quote.recurring.visit_grand_total_cents,
      },
    }),
  };
}

/** A service named outside the price call (geo check, custom quote) must be one the business sells. */
export function checkServiceCode(config: BusinessConfig, code: string | undefined): void {
  if (code === undefined) return;
  const { services } = servicesOf(config.offering);
  if (services.some((service) => service.code === code)) return;
  const offered = services.map((service) => service.code).join(", ");
  throw AppError.invalidField("service", `"${code}" is not a service we offer (${offered})`);
}

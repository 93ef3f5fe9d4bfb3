import type { ConvenienceFee } from "@/shared/convenience-fee";
import { FREQUENCY_LABELS, type Frequency } from "@/shared/frequency-names";
import { MAX_CHARGE_CENTS, TOTAL_TOO_LARGE } from "@/shared/money";
import type { Service, ServicesOffering } from "@/shared/offering-services";
import { formatQuantity } from "@/shared/quantity-units";
import { isRecurring, type ServiceFrequency } from "@/shared/service-frequency";
import { adjustmentCents, type VisitAdjustment, visitAdjustments } from "./frequency-price";
import {
  type AddonRequest,
  earlyBirdDiscountCents,
  findArea,
  type OfferingQuote,
  type OfferingQuoteFailure,
  type OfferingQuoteLine,
  priceAddons,
  priceOption,
  settleQuote,
} from "./price-offering";
import {
  quantityLineLabel,
  quantityPriceCents,
  quantityPricingIn,
  quantityProblem,
} from "./quantity-price";
import { earlyBirdLines } from "./quote-charges";

/** What a customer asks a price for (docs/product/pricing.md#services). */
export type ServiceSelection = {
  /** May be left out when the business sells one service. */
  service?: string | undefined;
  area: string;
  /** Required when the service is priced by an option, refused otherwise. */
  option?: string | undefined;
  /** Each of the service's quantities, once. */
  quantities?: readonly QuantityRequest[] | undefined;
  /** Per-visit services only; the service's first frequency when left out. */
  frequency?: string | undefined;
  addons: readonly AddonRequest[];
};
export type QuantityRequest = { code: string; quantity: number };

export type ServiceQuoteLine = Omit<OfferingQuoteLine, "kind"> & {
  kind: OfferingQuoteLine["kind"] | "quantity" | "frequency_adjustment";
};

/** One visit's price: today's breakdown and totals, plus the frequency's adjustment. */
export type VisitQuote = Pick<
  OfferingQuote,
  | "breakdown"
  | "subtotal_cents"
  | "fee_cents"
  | "platform_fee_cents"
  | "tax_cents"
  | "total_cents"
  | "grand_total_cents"
> & {
  /** What the frequency changed the visit's price by (negative for a discount); 0 for none. */
  frequency_adjustment_cents: number;
  /** In display order: option, quantities, discount, add-ons, adjustment, minimum, fee, tax. */
  lines: ServiceQuoteLine[];
};

/**
 * The price of a selection: the first (or only) visit, charged now; for a recurring frequency,
 * `recurring` prices each later visit too. `breakdown.base_price_cents` is the service's own
 * price: the option's plus the quantities'.
 */
export type ServiceQuote = VisitQuote & {
  service: string;
  area: string;
  option: string | null;
  quantities: QuantityRequest[];
  addons: { code: string; quantity: number }[];
  frequency: Frequency | null;
  recurring: {
    frequency: Frequency;
    first_visit_grand_total_cents: number;
    visit_grand_total_cents: number;
    /** Each later visit. */
    visit: VisitQuote;
  } | null;
};

type Failure<Code, Field extends string, Path> = {
  code: Code;
  field: Field;
  path: Path;
  message: string;
};
export type ServiceQuoteFailure =
  | OfferingQuoteFailure
  | Failure<"unknown_service" | "missing_service", "service", ["service"]>
  | Failure<"missing_option" | "unexpected_option", "option", ["option"]>
  | Failure<"missing_quantity" | "total_too_large", "quantities", ["quantities"]>
  | (Failure<"unknown_quantity" | "duplicate_quantity", "quantities", ["quantities", number]> & {
      index: number;
    })
  | (Failure<
      "invalid_quantity" | "custom_quote_quantity",
      "quantities",
      ["quantities", number, "quantity"]
    > & { index: number })
  | Failure<"unknown_frequency" | "unexpected_frequency", "frequency", ["frequency"]>;

export type ServiceQuoteResult =
  | { ok: true; quote: ServiceQuote }
  | { ok: false; failure: ServiceQuoteFailure };

/**
 * Prices a selection of a business's services (docs/product/pricing.md#services), in integer
 * cents, each visit as priceOffering prices a quote:
 * - the service's price = the option's price in the area (the matrix) + each quantity's price
 *   (quantity-price.ts, the area's own pricing where it differs);
 * - a season's early-bird discount = min(amount, the service's price) while it is on;
 * - add-ons as today; then the frequency's adjustment of the visit (frequency-price.ts: the
 *   first visit's own, when it has one; never below nothing);
 * - the service's minimum charge (the area's own where it differs) raises the visit by a line
 *   of its own; then fee and tax, as today.
 * The first problem found (service, area, option, quantities, add-ons, frequency) is reported,
 * naming its field; a price past the most one payment may be is refused.
 */
export function priceService(
  options: ServiceSelection & {
    offering: Pick<ServicesOffering, "services" | "areas" | "fees" | "tax">;
    earlyBirdActive: boolean;
    /** Absent: the customer pays the fee. */
    convenienceFee?: ConvenienceFee | undefined;
  },
): ServiceQuoteResult {
  const { offering } = options;
  const service = findService(offering.services, options.service);
  if ("failure" in service) return fail(service.failure);
  const { pricing, billing } = service;

  const area = findArea(offering.areas, options.area);
  if ("failure" in area) return fail(area.failure);

  const optionPart = priceServiceOption(service, area.name, options.option);
  if ("failure" in optionPart) return fail(optionPart.failure);
  const quantityPart = priceQuantities(service, area.name, options.quantities ?? []);
  if ("failure" in quantityPart) return fail(quantityPart.failure);
  const addons = priceAddons(service.addons, options.addons);
  if ("failure" in addons) return fail(addons.failure);
  const frequency = findFrequency(service, options.frequency);
  if ("failure" in frequency) return fail(frequency.failure);

  const basePriceCents = optionPart.cents + quantityPart.cents;
  if (basePriceCents > MAX_BEFORE_ADJUSTMENT) return fail(tooLarge("quantities"));
  // A price too large is refused against the add-ons (as today), or the quantities without any.
  const grower =
    addons.priced.length === 0 && quantityPart.priced.length > 0 ? "quantities" : "addons";
  const earlyBird =
    options.earlyBirdActive && billing.type === "season" ? billing.earlyBird : undefined;
  const discountCents = earlyBirdDiscountCents(earlyBird, basePriceCents);
  const lines: ServiceQuoteLine[] = [
    ...optionPart.lines,
    ...quantityPart.lines,
    ...earlyBirdLines(discountCents),
    ...addons.lines,
  ];
  const beforeAdjustmentCents = basePriceCents - discountCents + addons.cents;
  // Checked before a percentage applies, so that its product stays a safe integer.
  if (beforeAdjustmentCents > MAX_BEFORE_ADJUSTMENT) return fail(tooLarge(grower));

  const { minimumChargeCentsByArea } = pricing;
  const minimumCents =
    minimumChargeCentsByArea && Object.hasOwn(minimumChargeCentsByArea, area.name)
      ? minimumChargeCentsByArea[area.name]
      : pricing.minimumChargeCents;

  const priceVisit = (adjustment: VisitAdjustment | null): VisitQuote | null => {
    const adjustmentLines: ServiceQuoteLine[] = adjustment
      ? [
          {
            kind: "frequency_adjustment",
            label: adjustment.label,
            amount_cents: adjustmentCents(adjustment.adjustment, beforeAdjustmentCents),
          },
        ]
      : [];
    const settled = settleQuote({
      lines: [...lines, ...adjustmentLines],
      minimumCents,
      rates: offering,
      convenienceFee: options.convenienceFee,
    });
    if (!settled) return null;
    return {
      breakdown: {
        base_price_cents: basePriceCents,
        early_bird_discount_cents: discountCents,
        addon_price_cents: addons.cents,
        minimum_charge_cents: settled.minimumChargeCents,
      },
      frequency_adjustment_cents: adjustmentLines[0]?.amount_cents ?? 0,
      ...settled.totals,
    };
  };

  const adjustments = frequency.chosen ? visitAdjustments(frequency.chosen) : null;
  const first = priceVisit(adjustments?.first ?? null);
  const recurs = frequency.chosen && isRecurring(frequency.chosen.code);
  const later = recurs ? priceVisit(adjustments?.later ?? null) : null;
  if (!first || (recurs && !later)) return fail(tooLarge(grower));

  return {
    ok: true,
    quote: {
      service: service.code,
      area: area.name,
      option: optionPart.code,
      quantities: quantityPart.priced,
      addons: addons.priced,
      frequency: frequency.chosen?.code ?? null,
      ...first,
      recurring:
        frequency.chosen && later
          ? {
              frequency: frequency.chosen.code,
              first_visit_grand_total_cents: first.grand_total_cents,
              visit_grand_total_cents: later.grand_total_cents,
              visit: later,
            }
          : null,
    },
  };
}

/**
 * The most a visit may cost before its frequency's adjustment: one payment's most. A percentage
 * applied to it stays a safe integer, and no price past it can be paid (a discount of it aside).
 */
const MAX_BEFORE_ADJUSTMENT = MAX_CHARGE_CENTS;

function findService(
  services: readonly Service[],
  code: string | undefined,
): Service | { failure: ServiceQuoteFailure } {
  const failService = (failureCode: "unknown_service" | "missing_service", message: string) => ({
    failure: {
      code: failureCode,
      field: "service" as const,
      path: ["service"] as ["service"],
      message,
    },
  });
  const offered = services.map((candidate) => candidate.code).join(", ");
  if (code === undefined) {
    return services.length === 1
      ? services[0]!
      : failService("missing_service", `Choose a service (${offered})`);
  }
  return (
    services.find((candidate) => candidate.code === code) ??
    failService("unknown_service", `"${code}" is not a service we offer (${offered})`)
  );
}

function priceServiceOption(
  service: Service,
  areaName: string,
  code: string | undefined,
):
  | { code: string | null; cents: number; lines: ServiceQuoteLine[] }
  | { failure: ServiceQuoteFailure } {
  const { options, prices } = service.pricing;
  const failOption = (failureCode: "missing_option" | "unexpected_option", message: string) => ({
    failure: {
      code: failureCode,
      field: "option" as const,
      path: ["option"] as ["option"],
      message,
    },
  });
  if (!options) {
    return code === undefined
      ? { code: null, cents: 0, lines: [] }
      : failOption("unexpected_option", `"${service.texts.name}" has no options to choose from`);
  }
  if (code === undefined) {
    const prompt = service.texts.steps.option?.prompt ?? "an option";
    return failOption("missing_option", `Choose ${prompt.toLowerCase()}`);
  }
  const row = prices && Object.hasOwn(prices, areaName) ? prices[areaName] : undefined;
  const priced = priceOption(options, row, areaName, code);
  if ("failure" in priced) return priced;
  return { code: priced.option.code, cents: priced.priceCents, lines: [priced.line] };
}

function priceQuantities(
  service: Service,
  areaName: string,
  requests: readonly QuantityRequest[],
):
  | { priced: QuantityRequest[]; cents: number; lines: ServiceQuoteLine[] }
  | { failure: ServiceQuoteFailure } {
  const offered = service.pricing.quantities ?? [];
  const priced: QuantityRequest[] = [];
  const lines: ServiceQuoteLine[] = [];
  let cents = 0;
  for (const [index, request] of requests.entries()) {
    const quantity = offered.find((candidate) => candidate.code === request.code);
    const failAt = (
      code: "unknown_quantity" | "duplicate_quantity",
      message: string,
    ): { failure: ServiceQuoteFailure } => ({
      failure: { code, field: "quantities", index, path: ["quantities", index], message },
    });
    const failValue = (
      code: "invalid_quantity" | "custom_quote_quantity",
      message: string,
    ): { failure: ServiceQuoteFailure } => ({
      failure: {
        code,
        field: "quantities",
        index,
        path: ["quantities", index, "quantity"],
        message,
      },
    });
    if (!quantity) {
      return failAt(
        "unknown_quantity",
        `"${request.code}" is not a quantity of "${service.texts.name}"`,
      );
    }
    if (priced.some((earlier) => earlier.code === request.code)) {
      return failAt("duplicate_quantity", `"${request.code}" is listed more than once`);
    }
    const problem = quantityProblem(quantity, request.quantity);
    if (problem) return failValue("invalid_quantity", problem);
    if (quantity.customQuoteAbove !== undefined && request.quantity > quantity.customQuoteAbove) {
      const threshold = formatQuantity(quantity.unit, quantity.customQuoteAbove);
      return failValue(
        "custom_quote_quantity",
        `Above ${threshold}, "${quantity.label}" has no instant price; request a custom quote`,
      );
    }
    const pricing = quantityPricingIn(quantity, areaName);
    const amount = quantityPriceCents(pricing, request.quantity);
    priced.push({ code: quantity.code, quantity: request.quantity });
    lines.push({
      kind: "quantity",
      label: quantityLineLabel(quantity, pricing, request.quantity),
      amount_cents: amount,
    });
    cents += amount;
  }
  const missing = offered.find((quantity) => !priced.some((given) => given.code === quantity.code));
  if (missing) {
    return {
      failure: {
        code: "missing_quantity",
        field: "quantities",
        path: ["quantities"],
        message: `"${missing.label}" is required`,
      },
    };
  }
  return { priced, cents, lines };
}

function findFrequency(
  service: Service,
  code: string | undefined,
): { chosen: ServiceFrequency | null } | { failure: ServiceQuoteFailure } {
  const { billing } = service;
  const failFrequency = (
    failureCode: "unknown_frequency" | "unexpected_frequency",
    message: string,
  ) => ({
    failure: {
      code: failureCode,
      field: "frequency" as const,
      path: ["frequency"] as ["frequency"],
      message,
    },
  });
  if (billing.type !== "per_visit") {
    return code === undefined
      ? { chosen: null }
      : failFrequency(
          "unexpected_frequency",
          `"${service.texts.name}" is not sold by the visit: it takes no frequency`,
        );
  }
  if (code === undefined) return { chosen: billing.frequencies[0]! };
  const chosen = billing.frequencies.find((candidate) => candidate.code === code);
  if (chosen) return { chosen };
  const offered = billing.frequencies
    .map((candidate) => FREQUENCY_LABELS[candidate.code])
    .join(", ");
  return failFrequency("unknown_frequency", `"${code}" is not a frequency we offer (${offered})`);
}

function tooLarge(field: "addons" | "quantities"): ServiceQuoteFailure {
  const message = `would ${TOTAL_TOO_LARGE}`;
  return field === "addons"
    ? { code: "total_too_large", field, path: ["addons"], message }
    : { code: "total_too_large", field, path: ["quantities"], message };
}

function fail(failure: ServiceQuoteFailure): ServiceQuoteResult {
  return { ok: false, failure };
}

import type { ConvenienceFee } from "@/shared/convenience-fee";
import { formatCents, MAX_CHARGE_CENTS, TOTAL_TOO_LARGE } from "@/shared/money";
import type { Offering, OfferingAddon, OfferingOption } from "@/shared/offering";
import { type ChargeRates, chargesOn, earlyBirdLines } from "./quote-charges";

/** The part of an offering that prices a quote. */
export type OfferingPricing = Pick<
  Offering,
  "options" | "areas" | "addons" | "discounts" | "fees" | "tax"
>;

/** An add-on as asked for: `quantity` only for per-unit add-ons, where it is required. */
export type AddonRequest = { code: string; quantity?: number | undefined };

export type OfferingQuoteLine = {
  kind: "service" | "early_bird_discount" | "addon" | "minimum_charge" | "fee" | "tax";
  label: string;
  /** Negative only for the early-bird discount. */
  amount_cents: number;
};

export type OfferingQuote = {
  area: string;
  option: string;
  /** The add-ons priced, in the order asked; a flat add-on has quantity 1. */
  addons: { code: string; quantity: number }[];
  breakdown: {
    base_price_cents: number;
    early_bird_discount_cents: number;
    addon_price_cents: number;
    /** What the area's minimum charge added (0 when the quote reached it). */
    minimum_charge_cents: number;
  };
  /** Every amount the customer pays, in display order; they add up to `grand_total_cents`. */
  lines: OfferingQuoteLine[];
  subtotal_cents: number;
  /** The convenience fee the customer pays: 0 when the business absorbs it. */
  fee_cents: number;
  /** Quotewise's fee, the application fee's base: the same whoever pays it (quote-charges.ts). */
  platform_fee_cents: number;
  tax_cents: number;
  /** Subtotal + fee, before tax. */
  total_cents: number;
  /** Subtotal + fee + tax: the amount charged. */
  grand_total_cents: number;
};

/** Why no price: the code, the input field (`path` is its JSON path) and a message for people. */
export type OfferingQuoteFailure =
  | { code: "unknown_area"; field: "area"; path: ["area"]; message: string }
  | {
      code: "unknown_option" | "custom_quote_option" | "option_not_in_area";
      field: "option";
      path: ["option"];
      message: string;
    }
  | {
      code: "unknown_addon" | "duplicate_addon";
      field: "addons";
      index: number;
      path: ["addons", number];
      message: string;
    }
  | { code: "total_too_large"; field: "addons"; path: ["addons"]; message: string }
  | {
      code: "missing_quantity" | "invalid_quantity" | "unexpected_quantity";
      field: "addons";
      index: number;
      path: ["addons", number, "quantity"];
      message: string;
    };

export type OfferingQuoteResult =
  | { ok: true; quote: OfferingQuote }
  | { ok: false; failure: OfferingQuoteFailure };

type PricedAddon = { addon: OfferingAddon; quantity: number; amountCents: number; label: string };

/**
 * Prices a quote for an offering:
 * - base = the area's price for the option; early-bird discount = min(amount, base) when active;
 * - a flat add-on adds its price; a per-unit add-on adds max(unit price x quantity, its minimum),
 *   the quantity a whole number within [minQuantity, maxQuantity];
 * - when the area has a minimum charge, a separate line raises base - discount + add-ons to it;
 * - a grand total above MAX_CHARGE_CENTS is refused against the add-ons (what makes it grow);
 * - subtotal = base - discount + add-ons + minimum-charge line;
 *   fee = round(subtotal x fee rate) + fixed fee; tax = round(subtotal x tax rate);
 *   total = subtotal + fee; grand total = total + tax (round: half away from zero, to the cent);
 *   when the business absorbs the fee, the customer's fee is 0 and its line is left out.
 * Inputs are taken as received so that each bad value is reported against its field; the first
 * problem found (area, then option, then add-ons in order) is the one reported.
 */
export function priceOffering(options: {
  offering: OfferingPricing;
  area: string;
  option: string;
  addons: readonly AddonRequest[];
  earlyBirdActive: boolean;
  /** Absent: the customer pays the fee. */
  convenienceFee?: ConvenienceFee | undefined;
}): OfferingQuoteResult {
  const { offering } = options;

  const area = findArea(offering.areas, options.area);
  if ("failure" in area) return fail(area.failure);
  const option = priceOption(offering.options, area.prices, area.name, options.option);
  if ("failure" in option) return fail(option.failure);
  const addons = priceAddons(offering.addons, options.addons);
  if ("failure" in addons) return fail(addons.failure);

  const basePriceCents = option.priceCents;
  const discountCents = earlyBirdDiscountCents(
    options.earlyBirdActive ? offering.discounts.earlyBird : undefined,
    basePriceCents,
  );
  const settled = settleQuote({
    lines: [option.line, ...earlyBirdLines(discountCents), ...addons.lines],
    minimumCents: area.minimumChargeCents,
    rates: offering,
    convenienceFee: options.convenienceFee,
  });
  if (!settled) return fail(TOTAL_TOO_LARGE_FAILURE);

  return {
    ok: true,
    quote: {
      area: area.name,
      option: option.option.code,
      addons: addons.priced,
      breakdown: {
        base_price_cents: basePriceCents,
        early_bird_discount_cents: discountCents,
        addon_price_cents: addons.cents,
        minimum_charge_cents: settled.minimumChargeCents,
      },
      ...settled.totals,
    },
  };
}

/*
 * The steps of a price, shared with the services' pricing (price-service.ts): each answers its
 * result or the failure naming the field.
 */

/** The area asked for, by name. */
export function findArea<Area extends { name: string }>(
  areas: readonly Area[],
  name: string,
): Area | { failure: OfferingQuoteFailure } {
  const area = areas.find((candidate) => candidate.name === name);
  if (area) return area;
  const served = areas.map((candidate) => candidate.name).join(", ");
  return {
    failure: {
      code: "unknown_area",
      field: "area",
      path: ["area"],
      message: `"${name}" is not an area we serve (${served})`,
    },
  };
}

/** The option asked for and its price in the area's row of the matrix, with its line. */
export function priceOption(
  options: readonly OfferingOption[],
  prices: Readonly<Record<string, number>> | undefined,
  areaName: string,
  code: string,
):
  | { option: OfferingOption; priceCents: number; line: OfferingQuoteLine }
  | { failure: OfferingQuoteFailure } {
  const option = options.find((candidate) => candidate.code === code);
  if (!option) return failOption("unknown_option", `"${code}" is not an option we offer`);
  if (option.customQuote) {
    return failOption(
      "custom_quote_option",
      `"${option.label}" has no instant price; request a custom quote`,
    );
  }
  // Own properties only: a code such as "constructor" must not find Object.prototype's.
  const priceCents = prices && Object.hasOwn(prices, option.code) ? prices[option.code] : undefined;
  if (priceCents === undefined) {
    return failOption("option_not_in_area", `"${option.label}" is not offered in ${areaName}`);
  }
  const label = `${option.label} (${areaName})`;
  return { option, priceCents, line: { kind: "service", label, amount_cents: priceCents } };
}

/** The add-ons asked for, in order, each priced once, with their lines. */
export function priceAddons(
  offered: readonly OfferingAddon[],
  requests: readonly AddonRequest[],
):
  | { priced: { code: string; quantity: number }[]; cents: number; lines: OfferingQuoteLine[] }
  | { failure: OfferingQuoteFailure } {
  const addons: PricedAddon[] = [];
  for (const [index, request] of requests.entries()) {
    const priced = priceAddon(offered, request, index, addons);
    if ("failure" in priced) return priced;
    addons.push(priced);
  }
  return {
    priced: addons.map(({ addon, quantity }) => ({ code: addon.code, quantity })),
    cents: addons.reduce((sum, addon) => sum + addon.amountCents, 0),
    lines: addons.map((addon) => ({
      kind: "addon",
      label: addon.label,
      amount_cents: addon.amountCents,
    })),
  };
}

/** The early-bird discount while it is on: its amount, never more than the price it is off. */
export function earlyBirdDiscountCents(
  earlyBird: { amountCents: number } | undefined,
  priceCents: number,
): number {
  return earlyBird ? Math.min(earlyBird.amountCents, priceCents) : 0;
}

/**
 * A quote's end: the lines so far, raised to the minimum charge by a line of its own, then the
 * fee and the tax, and the totals; null when the grand total would pass MAX_CHARGE_CENTS.
 */
export function settleQuote<
  Line extends { kind: string; label: string; amount_cents: number },
>(options: {
  lines: readonly Line[];
  minimumCents: number | undefined;
  rates: ChargeRates;
  convenienceFee: ConvenienceFee | undefined;
}) {
  const beforeMinimumCents = options.lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const minimumChargeCents = Math.max((options.minimumCents ?? 0) - beforeMinimumCents, 0);
  const subtotalCents = beforeMinimumCents + minimumChargeCents;
  // Checked before the rates apply, so that no product with a rate leaves the safe integers.
  if (subtotalCents > MAX_CHARGE_CENTS) return null;
  const charges = chargesOn(subtotalCents, options.rates, options.convenienceFee);
  const { feeCents, taxCents } = charges;
  if (subtotalCents + feeCents + taxCents > MAX_CHARGE_CENTS) return null;

  const lines: (Line | OfferingQuoteLine)[] = [...options.lines];
  if (minimumChargeCents > 0) {
    lines.push({
      kind: "minimum_charge",
      label: `Adjustment to the ${formatCents(options.minimumCents ?? 0)} minimum`,
      amount_cents: minimumChargeCents,
    });
  }
  lines.push(...charges.lines);
  return {
    minimumChargeCents,
    totals: {
      lines,
      subtotal_cents: subtotalCents,
      fee_cents: feeCents,
      platform_fee_cents: charges.platformFeeCents,
      tax_cents: taxCents,
      total_cents: subtotalCents + feeCents,
      grand_total_cents: subtotalCents + feeCents + taxCents,
    },
  };
}

const TOTAL_TOO_LARGE_FAILURE: OfferingQuoteFailure = {
  code: "total_too_large",
  field: "addons",
  path: ["addons"],
  message: `would ${TOTAL_TOO_LARGE}`,
};

/**
 * A per-unit add-on's price: max(unit price x quantity, its minimum). The quantity is not
 * checked here; priceOffering refuses one outside the add-on's bounds.
 */
export function getPerUnitAddonCents(
  pricing: { unitPriceCents: number; minimumCents?: number | undefined },
  quantity: number,
): number {
  return Math.max(pricing.unitPriceCents * quantity, pricing.minimumCents ?? 0);
}

function priceAddon(
  offered: readonly OfferingAddon[],
  request: AddonRequest,
  index: number,
  earlier: readonly PricedAddon[],
): PricedAddon | { failure: OfferingQuoteFailure } {
  const addon = offered.find((candidate) => candidate.code === request.code);
  if (!addon) {
    return failAddon("unknown_addon", index, `"${request.code}" is not an add-on we offer`);
  }
  if (earlier.some((priced) => priced.addon === addon)) {
    return failAddon("duplicate_addon", index, `"${request.code}" is listed more than once`);
  }

  const { pricing } = addon;
  const { quantity } = request;
  if (pricing.type === "flat") {
    if (quantity !== undefined) {
      return failQuantity(
        "unexpected_quantity",
        index,
        `"${addon.label}" is a flat-price add-on and takes no quantity`,
      );
    }
    return { addon, quantity: 1, amountCents: pricing.priceCents, label: addon.label };
  }

  if (quantity === undefined) {
    return failQuantity("missing_quantity", index, `"${addon.label}" needs a quantity`);
  }
  const { minQuantity, maxQuantity } = pricing;
  if (!Number.isInteger(quantity) || quantity < minQuantity || quantity > maxQuantity) {
    return failQuantity(
      "invalid_quantity",
      index,
      `The quantity of "${addon.label}" must be a whole number from ${minQuantity} to ${maxQuantity}`,
    );
  }
  const amountCents = getPerUnitAddonCents(pricing, quantity);
  const minimumApplies = amountCents > pricing.unitPriceCents * quantity;
  const detail = `${quantity} x ${formatCents(pricing.unitPriceCents)}${
    minimumApplies ? `, ${formatCents(amountCents)} minimum` : ""
  }`;
  return { addon, quantity, amountCents, label: `${addon.label} (${detail})` };
}

function fail(failure: OfferingQuoteFailure): OfferingQuoteResult {
  return { ok: false, failure };
}

function failOption(
  code: "unknown_option" | "custom_quote_option" | "option_not_in_area",
  message: string,
): { failure: OfferingQuoteFailure } {
  return { failure: { code, field: "option", path: ["option"], message } };
}

function failAddon(
  code: "unknown_addon" | "duplicate_addon",
  index: number,
  message: string,
): { failure: OfferingQuoteFailure } {
  return { failure: { code, field: "addons", index, path: ["addons", index], message } };
}

function failQuantity(
  code: "missing_quantity" | "invalid_quantity" | "unexpected_quantity",
  index: number,
  message: string,
): { failure: OfferingQuoteFailure } {
  return {
    failure: { code, field: "addons", index, path: ["addons", index, "quantity"], message },
  };
}

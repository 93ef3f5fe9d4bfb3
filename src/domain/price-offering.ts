import { formatCents } from "@/shared/money";
import type { Offering, OfferingAddon } from "@/shared/offering";
import { type ConvenienceFee, chargesOn, earlyBirdLines } from "./quote-charges";

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

  const area = offering.areas.find((candidate) => candidate.name === options.area);
  if (!area) {
    const served = offering.areas.map((candidate) => candidate.name).join(", ");
    return fail({
      code: "unknown_area",
      field: "area",
      path: ["area"],
      message: `"${options.area}" is not an area we serve (${served})`,
    });
  }

  const option = offering.options.find((candidate) => candidate.code === options.option);
  if (!option) {
    return failOption("unknown_option", `"${options.option}" is not an option we offer`);
  }
  if (option.customQuote) {
    return failOption(
      "custom_quote_option",
      `"${option.label}" has no instant price; request a custom quote`,
    );
  }
  // Own properties only: a code such as "constructor" must not find Object.prototype's.
  const basePriceCents = Object.hasOwn(area.prices, option.code)
    ? area.prices[option.code]
    : undefined;
  if (basePriceCents === undefined) {
    return failOption("option_not_in_area", `"${option.label}" is not offered in ${area.name}`);
  }

  const addons: PricedAddon[] = [];
  for (const [index, request] of options.addons.entries()) {
    const priced = priceAddon(offering, request, index, addons);
    if ("failure" in priced) return fail(priced.failure);
    addons.push(priced);
  }

  const earlyBird = offering.discounts.earlyBird;
  const discountCents =
    options.earlyBirdActive && earlyBird ? Math.min(earlyBird.amountCents, basePriceCents) : 0;
  const addonPriceCents = addons.reduce((sum, addon) => sum + addon.amountCents, 0);
  const beforeMinimumCents = basePriceCents - discountCents + addonPriceCents;
  const minimumChargeCents = Math.max((area.minimumChargeCents ?? 0) - beforeMinimumCents, 0);
  const subtotalCents = beforeMinimumCents + minimumChargeCents;
  const charges = chargesOn(subtotalCents, offering, options.convenienceFee);
  const { feeCents, taxCents } = charges;

  const lines: OfferingQuoteLine[] = [
    { kind: "service", label: `${option.label} (${area.name})`, amount_cents: basePriceCents },
  ];
  lines.push(...earlyBirdLines(discountCents));
  for (const addon of addons) {
    lines.push({ kind: "addon", label: addon.label, amount_cents: addon.amountCents });
  }
  if (minimumChargeCents > 0) {
    lines.push({
      kind: "minimum_charge",
      label: `Adjustment to the ${formatCents(area.minimumChargeCents ?? 0)} minimum`,
      amount_cents: minimumChargeCents,
    });
  }
  lines.push(...charges.lines);

  return {
    ok: true,
    quote: {
      area: area.name,
      option: option.code,
      addons: addons.map(({ addon, quantity }) => ({ code: addon.code, quantity })),
      breakdown: {
        base_price_cents: basePriceCents,
        early_bird_discount_cents: discountCents,
        addon_price_cents: addonPriceCents,
        minimum_charge_cents: minimumChargeCents,
      },
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
  offering: OfferingPricing,
  request: AddonRequest,
  index: number,
  earlier: readonly PricedAddon[],
): PricedAddon | { failure: OfferingQuoteFailure } {
  const addon = offering.addons.find((candidate) => candidate.code === request.code);
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
): OfferingQuoteResult {
  return fail({ code, field: "option", path: ["option"], message });
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

import { chargesOn, earlyBirdLines } from "./quote-charges";

export const DRIVEWAY_SIZES = ["TWO_CAR", "FOUR_CAR", "SIX_CAR", "CUSTOM"] as const;
export type DrivewaySize = (typeof DRIVEWAY_SIZES)[number];

/** Sizes with a price in the area matrix; CUSTOM is quoted by hand. */
export const PRICED_DRIVEWAY_SIZES = ["TWO_CAR", "FOUR_CAR", "SIX_CAR"] as const;
export type PricedDrivewaySize = (typeof PRICED_DRIVEWAY_SIZES)[number];

/** The part of a business configuration that prices a quote. */
export type QuotePricing = {
  drivewaySizes: readonly { code: DrivewaySize; label: string }[];
  addons: readonly { code: string; label: string; priceCents: number }[];
  areas: readonly { name: string; prices: Readonly<Partial<Record<DrivewaySize, number>>> }[];
  earlyBird: { discountCents: number };
  fees: { rateBasisPoints: number; fixedCents: number };
  tax: { rateBasisPoints: number };
};

export type QuoteLine = {
  kind: "service" | "early_bird_discount" | "addon" | "fee" | "tax";
  label: string;
  /** Negative only for the early-bird discount. */
  amount_cents: number;
};

export type Quote = {
  town: string;
  drivewaySize: PricedDrivewaySize;
  addons: string[];
  breakdown: {
    base_price_cents: number;
    early_bird_discount_cents: number;
    addon_price_cents: number;
  };
  /** Every amount the customer pays, in display order; they add up to `grand_total_cents`. */
  lines: QuoteLine[];
  subtotal_cents: number;
  fee_cents: number;
  tax_cents: number;
  /** Subtotal + fee, before tax (`total_cents` in docs/product/pricing.md#the-rules). */
  total_cents: number;
  /** Subtotal + fee + tax: the amount charged. */
  grand_total_cents: number;
};

export type QuoteFailure =
  | { code: "unknown_town"; field: "town"; message: string }
  | { code: "unknown_driveway_size"; field: "drivewaySize"; message: string }
  | { code: "custom_driveway_size"; field: "drivewaySize"; message: string }
  | { code: "unknown_addon"; field: "addons"; index: number; message: string }
  | { code: "duplicate_addon"; field: "addons"; index: number; message: string };

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; failure: QuoteFailure };

/**
 * Prices a quote by the money rules: subtotal = base - early-bird discount + add-ons;
 * fee = round(subtotal x fee rate) + fixed fee; tax = round(subtotal x tax rate).
 * Inputs are taken as received so that each unknown value is reported against its field.
 */
export function calculateQuote(options: {
  pricing: QuotePricing;
  town: string;
  drivewaySize: string;
  addons: readonly string[];
  earlyBirdActive: boolean;
}): QuoteResult {
  const { pricing, town, drivewaySize } = options;

  const area = pricing.areas.find((candidate) => candidate.name === town);
  if (!area) {
    const served = pricing.areas.map((candidate) => candidate.name).join(", ");
    return fail({
      code: "unknown_town",
      field: "town",
      message: `"${town}" is not an area we serve (${served})`,
    });
  }

  const size = pricing.drivewaySizes.find((candidate) => candidate.code === drivewaySize);
  const sizeCode = size?.code;
  if (sizeCode === "CUSTOM") {
    return fail({
      code: "custom_driveway_size",
      field: "drivewaySize",
      message: "A custom layout has no instant price; request a custom quote",
    });
  }
  const basePriceCents = sizeCode ? area.prices[sizeCode] : undefined;
  if (!size || !sizeCode || basePriceCents === undefined) {
    return fail({
      code: "unknown_driveway_size",
      field: "drivewaySize",
      message: `"${drivewaySize}" is not a driveway size priced in ${area.name}`,
    });
  }

  const addons: QuotePricing["addons"][number][] = [];
  for (const [index, code] of options.addons.entries()) {
    const addon = pricing.addons.find((candidate) => candidate.code === code);
    if (!addon) {
      return fail({
        code: "unknown_addon",
        field: "addons",
        index,
        message: `"${code}" is not an add-on we offer`,
      });
    }
    if (addons.includes(addon)) {
      return fail({
        code: "duplicate_addon",
        field: "addons",
        index,
        message: `"${code}" is listed more than once`,
      });
    }
    addons.push(addon);
  }

  const discountCents = options.earlyBirdActive
    ? Math.min(pricing.earlyBird.discountCents, basePriceCents)
    : 0;
  const addonPriceCents = addons.reduce((sum, addon) => sum + addon.priceCents, 0);
  const subtotalCents = basePriceCents - discountCents + addonPriceCents;
  const charges = chargesOn(subtotalCents, pricing);
  const { feeCents, taxCents } = charges;

  const lines: QuoteLine[] = [
    { kind: "service", label: `${size.label} (${area.name})`, amount_cents: basePriceCents },
  ];
  lines.push(...earlyBirdLines(discountCents));
  for (const addon of addons) {
    lines.push({ kind: "addon", label: addon.label, amount_cents: addon.priceCents });
  }
  lines.push(...charges.lines);

  return {
    ok: true,
    quote: {
      town: area.name,
      drivewaySize: sizeCode,
      addons: addons.map((addon) => addon.code),
      breakdown: {
        base_price_cents: basePriceCents,
        early_bird_discount_cents: discountCents,
        addon_price_cents: addonPriceCents,
      },
      lines,
      subtotal_cents: subtotalCents,
      fee_cents: feeCents,
      tax_cents: taxCents,
      total_cents: subtotalCents + feeCents,
      grand_total_cents: subtotalCents + feeCents + taxCents,
    },
  };
}

function fail(failure: QuoteFailure): QuoteResult {
  return { ok: false, failure };
}

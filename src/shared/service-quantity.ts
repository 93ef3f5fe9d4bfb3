import { z } from "zod";
import { expected, lowerCaseCode, nonNegativeCents, text } from "./config-fields";
import { formatCents } from "./money";
import { amountCents, MAX_AMOUNT_CENTS, type ReportIssue } from "./offering";
import { formatQuantity, QUANTITY_UNIT_CODES } from "./quantity-units";

/**
 * A quantity the customer gives for a service (docs/product/pricing.md#quantities): how many
 * square feet, systems, windows... with its bounds, its step and its price: per unit, by bands,
 * or per unit with volume tiers. Part of the services' offering (offering-services.ts).
 */

const UNIT_CODES = QUANTITY_UNIT_CODES;

/**
 * The largest quantity a customer may give (a lot of 20 acres is 871,200 sq ft). With prices of
 * at most $100,000.00 a unit, every quantity's price stays an exact safe integer.
 */
export const MAX_QUANTITY = 1_000_000;
export const MAX_QUANTITIES_PER_SERVICE = 5;
export const MAX_PRICE_STEPS = 20;

const count = z
  .int(expected("must be a whole number"))
  .min(0, "must not be negative")
  .max(MAX_QUANTITY, `must be at most ${MAX_QUANTITY.toLocaleString("en-US")}`);
const positiveCount = count.min(1, "must be at least 1");

const perUnit = z.strictObject({ type: z.literal("per_unit"), unitPriceCents: amountCents });

/** "Up to 1,500 sq ft: $129; up to 2,500: $159; each 500 over: $20." */
const bands = z.strictObject({
  type: z.literal("bands"),
  bands: z
    .array(z.strictObject({ upTo: count, priceCents: amountCents }))
    .min(1, "must have at least one band")
    .max(MAX_PRICE_STEPS, `must have at most ${MAX_PRICE_STEPS} bands`),
  /** Above the last band: this price for each `each` units, a part counting as a whole. */
  over: z.strictObject({ each: positiveCount, priceCents: amountCents }).optional(),
});

/**
 * Per unit, cheaper in volume: "the first 10 at $8, the next 20 at $6, every one after at $5".
 * Each unit is priced by the tier it falls in, so one more unit never costs less in total.
 */
const tiers = z.strictObject({
  type: z.literal("tiers"),
  tiers: z
    .array(
      z.strictObject({
        /** The last unit of this tier; left out on the last tier, which has no end. */
        upTo: positiveCount.optional(),
        /** 0 is allowed: "the first bathroom is included". */
        unitPriceCents: nonNegativeCents.max(MAX_AMOUNT_CENTS, "must be at most $100,000.00"),
      }),
    )
    .min(1, "must have at least one tier")
    .max(MAX_PRICE_STEPS, `must have at most ${MAX_PRICE_STEPS} tiers`),
});

export const quantityPricingSchema = z.discriminatedUnion(
  "type",
  [perUnit, bands, tiers],
  expected('must be "per_unit", "bands" or "tiers"'),
);
export type QuantityPricing = z.infer<typeof quantityPricingSchema>;

export const serviceQuantitySchema = z
  .strictObject({
    code: lowerCaseCode,
    /** What the customer is asked: "Home size", "Systems", "Bathrooms". */
    label: text,
    unit: z.enum(UNIT_CODES, expected(`must be one of ${UNIT_CODES.join(", ")}`)),
    min: count,
    max: positiveCount,
    /** The quantity goes up by this much (100 sq ft); 1 when left out. */
    step: positiveCount.optional(),
    /** Above this quantity there is no instant price: the customer asks for a custom quote. */
    customQuoteAbove: count.optional(),
    pricing: quantityPricingSchema,
    /** Area name -> the pricing there, for the areas priced differently. */
    pricingByArea: z
      .record(z.string(), quantityPricingSchema, expected("must be an object of area -> pricing"))
      .optional(),
  })
  .superRefine((quantity, context) => {
    const report: ReportIssue = (path, message) =>
      context.addIssue({ code: "custom", path, message });
    // Refinements also run after a value out of range: a step below 1 is reported alone.
    const step = quantity.step ?? 1;
    if (step < 1) return;
    const unit = (value: number) => formatQuantity(quantity.unit, value);
    if (quantity.max < quantity.min) {
      report(["max"], `must not be less than the least quantity (${unit(quantity.min)})`);
      return;
    }
    if ((quantity.max - quantity.min) % step !== 0) {
      report(
        ["max"],
        `must be reached in steps of ${step} from ${unit(quantity.min)} (such as ${unit(quantity.min + Math.floor((quantity.max - quantity.min) / step) * step)})`,
      );
    }
    const { customQuoteAbove } = quantity;
    if (
      customQuoteAbove !== undefined &&
      (customQuoteAbove < quantity.min || customQuoteAbove >= quantity.max)
    ) {
      report(
        ["customQuoteAbove"],
        `must be from the least quantity (${unit(quantity.min)}) to less than the most (${unit(quantity.max)})`,
      );
      return;
    }
    const bounds = { min: quantity.min, max: customQuoteAbove ?? quantity.max, unit };
    checkQuantityPricing(quantity.pricing, bounds, report, ["pricing"]);
    for (const [area, pricing] of Object.entries(quantity.pricingByArea ?? {})) {
      checkQuantityPricing(pricing, bounds, report, ["pricingByArea", area]);
    }
  });
export type ServiceQuantity = z.infer<typeof serviceQuantitySchema>;

/**
 * Bands and tiers must be in order, each one reachable, and together price every quantity from
 * `min` to `max` (the most priced instantly); a band must not cost less than the one before.
 */
function checkQuantityPricing(
  pricing: QuantityPricing,
  bounds: { min: number; max: number; unit: (value: number) => string },
  report: ReportIssue,
  at: (string | number)[],
): void {
  const { min, max, unit } = bounds;
  if (pricing.type === "per_unit") return;
  const steps = pricing.type === "bands" ? pricing.bands : pricing.tiers;
  const noun = pricing.type === "bands" ? "band" : "tier";
  const covers = (upTo: number | undefined) => upTo === undefined || upTo >= max;
  steps.forEach((current, index) => {
    const path = [...at, `${noun}s`, index];
    const before = steps[index - 1];
    if (pricing.type === "tiers" && current.upTo === undefined && index < steps.length - 1) {
      report([...path, "upTo"], `is required on every ${noun} but the last`);
      return;
    }
    if (before === undefined) {
      if (pricing.type === "bands" && current.upTo !== undefined && current.upTo < min) {
        report(
          [...path, "upTo"],
          `is below the least quantity (${unit(min)}): no customer could choose a quantity in this ${noun}`,
        );
      }
      return;
    }
    // A tier before without an end is reported on its own.
    if (before.upTo === undefined) return;
    if (before.upTo >= max) {
      report(
        path,
        `is never used: the ${noun}s before it already reach the most a customer may choose (${unit(max)})`,
      );
    } else if (current.upTo !== undefined && current.upTo <= before.upTo) {
      report([...path, "upTo"], `must be more than the ${noun} before (${unit(before.upTo)})`);
    }
    if (
      "priceCents" in current &&
      "priceCents" in before &&
      current.priceCents < before.priceCents
    ) {
      report(
        [...path, "priceCents"],
        `must not be less than the band before (${formatCents(before.priceCents)}): a larger quantity would cost less`,
      );
    }
  });
  const lastUpTo = steps.at(-1)?.upTo;
  const over = pricing.type === "bands" ? pricing.over : undefined;
  if (!covers(lastUpTo) && !over) {
    report(
      [...at, `${noun}s`],
      pricing.type === "bands"
        ? `must reach the most a customer may choose (${unit(max)}): add a band, or a price for each amount over the last band`
        : `must reach the most a customer may choose (${unit(max)}): leave out the last tier's upper bound to price every unit above`,
    );
  }
  if (over && covers(lastUpTo)) {
    report(
      [...at, "over"],
      `is never used: the bands already reach the most a customer may choose (${unit(max)})`,
    );
  }
}

import { z } from "zod";
import { expected } from "./config-fields";
import { FREQUENCIES, type Frequency } from "./frequency-names";
import { formatCents } from "./money";
import { MAX_AMOUNT_CENTS, type ReportIssue } from "./offering";

/**
 * How often a service billed per visit comes back (docs/product/pricing.md#frequencies), each
 * with a price adjustment and, optionally, a different first visit.
 */

/** -100% (free) to +1,000%, in basis points. */
export const MIN_ADJUSTMENT_BASIS_POINTS = -10_000;
export const MAX_ADJUSTMENT_BASIS_POINTS = 100_000;
const PERCENT_MESSAGE = `must be an integer from ${MIN_ADJUSTMENT_BASIS_POINTS} to ${MAX_ADJUSTMENT_BASIS_POINTS} (basis points: -1500 = 15% off)`;
const AMOUNT_MESSAGE = `must be an integer from -${MAX_AMOUNT_CENTS} to ${MAX_AMOUNT_CENTS} (cents: -1000 = $10.00 off)`;

/** A change to a visit's price: a percentage (in basis points) or an amount, each + or -. */
export const priceAdjustmentSchema = z.discriminatedUnion(
  "type",
  [
    z.strictObject({
      type: z.literal("percent"),
      basisPoints: z
        .int(expected(PERCENT_MESSAGE))
        .min(MIN_ADJUSTMENT_BASIS_POINTS, PERCENT_MESSAGE)
        .max(MAX_ADJUSTMENT_BASIS_POINTS, PERCENT_MESSAGE),
    }),
    z.strictObject({
      type: z.literal("amount"),
      cents: z
        .int(expected(AMOUNT_MESSAGE))
        .min(-MAX_AMOUNT_CENTS, AMOUNT_MESSAGE)
        .max(MAX_AMOUNT_CENTS, AMOUNT_MESSAGE),
    }),
  ],
  expected('must be "percent" or "amount"'),
);
export type PriceAdjustment = z.infer<typeof priceAdjustmentSchema>;

export const serviceFrequencySchema = z.strictObject({
  code: z.enum(FREQUENCIES, expected(`must be one of ${FREQUENCIES.join(", ")}`)),
  /** Applied to every visit (weekly: 15% off); none: the service's own price. */
  adjustment: priceAdjustmentSchema.optional(),
  /** Applied to the first visit instead of `adjustment` (an initial deep clean: +50%). */
  firstVisit: priceAdjustmentSchema.optional(),
});
export type ServiceFrequency = z.infer<typeof serviceFrequencySchema>;

export const serviceFrequenciesSchema = z
  .array(serviceFrequencySchema)
  .min(1, "must offer at least one frequency")
  .max(FREQUENCIES.length, `must offer at most ${FREQUENCIES.length} frequencies`);

/** Each frequency once; a one-time visit has no first visit apart from the others. */
export function checkFrequencies(
  frequencies: readonly ServiceFrequency[],
  report: ReportIssue,
  at: (string | number)[],
): void {
  frequencies.forEach((frequency, index) => {
    if (frequencies.findIndex((other) => other.code === frequency.code) < index) {
      report([...at, index, "code"], "is offered twice: offer each frequency once");
    }
    if (!isRecurring(frequency.code) && frequency.firstVisit) {
      report(
        [...at, index, "firstVisit"],
        "applies only to a recurring frequency: a one-time visit is its own first visit",
      );
    }
  });
}

export function isRecurring(frequency: Frequency): boolean {
  return frequency !== "one_time";
}

/**
 * Made once: `toLocaleString` with options builds a new formatter on every call, which cost a
 * price call with a frequency more than the rest of its pricing did.
 */
const percentNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** "15% off", "+50%", "$10.00 off", "+$20.00". */
export function formatAdjustment(adjustment: PriceAdjustment): string {
  const value = adjustment.type === "percent" ? adjustment.basisPoints : adjustment.cents;
  const magnitude =
    adjustment.type === "percent"
      ? `${percentNumber.format(Math.abs(value) / 100)}%`
      : formatCents(Math.abs(value));
  return value < 0 ? `${magnitude} off` : `+${magnitude}`;
}

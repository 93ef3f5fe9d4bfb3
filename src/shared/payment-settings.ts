import { z } from "zod";
import { CONVENIENCE_FEE_CHOICES, type ConvenienceFee } from "@/shared/convenience-fee";
import {
  type DepositRule,
  MAX_DEPOSIT_PERCENT,
  MIN_CHARGE_CENTS,
  MIN_DEPOSIT_PERCENT,
} from "@/shared/deposit-rule";
import { expected } from "./config-fields";
import { MAX_AMOUNT_CENTS } from "./offering";

/**
 * The business's payment settings (docs/product/settings.md#payments): the deposit its custom
 * quotes ask for by default (docs/product/payments.md#deposits). An offer may set its own.
 */
export const DEPOSIT_KINDS = ["none", "percent", "fixed"] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

const PERCENT_MESSAGE = `must be a whole percent from ${MIN_DEPOSIT_PERCENT} to ${MAX_DEPOSIT_PERCENT}`;
const FIXED_MESSAGE = `must be a whole number of cents from ${MIN_CHARGE_CENTS} ($0.50, Stripe's smallest charge) to ${MAX_AMOUNT_CENTS} ($100,000.00)`;

export const depositPercent = z
  .int(expected(PERCENT_MESSAGE))
  .min(MIN_DEPOSIT_PERCENT, PERCENT_MESSAGE)
  .max(MAX_DEPOSIT_PERCENT, PERCENT_MESSAGE);
export const depositAmountCents = z
  .int(expected(FIXED_MESSAGE))
  .min(MIN_CHARGE_CENTS, FIXED_MESSAGE)
  .max(MAX_AMOUNT_CENTS, FIXED_MESSAGE);

export const depositRuleSchema: z.ZodType<DepositRule> = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("none") }),
    z.strictObject({ kind: z.literal("percent"), percent: depositPercent }),
    z.strictObject({ kind: z.literal("fixed"), amountCents: depositAmountCents }),
  ],
  expected(`must be one of: ${DEPOSIT_KINDS.join(", ")}`),
);

export const NO_DEPOSIT: DepositRule = { kind: "none" };

/**
 * When a plan's later visit is charged (docs/product/plans.md#billing): when the business marks
 * it done, or on its day, done or not.
 */
export const PLAN_CHARGE_TIMES = ["when_done", "on_visit_day"] as const;
export type PlanChargeTime = (typeof PLAN_CHARGE_TIMES)[number];

export const paymentSettingsSchema = z.strictObject({
  /** What a custom quote's offer asks on accepting, unless the offer says otherwise. */
  deposit: depositRuleSchema.default(NO_DEPOSIT),
  /** Who pays Quotewise's fee; absent: the customer ("pass_on"), as before the choice. */
  convenienceFee: z
    .enum(
      CONVENIENCE_FEE_CHOICES,
      expected(`must be one of: ${CONVENIENCE_FEE_CHOICES.join(", ")}`),
    )
    .optional(),
  /** When plans' later visits are charged; absent: when each is marked done. */
  planCharges: z
    .enum(PLAN_CHARGE_TIMES, expected(`must be one of: ${PLAN_CHARGE_TIMES.join(", ")}`))
    .optional(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** A business's payment settings; a config from before deposits asks none. */
export function paymentSettingsOf(config: {
  payments?: PaymentSettings | undefined;
}): PaymentSettings {
  return config.payments ?? { deposit: NO_DEPOSIT };
}

/** Who pays Quotewise's fee for this business: its customers unless it chose to absorb it. */
export function convenienceFeeOf(config: {
  payments?: PaymentSettings | undefined;
}): ConvenienceFee {
  return config.payments?.convenienceFee ?? "pass_on";
}

/** When this business's plans' later visits are charged: when marked done unless it chose their day. */
export function planChargeTimeOf(config: {
  payments?: PaymentSettings | undefined;
}): PlanChargeTime {
  return config.payments?.planCharges ?? "when_done";
}

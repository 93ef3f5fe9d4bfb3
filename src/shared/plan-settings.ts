import { z } from "zod";
import { expected } from "./config-fields";

/** The notice a business gives its plans of a new price, unless its settings say otherwise. */
export const DEFAULT_PRICE_CHANGE_NOTICE_DAYS = 30;

/** The longest notice of a new price a business may give its plans: a year. */
export const MAX_PRICE_CHANGE_NOTICE_DAYS = 365;

const NOTICE_MESSAGE = `must be a whole number of days from 0 to ${MAX_PRICE_CHANGE_NOTICE_DAYS}`;

/**
 * The business's settings for its recurring plans (docs/product/settings.md#plans): how many days
 * a new price waits before it reaches existing plans (docs/product/plans.md#price-changes).
 */
export const planSettingsSchema = z.strictObject({
  priceChangeNoticeDays: z
    .int(expected(NOTICE_MESSAGE))
    .min(0, NOTICE_MESSAGE)
    .max(MAX_PRICE_CHANGE_NOTICE_DAYS, NOTICE_MESSAGE)
    .optional(),
});
export type PlanSettings = z.infer<typeof planSettingsSchema>;

/** How many days a new price waits before it reaches the business's plans: 30 unless it says. */
export function priceChangeNoticeDaysOf(config: { plans?: PlanSettings | undefined }): number {
  return config.plans?.priceChangeNoticeDays ?? DEFAULT_PRICE_CHANGE_NOTICE_DAYS;
}

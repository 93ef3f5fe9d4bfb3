import { z } from "zod";
import { expected } from "./config-fields";
import { textTemplate } from "./offering";

/**
 * The business's quote reminders (docs/product/quote-recovery.md#settings): one email to a
 * visitor who saw a price and did not pay, `delayMinutes` after the price, never in the quiet
 * hours (local "HH:MM" in the business's time zone), in the business's own words.
 */
export const REMINDER_PLACEHOLDERS = ["business", "service", "price", "address"] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];

export const MIN_REMINDER_DELAY_MINUTES = 15;
export const MAX_REMINDER_DELAY_MINUTES = 7 * 24 * 60;

const DELAY_MESSAGE = `must be a whole number of minutes from ${MIN_REMINDER_DELAY_MINUTES} to ${MAX_REMINDER_DELAY_MINUTES} (7 days)`;
const clockTime = z
  .string(expected('must be a time "HH:MM"'))
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time "HH:MM" (00:00 to 23:59)');
const reminderText = textTemplate(REMINDER_PLACEHOLDERS);

export const DEFAULT_RECOVERY = {
  enabled: true,
  delayMinutes: 180,
  quietHours: { start: "21:00", end: "08:00" },
  subject: "Your {service} quote from {business}",
  body: "Thanks for checking a price with us. Your quote for {service} at {address} was {price}.\n\nIt only takes a minute to book: open your quote below to see today's price and pay securely.",
} as const;

export const recoverySettingsSchema = z.strictObject({
  enabled: z.boolean(expected("must be true or false")).default(DEFAULT_RECOVERY.enabled),
  delayMinutes: z
    .int(expected(DELAY_MESSAGE))
    .min(MIN_REMINDER_DELAY_MINUTES, DELAY_MESSAGE)
    .max(MAX_REMINDER_DELAY_MINUTES, DELAY_MESSAGE)
    .default(DEFAULT_RECOVERY.delayMinutes),
  quietHours: z
    .strictObject({ start: clockTime, end: clockTime })
    .default({ ...DEFAULT_RECOVERY.quietHours }),
  subject: reminderText
    .pipe(z.string().max(150, "must be at most 150 characters"))
    .default(DEFAULT_RECOVERY.subject),
  body: reminderText
    .pipe(z.string().max(2000, "must be at most 2000 characters"))
    .default(DEFAULT_RECOVERY.body),
});

export type RecoverySettings = z.infer<typeof recoverySettingsSchema>;

/** A business's reminder settings; a config from before reminders has the defaults. */
export function recoverySettingsOf(config: { recovery?: RecoverySettings | undefined }) {
  return config.recovery ?? recoverySettingsSchema.parse({});
}

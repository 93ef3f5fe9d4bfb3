import { z } from "zod";
import { servicePriceResponseSchema } from "./quote-contract";

/** Quote recovery's public and dashboard API (docs/product/quote-recovery.md). */

/** The emailed link's token, from the quote page's fragment `#resume=`. */
export const resumeRequestSchema = z.strictObject({
  token: z.string().trim().min(1, "token is required").max(200),
});

/** The reminded visit, priced again now: the wizard opens at Review with it. */
export const resumeResponseSchema = z.object({
  visit: z.uuid(),
  address: z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    email: z.string(),
  }),
  /** The total the reminder quoted; the wizard says so when `price` differs. */
  emailedTotalCents: z.int(),
  price: servicePriceResponseSchema,
});
export type ResumeResponse = z.infer<typeof resumeResponseSchema>;

/** Reminders sent, links opened and orders paid after a reminder, per week (Monday first). */
export const reminderStatsResponseSchema = z.object({
  weeks: z.array(
    z.object({
      weekStart: z.iso.date(),
      sent: z.int(),
      resumed: z.int(),
      recovered: z.int(),
    }),
  ),
});
export type ReminderStatsResponse = z.infer<typeof reminderStatsResponseSchema>;

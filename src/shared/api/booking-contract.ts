import { z } from "zod";
import { servicePriceRequestSchema } from "./quote-contract";

/** The booking API (docs/product/booking.md#the-slots-call). */

export const MAX_SLOT_DAYS = 62;
export const DEFAULT_SLOT_DAYS = 14;

/** A price call's selection, and the days to look at: from `from` (default today), `days` of them. */
export const slotsRequestSchema = servicePriceRequestSchema.extend({
  from: z.iso.date('must be a date "YYYY-MM-DD"').optional(),
  days: z
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(MAX_SLOT_DAYS, `must be at most ${MAX_SLOT_DAYS}`)
    .optional(),
});
export type SlotsRequest = z.input<typeof slotsRequestSchema>;

/** Times are ISO 8601 with the business's offset in force: "2026-03-09T08:00:00-04:00". */
export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  recommended: z.boolean(),
  /** The arrival window promised, when the business offers windows. */
  window: z.object({ start: z.string(), end: z.string() }).optional(),
});

/** Ordered by day, best first within each day; empty for a selection that books no slot. */
export const slotsResponseSchema = z.object({
  timezone: z.string(),
  slots: z.array(slotSchema),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

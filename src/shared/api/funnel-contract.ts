import { z } from "zod";
import { daysBetween } from "@/domain/funnel";
import { mapSettingsSchema } from "./admin-contract";

/** The longest range the funnel answers at once, in days. */
export const FUNNEL_MAX_DAYS = 366;

/**
 * GET /api/admin/funnel (docs/product/dashboard.md#funnel): business days, both included;
 * `to` defaults to today and `from` to 29 days before `to`.
 */
export const funnelQuerySchema = z
  .strictObject({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    granularity: z.enum(["day", "week"]).default("day"),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to) {
      context.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
    } else if (daysBetween(query.from, query.to) > FUNNEL_MAX_DAYS) {
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: `The range is at most ${FUNNEL_MAX_DAYS} days: move from or to`,
      });
    }
  });
export type FunnelQuery = z.input<typeof funnelQuerySchema>;

const count = z.number().int().nonnegative();
export const funnelCountsSchema = z.object({
  checks: count,
  inArea: count,
  priced: count,
  checkoutStarted: count,
  paid: count,
  /** The totals (before tax) of the visits' paid orders, test-mode and demo orders left out. */
  revenueCents: count,
});

export const funnelResponseSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  granularity: z.enum(["day", "week"]),
  timezone: z.string(),
  totals: funnelCountsSchema,
  /** Every day or week of the range in order, empty ones as zeros. */
  periods: z.array(
    z.object({ start: z.iso.date(), end: z.iso.date(), counts: funnelCountsSchema }),
  ),
  /** '' when the visit did not say (visits from before channels were recorded). */
  channels: z.array(z.object({ channel: z.string(), counts: funnelCountsSchema })),
  /** The sources with the most checks first; '' for a visit with none (typed or bookmarked). */
  sources: z.array(z.object({ source: z.string(), counts: funnelCountsSchema })),
  /** Whether sources beyond the ones listed had visits in the range. */
  moreSources: z.boolean(),
  /** Checks from outside every area by ZIP code, most first, placed at the ZIP's centre. */
  outOfArea: z.array(
    z.object({
      zipCode: z.string(),
      checks: count,
      place: z
        .object({ city: z.string(), state: z.string(), lat: z.number(), lng: z.number() })
        .nullable(),
    }),
  ),
  moreZipCodes: z.boolean(),
  /** The tiles the out-of-area map draws on. */
  map: mapSettingsSchema,
});
export type FunnelResponse = z.infer<typeof funnelResponseSchema>;

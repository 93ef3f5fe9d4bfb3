import { z } from "zod";
import { daysBetween, FUNNEL_STEPS } from "@/shared/funnel";
import { mapSettingsSchema } from "./admin-contract";

/** The longest range the funnel answers at once, in days. */
export const FUNNEL_MAX_DAYS = 366;

/**
 * Why a range of business days may not be asked at once, or undefined: `to` before `from`, or
 * more than FUNNEL_MAX_DAYS days.
 */
export function funnelRangeProblem(from: string, to: string): string | undefined {
  if (from > to) return "to must not be before from";
  if (daysBetween(from, to) > FUNNEL_MAX_DAYS) {
    return `The range is at most ${FUNNEL_MAX_DAYS} days: move from or to`;
  }
  return undefined;
}

/**
 * GET /api/admin/funnel (docs/product/dashboard.md#funnel): business days, both included;
 * `to` defaults to today and `from` to 29 days before `to`. The range is checked here when both
 * are given, and by the server once it has filled in the one left out.
 */
/** A business day the funnel may be asked about: years 2000 to 2999 (its weeks stay in 4 digits). */
const funnelDay = z.iso
  .date("must be a date like 2025-10-01")
  .refine(
    (day) => day >= "2000-01-01" && day <= "2999-12-31",
    "must be a date from 2000-01-01 to 2999-12-31",
  );

export const funnelQuerySchema = z
  .strictObject({
    from: funnelDay.optional(),
    to: funnelDay.optional(),
    granularity: z.enum(["day", "week"]).default("day"),
    /** Only the visits checked for this service (decision 047). */
    service: z.string().max(100, "must be a service's code").optional(),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const problem = funnelRangeProblem(query.from, query.to);
    if (problem) context.addIssue({ code: "custom", path: ["to"], message: problem });
  });
export type FunnelQuery = z.input<typeof funnelQuerySchema>;

const count = z.number().int().nonnegative();
export const funnelCountsSchema = z.object({
  checks: count,
  inArea: count,
  priced: count,
  /** Visits whose checkout held a time (docs/product/booking.md). */
  timeChosen: count,
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
  /** The steps the business's funnel shows, in order: "timeChosen" only where times are booked. */
  steps: z.array(z.enum(FUNNEL_STEPS)),
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
  /**
   * The services the funnel can be filtered by, listed only for a business selling more than
   * one; `service` is the one the figures are for (the out-of-area demand is every service's).
   */
  services: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
  service: z.string().optional(),
  /** The tiles the out-of-area map draws on. */
  map: mapSettingsSchema,
});
export type FunnelResponse = z.infer<typeof funnelResponseSchema>;

import { z } from "zod";

/**
 * The owner's view of the business's recurring plans (docs/product/plans.md#the-owners-view):
 * the list, one plan's visits, the CSV export and the dashboard's plan stats. Times are ISO 8601
 * with the business's offset in force.
 */

export const PLAN_STATUS_FILTERS = ["active", "paused", "cancelled"] as const;
export type PlanStatus = (typeof PLAN_STATUS_FILTERS)[number];

/** `GET /api/admin/plans` and `/api/admin/plans/export`: every plan, or those of one status. */
export const adminPlansQuerySchema = z.strictObject({
  status: z.enum(PLAN_STATUS_FILTERS, { error: "must be active, paused or cancelled" }).optional(),
});
export type AdminPlansQuery = z.infer<typeof adminPlansQuerySchema>;

export const adminPlanParamsSchema = z.object({ planId: z.uuid("is not a plan id") });

const visitChargeStatus = z.enum(["charging", "processing", "paid", "failed"]);

/** A try to charge a plan's visit to the saved card, as it last stands. */
export const adminVisitChargeSchema = z.object({
  status: visitChargeStatus,
  attempt: z.number().int(),
  amountCents: z.number().int(),
  /** When it last changed: its last try. */
  at: z.string(),
  /** Why the last try failed, in the card network's words; null otherwise. */
  failure: z.string().nullable(),
  /** When a failed charge is tried again; null when it is not. */
  retryAt: z.string().nullable(),
});
export type AdminVisitCharge = z.infer<typeof adminVisitChargeSchema>;

/**
 * The plan's next charge: `done`, when its next visit is marked done; `visit_day`, on that visit's
 * start (the business's setting, docs/product/settings.md#payments); `retry`, a failed charge
 * tried again. None for a plan cancelled, paused for its card, or with no visit booked.
 */
export const adminNextChargeSchema = z.object({
  on: z.enum(["done", "visit_day", "retry"]),
  at: z.string(),
  amountCents: z.number().int(),
});

export const adminPlanSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  status: z.enum(PLAN_STATUS_FILTERS),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  customer: z.object({
    name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  /** "12 Oak St, Springfield, IL 62701". */
  address: z.string(),
  area: z.string(),
  /** The service's name, as the settings name it now. */
  service: z.string(),
  frequency: z.string(),
  frequencyLabel: z.string(),
  /** What each later visit costs now, fee and tax included. */
  visitPriceCents: z.number().int(),
  /** A price change waiting for its notice: the new price per visit, from that instant on. */
  nextPrice: z.object({ cents: z.number().int(), from: z.string() }).nullable(),
  /** When a plan its customer paused starts again; null for any other plan. */
  resumesAt: z.string().nullable(),
  /** The plan's monthly figure in monthly recurring revenue (docs/product/dashboard.md#plan-stats). */
  monthlyCents: z.number().int(),
  /** The first booked visit from the start of today that is not done, the first visit included. */
  nextVisit: z
    .object({ id: z.uuid(), start: z.string(), crew: z.string(), crewName: z.string() })
    .nullable(),
  nextCharge: adminNextChargeSchema.nullable(),
  /** The charge tried last. */
  lastCharge: adminVisitChargeSchema.nullable(),
  skippedVisits: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminPlansResponseSchema = z.object({
  timezone: z.string(),
  /**
   * Plans paused for their card first (they need the owner), then active ones and those their
   * customers paused, by next visit, then cancelled ones.
   */
  plans: z.array(adminPlanSchema),
});
export type AdminPlansResponse = z.infer<typeof adminPlansResponseSchema>;

/**
 * A visit of the plan: `upcoming` (booked, not done), `done`, `paid` (its charge, or the first
 * visit paid at checkout), `payment_failed`, `charging`, `skipped`, `cancelled`, `no_show`.
 */
export const PLAN_VISIT_STATES = [
  "upcoming",
  "done",
  "charging",
  "paid",
  "payment_failed",
  "skipped",
  "cancelled",
  "no_show",
] as const;
export type PlanVisitState = (typeof PLAN_VISIT_STATES)[number];

export const adminPlanVisitSchema = z.object({
  id: z.uuid(),
  start: z.string(),
  crew: z.string(),
  crewName: z.string(),
  state: z.enum(PLAN_VISIT_STATES),
  /** The first visit, paid with the order that bought the plan. */
  first: z.boolean(),
  doneAt: z.string().nullable(),
  charge: adminVisitChargeSchema.nullable(),
  /** The tips its customer paid for it, summed; 0 when none (customer-account.md#tips). */
  tipCents: z.number().int().nonnegative(),
});
export type AdminPlanVisit = z.infer<typeof adminPlanVisitSchema>;

export const adminPlanDetailSchema = z.object({
  timezone: z.string(),
  plan: adminPlanSchema,
  /** In time order, the first visit first. */
  visits: z.array(adminPlanVisitSchema),
});
export type AdminPlanDetail = z.infer<typeof adminPlanDetailSchema>;

export const PLAN_STATS_DEFAULT_DAYS = 30;

/** `GET /api/admin/plans/stats`: the range is the business's last `days` days, today included. */
export const adminPlanStatsQuerySchema = z.strictObject({
  days: z.coerce
    .number("must be a whole number of days")
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(366, "must be at most 366")
    .default(PLAN_STATS_DEFAULT_DAYS),
});

export const adminPlanStatsSchema = z.object({
  timezone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Whether the business has ever had a plan: the dashboard shows the figures only then. */
  anyPlans: z.boolean(),
  activePlans: z.number().int(),
  /** Every active plan's price per visit over a month (docs/product/dashboard.md#plan-stats). */
  monthlyRecurringRevenueCents: z.number().int(),
  /** Plans cancelled in the range. */
  churnedPlans: z.number().int(),
  /** Visits first tried in the range whose charge failed at least once. */
  failedVisitPayments: z.number().int(),
  /** Of those, the ones still not paid. */
  failedVisitPaymentsUnpaid: z.number().int(),
});
export type AdminPlanStats = z.infer<typeof adminPlanStatsSchema>;

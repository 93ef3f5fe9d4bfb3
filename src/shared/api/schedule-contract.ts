import { z } from "zod";

/**
 * The business's schedule in the dashboard (docs/product/booking.md#the-schedule): its crews' jobs
 * over some days, the actions on a job, and each crew's calendar feed (#calendar-feed).
 */

export const MAX_SCHEDULE_DAYS = 14;

/** `GET /api/admin/schedule`: `days` days from `from` (the business's dates; today by default). */
export const scheduleQuerySchema = z.object({
  from: z.iso.date('must be a date "YYYY-MM-DD"').optional(),
  days: z.coerce
    .number("must be a whole number of days")
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(MAX_SCHEDULE_DAYS, `must be at most ${MAX_SCHEDULE_DAYS}`)
    .default(7),
});
export type ScheduleQuery = z.input<typeof scheduleQuerySchema>;

/**
 * A job's state as the schedule names it: `held` while its customer pays, `booked`, `done` (booked
 * and marked done), `no_show`, `skipped` (a plan's visit its customer skipped), `cancelled`.
 */
export const SCHEDULE_JOB_STATUSES = [
  "held",
  "booked",
  "done",
  "no_show",
  "skipped",
  "cancelled",
] as const;
export type ScheduleJobStatus = (typeof SCHEDULE_JOB_STATUSES)[number];

/** Times are ISO 8601 with the business's offset in force: "2026-03-09T08:00:00-04:00". */
export const scheduleJobSchema = z.object({
  id: z.uuid(),
  crew: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(SCHEDULE_JOB_STATUSES),
  /** The order it was sold with (the first visit's, for a plan's later visit). */
  orderId: z.uuid().nullable(),
  /** A plan's later visit: marking it done charges it (docs/product/plans.md#billing). */
  planVisit: z.boolean(),
  customerName: z.string().nullable(),
  address: z.string(),
  area: z.string(),
  service: z.string(),
  /** What the visit costs the customer, tax and fee included. */
  priceCents: z.number().int(),
});
export type ScheduleJob = z.infer<typeof scheduleJobSchema>;

export const scheduleCrewSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** When its calendar feed was made; null without one. */
  feedCreatedAt: z.string().nullable(),
});
export type ScheduleCrew = z.infer<typeof scheduleCrewSchema>;

export const scheduleResponseSchema = z.object({
  timezone: z.string(),
  /** Today in the business's time zone. */
  today: z.string(),
  from: z.string(),
  days: z.number().int(),
  crews: z.array(scheduleCrewSchema),
  /** In time order. */
  jobs: z.array(scheduleJobSchema),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

export const scheduleJobParamsSchema = z.object({ jobId: z.uuid("is not a job id") });

/** `POST /api/admin/schedule/jobs/{jobId}/reassign`: the job to another crew, at its time. */
export const reassignJobRequestSchema = z.strictObject({
  crew: z.string({ error: "Choose a crew" }).trim().min(1, "Choose a crew").max(64),
});
export type ReassignJobRequest = z.input<typeof reassignJobRequestSchema>;

/**
 * `POST /api/admin/schedule/jobs/{jobId}/move`: the job to a new start on its crew, checked as a
 * new booking is; ISO 8601 with an offset.
 */
export const moveJobRequestSchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: "must be a date and time with its offset" }),
});
export type MoveJobRequest = z.input<typeof moveJobRequestSchema>;

export const crewParamsSchema = z.object({ crew: z.string().min(1).max(64) });

const isoDay = z.iso.date({ error: "must be a date (YYYY-MM-DD)" });

/**
 * `POST /api/admin/schedule/crews/{crew}/delay`: a weather delay, every job of the crew on `day`
 * moved to `to` at the same times (docs/product/plans.md#weather-delay).
 */
export const delayCrewDayRequestSchema = z.strictObject({ day: isoDay, to: isoDay });
export type DelayCrewDayRequest = z.input<typeof delayCrewDayRequestSchema>;

/** The jobs moved, and those left where they were with why (their time taken, or past). */
export const delayCrewDayResponseSchema = z.object({
  moved: z.array(scheduleJobSchema),
  clashes: z.array(z.object({ job: scheduleJobSchema, reason: z.string() })),
});
export type DelayCrewDayResponse = z.infer<typeof delayCrewDayResponseSchema>;

/** `POST /api/admin/schedule/crews/{crew}/feed`: a new secret address (the old one stops). */
export const crewFeedResponseSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CrewFeedResponse = z.infer<typeof crewFeedResponseSchema>;

/** `GET /api/admin/schedule/jobs/{jobId}/times?day=`: the starts free for the job on its crew that day. */
export const jobTimesQuerySchema = z.object({ day: z.iso.date('must be a date "YYYY-MM-DD"') });
export const jobTimesResponseSchema = z.object({
  times: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type JobTimesResponse = z.infer<typeof jobTimesResponseSchema>;

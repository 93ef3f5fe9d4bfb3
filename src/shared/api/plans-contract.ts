import { z } from "zod";

/** A plan's visit in the dashboard's calls (docs/product/plans.md#billing). */
export const visitParamsSchema = z.object({ visitId: z.uuid() });

/** What charging a plan's later visit came to. */
export const visitChargeResponseSchema = z.object({
  status: z.enum(["charging", "processing", "paid", "failed"]),
  /** The charge's try: 1 for the first. */
  attempt: z.number().int(),
  amountCents: z.number().int(),
  /** When a failed charge is tried again; null when it is not (paid, or the plan paused). */
  retryAt: z.string().nullable(),
  message: z.string(),
});
export type VisitChargeResponse = z.infer<typeof visitChargeResponseSchema>;

/** `POST /api/admin/visits/{visitId}/done`: the job marked done, and a plan visit's charge. */
export const visitDoneResponseSchema = z.object({
  doneAt: z.string(),
  charge: visitChargeResponseSchema.nullable(),
});
export type VisitDoneResponse = z.infer<typeof visitDoneResponseSchema>;

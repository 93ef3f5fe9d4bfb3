import { z } from "zod";

/** GET /api/public-config: the few server settings the browser needs; nothing secret. */
export const publicConfigResponseSchema = z.object({
  analytics: z.object({ gaMeasurementId: z.string().nullable() }),
  /** stripe: Stripe Checkout takes the card; test: the in-app test checkout, nothing charged. */
  payments: z.object({ mode: z.enum(["test", "stripe"]) }),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponseSchema>;

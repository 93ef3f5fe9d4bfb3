import { z } from "zod";

/** GET /api/public-config: the few server settings the browser needs; nothing secret. */
export const publicConfigResponseSchema = z.object({
  analytics: z.object({ gaMeasurementId: z.string().nullable() }),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponseSchema>;

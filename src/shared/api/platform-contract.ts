import { z } from "zod";
import { BUSINESS_STATUSES } from "./admin-contract";

/** The platform console's calls (docs/product/settings.md#the-platform-console). */

export const platformBusinessSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  trade: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  orders: z.number().int(),
  paidOrders: z.number().int(),
  /** Convenience fees of real (not test-mode) paid orders: Quotewise's revenue. */
  feesCollectedCents: z.number().int(),
});
export type PlatformBusiness = z.infer<typeof platformBusinessSchema>;

export const platformBusinessesResponseSchema = z.object({
  businesses: z.array(platformBusinessSchema),
});
export type PlatformBusinessesResponse = z.infer<typeof platformBusinessesResponseSchema>;

export const platformBusinessParamsSchema = z.strictObject({
  businessId: z.string().regex(/^[a-z0-9-]{1,100}$/, "is not a business id"),
});

export const platformStatusRequestSchema = z.strictObject({
  action: z.enum(["suspend", "reinstate"], { error: 'must be "suspend" or "reinstate"' }),
  reason: z.string().trim().max(300, "must be at most 300 characters").optional(),
});
export type PlatformStatusRequest = z.input<typeof platformStatusRequestSchema>;
export const platformStatusResponseSchema = z.object({ status: z.enum(BUSINESS_STATUSES) });

export const demoRequestSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  message: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DemoRequest = z.infer<typeof demoRequestSchema>;

export const demoRequestsQuerySchema = z.strictObject({
  cursor: z.iso.datetime({ offset: true, error: "is not a cursor from this API" }).optional(),
});
export const demoRequestsResponseSchema = z.object({
  requests: z.array(demoRequestSchema),
  nextCursor: z.string().nullable(),
});
export type DemoRequestsResponse = z.infer<typeof demoRequestsResponseSchema>;

import { z } from "zod";

/**
 * Outgoing webhooks: a business's endpoints, their delivery log, and the events they carry
 * (docs/product/webhooks.md).
 */

export const WEBHOOK_EVENT_TYPES = [
  "lead.created",
  "quote.priced",
  "order.created",
  "order.paid",
  "order.refunded",
  "order.onboarded",
  "custom_quote.requested",
  "custom_quote.accepted",
  "booking.created",
  "booking.rescheduled",
  "booking.cancelled",
  "plan.created",
  "plan.changed",
  "plan.cancelled",
  "visit.charged",
  "visit.payment_failed",
  "visit.tipped",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent only by "Send test event", to the one endpoint it was asked for. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

const endpointUrlField = z
  .string({ error: "URL is required" })
  .trim()
  .max(2000, "must be at most 2000 characters")
  .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }));

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "is not an event we send" }), {
    error: "Choose at least one event",
  })
  .min(1, "Choose at least one event")
  .transform((events) => [...new Set(events)]);

export const webhookEndpointCreateSchema = z.strictObject({
  url: endpointUrlField,
  description: z.string().trim().max(120, "must be at most 120 characters").default(""),
  events: eventsField,
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

export const webhookEndpointUpdateSchema = z.strictObject({
  url: endpointUrlField.optional(),
  description: z.string().trim().max(120, "must be at most 120 characters").optional(),
  events: eventsField.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointParamsSchema = z.object({
  endpointId: z.uuid("is not an endpoint id"),
});
export const webhookDeliveryParamsSchema = z.object({
  deliveryId: z.coerce.number().int().positive("is not a delivery id"),
});

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it was turned off when we turned it off (it kept failing); null otherwise. */
  disabledReason: z.string().nullable(),
  /** The secret deliveries are signed with (whsec_...). */
  secret: z.string(),
  /** After a rotation, until when the previous secret still signs alongside the new one. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
});
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number(),
  /** The webhook-id header: the same on every attempt, so a receiver can drop a repeat. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  durationMs: z.number().nullable(),
  lastError: z.string().nullable(),
  nextRetryAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

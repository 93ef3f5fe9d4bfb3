import { type WebhookEndpointCreate, webhookEndpointSchema } from "@/shared/api/webhook-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { useWebhookChange } from "./get-webhook-endpoints";

/** POST /api/admin/webhooks. */
export function createEndpoint(endpoint: WebhookEndpointCreate) {
  return adminRequest("/api/admin/webhooks", {
    method: "POST",
    body: endpoint,
    schema: webhookEndpointSchema,
  });
}

export function useCreateEndpoint() {
  return useWebhookChange(createEndpoint);
}

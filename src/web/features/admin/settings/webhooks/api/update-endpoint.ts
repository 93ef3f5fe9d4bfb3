import { type WebhookEndpointUpdate, webhookEndpointSchema } from "@/shared/api/webhook-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { endpointPath, useWebhookChange } from "./get-webhook-endpoints";

/** PATCH /api/admin/webhooks/:endpointId. */
export function updateEndpoint(endpointId: string, update: WebhookEndpointUpdate) {
  return adminRequest(endpointPath(endpointId), {
    method: "PATCH",
    body: update,
    schema: webhookEndpointSchema,
  });
}

export function useUpdateEndpoint(endpointId: string) {
  return useWebhookChange((update: WebhookEndpointUpdate) => updateEndpoint(endpointId, update));
}

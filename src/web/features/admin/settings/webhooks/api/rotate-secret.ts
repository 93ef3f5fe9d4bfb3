import { webhookEndpointSchema } from "@/shared/api/webhook-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { endpointPath, useWebhookChange } from "./get-webhook-endpoints";

/** POST /api/admin/webhooks/:endpointId/rotate-secret. */
export function rotateSecret(endpointId: string) {
  return adminRequest(`${endpointPath(endpointId)}/rotate-secret`, {
    method: "POST",
    schema: webhookEndpointSchema,
  });
}

export function useRotateSecret(endpointId: string) {
  return useWebhookChange(() => rotateSecret(endpointId));
}

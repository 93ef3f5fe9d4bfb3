import { adminFetch } from "@/web/lib/api/admin-request";
import { endpointPath, useWebhookChange } from "./get-webhook-endpoints";

/** DELETE /api/admin/webhooks/:endpointId. */
export function deleteEndpoint(endpointId: string) {
  return adminFetch(endpointPath(endpointId), { method: "DELETE" });
}

export function useDeleteEndpoint(endpointId: string) {
  return useWebhookChange(() => deleteEndpoint(endpointId));
}

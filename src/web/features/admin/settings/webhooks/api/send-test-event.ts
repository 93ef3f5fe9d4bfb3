import { adminFetch } from "@/web/lib/api/admin-request";
import { endpointPath, useWebhookChange } from "./get-webhook-endpoints";

/** POST /api/admin/webhooks/:endpointId/test. */
export function sendTestEvent(endpointId: string) {
  return adminFetch(`${endpointPath(endpointId)}/test`, { method: "POST" });
}

export function useSendTestEvent(endpointId: string) {
  return useWebhookChange(() => sendTestEvent(endpointId));
}

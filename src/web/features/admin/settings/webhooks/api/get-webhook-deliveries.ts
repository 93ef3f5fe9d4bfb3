import { useQuery } from "@tanstack/react-query";
import { webhookDeliveryListSchema } from "@/shared/api/webhook-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { endpointPath } from "./get-webhook-endpoints";

/** An endpoint's delivery log. */
export const deliveriesKey = (endpointId: string) => [
  "admin",
  "webhooks",
  endpointId,
  "deliveries",
];

/** GET /api/admin/webhooks/:endpointId/deliveries. */
export function getWebhookDeliveries(endpointId: string, signal?: AbortSignal) {
  return adminRequest(`${endpointPath(endpointId)}/deliveries`, {
    signal,
    schema: webhookDeliveryListSchema,
  });
}

/** While a delivery is pending the log refreshes itself, so a test event shows up as it lands. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }) => getWebhookDeliveries(endpointId, signal),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === "pending") ? 2000 : false,
  });
}

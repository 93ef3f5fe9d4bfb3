import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { webhookEndpointListSchema } from "@/shared/api/webhook-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/** The business's webhook endpoints (docs/product/webhooks.md); the owner's. */
const endpointsKey = ["admin", "webhooks"] as const;
export const endpointPath = (endpointId: string) =>
  `/api/admin/webhooks/${encodeURIComponent(endpointId)}`;

/** GET /api/admin/webhooks. */
export function getWebhookEndpoints(signal?: AbortSignal) {
  return adminRequest("/api/admin/webhooks", { signal, schema: webhookEndpointListSchema });
}

export function useWebhookEndpoints() {
  return useQuery({ queryKey: endpointsKey, queryFn: ({ signal }) => getWebhookEndpoints(signal) });
}

/**
 * A change to the endpoints (or one's log); what it touched reloads after it, whatever the answer.
 */
export function useWebhookChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

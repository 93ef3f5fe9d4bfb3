import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type WebhookEndpointCreate,
  type WebhookEndpointUpdate,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from "@/shared/api/webhook-contract";
import { adminFetch, adminRequest } from "@/web/lib/api/admin-request";

/** The business's webhook endpoints and their delivery logs (docs/product/webhooks.md); the owner's. */
const endpointsKey = ["admin", "webhooks"] as const;
const deliveriesKey = (endpointId: string) => ["admin", "webhooks", endpointId, "deliveries"];
const endpointPath = (endpointId: string) =>
  `/api/admin/webhooks/${encodeURIComponent(endpointId)}`;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: endpointsKey,
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/webhooks", { signal, schema: webhookEndpointListSchema }),
  });
}

/** While a delivery is pending the log refreshes itself, so a test event shows up as it lands. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: ({ signal }) =>
      adminRequest(`${endpointPath(endpointId)}/deliveries`, {
        signal,
        schema: webhookDeliveryListSchema,
      }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === "pending") ? 2000 : false,
  });
}

/** A change to the endpoints (or one's log); what it touched reloads after it, whatever the answer. */
function useWebhookChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}

export function useCreateEndpoint() {
  return useWebhookChange((endpoint: WebhookEndpointCreate) =>
    adminRequest("/api/admin/webhooks", {
      method: "POST",
      body: endpoint,
      schema: webhookEndpointSchema,
    }),
  );
}

export function useUpdateEndpoint(endpointId: string) {
  return useWebhookChange((update: WebhookEndpointUpdate) =>
    adminRequest(endpointPath(endpointId), {
      method: "PATCH",
      body: update,
      schema: webhookEndpointSchema,
    }),
  );
}

export function useDeleteEndpoint(endpointId: string) {
  return useWebhookChange(() => adminFetch(endpointPath(endpointId), { method: "DELETE" }));
}

export function useRotateSecret(endpointId: string) {
  return useWebhookChange(() =>
    adminRequest(`${endpointPath(endpointId)}/rotate-secret`, {
      method: "POST",
      schema: webhookEndpointSchema,
    }),
  );
}

export function useSendTestEvent(endpointId: string) {
  return useWebhookChange(() => adminFetch(`${endpointPath(endpointId)}/test`, { method: "POST" }));
}

export function useResendDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      adminFetch(`/api/admin/webhooks/deliveries/${deliveryId}/resend`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
}

import { useQuery } from "@tanstack/react-query";
import { type OrderSummary, orderSummarySchema } from "@/shared/api/checkout-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

export const orderSummaryQueryKey = (orderId: string) =>
  [businessApi("/checkout/orders"), orderId] as const;

export function getOrderSummary(orderId: string): Promise<OrderSummary> {
  return apiRequest(businessApi(`/checkout/orders/${encodeURIComponent(orderId)}`), {
    schema: orderSummarySchema,
  });
}

/** Polling while pending lets the success page follow Stripe's webhook, which may trail the redirect. */
const PENDING_POLL_MS = 2000;

export function useOrderSummary(orderId: string, options: { pollWhilePending?: boolean } = {}) {
  return useQuery({
    queryKey: orderSummaryQueryKey(orderId),
    queryFn: () => getOrderSummary(orderId),
    enabled: orderId !== "",
    refetchInterval: (query) =>
      options.pollWhilePending && query.state.data?.paymentStatus === "pending"
        ? PENDING_POLL_MS
        : false,
  });
}

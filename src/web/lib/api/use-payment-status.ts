import { useQuery } from "@tanstack/react-query";
import type { OrderSummary } from "@/shared/api/checkout-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

const POLL_MS = 3000;

/**
 * Whether an order paid in another tab is paid yet, for the embed's waiting panel. Polls while
 * the page is visible and checks again when the customer comes back to it; only the status is
 * read, so zod stays out of the embed's bundle.
 */
export function usePaymentStatus(orderId: string) {
  return useQuery({
    queryKey: [businessApi("/checkout/orders"), orderId, "status"],
    queryFn: async () => {
      const order = await apiRequest<Pick<OrderSummary, "paymentStatus">>(
        businessApi(`/checkout/orders/${encodeURIComponent(orderId)}`),
      );
      return order.paymentStatus === "paid" ? "paid" : "pending";
    },
    refetchInterval: (query) => (query.state.data === "paid" ? false : POLL_MS),
  });
}

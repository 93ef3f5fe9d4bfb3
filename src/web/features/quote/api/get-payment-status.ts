import { useQuery } from "@tanstack/react-query";
import type { OrderSummary } from "@/shared/api/checkout-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

const POLL_MS = 3000;

/**
 * GET .../checkout/orders/:orderId read for its payment status only, so zod stays out of the
 * embed's bundle (the checkout pages parse the whole summary).
 */
export async function getPaymentStatus(orderId: string): Promise<"paid" | "pending"> {
  const order = await apiRequest<Pick<OrderSummary, "paymentStatus">>(
    businessApi(`/checkout/orders/${encodeURIComponent(orderId)}`),
  );
  return order.paymentStatus === "paid" ? "paid" : "pending";
}

/**
 * Whether an order paid in another tab is paid yet, for the embed's waiting panel. Polls while
 * the page is visible and checks again when the customer comes back to it.
 */
export function usePaymentStatus(orderId: string) {
  return useQuery({
    queryKey: [businessApi("/checkout/orders"), orderId, "status"],
    queryFn: () => getPaymentStatus(orderId),
    refetchInterval: (query) => (query.state.data === "paid" ? false : POLL_MS),
  });
}

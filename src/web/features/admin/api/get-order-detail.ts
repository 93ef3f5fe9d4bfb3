import { useQuery } from "@tanstack/react-query";
import { adminOrderDetailSchema } from "@/shared/api/admin-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

export const orderDetailKey = (orderId: string) => ["admin", "order", orderId];

/** GET /api/admin/orders/:orderId: the detail view's data. */
export function getOrderDetail(orderId: string, signal?: AbortSignal) {
  return adminRequest(`/api/admin/orders/${orderId}`, { signal, schema: adminOrderDetailSchema });
}

export function useOrderDetail(orderId: string) {
  return useQuery({
    queryKey: orderDetailKey(orderId),
    queryFn: ({ signal }) => getOrderDetail(orderId, signal),
    retry: false,
  });
}

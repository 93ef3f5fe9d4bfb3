import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RefundRequest, refundResponseSchema } from "@/shared/api/payments-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { orderDetailKey } from "./get-order-detail";

/** POST /api/admin/orders/:orderId/refunds. */
export function refundOrder(orderId: string, request: RefundRequest) {
  return adminRequest(`/api/admin/orders/${orderId}/refunds`, {
    method: "POST",
    body: request,
    schema: refundResponseSchema,
  });
}

/** Refunds part or all of a paid order (docs/product/payments.md#refunds); the owner's only. */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RefundRequest) => refundOrder(orderId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderDetailKey(orderId) }),
  });
}

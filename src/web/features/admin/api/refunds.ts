import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RefundRequest, refundResponseSchema } from "@/shared/api/payments-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { orderDetailKey } from "./orders";

/** Refunds part or all of a paid order (docs/product/payments.md#refunds); the owner's only. */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RefundRequest) =>
      adminRequest(`/api/admin/orders/${orderId}/refunds`, {
        method: "POST",
        body: request,
        schema: refundResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderDetailKey(orderId) }),
  });
}

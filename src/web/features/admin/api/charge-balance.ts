import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chargeBalanceResponseSchema } from "@/shared/api/payments-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { orderDetailKey } from "./get-order-detail";
import { ordersKey } from "./get-orders";

/** POST /api/admin/orders/:orderId/balance. */
export function chargeBalance(orderId: string) {
  return adminRequest(`/api/admin/orders/${orderId}/balance`, {
    method: "POST",
    schema: chargeBalanceResponseSchema,
  });
}

/**
 * Charges an order's balance to the card saved with its deposit
 * (docs/product/payments.md#deposits); any member may, once the job is done.
 */
export function useChargeBalance(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => chargeBalance(orderId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderDetailKey(orderId) }),
        queryClient.invalidateQueries({ queryKey: ordersKey() }),
      ]),
  });
}

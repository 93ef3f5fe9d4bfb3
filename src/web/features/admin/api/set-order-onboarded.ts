import { type InfiniteData, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AdminOrder,
  type AdminOrdersResponse,
  adminOrderSchema,
} from "@/shared/api/admin-contract";
import { toast } from "@/web/components/ui/toast-store";
import { adminRequest } from "@/web/lib/api/admin-request";
import { orderDetailKey } from "./get-order-detail";
import { ordersKey } from "./get-orders";
import { statsKey } from "./get-stats";

type OrderPages = InfiniteData<AdminOrdersResponse, string | null>;
type OnboardedChange = { order: AdminOrder; onboarded: boolean };

/** PATCH /api/admin/orders/:orderId/onboard, signed with the admin's name. */
export function setOrderOnboarded({ order, onboarded }: OnboardedChange, adminName: string) {
  return adminRequest(`/api/admin/orders/${order.id}/onboard`, {
    method: "PATCH",
    body: { onboarded, onboardedBy: adminName },
    schema: adminOrderSchema,
  });
}

function patchOrder(data: OrderPages | undefined, orderId: string, onboarded: boolean) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      orders: page.orders.map((order) => (order.id === orderId ? { ...order, onboarded } : order)),
    })),
  };
}

/**
 * The onboarded toggle: the row changes at once, rolls back if the server refuses, and the
 * orders and stats reload afterwards (docs/product/dashboard.md#row-actions).
 */
export function useSetOnboarded(adminName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OnboardedChange) => setOrderOnboarded(change, adminName),
    onMutate: async ({ order, onboarded }) => {
      await queryClient.cancelQueries({ queryKey: ordersKey() });
      const snapshot = queryClient.getQueriesData<OrderPages>({ queryKey: ordersKey() });
      queryClient.setQueriesData<OrderPages>({ queryKey: ordersKey() }, (data) =>
        patchOrder(data, order.id, onboarded),
      );
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast({
        title: "Error",
        description: error.message || "Failed to update onboarding status",
        variant: "destructive",
      });
    },
    onSuccess: () => {
      toast({ title: "Order onboarding status updated" });
    },
    onSettled: (_data, _error, { order }) => {
      void queryClient.invalidateQueries({ queryKey: orderDetailKey(order.id) });
      void queryClient.invalidateQueries({ queryKey: ordersKey() });
      void queryClient.invalidateQueries({ queryKey: statsKey });
    },
  });
}

import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  type AdminOrder,
  type AdminOrdersResponse,
  adminOrderDetailSchema,
  adminOrderSchema,
  adminOrdersResponseSchema,
  adminStatsResponseSchema,
  type OrderTab,
} from "@/shared/api/admin-contract";
import { toast } from "@/web/components/ui/toast-store";
import { adminRequest } from "@/web/lib/api/admin-request";

export const ordersKey = (filter?: { tab: OrderTab; q: string }) =>
  filter ? ["admin", "orders", filter] : ["admin", "orders"];
export const statsKey = ["admin", "stats"];

/** The server's pages of one tab and search, newest first; more load on demand. */
export function useOrders(filter: { tab: OrderTab; q: string }) {
  return useInfiniteQuery({
    queryKey: ordersKey(filter),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ tab: filter.tab });
      if (filter.q) params.set("q", filter.q);
      if (pageParam) params.set("cursor", pageParam);
      return adminRequest(`/api/admin/orders?${params}`, {
        signal,
        schema: adminOrdersResponseSchema,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useStats() {
  return useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/stats", { signal, schema: adminStatsResponseSchema }),
  });
}

type OrderPages = InfiniteData<AdminOrdersResponse, string | null>;

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
    mutationFn: ({ order, onboarded }: { order: AdminOrder; onboarded: boolean }) =>
      adminRequest(`/api/admin/orders/${order.id}/onboard`, {
        method: "PATCH",
        body: { onboarded, onboardedBy: adminName },
        schema: adminOrderSchema,
      }),
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

export const orderDetailKey = (orderId: string) => ["admin", "order", orderId];

/** GET /api/admin/orders/:orderId: the detail view's data. */
export function useOrderDetail(orderId: string) {
  return useQuery({
    queryKey: orderDetailKey(orderId),
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/orders/${orderId}`, { signal, schema: adminOrderDetailSchema }),
    retry: false,
  });
}

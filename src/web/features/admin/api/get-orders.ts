import { useInfiniteQuery } from "@tanstack/react-query";
import { adminOrdersResponseSchema, type OrderTab } from "@/shared/api/admin-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

type OrdersFilter = { tab: OrderTab; q: string };

export const ordersKey = (filter?: OrdersFilter) =>
  filter ? ["admin", "orders", filter] : ["admin", "orders"];

/** GET /api/admin/orders: one page of a tab and search, newest first, from `cursor` on. */
export function getOrders(filter: OrdersFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ tab: filter.tab });
  if (filter.q) params.set("q", filter.q);
  if (cursor) params.set("cursor", cursor);
  return adminRequest(`/api/admin/orders?${params}`, { signal, schema: adminOrdersResponseSchema });
}

/** The server's pages of one tab and search; more load on demand. */
export function useOrders(filter: OrdersFilter) {
  return useInfiniteQuery({
    queryKey: ordersKey(filter),
    queryFn: ({ pageParam, signal }) => getOrders(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

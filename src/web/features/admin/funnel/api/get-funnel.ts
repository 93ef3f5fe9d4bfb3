import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { funnelResponseSchema } from "@/shared/api/funnel-contract";
import type { FunnelGranularity } from "@/shared/funnel";
import { adminRequest } from "@/web/lib/api/admin-request";

type FunnelQuery = { from: string; to: string; granularity: FunnelGranularity };

/** GET /api/admin/funnel: the days from `from` to `to` (business days), by day or by week. */
export function getFunnel(query: FunnelQuery, signal?: AbortSignal) {
  return adminRequest(`/api/admin/funnel?${new URLSearchParams(query)}`, {
    signal,
    schema: funnelResponseSchema,
  });
}

export function useFunnel(query: FunnelQuery) {
  return useQuery({
    queryKey: ["admin", "funnel", query],
    queryFn: ({ signal }) => getFunnel(query, signal),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { funnelResponseSchema } from "@/shared/api/funnel-contract";
import type { FunnelGranularity } from "@/shared/funnel";
import { adminRequest } from "@/web/lib/api/admin-request";

/** `service` is "" for every service's visits. */
type FunnelQuery = { from: string; to: string; granularity: FunnelGranularity; service: string };

/**
 * GET /api/admin/funnel: the days from `from` to `to` (business days), by day or by week; of one
 * service's visits when `service` names one.
 */
export function getFunnel(query: FunnelQuery, signal?: AbortSignal) {
  const { service, ...range } = query;
  const params = new URLSearchParams({ ...range, ...(service && { service }) });
  return adminRequest(`/api/admin/funnel?${params}`, {
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

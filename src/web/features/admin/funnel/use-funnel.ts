import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { funnelResponseSchema } from "@/shared/api/funnel-contract";
import type { FunnelGranularity } from "@/shared/funnel";
import { adminRequest } from "@/web/lib/api/admin-request";

/**
 * The funnel of the days from `from` to `to` (business days), by day or by week; of one
 * service's visits when `service` names one.
 */
export function useFunnel(query: {
  from: string;
  to: string;
  granularity: FunnelGranularity;
  service: string;
}) {
  const { service, ...range } = query;
  const params = new URLSearchParams({ ...range, ...(service && { service }) });
  return useQuery({
    queryKey: ["admin", "funnel", query],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/funnel?${params}`, {
        signal,
        schema: funnelResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
}

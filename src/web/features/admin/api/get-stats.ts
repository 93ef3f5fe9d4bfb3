import { useQuery } from "@tanstack/react-query";
import { adminStatsResponseSchema } from "@/shared/api/admin-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

export const statsKey = ["admin", "stats"];

/** GET /api/admin/stats: the dashboard's counts. */
export function getStats(signal?: AbortSignal) {
  return adminRequest("/api/admin/stats", { signal, schema: adminStatsResponseSchema });
}

export function useStats() {
  return useQuery({ queryKey: statsKey, queryFn: ({ signal }) => getStats(signal) });
}

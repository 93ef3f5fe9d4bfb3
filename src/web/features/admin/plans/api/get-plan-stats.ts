import { useQuery } from "@tanstack/react-query";
import { adminPlanStatsSchema } from "@/shared/api/admin-plans-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/** GET /api/admin/plans/stats: the dashboard's plan figures over the last 30 days. */
export function usePlanStats() {
  return useQuery({
    queryKey: ["admin", "plans", "stats"],
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/plans/stats", { signal, schema: adminPlanStatsSchema }),
  });
}

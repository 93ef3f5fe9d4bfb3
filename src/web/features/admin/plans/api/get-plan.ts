import { useQuery } from "@tanstack/react-query";
import { adminPlanDetailSchema } from "@/shared/api/admin-plans-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/** GET /api/admin/plans/{planId}: one plan and its visits. */
export function usePlan(planId: string) {
  return useQuery({
    queryKey: ["admin", "plans", "one", planId],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/plans/${encodeURIComponent(planId)}`, {
        signal,
        schema: adminPlanDetailSchema,
      }),
  });
}

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminPlansResponseSchema, type PlanStatus } from "@/shared/api/admin-plans-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

export const plansKey = (status?: PlanStatus) =>
  status ? (["admin", "plans", { status }] as const) : (["admin", "plans"] as const);

/** `?status=` for one status; none for every plan. */
export function plansQuery(status: PlanStatus | undefined): string {
  return status ? `?${new URLSearchParams({ status })}` : "";
}

/** GET /api/admin/plans: the business's plans, or those of one status. */
export function getPlans(status: PlanStatus | undefined, signal?: AbortSignal) {
  return adminRequest(`/api/admin/plans${plansQuery(status)}`, {
    signal,
    schema: adminPlansResponseSchema,
  });
}

export function usePlans(status: PlanStatus | undefined) {
  return useQuery({
    queryKey: plansKey(status),
    queryFn: ({ signal }) => getPlans(status, signal),
    placeholderData: keepPreviousData,
  });
}

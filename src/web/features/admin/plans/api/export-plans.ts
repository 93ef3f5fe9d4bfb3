import type { PlanStatus } from "@/shared/api/admin-plans-contract";
import { adminFetch } from "@/web/lib/api/admin-request";
import { downloadResponse } from "../../api/download-response";
import { plansQuery } from "./get-plans";

/** GET /api/admin/plans/export: the plans listed, as a CSV download. */
export async function exportPlans(status: PlanStatus | undefined): Promise<string> {
  const response = await adminFetch(`/api/admin/plans/export${plansQuery(status)}`);
  return downloadResponse(response, "plans-export.csv");
}

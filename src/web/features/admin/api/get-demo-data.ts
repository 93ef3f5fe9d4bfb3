import { useQuery } from "@tanstack/react-query";
import { adminDemoDataResponseSchema } from "@/shared/api/admin-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

const demoDataKey = ["admin", "demo-data"];

/** GET /api/admin/demo-data: how many seeded demo orders the business still has. */
export function getDemoData(signal?: AbortSignal) {
  return adminRequest("/api/admin/demo-data", { signal, schema: adminDemoDataResponseSchema });
}

export function useDemoData() {
  return useQuery({ queryKey: demoDataKey, queryFn: ({ signal }) => getDemoData(signal) });
}

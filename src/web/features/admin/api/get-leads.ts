import { adminLeadsResponseSchema } from "@/shared/api/admin-contract";
import { usePagedList } from "@/web/lib/api/paged-list";

/** GET /api/admin/leads: who checked an address but never ordered or asked for a quote. */
export function useLeads() {
  return usePagedList("/api/admin/leads", adminLeadsResponseSchema);
}

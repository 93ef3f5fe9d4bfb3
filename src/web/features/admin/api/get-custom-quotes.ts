import { adminCustomQuotesResponseSchema } from "@/shared/api/admin-contract";
import { usePagedList } from "@/web/lib/api/paged-list";

/**
 * GET /api/admin/custom-quotes: the requests, those matching the dashboard's search `q` when there
 * is one.
 */
export function useCustomQuotes(q: string) {
  return usePagedList("/api/admin/custom-quotes", adminCustomQuotesResponseSchema, q ? { q } : {});
}

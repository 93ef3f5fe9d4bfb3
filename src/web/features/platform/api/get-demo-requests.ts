import { demoRequestsResponseSchema } from "@/shared/api/platform-contract";
import { usePagedList } from "@/web/lib/api/paged-list";

/** GET /api/platform/demo-requests: the marketing site's demo requests, newest first. */
export function useDemoRequests() {
  return usePagedList("/api/platform/demo-requests", demoRequestsResponseSchema);
}

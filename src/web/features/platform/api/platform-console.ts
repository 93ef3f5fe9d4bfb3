import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  demoRequestsResponseSchema,
  type PlatformStatusRequest,
  platformBusinessesResponseSchema,
  platformStatusResponseSchema,
} from "@/shared/api/platform-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { usePagedList } from "@/web/lib/api/lists";

/**
 * The platform console's calls (docs/product/settings.md#the-platform-console), with the signed-in
 * admin's token: under the "admin" keys, so signing out forgets them too.
 */
const businessesKey = ["admin", "platform", "businesses"] as const;

export function usePlatformBusinesses() {
  return useQuery({
    queryKey: businessesKey,
    queryFn: ({ signal }) =>
      adminRequest("/api/platform/businesses", {
        signal,
        schema: platformBusinessesResponseSchema,
      }),
  });
}

/** Suspends or reinstates a business; the list reloads after it. */
export function useChangeBusinessStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, ...body }: PlatformStatusRequest & { businessId: string }) =>
      adminRequest(`/api/platform/businesses/${encodeURIComponent(businessId)}/status`, {
        method: "POST",
        body,
        schema: platformStatusResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: businessesKey }),
  });
}

/** The marketing site's demo requests, newest first. */
export function useDemoRequests() {
  return usePagedList("/api/platform/demo-requests", demoRequestsResponseSchema);
}

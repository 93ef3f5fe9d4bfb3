import { useQuery } from "@tanstack/react-query";
import { platformBusinessesResponseSchema } from "@/shared/api/platform-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/**
 * The platform console's businesses (docs/product/settings.md#the-platform-console), with the
 * signed-in admin's token: under the "admin" keys, so signing out forgets them too.
 */
export const platformBusinessesKey = ["admin", "platform", "businesses"] as const;

export function getPlatformBusinesses(signal?: AbortSignal) {
  return adminRequest("/api/platform/businesses", {
    signal,
    schema: platformBusinessesResponseSchema,
  });
}

export function usePlatformBusinesses() {
  return useQuery({
    queryKey: platformBusinessesKey,
    queryFn: ({ signal }) => getPlatformBusinesses(signal),
  });
}

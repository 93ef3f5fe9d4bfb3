import { useQuery } from "@tanstack/react-query";
import { adminSetupCheckResponseSchema } from "@/shared/api/admin-contract";
import { apiRequest } from "@/web/lib/api-client";

/** GET /api/admin/setup: whether a setup link can still be used (else the server's explanation). */
export function checkSetupLink(token: string, signal?: AbortSignal) {
  return apiRequest(`/api/admin/setup?token=${encodeURIComponent(token)}`, {
    signal,
    schema: adminSetupCheckResponseSchema,
  });
}

export function useSetupLinkCheck(token: string) {
  return useQuery({
    queryKey: ["admin", "setup", token],
    queryFn: ({ signal }) => checkSetupLink(token, signal),
    retry: false,
  });
}

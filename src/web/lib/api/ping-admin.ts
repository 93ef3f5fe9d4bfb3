import { useQuery } from "@tanstack/react-query";
import { type AdminPingResponse, adminPingResponseSchema } from "@/shared/api/admin-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/** GET /api/admin/ping: who the stored token signs in, and their business. */
export function pingAdmin(signal?: AbortSignal): Promise<AdminPingResponse> {
  return adminRequest("/api/admin/ping", { signal, schema: adminPingResponseSchema });
}

/**
 * On load a stored token is checked; the dashboard loads data only after
 * (docs/product/dashboard.md#sign-in).
 */
export function usePing(token: string | null) {
  return useQuery({
    queryKey: ["admin", "ping", token],
    queryFn: ({ signal }) => pingAdmin(signal),
    enabled: token !== null,
  });
}

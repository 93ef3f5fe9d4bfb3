import { useQuery } from "@tanstack/react-query";
import {
  type AdminLoginRequest,
  type AdminLoginResponse,
  type AdminSetupRequest,
  adminLoginResponseSchema,
  adminPingResponseSchema,
  adminSetupCheckResponseSchema,
} from "@/shared/api/admin-contract";
import { adminFetch, adminRequest } from "@/web/lib/api/admin-request";
import { apiRequest } from "@/web/lib/api-client";

export function signInAdmin(request: AdminLoginRequest): Promise<AdminLoginResponse> {
  return apiRequest("/api/admin/login", {
    method: "POST",
    body: request,
    schema: adminLoginResponseSchema,
  });
}

/** Creates the first admin with the one-time link's token; the answer signs it in. */
export function setUpFirstAdmin(request: AdminSetupRequest): Promise<AdminLoginResponse> {
  return apiRequest("/api/admin/setup", {
    method: "POST",
    body: request,
    schema: adminLoginResponseSchema,
  });
}

/** Whether a setup link can still be used (it fails with the server's explanation if not). */
export function useSetupLinkCheck(token: string) {
  return useQuery({
    queryKey: ["admin", "setup", token],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/setup?token=${encodeURIComponent(token)}`, {
        signal,
        schema: adminSetupCheckResponseSchema,
      }),
    retry: false,
  });
}

/** Revokes the token on the server; the caller forgets it whatever happens. */
export async function signOutAdmin(): Promise<void> {
  await adminFetch("/api/admin/logout", { method: "POST" });
}

/**
 * On load a stored token is checked; the dashboard loads data only after
 * (docs/product/dashboard.md#sign-in).
 */
export function usePing(token: string | null) {
  return useQuery({
    queryKey: ["admin", "ping", token],
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/ping", { signal, schema: adminPingResponseSchema }),
    enabled: token !== null,
  });
}

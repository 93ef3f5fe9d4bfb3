import { useQuery } from "@tanstack/react-query";
import {
  type AdminLoginRequest,
  type AdminLoginResponse,
  adminLoginResponseSchema,
  adminPingResponseSchema,
} from "@/shared/api/admin-contract";
import { apiRequest } from "@/web/app/api-client";
import { adminFetch, adminRequest } from "./admin-request";

export function signInAdmin(request: AdminLoginRequest): Promise<AdminLoginResponse> {
  return apiRequest("/api/admin/login", {
    method: "POST",
    body: request,
    schema: adminLoginResponseSchema,
  });
}

/** Revokes the token on the server; the caller forgets it whatever happens. */
export async function signOutAdmin(): Promise<void> {
  await adminFetch("/api/admin/logout", { method: "POST" });
}

/** SPEC section 4: on load a stored token is checked; the dashboard loads data only after. */
export function usePing(token: string | null) {
  return useQuery({
    queryKey: ["admin", "ping", token],
    queryFn: ({ signal }) =>
      adminRequest("/api/admin/ping", { signal, schema: adminPingResponseSchema }),
    enabled: token !== null,
  });
}

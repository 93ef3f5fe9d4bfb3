import { useQuery } from "@tanstack/react-query";
import { type JoinRequest, joinCheckResponseSchema } from "@/shared/api/account-contract";
import { type AdminLoginResponse, adminLoginResponseSchema } from "@/shared/api/admin-contract";
import { apiRequest } from "@/web/lib/api-client";

/** Whom an invitation is for, or the server's reason it cannot be used (410). */
export function useInvitationCheck(token: string) {
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/join?token=${encodeURIComponent(token)}`, {
        signal,
        schema: joinCheckResponseSchema,
      }),
    retry: false,
  });
}

/** Accepts an invitation: creates the account and signs it in, like a login. */
export function joinTeam(request: JoinRequest): Promise<AdminLoginResponse> {
  return apiRequest("/api/admin/join", {
    method: "POST",
    body: request,
    schema: adminLoginResponseSchema,
  });
}

import type { JoinRequest } from "@/shared/api/account-contract";
import { type AdminLoginResponse, adminLoginResponseSchema } from "@/shared/api/admin-contract";
import { apiRequest } from "@/web/lib/api-client";

/**
 * POST /api/admin/join accepts an invitation: creates the account and signs it in, like a login.
 */
export function joinTeam(request: JoinRequest): Promise<AdminLoginResponse> {
  return apiRequest("/api/admin/join", {
    method: "POST",
    body: request,
    schema: adminLoginResponseSchema,
  });
}

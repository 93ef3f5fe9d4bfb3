import {
  type AdminLoginRequest,
  type AdminLoginResponse,
  adminLoginResponseSchema,
} from "@/shared/api/admin-contract";
import { apiRequest } from "@/web/lib/api-client";

/** POST /api/admin/login: the answer carries the session's token. */
export function signInAdmin(request: AdminLoginRequest): Promise<AdminLoginResponse> {
  return apiRequest("/api/admin/login", {
    method: "POST",
    body: request,
    schema: adminLoginResponseSchema,
  });
}

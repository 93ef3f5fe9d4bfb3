import {
  type AdminLoginResponse,
  type AdminSetupRequest,
  adminLoginResponseSchema,
} from "@/shared/api/admin-contract";
import { apiRequest } from "@/web/lib/api-client";

/**
 * POST /api/admin/setup creates the first admin with the one-time link's token; the answer signs it
 * in.
 */
export function setUpFirstAdmin(request: AdminSetupRequest): Promise<AdminLoginResponse> {
  return apiRequest("/api/admin/setup", {
    method: "POST",
    body: request,
    schema: adminLoginResponseSchema,
  });
}

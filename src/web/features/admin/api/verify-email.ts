import type { VerifyEmailResponse } from "@/shared/api/account-contract";
import { apiRequest } from "@/web/lib/api-client";

/** POST /api/admin/verify-email with the emailed link's token. */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>("/api/admin/verify-email", {
    method: "POST",
    body: { token },
  });
}

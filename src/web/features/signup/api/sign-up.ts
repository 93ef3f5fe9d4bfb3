import type { SignupRequest, SignupResponse } from "@/shared/api/account-contract";
import { apiRequest } from "@/web/lib/api-client";

/** POST /api/signup (typed, not parsed again: see ./get-trades.ts). */
export function signUp(request: SignupRequest): Promise<SignupResponse> {
  return apiRequest<SignupResponse>("/api/signup", { method: "POST", body: request });
}

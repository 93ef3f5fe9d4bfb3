import type { SignupRequest, SignupResponse } from "@/shared/api/account-contract";
import { apiRequest } from "@/web/lib/api-client";

/**
 * POST /api/signup. The answer is typed, not parsed again: the server validates and serialises it
 * with the contract's schema, and zod stays out of the page's first load
 * (docs/decisions/016-preact-and-server-rendered-first-steps.md).
 */
export function signUp(request: SignupRequest): Promise<SignupResponse> {
  return apiRequest<SignupResponse>("/api/signup", { method: "POST", body: request });
}

import { useQuery } from "@tanstack/react-query";
import type {
  SignupRequest,
  SignupResponse,
  TradeListResponse,
  VerifyEmailResponse,
} from "@/shared/api/account-contract";
import { apiRequest } from "@/web/lib/api-client";

/**
 * The sign-up page's calls. Answers are typed, not parsed again: the server validates and
 * serialises them with the contract's schemas, and zod stays out of the page's first load
 * (docs/decisions/016-preact-and-server-rendered-first-steps.md).
 */
export function useTrades() {
  return useQuery({
    queryKey: ["trades"],
    queryFn: ({ signal }) => apiRequest<TradeListResponse>("/api/trades", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function signUp(request: SignupRequest): Promise<SignupResponse> {
  return apiRequest<SignupResponse>("/api/signup", { method: "POST", body: request });
}

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>("/api/admin/verify-email", {
    method: "POST",
    body: { token },
  });
}

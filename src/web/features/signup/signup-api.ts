import { useQuery } from "@tanstack/react-query";
import {
  type SignupRequest,
  type SignupResponse,
  signupResponseSchema,
  tradeListResponseSchema,
  type VerifyEmailResponse,
  verifyEmailResponseSchema,
} from "@/shared/api/account-contract";
import { apiRequest } from "@/web/app/api-client";

export function useTrades() {
  return useQuery({
    queryKey: ["trades"],
    queryFn: ({ signal }) => apiRequest("/api/trades", { signal, schema: tradeListResponseSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function signUp(request: SignupRequest): Promise<SignupResponse> {
  return apiRequest("/api/signup", { method: "POST", body: request, schema: signupResponseSchema });
}

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest("/api/admin/verify-email", {
    method: "POST",
    body: { token },
    schema: verifyEmailResponseSchema,
  });
}

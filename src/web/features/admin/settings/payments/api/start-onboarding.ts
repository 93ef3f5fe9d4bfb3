import { useMutation } from "@tanstack/react-query";
import { onboardingLinkResponseSchema } from "@/shared/api/payments-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/**
 * POST /api/admin/payments/onboarding: a new link to Stripe's onboarding (they expire within
 * minutes).
 */
export function startOnboarding() {
  return adminRequest("/api/admin/payments/onboarding", {
    method: "POST",
    schema: onboardingLinkResponseSchema,
  });
}

/** Opens Stripe's onboarding. */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: startOnboarding,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

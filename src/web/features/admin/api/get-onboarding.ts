import { useQuery } from "@tanstack/react-query";
import { onboardingResponseSchema } from "@/shared/api/account-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/**
 * GET /api/admin/onboarding: the steps from sign-up to live
 * (docs/product/settings.md#onboarding-checklist).
 */
export function getOnboarding(signal?: AbortSignal) {
  return adminRequest("/api/admin/onboarding", { signal, schema: onboardingResponseSchema });
}

export function useOnboarding(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "onboarding"],
    queryFn: ({ signal }) => getOnboarding(signal),
    enabled,
  });
}

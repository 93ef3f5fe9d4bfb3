import { useMutation, useQuery } from "@tanstack/react-query";
import {
  onboardingLinkResponseSchema,
  paymentsResponseSchema,
} from "@/shared/api/payments-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/**
 * The business's Stripe account (docs/product/payments.md#connecting-stripe). Back from Stripe's
 * onboarding, it is read from Stripe itself: the notice of the change may still be on its way.
 */
export function usePayments(backFromStripe: boolean) {
  return useQuery({
    queryKey: ["admin", "payments", backFromStripe],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/payments${backFromStripe ? "?refresh=1" : ""}`, {
        signal,
        schema: paymentsResponseSchema,
      }),
  });
}

/** Opens Stripe's onboarding (a new link each time: they expire within minutes). */
export function useStartOnboarding() {
  return useMutation({
    mutationFn: () =>
      adminRequest("/api/admin/payments/onboarding", {
        method: "POST",
        schema: onboardingLinkResponseSchema,
      }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

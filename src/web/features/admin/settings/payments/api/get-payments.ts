import { useQuery } from "@tanstack/react-query";
import { type PaymentsResponse, paymentsResponseSchema } from "@/shared/api/payments-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/**
 * GET /api/admin/payments: the business's Stripe account
 * (docs/product/payments.md#connecting-stripe). Back from Stripe's onboarding, it is read from
 * Stripe itself: the notice of the change may still be on its way.
 */
export function getPayments(
  backFromStripe: boolean,
  signal?: AbortSignal,
): Promise<PaymentsResponse> {
  return adminRequest(`/api/admin/payments${backFromStripe ? "?refresh=1" : ""}`, {
    signal,
    schema: paymentsResponseSchema,
  });
}

export function usePayments(backFromStripe: boolean) {
  return useQuery({
    queryKey: ["admin", "payments", backFromStripe],
    queryFn: ({ signal }) => getPayments(backFromStripe, signal),
  });
}

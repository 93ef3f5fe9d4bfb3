import { useMutation } from "@tanstack/react-query";
import { offerRenewalResponseSchema } from "@/shared/api/custom-quote-offer-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

/** Asks the business for a new offer in place of an expired one. */
export function requestNewOffer(token: string) {
  return apiRequest(businessApi("/offers/request-new"), {
    method: "POST",
    body: { token },
    schema: offerRenewalResponseSchema,
  });
}

export function useRequestNewOffer(token: string) {
  return useMutation({ mutationFn: () => requestNewOffer(token) });
}

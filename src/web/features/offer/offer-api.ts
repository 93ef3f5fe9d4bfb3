import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  OFFER_TOKEN_PATTERN,
  offerAcceptResponseSchema,
  offerRenewalResponseSchema,
  offerViewSchema,
} from "@/shared/api/custom-quote-offer-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

/**
 * A customer's offer by its link's token (docs/product/custom-quotes.md#the-offer-page): the token
 * goes in a POST body, never in a URL.
 */
const offerKey = (token: string) => [businessApi("/offers/view"), token] as const;

export function useOffer(token: string) {
  return useQuery({
    queryKey: offerKey(token),
    queryFn: ({ signal }) =>
      apiRequest(businessApi("/offers/view"), {
        method: "POST",
        body: { token },
        signal,
        schema: offerViewSchema,
      }),
    retry: false,
    // A link cut short opens nothing: no call for it.
    enabled: OFFER_TOKEN_PATTERN.test(token),
  });
}

/** Accepts the offer (or resumes its payment) and answers where to pay. */
export function useAcceptOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(businessApi("/offers/accept"), {
        method: "POST",
        body: { token },
        schema: offerAcceptResponseSchema,
      }),
    // A refusal (paid meanwhile, expired) shows the offer as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: offerKey(token) }),
  });
}

export function useRequestNewOffer(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(businessApi("/offers/request-new"), {
        method: "POST",
        body: { token },
        schema: offerRenewalResponseSchema,
      }),
  });
}

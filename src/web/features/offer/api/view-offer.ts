import { useQuery } from "@tanstack/react-query";
import { OFFER_TOKEN_PATTERN, offerViewSchema } from "@/shared/api/custom-quote-offer-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

/**
 * A customer's offer by its link's token (docs/product/custom-quotes.md#the-offer-page): the token
 * goes in a POST body, never in a URL.
 */
export const offerKey = (token: string) => [businessApi("/offers/view"), token] as const;

export function viewOffer(token: string, signal?: AbortSignal) {
  return apiRequest(businessApi("/offers/view"), {
    method: "POST",
    body: { token },
    signal,
    schema: offerViewSchema,
  });
}

export function useOffer(token: string) {
  return useQuery({
    queryKey: offerKey(token),
    queryFn: ({ signal }) => viewOffer(token, signal),
    retry: false,
    // A link cut short opens nothing: no call for it.
    enabled: OFFER_TOKEN_PATTERN.test(token),
  });
}

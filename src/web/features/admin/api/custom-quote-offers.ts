import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  adminOfferSchema,
  adminRequestOffersSchema,
  type OfferDraftInput,
  offerPriceSchema,
} from "@/shared/api/custom-quote-offer-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/** A custom quote request's offers (docs/product/custom-quotes.md#pricing-a-request). */
const offersKey = (requestId: string) => ["admin", "custom-quotes", requestId, "offers"] as const;
const offersPath = (requestId: string) =>
  `/api/admin/custom-quotes/${encodeURIComponent(requestId)}/offers`;

export function useRequestOffers(requestId: string) {
  return useQuery({
    queryKey: offersKey(requestId),
    queryFn: ({ signal }) =>
      adminRequest(offersPath(requestId), { signal, schema: adminRequestOffersSchema }),
  });
}

/** The server's price of a draft: the totals the form shows before sending. */
export function priceOfferDraft(
  requestId: string,
  draft: Pick<OfferDraftInput, "lines" | "deposit">,
  signal?: AbortSignal,
) {
  return adminRequest(`${offersPath(requestId)}/price`, {
    method: "POST",
    body: draft,
    signal,
    schema: offerPriceSchema,
  });
}

/** Sends the offer; the request's offers and the list's statuses reload after it. */
export function useSendOffer(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: OfferDraftInput) =>
      adminRequest(offersPath(requestId), {
        method: "POST",
        body: draft,
        schema: adminOfferSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offersKey(requestId) }),
        queryClient.invalidateQueries({ queryKey: ["admin", "/api/admin/custom-quotes"] }),
      ]),
  });
}

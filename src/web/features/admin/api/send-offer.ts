import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminOfferSchema, type OfferDraftInput } from "@/shared/api/custom-quote-offer-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { offersKey, offersPath } from "./get-request-offers";

/** POST /api/admin/custom-quotes/:requestId/offers. */
export function sendOffer(requestId: string, draft: OfferDraftInput) {
  return adminRequest(offersPath(requestId), {
    method: "POST",
    body: draft,
    schema: adminOfferSchema,
  });
}

/** Sends the offer; the request's offers and the list's statuses reload after it. */
export function useSendOffer(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: OfferDraftInput) => sendOffer(requestId, draft),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offersKey(requestId) }),
        queryClient.invalidateQueries({ queryKey: ["admin", "/api/admin/custom-quotes"] }),
      ]),
  });
}

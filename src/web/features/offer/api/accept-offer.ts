import { useMutation, useQueryClient } from "@tanstack/react-query";
import { offerAcceptResponseSchema } from "@/shared/api/custom-quote-offer-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";
import { offerKey } from "./view-offer";

/** Accepts the offer (or resumes its payment) and answers where to pay. */
export function acceptOffer(token: string) {
  return apiRequest(businessApi("/offers/accept"), {
    method: "POST",
    body: { token },
    schema: offerAcceptResponseSchema,
  });
}

export function useAcceptOffer(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptOffer(token),
    // A refusal (paid meanwhile, expired) shows the offer as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: offerKey(token) }),
  });
}

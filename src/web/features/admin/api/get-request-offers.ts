import { useQuery } from "@tanstack/react-query";
import { adminRequestOffersSchema } from "@/shared/api/custom-quote-offer-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/** A custom quote request's offers (docs/product/custom-quotes.md#pricing-a-request). */
export const offersKey = (requestId: string) =>
  ["admin", "custom-quotes", requestId, "offers"] as const;
export const offersPath = (requestId: string) =>
  `/api/admin/custom-quotes/${encodeURIComponent(requestId)}/offers`;

/** GET /api/admin/custom-quotes/:requestId/offers. */
export function getRequestOffers(requestId: string, signal?: AbortSignal) {
  return adminRequest(offersPath(requestId), { signal, schema: adminRequestOffersSchema });
}

export function useRequestOffers(requestId: string) {
  return useQuery({
    queryKey: offersKey(requestId),
    queryFn: ({ signal }) => getRequestOffers(requestId, signal),
  });
}

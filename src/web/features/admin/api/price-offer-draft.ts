import { type OfferDraftInput, offerPriceSchema } from "@/shared/api/custom-quote-offer-contract";
import { adminRequest } from "@/web/lib/api/admin-request";
import { offersPath } from "./get-request-offers";

/**
 * POST .../offers/price: the server's price of a draft, the totals the form shows before sending.
 */
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

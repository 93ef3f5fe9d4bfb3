import type { CustomQuoteRequest, CustomQuoteResponse } from "@/shared/api/quote-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

export function submitCustomQuote(request: CustomQuoteRequest): Promise<CustomQuoteResponse> {
  return apiRequest<CustomQuoteResponse>(businessApi("/custom-quotes"), {
    method: "POST",
    body: request,
  });
}

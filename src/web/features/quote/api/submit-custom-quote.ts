import type { CustomQuoteRequest, CustomQuoteResponse } from "@/shared/api/quote-contract";
import { apiRequest } from "@/web/app/api-client";

export function submitCustomQuote(request: CustomQuoteRequest): Promise<CustomQuoteResponse> {
  return apiRequest<CustomQuoteResponse>("/api/custom-quotes", { method: "POST", body: request });
}

import { useQuery } from "@tanstack/react-query";
import type { TradeListResponse } from "@/shared/api/account-contract";
import { apiRequest } from "@/web/lib/api-client";

/**
 * GET /api/trades: the templates a business can start from. Answers are typed, not parsed again:
 * the server validates and serialises them with the contract's schemas, and zod stays out of the
 * page's first load (docs/decisions/016-preact-and-server-rendered-first-steps.md).
 */
export function getTrades(signal?: AbortSignal): Promise<TradeListResponse> {
  return apiRequest<TradeListResponse>("/api/trades", { signal });
}

export function useTrades() {
  return useQuery({
    queryKey: ["trades"],
    queryFn: ({ signal }) => getTrades(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

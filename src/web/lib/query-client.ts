import { QueryClient } from "@tanstack/react-query";

/**
 * Data is fetched once and kept; nothing refetches or retries by itself
 * (docs/product/interface-rules.md#data-loading).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

import { useInfiniteQuery } from "@tanstack/react-query";
import type { ZodType } from "zod";
import {
  adminCustomQuotesResponseSchema,
  adminLeadsResponseSchema,
} from "@/shared/api/admin-contract";
import { adminRequest } from "./admin-request";

/** A list the server walks newest first, a page at a time (Load more follows `nextCursor`). */
export function usePagedList<T extends { nextCursor: string | null }>(
  path: string,
  schema: ZodType<T>,
) {
  return useInfiniteQuery({
    queryKey: ["admin", path],
    queryFn: ({ pageParam, signal }) =>
      adminRequest(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path, {
        signal,
        schema,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useCustomQuotes() {
  return usePagedList("/api/admin/custom-quotes", adminCustomQuotesResponseSchema);
}

/** People who checked an address but never ordered or asked for a quote: the follow-up list. */
export function useLeads() {
  return usePagedList("/api/admin/leads", adminLeadsResponseSchema);
}

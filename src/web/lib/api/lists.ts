import { useInfiniteQuery } from "@tanstack/react-query";
import type { ZodType } from "zod";
import {
  adminCustomQuotesResponseSchema,
  adminLeadsResponseSchema,
} from "@/shared/api/admin-contract";
import { adminRequest } from "@/web/lib/api/admin-request";

/**
 * A list the server walks newest first, a page at a time (Load more follows `nextCursor`);
 * `params` narrow it (a search), each set of them a list of its own.
 */
export function usePagedList<T extends { nextCursor: string | null }>(
  path: string,
  schema: ZodType<T>,
  params: Record<string, string> = {},
) {
  return useInfiniteQuery({
    queryKey: ["admin", path, params],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(params);
      if (pageParam) query.set("cursor", pageParam);
      const search = query.toString();
      return adminRequest(search ? `${path}?${search}` : path, { signal, schema });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The custom quote requests, those matching the dashboard's search `q` when there is one. */
export function useCustomQuotes(q: string) {
  return usePagedList("/api/admin/custom-quotes", adminCustomQuotesResponseSchema, q ? { q } : {});
}

/** People who checked an address but never ordered or asked for a quote: the follow-up list. */
export function useLeads() {
  return usePagedList("/api/admin/leads", adminLeadsResponseSchema);
}

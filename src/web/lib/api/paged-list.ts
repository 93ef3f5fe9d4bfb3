import { useInfiniteQuery } from "@tanstack/react-query";
import type { ZodType } from "zod";
import { adminRequest } from "@/web/lib/api/admin-request";

/**
 * An admin list the server walks newest first, a page at a time (Load more follows
 * `nextCursor`); `params` narrow it (a search), each set of them a list of its own. Each list's
 * endpoint file passes its path and schema.
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

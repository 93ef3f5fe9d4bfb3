import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { scopeOfSlug } from "@/shared/business-scope";
import { apiRequest } from "@/web/lib/api-client";

const serverTimeSchema = z.object({ server_time: z.iso.datetime({ offset: true }) });

/**
 * The time on the business's server (which may be pinned, see NOW), so the preview applies an
 * early-bird discount exactly when the quote page does; the browser's clock until it answers.
 */
export function useBusinessClock(slug: string): Date {
  const offset = useQuery({
    queryKey: [scopeOfSlug(slug).apiBase, "server-time"],
    queryFn: async ({ signal }) => {
      const { server_time } = await apiRequest(`${scopeOfSlug(slug).apiBase}/config`, {
        signal,
        schema: serverTimeSchema,
      });
      return Date.parse(server_time) - Date.now();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  return new Date(Date.now() + (offset.data ?? 0));
}

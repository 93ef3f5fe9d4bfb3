import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { scopeOfSlug } from "@/shared/business-scope";
import { apiRequest } from "@/web/lib/api-client";

const serverTimeSchema = z.object({ server_time: z.iso.datetime({ offset: true }) });

/** The business's public config, read for its `server_time` only. */
export async function getServerTime(slug: string, signal?: AbortSignal): Promise<string> {
  const { server_time } = await apiRequest(`${scopeOfSlug(slug).apiBase}/config`, {
    signal,
    schema: serverTimeSchema,
  });
  return server_time;
}

/** The business's server clock minus the browser's, in milliseconds, once known. */
export function useServerClockOffset(slug: string) {
  return useQuery({
    queryKey: [scopeOfSlug(slug).apiBase, "server-time"],
    queryFn: async ({ signal }) => Date.parse(await getServerTime(slug, signal)) - Date.now(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { useQuery } from "@tanstack/react-query";
import type { PublicConfigResponse } from "@/shared/api/public-config-contract";
import { apiRequest } from "@/web/app/api-client";

/**
 * Whether this server takes cards through Stripe or runs the test checkout; undefined until
 * known. Read by hand so zod stays out of the bundles that show it.
 */
export function usePaymentMode(): "test" | "stripe" | undefined {
  const { data } = useQuery({
    queryKey: ["api", "public-config"],
    queryFn: () => apiRequest<PublicConfigResponse>("/api/public-config"),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const mode = data?.payments?.mode;
  return mode === "test" || mode === "stripe" ? mode : undefined;
}

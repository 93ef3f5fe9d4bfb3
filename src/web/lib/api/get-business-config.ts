import { useQuery } from "@tanstack/react-query";
import type { BusinessConfigResponse, PaymentMode } from "@/shared/api/quote-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

export interface BusinessConfigWithClock {
  config: BusinessConfigResponse;
  /** Server time minus browser time when the answer arrived: the banner follows the server. */
  clockOffsetMs: number;
}

/** Per business: a tab that moves between businesses never shows one with the other's config. */
export const businessConfigQueryKey = () => [businessApi("/config")] as const;

/** The config and the offset of the server's clock, `server_time` being stamped at `receivedAtMs`. */
export function withServerClock(
  config: BusinessConfigResponse,
  receivedAtMs: number,
): BusinessConfigWithClock {
  return { config, clockOffsetMs: Date.parse(config.server_time) - receivedAtMs };
}

export async function getBusinessConfig(): Promise<BusinessConfigWithClock> {
  const config = await apiRequest<BusinessConfigResponse>(businessApi("/config"));
  return withServerClock(config, Date.now());
}

export function useBusinessConfig() {
  return useQuery({ queryKey: businessConfigQueryKey(), queryFn: getBusinessConfig });
}

/**
 * Whether this business's customers pay by card through Stripe or on the test page
 * (docs/product/payments.md#test-mode); undefined until its config is known.
 */
export function usePaymentMode(): PaymentMode | undefined {
  return useBusinessConfig().data?.config.payment_mode;
}

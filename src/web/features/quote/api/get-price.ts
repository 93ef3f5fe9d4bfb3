import { useQueries } from "@tanstack/react-query";
import { PRICED_DRIVEWAY_SIZES, type PricedDrivewaySize } from "@/domain/calculate-quote";
import type { PriceRequest, PriceResponse } from "@/shared/api/quote-contract";
import { apiRequest } from "@/web/app/api-client";
import { businessApi } from "@/web/app/business-scope";

export function getPrice(request: PriceRequest): Promise<PriceResponse> {
  return apiRequest<PriceResponse>(businessApi("/price"), { method: "POST", body: request });
}

export const pricePreviewQueryKey = (town: string, drivewaySize: PricedDrivewaySize) =>
  [businessApi("/price"), town, drivewaySize, []] as const;

/**
 * One price call per priced size, without add-ons, when the driveway step opens
 * (docs/product/quote-journey.md#price-previews). A failed preview is logged and shows no
 * price: never a made-up one.
 */
export function usePricePreviews(town: string) {
  const results = useQueries({
    queries: PRICED_DRIVEWAY_SIZES.map((drivewaySize) => ({
      queryKey: pricePreviewQueryKey(town, drivewaySize),
      queryFn: async () => {
        try {
          return await getPrice({ town, drivewaySize, addons: [] });
        } catch (error) {
          console.warn(`Price preview for ${drivewaySize} failed`, error);
          throw error;
        }
      },
    })),
  });
  return new Map(PRICED_DRIVEWAY_SIZES.map((size, index) => [size, results[index]!] as const));
}

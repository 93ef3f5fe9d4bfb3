import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import type { PriceRequest, PriceResponse } from "@/shared/api/quote-contract";
import { apiRequest } from "@/web/app/api-client";
import { businessApi } from "@/web/app/business-scope";
import type { AddonChoice } from "../quote-wizard-state";

export function getPrice(request: PriceRequest): Promise<PriceResponse> {
  return apiRequest<PriceResponse>(businessApi("/price"), { method: "POST", body: request });
}

/** The add-ons as the price call takes them: a flat one by its code, one per unit with its quantity. */
export function toAddonRequests(addons: readonly AddonChoice[]): PriceRequest["addons"] {
  return addons.map(({ code, quantity }) => (quantity === undefined ? code : { code, quantity }));
}

const priceQueryKey = (area: string, option: string, addons: readonly AddonChoice[]) =>
  [businessApi("/price"), area, option, addons] as const;

/**
 * One price call per priced option (not the custom-quote one), without add-ons, when the option
 * step opens (docs/product/quote-journey.md#price-previews). A failed preview is logged and shows
 * no price: never a made-up one.
 */
export function usePricePreviews(area: string, optionCodes: readonly string[]) {
  const results = useQueries({
    queries: optionCodes.map((option) => ({
      queryKey: priceQueryKey(area, option, []),
      queryFn: async () => {
        try {
          return await getPrice({ area, option, addons: [] });
        } catch (error) {
          console.warn(`Price preview for ${option} failed`, error);
          throw error;
        }
      },
    })),
  });
  return new Map(optionCodes.map((code, index) => [code, results[index]!] as const));
}

/**
 * The price of the add-ons chosen so far, asked when a quantity changes: the add-ons step shows
 * what the server charges for each quantity. The last answer stays while the next one is asked.
 */
export function useAddonsPrice(options: {
  area: string;
  option: string;
  addons: readonly AddonChoice[];
  enabled: boolean;
}) {
  const { area, option, addons, enabled } = options;
  return useQuery({
    queryKey: priceQueryKey(area, option, addons),
    queryFn: () => getPrice({ area, option, addons: toAddonRequests(addons) }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

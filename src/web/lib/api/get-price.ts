import { keepPreviousData, type QueryClient, useQueries, useQuery } from "@tanstack/react-query";
import type { ServicePriceRequest, ServicePriceResponse } from "@/shared/api/quote-contract";
import type { AddonChoice } from "@/web/components/wizard/quote-wizard-state";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

export function getPrice(request: ServicePriceRequest): Promise<ServicePriceResponse> {
  return apiRequest<ServicePriceResponse>(businessApi("/price"), { method: "POST", body: request });
}

/** The add-ons as the price call takes them: a flat one by its code, one per unit with its quantity. */
export function toAddonRequests(addons: readonly AddonChoice[]): ServicePriceRequest["addons"] {
  return addons.map(({ code, quantity }) => (quantity === undefined ? code : { code, quantity }));
}

/** What is priced besides the option and the add-ons: the area, and a service's own choices. */
export type PricedSelection = Omit<ServicePriceRequest, "option" | "addons" | "visit">;

const priceQueryKey = (
  selection: PricedSelection,
  option: string | undefined,
  addons: readonly AddonChoice[],
) => [businessApi("/price"), selection, option, addons] as const;

/** The preview of one option: its price without add-ons. */
const previewQuery = (selection: PricedSelection, option: string) => ({
  queryKey: priceQueryKey(selection, option, []),
  queryFn: async () => {
    try {
      return await getPrice({ ...selection, option, addons: [] });
    } catch (error) {
      console.warn(`Price preview for ${option} failed`, error);
      throw error;
    }
  },
});

/**
 * One price call per priced option (not the custom-quote one), without add-ons, for the option
 * step (docs/product/quote-journey.md#price-previews). A failed preview is logged and shows no
 * price: never a made-up one.
 */
export function usePricePreviews(selection: PricedSelection, optionCodes: readonly string[]) {
  const results = useQueries({
    queries: optionCodes.map((option) => previewQuery(selection, option)),
  });
  return new Map(optionCodes.map((code, index) => [code, results[index]!] as const));
}

/**
 * Asks for the previews as soon as the address is found in an area, while the searching card
 * is still up: the option step then opens priced. The step's own calls reuse these answers.
 */
export function prefetchPricePreviews(
  queryClient: QueryClient,
  area: string,
  optionCodes: readonly string[],
): void {
  for (const option of optionCodes) void queryClient.prefetchQuery(previewQuery({ area }, option));
}

/**
 * The price of the add-ons chosen so far, asked when a quantity changes: the add-ons step shows
 * what the server charges for each quantity. The last answer stays while the next one is asked.
 */
export function useAddonsPrice(options: {
  selection: PricedSelection;
  option: string | undefined;
  addons: readonly AddonChoice[];
  enabled: boolean;
}) {
  const { selection, option, addons, enabled } = options;
  return useQuery({
    queryKey: priceQueryKey(selection, option, addons),
    queryFn: () =>
      getPrice({
        ...selection,
        ...(option !== undefined && { option }),
        addons: toAddonRequests(addons),
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

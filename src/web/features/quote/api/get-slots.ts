import type { QueryClient } from "@tanstack/react-query";
import type { SlotsRequest, SlotsResponse } from "@/shared/api/booking-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

/** The slots stay good to show this long; the step asks again after (checkout checks anyway). */
const SLOTS_FRESH_MS = 60_000;

export function getSlots(request: SlotsRequest): Promise<SlotsResponse> {
  return apiRequest<SlotsResponse>(businessApi("/slots"), { method: "POST", body: request });
}

/** The slots call for a priced selection (docs/product/booking.md#the-slots-call), one cache entry each. */
export const slotsQuery = (request: SlotsRequest) => ({
  queryKey: [businessApi("/slots"), request] as const,
  queryFn: () => getSlots(request),
  staleTime: SLOTS_FRESH_MS,
});

/**
 * Asks for the selection's slots beside its price (docs/product/booking.md#the-wizards-time-step):
 * answers whether any time is offered. A failed call offers none: the order is then sold without
 * a time, which the business arranges, as before the time step existed.
 */
export function prefetchSlots(queryClient: QueryClient, request: SlotsRequest): Promise<boolean> {
  return queryClient.fetchQuery(slotsQuery(request)).then(
    (answer) => answer.slots.length > 0,
    (error: unknown) => {
      console.warn("Slots call failed: the order goes on without a time", error);
      return false;
    },
  );
}

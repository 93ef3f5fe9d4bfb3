import type { SlotsResponse } from "@/shared/api/booking-contract";
import type { CheckoutRequest, CheckoutResponse } from "@/shared/api/checkout-contract";
import type { ServicePriceResponse } from "@/shared/api/quote-contract";
import { apiRequest } from "@/web/lib/api-client";
import { ApiError } from "@/web/lib/api-error";
import { businessApi } from "@/web/lib/business-scope";

export type CheckoutResult =
  | ({ kind: "started" } & CheckoutResponse)
  | { kind: "priceChanged"; message: string; price: ServicePriceResponse }
  | { kind: "slotTaken"; message: string; slots: SlotsResponse["slots"] };

/**
 * Creates the order and its payment session; a 409 carries the current price to confirm, or the
 * slots still free when the chosen time was taken (docs/product/booking.md#holds).
 */
export async function startCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
  try {
    const started = await apiRequest<CheckoutResponse>(businessApi("/checkout"), {
      method: "POST",
      body: request,
    });
    return { kind: "started", ...started };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      // The new price is shown as the amount to pay, so its shape is checked; zod loads only here.
      const { staleCheckoutResponseSchema, slotTakenResponseSchema } = await import(
        "@/shared/api/checkout-contract"
      );
      const stale = staleCheckoutResponseSchema.safeParse(error.body);
      if (stale.success) return { kind: "priceChanged", ...stale.data };
      const taken = slotTakenResponseSchema.safeParse(error.body);
      if (taken.success) return { kind: "slotTaken", ...taken.data };
    }
    throw error;
  }
}

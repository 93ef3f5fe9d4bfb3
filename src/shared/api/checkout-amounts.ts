import type { PriceResponse } from "./quote-contract";

/**
 * The amounts of a checkout request: exactly those of the price the customer was shown. Kept
 * apart from the checkout contract so the wizard's first load does not carry its schemas.
 */
export function checkoutAmountsOf(
  price: Pick<
    PriceResponse,
    "breakdown" | "subtotal_cents" | "fee_cents" | "total_cents" | "tax_cents" | "grand_total_cents"
  >,
) {
  return {
    basePriceCents: price.breakdown.base_price_cents,
    addonPriceCents: price.breakdown.addon_price_cents,
    subtotalCents: price.subtotal_cents,
    feeCents: price.fee_cents,
    totalCents: price.total_cents,
    taxCents: price.tax_cents,
    grandTotalCents: price.grand_total_cents,
  };
}

import type { PaymentMode } from "@/shared/api/quote-contract";
import { useBusinessConfig } from "@/web/lib/api/get-business-config";

/**
 * Whether this business's customers pay by card through Stripe or on the test page
 * (docs/product/payments.md#test-mode); undefined until its config is known.
 */
export function usePaymentMode(): PaymentMode | undefined {
  return useBusinessConfig().data?.config.payment_mode;
}

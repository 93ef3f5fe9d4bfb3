import {
  type OrderSummary,
  orderSummarySchema,
  type TestPaymentRequest,
} from "@/shared/api/checkout-contract";
import { apiRequest } from "@/web/lib/api-client";
import { businessApi } from "@/web/lib/business-scope";

/** Test mode's Pay: the server fulfils the order exactly as a Stripe webhook would. */
export function payTestOrder(orderId: string, request: TestPaymentRequest): Promise<OrderSummary> {
  return apiRequest(businessApi(`/checkout/orders/${encodeURIComponent(orderId)}/test-payment`), {
    method: "POST",
    body: request,
    schema: orderSummarySchema,
  });
}

import { businessApi } from "@/web/lib/business-scope";

/** A paid order's receipt, a PDF the browser downloads (docs/product/receipts.md). */
export function receiptPdfUrl(orderId: string): string {
  return businessApi(`/checkout/orders/${encodeURIComponent(orderId)}/receipt.pdf`);
}

/** A paid order's receipt, downloaded with the signed-in session's cookie (docs/product/receipts.md). */
export function adminReceiptPdfUrl(orderId: string): string {
  return `/api/admin/orders/${encodeURIComponent(orderId)}/receipt.pdf`;
}

import { scopeOfSlug } from "@/shared/business-scope";
import type { Business } from "../business/business-store";

/** A paid visit's receipt, under its business's public API (docs/product/receipts.md#calls). */
export function visitReceiptPath(chargeId: string): string {
  return `/checkout/visit-charges/${chargeId}/receipt.pdf`;
}

/**
 * The link in the customer's visit receipt email: `{PUBLIC_URL}/api/b/{slug}/...` for every
 * business, as the links to the customer's pages are (the default business's `/api/...` answers
 * the same).
 */
export function visitReceiptPdfUrl(
  publicUrl: string,
  business: Pick<Business, "slug">,
  chargeId: string,
): string {
  return `${publicUrl}${scopeOfSlug(business.slug).apiBase}${visitReceiptPath(chargeId)}`;
}

import { useSearch } from "wouter";
import { ROUTES } from "@/shared/routes";
import { businessPage } from "@/web/lib/business-scope";

/** The order id and origin the return pages carry: `?order=<id>&from=embed`. */
export function useCheckoutParams() {
  const params = new URLSearchParams(useSearch());
  const orderId = params.get("order") ?? "";
  const fromEmbed = params.get("from") === "embed";
  const suffix = `order=${encodeURIComponent(orderId)}${fromEmbed ? "&from=embed" : ""}`;
  return {
    orderId,
    fromEmbed,
    testCheckoutPath: `${businessPage(ROUTES.checkoutTest)}?${suffix}`,
    successPath: `${businessPage(ROUTES.checkoutSuccess)}?${suffix}`,
    cancelPath: `${businessPage(ROUTES.checkoutCancel)}?${suffix}`,
  };
}

/**
 * The wizard of the page's business, reopened at its review step from sessionStorage
 * (`quotewise.quote`, per business).
 */
export function resumeReviewPath(): string {
  return `${businessPage(ROUTES.quote)}?resume=review`;
}

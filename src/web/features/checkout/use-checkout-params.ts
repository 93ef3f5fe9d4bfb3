import { useSearch } from "wouter";
import { ROUTES } from "@/shared/routes";

/** The order id and origin the return pages carry: `?order=<id>&from=embed`. */
export function useCheckoutParams() {
  const params = new URLSearchParams(useSearch());
  const orderId = params.get("order") ?? "";
  const fromEmbed = params.get("from") === "embed";
  const suffix = `order=${encodeURIComponent(orderId)}${fromEmbed ? "&from=embed" : ""}`;
  return {
    orderId,
    fromEmbed,
    successPath: `${ROUTES.checkoutSuccess}?${suffix}`,
    cancelPath: `${ROUTES.checkoutCancel}?${suffix}`,
  };
}

/** The wizard reopens its review step from sessionStorage (`quotewise.quote`) for this URL. */
export const RESUME_REVIEW_PATH = `${ROUTES.quote}?resume=review`;

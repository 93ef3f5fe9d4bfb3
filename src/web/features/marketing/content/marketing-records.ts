import type { MarketingPath } from "@/shared/site-pages";
import type { MarketingPageRecord } from "./types";

type Loader = () => Promise<MarketingPageRecord>;

/** Each page's record loads on its own, so a page ships only its own copy. */
export const MARKETING_RECORD_LOADERS: Record<MarketingPath, Loader> = {
  "/instant-quoting-software": () => import("./pages/instant-quoting-software").then((m) => m.page),
  "/instant-quote-generator": () => import("./pages/instant-quote-generator").then((m) => m.page),
  "/features/quote-automation": () => import("./pages/quote-automation").then((m) => m.page),
  "/features/pricing-matrix": () => import("./pages/pricing-matrix").then((m) => m.page),
  "/features/geographic-validation": () =>
    import("./pages/geographic-validation").then((m) => m.page),
  "/features/payment-processing": () => import("./pages/payment-processing").then((m) => m.page),
  "/industries/cleaning-instant-quote": () => import("./pages/cleaning").then((m) => m.page),
  "/industries/landscaping-instant-quote": () => import("./pages/landscaping").then((m) => m.page),
  "/industries/hvac-instant-quote": () => import("./pages/hvac").then((m) => m.page),
  "/industries/plumbing-instant-quote": () => import("./pages/plumbing").then((m) => m.page),
  "/industries/snow-removal-instant-quote": () =>
    import("./pages/snow-removal").then((m) => m.page),
  "/industries/handyman-instant-quote": () => import("./pages/handyman").then((m) => m.page),
  "/compare/responsibid-alternative": () =>
    import("./pages/responsibid-alternative").then((m) => m.page),
  "/compare/pandadoc-alternative-quoting": () =>
    import("./pages/pandadoc-alternative").then((m) => m.page),
};

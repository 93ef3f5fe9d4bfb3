import type { MarketingPath } from "@/shared/site-pages";
import type { RelatedPage } from "./types";

/** How other pages link to each marketing page: descriptive link text for people and crawlers. */
export const PAGE_LINKS: Record<MarketingPath, Omit<RelatedPage, "href">> = {
  "/instant-quoting-software": {
    title: "Instant quoting software",
    description: "How Quotewise prices, checks and books jobs on your website.",
  },
  "/instant-quote-generator": {
    title: "Instant quote generator",
    description: "Build a quote form that returns an exact price, not a callback.",
  },
  "/features/quote-automation": {
    title: "Quote automation",
    description: "From address to paid order without anyone typing a quote.",
  },
  "/features/pricing-matrix": {
    title: "Pricing matrix engine",
    description: "Prices by area, size, season and add-on, kept in one table.",
  },
  "/features/geographic-validation": {
    title: "Service-area validation",
    description: "Check every address against the areas you really serve.",
  },
  "/features/payment-processing": {
    title: "Payment processing",
    description: "Card, Apple Pay and Google Pay through Stripe Checkout.",
  },
  "/industries/cleaning-instant-quote": {
    title: "Instant quotes for cleaning businesses",
    description: "Price by bedrooms, bathrooms, frequency and extras.",
  },
  "/industries/landscaping-instant-quote": {
    title: "Instant quotes for landscaping businesses",
    description: "Price mowing, cleanups and seasonal programs by lot size.",
  },
  "/industries/hvac-instant-quote": {
    title: "Instant quotes for HVAC businesses",
    description: "Sell tune-ups and maintenance plans with a fixed price.",
  },
  "/industries/plumbing-instant-quote": {
    title: "Instant quotes for plumbing businesses",
    description: "Flat-rate pricing for the jobs you quote every week.",
  },
  "/industries/snow-removal-instant-quote": {
    title: "Instant quotes for snow removal businesses",
    description: "Sell season contracts by driveway size before the first storm.",
  },
  "/industries/handyman-instant-quote": {
    title: "Instant quotes for handyman businesses",
    description: "Package small jobs into prices customers accept on the spot.",
  },
  "/compare/responsibid-alternative": {
    title: "Quotewise and ResponsiBid compared",
    description: "Two instant-quote tools for service businesses, side by side.",
  },
  "/compare/pandadoc-alternative-quoting": {
    title: "Quotewise and PandaDoc compared for quoting",
    description: "Instant fixed prices versus proposal documents.",
  },
};

/** Related-page links of a record, in the order given. */
export function relatedPages(...paths: MarketingPath[]): RelatedPage[] {
  return paths.map((href) => ({ href, ...PAGE_LINKS[href] }));
}

import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/features/pricing-matrix",
  title: "Pricing Matrix Engine for Instant Quotes",
  description:
    "Set prices by service area, job size, add-on and season in one pricing matrix. Quotewise computes every quote on the server, to the cent, with fees and tax itemised.",
  keywords: [
    "pricing matrix",
    "price matrix software",
    "service pricing table",
    "quote pricing engine",
  ],
  h1: "A pricing matrix engine that quotes like your best estimator",
  highlightWords: ["pricing", "matrix", "engine"],
  subtitle:
    "Write down how you price once: by area, by size, by option, by season. Quotewise applies it the same way to every customer, down to the cent.",
  benefits: [
    "Prices by area and size",
    "Add-ons with fixed prices",
    "Early-bird and seasonal rules",
    "Fee and tax itemised",
  ],
  featuresTitle: "How the matrix prices a job",
  features: [
    {
      title: "Area by size grid",
      description:
        "Each service area has its own price for each size, so a far town can cost more than the one next to your yard.",
      icon: "layers",
    },
    {
      title: "Add-ons",
      description:
        "Extras such as a driveway bump-out, an inside-oven clean or a second unit carry their own fixed price.",
      icon: "list-checks",
    },
    {
      title: "Seasons and deadlines",
      description:
        "Season dates decide which contract is sold, and an early-bird discount ends at midnight on the day you choose.",
      icon: "calendar",
    },
    {
      title: "Fee and tax, shown",
      description:
        "The convenience fee and estimated sales tax appear as their own lines, so the total never surprises anyone.",
      icon: "file-text",
    },
    {
      title: "Computed on the server",
      description:
        "Prices are never trusted from the browser. If a price changes mid-checkout, the customer sees the new total before paying.",
      icon: "shield",
    },
    {
      title: "Whole cents, always",
      description:
        "Every amount is an integer number of cents with one rounding rule, so totals, receipts and exports agree.",
      icon: "calculator",
    },
  ],
  testimonials: [],
  faq: [
    {
      question: "Can prices differ between neighbourhoods?",
      answer:
        "Yes. Each service area has its own row of prices, so you can charge more where drive time is longer.",
    },
    {
      question: "How does the early-bird discount work?",
      answer:
        "You set an amount and a deadline. Quotes made before the end of that day show the discount; quotes after it do not.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/features/geographic-validation",
    "/features/quote-automation",
    "/industries/snow-removal-instant-quote",
  ),
};

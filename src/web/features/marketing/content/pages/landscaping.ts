import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/industries/landscaping-instant-quote",
  title: "Instant Quotes for Landscaping and Lawn Care",
  description:
    "Sell mowing programs, spring cleanups and leaf removal online with exact prices by lot size and route area. Customers pay, you plan the season.",
  keywords: [
    "landscaping instant quote",
    "lawn care quote calculator",
    "mowing price calculator",
    "landscaping software",
  ],
  h1: "Instant quotes for landscaping that fill your mowing routes",
  highlightWords: ["landscaping"],
  subtitle:
    "Lot size and location decide most lawn care prices. Quotewise turns them into a price the homeowner sees in seconds, for one cleanup or a whole season of mowing.",
  benefits: [
    "Priced by lot size",
    "Season programs and one-off jobs",
    "Route areas you choose",
    "Deposits before the season",
  ],
  featuresTitle: "Built around lawns, lots and routes",
  features: [
    {
      title: "Lot-size bands",
      description:
        "Quarter acre, half acre, full acre: each band has its price per visit or per season.",
      icon: "leaf",
    },
    {
      title: "Dense routes",
      description:
        "Service areas follow your routes, so a new customer is on a street you already drive.",
      icon: "map-pin",
    },
    {
      title: "Season programs",
      description:
        "Sell a full mowing season from April to October as one contract, with an early-sign-up discount.",
      icon: "calendar",
    },
    {
      title: "Cleanups on demand",
      description:
        "Spring cleanups, fall leaf removal and mulch installs each get their own fixed price.",
      icon: "sparkles",
    },
    {
      title: "Add-ons at a click",
      description:
        "Edging, hedge trimming, bagging clippings and gutter cleaning can be added in the quote.",
      icon: "list-checks",
    },
    {
      title: "Paid before the first cut",
      description:
        "Customers pay the season or the job online, so your spring starts with cash instead of invoices.",
      icon: "credit-card",
    },
  ],
  story: {
    title: "How landscaping companies price with Quotewise",
    paragraphs: [
      "Lawn care is priced by the size of the lot and the distance from your route. With lot-size bands as sizes and each town as a service area, a half-acre lot in a town you already mow costs exactly what you would quote from the truck.",
      "The year has two selling windows. Late winter is when homeowners sign up for the mowing season; late summer is when they look for fall cleanups and leaf removal. Season dates and an early-sign-up deadline let you sell next season's route while this one is still running.",
      "Add-ons lift the ticket: edging, hedge trimming, bagging clippings, mulch by the yard, aeration and overseeding in the fall. Each one carries its own price, so the customer builds the job instead of asking for a visit.",
    ],
  },
  testimonials: [],
  faq: [
    {
      question: "How do customers know their lot size?",
      answer:
        "Each size carries a plain description, for example “typical suburban lot, about a quarter acre”. Anything unusual can go through a custom quote request.",
    },
    {
      question: "Can I sell a mowing season and one-off jobs?",
      answer:
        "Yes. A season program and a single cleanup are separate options in your price list, each with its own price.",
    },
    {
      question: "What about properties outside my routes?",
      answer:
        "They are told the address is outside your service area and can send a custom quote request, so you still see the lead.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/industries/snow-removal-instant-quote",
    "/features/geographic-validation",
    "/instant-quoting-software",
  ),
};

import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/instant-quoting-software",
  title: "Instant Quoting Software for Service Businesses",
  description:
    "Quotewise is instant quoting software for service businesses: customers check their address, pick options, see an exact price and pay online in under a minute.",
  keywords: [
    "instant quoting software",
    "online quote software",
    "service business quoting",
    "quote and payment software",
  ],
  h1: "Instant quoting software that turns visitors into paid jobs",
  highlightWords: ["paid", "jobs"],
  subtitle:
    "Your customers get an exact price for their address the moment they ask, and pay for it on the spot. You get a confirmed, paid order instead of another voicemail to return.",
  darkSection: {
    title: "Every hour a quote waits, the lead cools",
    content:
      "Homeowners ask several companies at once and usually book whoever answers first. A quote that needs a site visit, a callback or a spreadsheet arrives after the decision is made.",
    statistics: [
      { value: "78%", label: "of leads are lost to slow responses" },
      { value: "24-48h", label: "typical turnaround for a manual quote" },
      { value: "$150K+", label: "yearly revenue at risk for a busy service business" },
    ],
    note: "Widely cited industry estimates, not Quotewise measurements. Your own figures will differ.",
  },
  benefits: [
    "Exact price in under 30 seconds",
    "Card payment at the moment of yes",
    "Only addresses you serve",
    "No monthly fee",
    "Free migration from your current tool",
  ],
  featuresTitle: "Everything between “how much?” and a paid order",
  features: [
    {
      title: "Embeddable widget and hosted page",
      description:
        "Paste one script tag into your site, or send customers to your hosted quote page from ads, emails and text messages.",
      icon: "code",
    },
    {
      title: "Price matrix engine",
      description:
        "Set prices by area, size and option once. Every quote follows the same rules, including early-bird discounts and seasonal dates.",
      icon: "calculator",
    },
    {
      title: "Service-area validation",
      description:
        "Addresses are checked against the polygons you draw, so you never sell a job across the river or outside your route.",
      icon: "map-pin",
    },
    {
      title: "Instant payments",
      description:
        "Customers pay by card, Apple Pay or Google Pay through Stripe Checkout. The order is marked paid the moment the payment clears.",
      icon: "credit-card",
    },
    {
      title: "CRM-ready orders",
      description:
        "Export paid orders as CSV or copy a formatted summary straight into the CRM or scheduling tool you already use.",
      icon: "plug",
    },
    {
      title: "24/7 lead capture",
      description:
        "Quotes go out at 11 p.m. on a Sunday. Addresses outside your area or unusual jobs become custom quote requests instead of lost visits.",
      icon: "clock",
    },
  ],
  story: {
    title: "Built for jobs with a price you can predict",
    paragraphs: [
      "Most service businesses already know what a job costs before they see it: a four-car driveway in one town, a two-bathroom clean, a furnace tune-up. Quotewise turns that knowledge into a price table and lets the customer walk through it themselves.",
      "When a job does not fit the table, nothing is lost. The customer sends a custom quote request with their address and contact details, and you answer by the next business day.",
    ],
  },
  testimonials: [],
  faq: [
    {
      question: "How fast does a customer get a price?",
      answer:
        "The quote takes four short steps: address, size, options and review. Most customers see their exact price in under 30 seconds.",
    },
    {
      question: "Do I need a developer to add it to my website?",
      answer:
        "No. The widget is one script tag that works on WordPress, Squarespace, Wix and hand-built sites, and the hosted quote page needs no website at all.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
    {
      question: "Can I move from another quoting tool?",
      answer:
        "Yes. Send us your current price list and service areas and we set them up in Quotewise for free.",
    },
  ],
  relatedPages: relatedPages(
    "/instant-quote-generator",
    "/features/pricing-matrix",
    "/features/geographic-validation",
  ),
};

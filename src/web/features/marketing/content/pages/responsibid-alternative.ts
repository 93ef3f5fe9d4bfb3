import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/compare/responsibid-alternative",
  title: "Quotewise vs ResponsiBid: A Fair Comparison",
  description:
    "Looking at ResponsiBid alternatives? How Quotewise and ResponsiBid differ for service businesses: focus, pricing model and when each one is the better fit.",
  keywords: [
    "ResponsiBid alternative",
    "Quotewise vs ResponsiBid",
    "instant quote software comparison",
    "online bidding software",
  ],
  h1: "Looking for a ResponsiBid alternative? Here is how Quotewise compares",
  highlightWords: ["ResponsiBid", "alternative?"],
  subtitle:
    "Both products let a homeowner get a price online without waiting for a callback. They start from different places, and the right choice depends on how your business prices and sells.",
  benefits: [
    "No monthly fee",
    "Service-area polygons",
    "Payment in the quote flow",
    "Free migration of your prices",
  ],
  featuresTitle: "What Quotewise is built around",
  features: [
    {
      title: "One exact price",
      description:
        "The customer sees a single price from your matrix, not a range, and that is the amount charged.",
      icon: "calculator",
    },
    {
      title: "Address check first",
      description:
        "Addresses are matched to polygon service areas you draw before any price appears.",
      icon: "map-pin",
    },
    {
      title: "Seasonal contracts",
      description:
        "Season dates, trigger depths and early-bird deadlines are part of the price rules.",
      icon: "calendar",
    },
    {
      title: "Checkout included",
      description:
        "Payment by card, Apple Pay, Google Pay or bank transfer through Stripe Checkout, right after the review.",
      icon: "credit-card",
    },
    {
      title: "Pay per transaction",
      description:
        "4.9% + $0.30 per completed transaction and no monthly fee, so a quiet month costs nothing.",
      icon: "trending-up",
    },
    {
      title: "Free migration",
      description: "Send us your current price list and service areas and we set them up for you.",
      icon: "repeat",
    },
  ],
  story: {
    title: "Which one fits your business",
    paragraphs: [
      "ResponsiBid is an established quoting and booking platform for home service companies and is popular with cleaning, window washing and pressure washing businesses. If your team already runs its bidding and scheduling there and it works, switching has a cost you should weigh.",
      "Quotewise fits businesses whose jobs have predictable prices and whose customers are ready to pay when they see the price: season contracts, tune-ups, cleanups and standard cleans. It puts the service-area check, the exact price and the payment in one short flow, and charges only when a customer pays.",
    ],
  },
  comparison: {
    competitor: "ResponsiBid",
    rows: [
      {
        topic: "Best known for",
        quotewise: "Instant fixed-price quotes with a service-area check and payment in one flow",
        competitor:
          "Online bidding and booking for home service companies, especially cleaning and exterior-cleaning trades",
      },
      {
        topic: "Pricing model",
        quotewise: "No monthly fee; 4.9% + $0.30 per completed transaction",
        competitor: "Subscription plans; see ResponsiBid's website for current prices",
      },
      {
        topic: "Switching",
        quotewise: "Free set-up of your price list and service areas",
        competitor: "Not applicable if you already use it",
      },
    ],
    disclaimer:
      "ResponsiBid is a trademark of its owner. Quotewise is not affiliated with ResponsiBid. The description of ResponsiBid reflects its public website in 2025 and may have changed; check with ResponsiBid for current features and prices. The figures Quotewise cites elsewhere on this site are marketing estimates, not measurements of either product.",
  },
  testimonials: [],
  faq: [
    {
      question: "Is Quotewise affiliated with ResponsiBid?",
      answer: "No. Quotewise is an independent product and has no relationship with ResponsiBid.",
    },
    {
      question: "How do I move my prices from another tool?",
      answer:
        "Send us your price list and the areas you serve. We build your price matrix and service areas in Quotewise for free, and you review them before going live.",
    },
    {
      question: "Can I try Quotewise before deciding?",
      answer:
        "Yes. Try the live quote demo on this site, then book a demo and we will set it up with your own prices.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/compare/pandadoc-alternative-quoting",
    "/industries/cleaning-instant-quote",
    "/instant-quoting-software",
  ),
};

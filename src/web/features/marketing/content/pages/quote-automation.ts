import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/features/quote-automation",
  title: "Quote Automation for Service Businesses",
  description:
    "Automate quoting from address to paid order: service-area check, exact price, checkout and a notice to your team, with no one typing a quote by hand.",
  keywords: ["quote automation", "automated quoting", "automatic estimates", "quote workflow"],
  h1: "Quote automation from first click to paid order",
  highlightWords: ["first", "click", "paid", "order"],
  subtitle:
    "Every step you used to do by hand, looking up the address, checking the price sheet, writing the email, chasing the deposit, happens while the customer waits a few seconds.",
  benefits: [
    "No quotes typed by hand",
    "Same price rules every time",
    "Orders arrive already paid",
    "Custom requests routed to you",
  ],
  featuresTitle: "The quote workflow, automated",
  features: [
    {
      title: "Address to area in one step",
      description:
        "The address is geocoded and matched to your service areas before any price is shown.",
      icon: "map-pin",
    },
    {
      title: "Price from the matrix",
      description:
        "Size, options and the current season's discounts are applied by the pricing engine, never by hand.",
      icon: "calculator",
    },
    {
      title: "Checkout in the flow",
      description:
        "The customer pays the exact total on the review screen; you get an order with the payment attached.",
      icon: "credit-card",
    },
    {
      title: "Notices by email",
      description:
        "Your team and the customer receive confirmations the moment an order is paid or a custom quote is requested.",
      icon: "bell",
    },
    {
      title: "An order board, not an inbox",
      description:
        "Paid, pending and onboarded orders sit in one dashboard with search, filters and CSV export.",
      icon: "list-checks",
    },
    {
      title: "Nothing lost after hours",
      description:
        "Quotes and payments run around the clock. You onboard the orders the next morning.",
      icon: "clock",
    },
  ],
  testimonials: [],
  faq: [
    {
      question: "Which steps still need a person?",
      answer:
        "Custom quotes for unusual jobs, and onboarding each paid order into your schedule. Everything between the first click and the payment is automatic.",
    },
    {
      question: "Can I change prices without breaking the automation?",
      answer:
        "Yes. Prices live in the pricing matrix; the next quote after a change uses the new price, and orders already paid keep theirs.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/features/pricing-matrix",
    "/features/payment-processing",
    "/instant-quoting-software",
  ),
};

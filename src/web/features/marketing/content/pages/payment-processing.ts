import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/features/payment-processing",
  title: "Payment Processing for Service Quotes",
  description:
    "Take card, Apple Pay, Google Pay and bank payments the moment a customer accepts a quote, through Stripe Checkout. 4.9% + $0.30 per completed transaction.",
  keywords: ["service business payments", "quote payment", "online deposit", "Stripe Checkout"],
  h1: "Payment processing at the moment of yes",
  highlightWords: ["moment", "of", "yes"],
  subtitle:
    "The best time to take payment is when the customer has just accepted the price. Quotewise puts checkout right after the quote, and marks the order paid when the money clears.",
  benefits: [
    "Cards, Apple Pay, Google Pay",
    "Hosted by Stripe Checkout",
    "No card data on your servers",
    "No monthly fee",
  ],
  featuresTitle: "Payments without the paperwork",
  features: [
    {
      title: "Stripe Checkout",
      description:
        "Customers pay on Stripe's hosted page, which handles card security, 3-D Secure and receipts.",
      icon: "credit-card",
    },
    {
      title: "Wallets and bank payments",
      description:
        "Apple Pay, Google Pay, Link and bank transfer appear where the customer's device and bank support them.",
      icon: "smartphone",
    },
    {
      title: "The total they saw",
      description:
        "The amount charged equals the reviewed total, fee and tax included, to the cent.",
      icon: "shield",
    },
    {
      title: "Paid exactly once",
      description:
        "Payment confirmations are processed idempotently: a repeated notification never creates a second order or a second email.",
      icon: "repeat",
    },
    {
      title: "Instant notices",
      description: "You and the customer get confirmation emails as soon as the payment succeeds.",
      icon: "bell",
    },
    {
      title: "Simple pricing",
      description:
        "4.9% + $0.30 per completed transaction. No monthly fee, no setup fee, nothing when nobody pays.",
      icon: "calculator",
    },
  ],
  testimonials: [],
  faq: [
    PAYMENT_METHODS_FAQ,
    PRICING_FAQ,
    {
      question: "When do I receive the money?",
      answer:
        "Payments go to your Stripe account and pay out on Stripe's schedule for your account, usually within a few business days.",
    },
    {
      question: "Is sales tax included?",
      answer:
        "Yes. The review screen shows the estimated sales tax as its own line and the customer pays the total including tax.",
    },
  ],
  relatedPages: relatedPages(
    "/features/quote-automation",
    "/features/pricing-matrix",
    "/compare/pandadoc-alternative-quoting",
  ),
};

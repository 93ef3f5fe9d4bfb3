import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/instant-quote-generator",
  title: "Instant Quote Generator for Your Website",
  description:
    "Replace your 'request a quote' form with an instant quote generator that shows an exact, bookable price and takes payment. Free to start, no monthly fee.",
  keywords: [
    "instant quote generator",
    "quote calculator for website",
    "online price calculator",
    "instant estimate form",
  ],
  h1: "An instant quote generator that ends the callback",
  highlightWords: ["instant", "quote", "generator"],
  subtitle:
    "A contact form collects a name and promises a reply. Quotewise answers the question the visitor actually asked, “how much?”, and lets them book at that price.",
  darkSection: {
    title: "A quote request form is a waiting room",
    content:
      "Visitors who fill in a request form keep browsing while they wait. By the time a rough estimate comes back, a faster competitor has often booked the job.",
    statistics: [
      { value: "78%", label: "of leads go to the business that responds first" },
      { value: "24-48h", label: "usual wait for a quote sent by hand" },
      { value: "30 s", label: "to an exact price with an instant quote generator" },
    ],
    note: "Marketing estimates commonly quoted in the service industry; not measured by Quotewise.",
  },
  benefits: [
    "Exact prices, not ranges",
    "Works on any website",
    "Payment in the same flow",
    "Mobile-first quote steps",
    "Custom requests for unusual jobs",
  ],
  featuresTitle: "What makes a quote generator worth embedding",
  features: [
    {
      title: "Prices from your rules",
      description:
        "The generator reads your price matrix: area, size, options and discounts. It never guesses and never shows a range.",
      icon: "calculator",
    },
    {
      title: "Address check first",
      description:
        "The first step confirms the address is inside a service area, so nobody gets a price for a job you will not do.",
      icon: "map-pin",
    },
    {
      title: "Four short steps",
      description:
        "Address, size, options and review, each on one screen and built for a phone held in one hand.",
      icon: "smartphone",
    },
    {
      title: "Checkout built in",
      description:
        "The price on the review screen is the amount charged, tax and fee itemised, paid through Stripe Checkout.",
      icon: "credit-card",
    },
    {
      title: "Custom quote fallback",
      description:
        "Odd layouts and addresses outside your area turn into a request with contact details, not a dead end.",
      icon: "file-text",
    },
    {
      title: "Your brand, your page",
      description:
        "Embed it as a widget on your own site or link to a hosted page from ads, mailers and yard signs.",
      icon: "layers",
    },
  ],
  testimonials: [],
  faq: [
    {
      question: "How is this different from a form builder with a calculator?",
      answer:
        "Form calculators add numbers in the browser. Quotewise computes every price on the server from your matrix, checks the address against your service areas and takes the payment, so the price shown is the price charged.",
    },
    {
      question: "Will it slow down my website?",
      answer:
        "The widget loads after your page and stays small. Your own pages keep their speed, and the quote opens instantly when a visitor starts it.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/instant-quoting-software",
    "/features/quote-automation",
    "/features/payment-processing",
  ),
};

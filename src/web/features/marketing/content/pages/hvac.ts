import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/industries/hvac-instant-quote",
  title: "Instant Quotes for HVAC Tune-Ups and Maintenance",
  description:
    "Sell furnace and AC tune-ups and yearly maintenance plans online at fixed prices per system, with add-ons like a second unit or filter replacement. Paid at booking.",
  keywords: [
    "HVAC instant quote",
    "HVAC maintenance plan pricing",
    "furnace tune-up price",
    "AC tune-up booking",
  ],
  h1: "Instant quotes for HVAC tune-ups and maintenance plans",
  highlightWords: ["HVAC"],
  subtitle:
    "Repairs need a technician's eyes; tune-ups and maintenance plans do not. Quotewise sells the fixed-price work online, per system and per season, so your dispatchers can focus on the calls that need them.",
  darkSection: {
    title: "The first cold night fills every phone line",
    content:
      "When the heat goes on in the fall or the AC in late spring, homeowners call whoever answers. Tune-up requests left in a voicemail queue are booked by a competitor before you call back.",
    statistics: [
      { value: "78%", label: "of leads lost to delayed responses" },
      { value: "24-48h", label: "to return calls in peak season" },
      { value: "$150K+", label: "in maintenance revenue at risk each year" },
    ],
    note: "Common industry estimates presented as marketing figures, not Quotewise data.",
  },
  benefits: [
    "Fixed price per system",
    "Spring and fall tune-ups",
    "Yearly maintenance plans",
    "Repairs routed to custom quotes",
  ],
  featuresTitle: "Quoting made for heating and cooling",
  features: [
    {
      title: "Per-system pricing",
      description:
        "Price by equipment: furnace, boiler, central AC or heat pump, with a lower price for each additional unit.",
      icon: "thermometer",
    },
    {
      title: "Seasonal tune-ups",
      description:
        "Sell cooling tune-ups in spring and heating tune-ups in fall, with early-booking discounts that end on your date.",
      icon: "calendar",
    },
    {
      title: "Maintenance agreements",
      description: "Offer a yearly plan with two visits as one price, paid up front at sign-up.",
      icon: "repeat",
    },
    {
      title: "Add-ons techs forget to offer",
      description:
        "Filter replacement, humidifier service, condensate line flush and duct inspection, each with its price.",
      icon: "list-checks",
    },
    {
      title: "Repairs stay personal",
      description:
        "No-heat calls and replacements go through a custom quote request, with the address and phone number attached.",
      icon: "wrench",
    },
    {
      title: "Your service territory",
      description:
        "Addresses outside your territory are caught before the price, so no truck drives an hour for a tune-up.",
      icon: "map-pin",
    },
  ],
  story: {
    title: "How HVAC contractors set up Quotewise",
    paragraphs: [
      "HVAC prices fall into two kinds. Diagnostics, repairs and replacements depend on what the technician finds. Tune-ups, safety checks and maintenance plans are priced per system and rarely change. Quotewise sells the second kind online and turns the first into custom quote requests.",
      "The calendar decides what sells: cooling tune-ups from March to May, heating tune-ups from September to November, and maintenance agreements that renew once a year. Season dates and early-booking deadlines let you fill the shoulder months before the first heat wave or cold snap.",
      "Each visit can grow with add-ons customers actually want: a second system, a filter change, humidifier pads, a condensate line flush. Priced in the quote, they arrive on the work order instead of being upsold in the basement.",
    ],
  },
  testimonials: [],
  faq: [
    {
      question: "Can I sell repairs with instant quotes?",
      answer:
        "We recommend against it: repairs depend on diagnosis. Sell tune-ups and plans at fixed prices, and offer a custom quote request for repairs and replacements.",
    },
    {
      question: "How do I price homes with two systems?",
      answer:
        "Make the second system an add-on, or use sizes such as one system, two systems and three systems in your price matrix.",
    },
    {
      question: "Can maintenance plan members get a discount?",
      answer:
        "Plan prices are set in the matrix like any other option. Member-only pricing for repair work is handled in your usual process.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/industries/plumbing-instant-quote",
    "/features/quote-automation",
    "/features/payment-processing",
  ),
};

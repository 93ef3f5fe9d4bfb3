import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/industries/cleaning-instant-quote",
  title: "Instant Quotes for House Cleaning Businesses",
  description:
    "Give cleaning customers an exact price by bedrooms, bathrooms and visit frequency, with add-ons like inside the oven or fridge, and book the first clean paid.",
  keywords: [
    "cleaning instant quote",
    "house cleaning quote calculator",
    "maid service pricing",
    "cleaning business booking",
  ],
  h1: "Instant quotes for cleaning businesses, booked and paid",
  highlightWords: ["cleaning", "businesses"],
  subtitle:
    "Homeowners want to know what a clean costs before they let you in. Quotewise prices the home by its rooms and the visit by its frequency, then books the first clean with payment.",
  darkSection: {
    title: "Cleaning leads shop fast and leave faster",
    content:
      "Someone searching for a cleaner this week usually contacts three companies and books the first clear price. A walk-through appointment is one more reason to book someone else.",
    statistics: [
      { value: "78%", label: "of leads lost when the reply comes late" },
      { value: "24-48h", label: "for a quote that needs a walk-through" },
      { value: "$150K+", label: "in recurring revenue at risk each year" },
    ],
    note: "Industry estimates used in marketing, not Quotewise measurements.",
  },
  benefits: [
    "Priced by bedrooms and bathrooms",
    "Weekly, biweekly or one-time",
    "Deep and move-out cleans",
    "Extras priced up front",
  ],
  featuresTitle: "Quoting built around how cleaners price",
  features: [
    {
      title: "Rooms, not guesses",
      description:
        "Bedrooms and bathrooms set the base price, the way most cleaning companies already quote over the phone.",
      icon: "home",
    },
    {
      title: "Frequency pricing",
      description:
        "A weekly visit can cost less per clean than a one-time clean. Customers see both and pick.",
      icon: "repeat",
    },
    {
      title: "Standard, deep, move-out",
      description:
        "Each clean type has its own price row, so a move-out clean is never sold at a maintenance price.",
      icon: "sparkles",
    },
    {
      title: "Extras with fixed prices",
      description:
        "Inside the oven, inside the fridge, interior windows, baseboards, laundry: each is a checkbox with its price.",
      icon: "list-checks",
    },
    {
      title: "Your zones only",
      description:
        "Addresses are checked against the neighbourhoods your teams cover, so routes stay tight.",
      icon: "map-pin",
    },
    {
      title: "First clean paid",
      description:
        "The customer pays for the first visit at booking, which cuts last-minute cancellations.",
      icon: "credit-card",
    },
  ],
  story: {
    title: "How cleaning businesses set up Quotewise",
    paragraphs: [
      "Cleaning prices follow the home: the number of bedrooms and bathrooms sets the base, and the clean type (standard, deep or move-out) multiplies the work. Quotewise keeps each combination as a fixed price, so a three-bedroom, two-bathroom deep clean costs the same whoever asks.",
      "Demand moves with the calendar. Spring brings deep cleans, late spring and summer bring move-outs at the end of leases, and November and December bring pre-holiday cleans. Seasonal prices and early-booking discounts let you fill the calendar before the rush.",
      "Add-ons are where cleaning jobs grow: inside the oven, inside the fridge, interior windows, wet-wiping baseboards, a load of laundry, extra time for pet hair. Listed with their prices, they get chosen far more often than when a cleaner has to offer them at the door.",
    ],
  },
  testimonials: [],
  faq: [
    {
      question: "Can I quote by square footage instead of rooms?",
      answer:
        "Yes. Use size bands such as under 1,500 sq ft, 1,500 to 2,500 sq ft and over 2,500 sq ft as the sizes in your price matrix.",
    },
    {
      question: "How do recurring cleans work?",
      answer:
        "Each frequency has its own price. The customer pays for the first clean online, and you schedule the following visits as you do today.",
    },
    {
      question: "What about very large or very dirty homes?",
      answer:
        "Offer a custom quote option. The customer describes the home and you reply with a personal price by the next business day.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/industries/handyman-instant-quote",
    "/features/pricing-matrix",
    "/instant-quote-generator",
  ),
};

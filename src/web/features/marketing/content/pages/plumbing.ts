import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/industries/plumbing-instant-quote",
  title: "Instant Quotes for Plumbing Companies",
  description:
    "Put flat-rate plumbing jobs online: drain cleaning, water heater flushes, fixture installs and winterization, priced per fixture and paid at booking.",
  keywords: [
    "plumbing instant quote",
    "flat rate plumbing pricing",
    "drain cleaning price",
    "plumbing booking software",
  ],
  h1: "Instant quotes for plumbing jobs you already flat-rate",
  highlightWords: ["plumbing"],
  subtitle:
    "If it is in your flat-rate book, a customer can buy it online. Quotewise prices the common jobs per fixture and per area, and books them paid, while emergencies still reach your phone.",
  benefits: [
    "Your flat-rate book, online",
    "Priced per fixture",
    "Seasonal winterization",
    "Emergencies stay on the phone",
  ],
  featuresTitle: "Quoting that fits a flat-rate plumber",
  features: [
    {
      title: "Flat-rate jobs",
      description:
        "Drain cleaning, toilet replacement, faucet install, water heater flush: each job has one price per area.",
      icon: "droplet",
    },
    {
      title: "Per-fixture sizes",
      description: "A second drain or a second faucet is a size or an add-on, not a conversation.",
      icon: "layers",
    },
    {
      title: "Seasonal services",
      description:
        "Outdoor faucet shut-off and winterization in the fall, sump pump checks before the spring thaw.",
      icon: "calendar",
    },
    {
      title: "Add-ons with prices",
      description:
        "Camera inspection, haul-away of the old fixture and shut-off valve replacement, priced up front.",
      icon: "list-checks",
    },
    {
      title: "Custom quotes for the unknown",
      description:
        "Leaks behind walls and repiping go to a custom quote request with the address and contact details.",
      icon: "file-text",
    },
    {
      title: "Paid before the truck rolls",
      description:
        "Booked jobs are paid online, so there is no collecting at the door after the work is done.",
      icon: "credit-card",
    },
  ],
  story: {
    title: "How plumbing companies use Quotewise",
    paragraphs: [
      "Many plumbing companies already price routine work from a flat-rate book: a price per job, per fixture, adjusted by area. Those are the jobs that fit an instant quote: the customer picks the job and the number of fixtures, and sees the same price your technician would quote.",
      "Plumbing has its own seasons. Fall brings outdoor faucet shut-offs and winterization of seasonal homes; deep winter brings frozen pipes; the spring thaw brings sump pump checks and basement backups. Seasonal prices and early-booking deadlines move the predictable work out of your busiest weeks.",
      "Add-ons make the visit complete: a camera inspection after a drain clean, haul-away of an old water heater, a new shut-off valve while the water is off. Customers choose them in the quote, and your technician arrives with the right parts.",
    ],
  },
  testimonials: [],
  faq: [
    {
      question: "Should emergency calls use instant quotes?",
      answer:
        "No. Emergencies need a person on the phone. Use instant quotes for planned, flat-rate work and keep your emergency line prominent.",
    },
    {
      question: "Can prices differ by town?",
      answer: "Yes. Each service area has its own prices, so travel time is built into the quote.",
    },
    {
      question: "What if the job turns out bigger on site?",
      answer:
        "The online price covers the job as described. Anything beyond it is quoted on site, as you do today.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/industries/hvac-instant-quote",
    "/industries/handyman-instant-quote",
    "/features/pricing-matrix",
  ),
};

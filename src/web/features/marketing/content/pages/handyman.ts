import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/industries/handyman-instant-quote",
  title: "Instant Quotes for Handyman Services",
  description:
    "Package TV mounting, furniture assembly, drywall patches and other small jobs into fixed prices customers accept online, with a trip minimum and paid booking.",
  keywords: [
    "handyman instant quote",
    "handyman pricing calculator",
    "TV mounting price",
    "handyman booking software",
  ],
  h1: "Instant quotes for handyman jobs, packaged and paid",
  highlightWords: ["handyman"],
  subtitle:
    "Small jobs are hard to quote and easy to lose. Quotewise turns your most common tasks into fixed-price packages, so customers book a TV mount or a drywall patch without waiting for an estimate.",
  benefits: [
    "Fixed prices per task",
    "Priced by quantity",
    "Trip minimum built in",
    "Bigger jobs as custom quotes",
  ],
  featuresTitle: "Small jobs, priced without the back-and-forth",
  features: [
    {
      title: "Task packages",
      description:
        "TV mounting, furniture assembly, shelf hanging, door adjustment and caulking, each with one clear price.",
      icon: "wrench",
    },
    {
      title: "Quantity as size",
      description:
        "One, two or three items: the size step prices the quantity, so three shelves cost what you decided.",
      icon: "layers",
    },
    {
      title: "Trip minimum",
      description:
        "A minimum visit price keeps a single picture hook from costing you an afternoon.",
      icon: "shield",
    },
    {
      title: "Add-ons",
      description:
        "Haul-away, wall-anchor hardware and cable concealment are extras with their own prices.",
      icon: "list-checks",
    },
    {
      title: "Seasonal lists",
      description:
        "Spring punch lists, fall weatherstripping and holiday light hanging can have their own seasonal prices.",
      icon: "calendar",
    },
    {
      title: "Paid at booking",
      description: "Customers pay when they book, so you show up to a confirmed, paid job.",
      icon: "credit-card",
    },
  ],
  story: {
    title: "How handyman businesses package their work",
    paragraphs: [
      "Handyman work is many small tasks, each quick to do and slow to quote. The businesses that sell online price by the task and the quantity: mounting one TV, assembling two pieces of furniture, patching up to three drywall holes. Quotewise turns each task into a package with sizes for quantity.",
      "Demand follows the year: punch lists and repairs in spring, outdoor fixes in summer, weatherstripping and gutter guards in fall, holiday lights in December. Seasonal prices let you promote the work you want in each season.",
      "Add-ons complete a task without a site visit: haul-away of the old item, mounting hardware, hiding the TV cables in the wall. Anything bigger, a bathroom refresh or a deck repair, goes through a custom quote request.",
    ],
  },
  testimonials: [],
  faq: [
    {
      question: "How do I handle jobs that combine several tasks?",
      answer:
        "Customers can book the main task and add smaller ones as add-ons. For a long list, the custom quote request is the better fit.",
    },
    {
      question: "Are materials included?",
      answer:
        "You decide. Many handyman businesses include standard hardware and list materials such as a TV mount as an add-on.",
    },
    {
      question: "Can I set a minimum charge?",
      answer:
        "Yes. Make your smallest size the trip minimum, so every booking covers your time on the road.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/industries/cleaning-instant-quote",
    "/industries/plumbing-instant-quote",
    "/instant-quote-generator",
  ),
};

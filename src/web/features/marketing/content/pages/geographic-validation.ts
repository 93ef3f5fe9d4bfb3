import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/features/geographic-validation",
  title: "Service-Area Validation for Online Quotes",
  description:
    "Quotewise checks every address against the service areas you draw before showing a price, and turns out-of-area visitors into custom quote requests.",
  keywords: [
    "service area validation",
    "geographic validation",
    "service area map",
    "address check",
  ],
  h1: "Service-area validation before anyone sees a price",
  highlightWords: ["Service-area", "validation"],
  subtitle:
    "Draw the areas you really serve. Every address is checked against them first, so you only sell jobs you can reach on your route.",
  benefits: [
    "Polygon areas, not radius guesses",
    "Prices per area",
    "Out-of-area leads kept",
    "Works from a ZIP code offline",
  ],
  featuresTitle: "How addresses are checked",
  features: [
    {
      title: "Polygons you draw",
      description:
        "Areas follow real boundaries: a river, a highway, a town line. A circle around your shop never does.",
      icon: "map-pin",
    },
    {
      title: "Geocoding that fits your budget",
      description:
        "An offline ZIP-code lookup works out of the box; street-level geocoding plugs in when you need it.",
      icon: "layers",
    },
    {
      title: "Area decides the price",
      description:
        "The matched area selects the price row, so distance is priced in without a surcharge line.",
      icon: "calculator",
    },
    {
      title: "A kind no",
      description:
        "Addresses outside every area get a clear message and an offer to request a custom quote.",
      icon: "users",
    },
    {
      title: "Leads kept either way",
      description:
        "Every checked address is stored with its result, so you can see where demand comes from before expanding.",
      icon: "trending-up",
    },
    {
      title: "Checked again at checkout",
      description:
        "The server re-checks area and price when the customer pays, so a changed address cannot slip through.",
      icon: "shield",
    },
  ],
  testimonials: [],
  faq: [
    {
      question: "What happens when an address is just outside my area?",
      answer:
        "The customer sees that the address is outside your service area and can request a custom quote. You decide whether to take the job.",
    },
    {
      question: "Do I need a maps subscription?",
      answer:
        "No. The built-in ZIP-code lookup works without any external service. A street-level geocoder can be connected when your areas need that precision.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/features/pricing-matrix",
    "/industries/landscaping-instant-quote",
    "/instant-quoting-software",
  ),
};

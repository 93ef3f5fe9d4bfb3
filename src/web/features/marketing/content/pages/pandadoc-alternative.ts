import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/compare/pandadoc-alternative-quoting",
  title: "Quotewise vs PandaDoc for Service Quotes",
  description:
    "PandaDoc builds proposals and contracts; Quotewise gives homeowners an instant, payable price. A fair comparison for service businesses choosing a quoting tool.",
  keywords: [
    "PandaDoc alternative",
    "PandaDoc alternative for quoting",
    "Quotewise vs PandaDoc",
    "quote software for contractors",
  ],
  h1: "A PandaDoc alternative for instant quoting",
  highlightWords: ["instant", "quoting"],
  subtitle:
    "PandaDoc is built for documents: proposals, quotes and contracts that are sent, reviewed and signed. Quotewise is built for the moment a homeowner asks what a standard job costs and is ready to pay.",
  benefits: [
    "No document to send",
    "Price and payment in one flow",
    "No per-user fee",
    "Made for homeowners",
  ],
  featuresTitle: "Where an instant quote beats a document",
  features: [
    {
      title: "The customer starts it",
      description:
        "No one on your team prepares anything: the homeowner enters an address and gets the price.",
      icon: "users",
    },
    {
      title: "Service areas built in",
      description:
        "Addresses are checked against your areas before pricing, which a document workflow leaves to you.",
      icon: "map-pin",
    },
    {
      title: "Rules, not templates",
      description:
        "Prices come from a matrix by area, size and add-on, so two customers never get two prices for one job.",
      icon: "calculator",
    },
    {
      title: "Paid on acceptance",
      description:
        "Accepting the quote and paying for it are the same step, through Stripe Checkout.",
      icon: "credit-card",
    },
    {
      title: "Works at 2 a.m.",
      description:
        "Quotes and payments run without anyone at a desk; you onboard orders in the morning.",
      icon: "clock",
    },
    {
      title: "Priced per transaction",
      description: "4.9% + $0.30 per completed transaction, no seats and no monthly fee.",
      icon: "trending-up",
    },
  ],
  story: {
    title: "When each tool is the right one",
    paragraphs: [
      "Choose PandaDoc, or a tool like it, when your sales are negotiated: custom proposals, several line items that change per client, contracts that need signatures from more than one person, or approvals inside your own team. Its document editor, templates and e-signatures are made for that work.",
      "Choose Quotewise when most of your jobs have a predictable price and the buyer is a homeowner who wants to decide now: a season of snow removal, a furnace tune-up, a deep clean. An instant price and a checkout convert that buyer better than a document in their inbox.",
      "Some businesses use both: Quotewise for standard residential work, and a document tool for large commercial bids.",
    ],
  },
  comparison: {
    competitor: "PandaDoc",
    rows: [
      {
        topic: "Built for",
        quotewise: "Instant fixed prices that homeowners can pay on the spot",
        competitor: "Proposals, quotes and contracts with templates and e-signatures",
      },
      {
        topic: "Who creates the quote",
        quotewise: "The customer, from your price rules",
        competitor: "Your team, in a document editor",
      },
      {
        topic: "Pricing model",
        quotewise: "No monthly fee; 4.9% + $0.30 per completed transaction",
        competitor: "Per-user subscription plans; see PandaDoc's website for current prices",
      },
    ],
    disclaimer:
      "PandaDoc is a trademark of its owner. Quotewise is not affiliated with PandaDoc. The description of PandaDoc reflects its public website in 2025 and may have changed; check with PandaDoc for current features and prices.",
  },
  testimonials: [],
  faq: [
    {
      question: "Can Quotewise send a signed contract?",
      answer:
        "No. Quotewise shows the service terms in the quote and takes payment; it does not produce documents for signature. If you need signed contracts, a document tool is the better fit for that step.",
    },
    {
      question: "Is Quotewise affiliated with PandaDoc?",
      answer: "No. Quotewise is an independent product and has no relationship with PandaDoc.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/compare/responsibid-alternative",
    "/features/payment-processing",
    "/instant-quote-generator",
  ),
};

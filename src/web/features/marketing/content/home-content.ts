import { ROUTES } from "@/shared/routes";
import { MARKETED_TRADES, type MarketedTrade } from "@/shared/trades";
import type { PageMeta } from "@/web/seo/page-meta";
import { faqPageData, organizationData, softwareApplicationData } from "@/web/seo/structured-data";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "./shared-faq";
import type { FaqItem, Feature, Statistic } from "./types";

export const HOME_HERO = {
  eyebrow: "Instant quotes for service businesses",
  h1: "Quote, book and get paid before your competitor calls back",
  subtitle:
    "Quotewise checks the customer's address against your service area, prices the job from your own rules and takes the payment, on your website, in under 30 seconds.",
  assurances: ["Free to start", "No monthly fee", "4.9% + $0.30 per completed transaction"],
};

export const LEAD_LOSS = {
  eyebrow: "The Lead Loss Crisis",
  title: "Slow quotes quietly hand your jobs to someone else",
  statistics: [
    { value: "78%", label: "of leads are lost to slow responses" },
    { value: "24-48h", label: "is a typical turnaround for a quote done by hand" },
    { value: "$150K+", label: "in yearly revenue at risk for a busy service business" },
  ] satisfies Statistic[],
  note: "Figures are widely cited industry estimates, not Quotewise measurements. Your numbers will differ.",
};

export const HOME_FEATURES: Feature[] = [
  {
    title: "Embeddable widget and hosted pages",
    description:
      "Add the quote to your site with one script tag, or link to a hosted quote page from ads, emails and yard signs.",
    icon: "code",
  },
  {
    title: "Price matrix engine",
    description:
      "Prices by service area, size, add-on and season, with early-bird deadlines, computed on the server to the cent.",
    icon: "calculator",
  },
  {
    title: "Service-area validation",
    description:
      "Every address is checked against the polygon areas you draw before a price is shown.",
    icon: "map-pin",
  },
  {
    title: "Instant payments",
    description:
      "Customers pay by card, Apple Pay or Google Pay through Stripe Checkout, right after the quote.",
    icon: "credit-card",
  },
  {
    title: "CRM integrations",
    description:
      "Export paid orders as CSV or copy a ready-made summary into your CRM or scheduling tool.",
    icon: "plug",
  },
  {
    title: "24/7 lead capture",
    description:
      "Quotes and payments run day and night. Unusual jobs become custom quote requests, never lost visits.",
    icon: "clock",
  },
];

export type IndustryCard = MarketedTrade & { pricedBy: string; href?: string };

/** What the home page says of each trade it names (src/shared/trades.ts), and its page if any. */
const INDUSTRY_COPY: Record<MarketedTrade["code"], Pick<IndustryCard, "pricedBy" | "href">> = {
  hvac: { pricedBy: "Tune-ups per system and twice-a-year plans", href: ROUTES.industryHvac },
  plumbing: { pricedBy: "Fixed-price jobs and fixtures per item", href: ROUTES.industryPlumbing },
  landscaping: {
    pricedBy: "Mowing by lawn size, weekly or every 2 weeks",
    href: ROUTES.industryLandscaping,
  },
  roofing: { pricedBy: "Inspections, gutter guards per foot, repairs by roof size" },
  electrical: { pricedBy: "Outlets and fixtures per item, panel inspections" },
  cleaning: { pricedBy: "Bedrooms, bathrooms and frequency", href: ROUTES.industryCleaning },
  pool: { pricedBy: "Weekly care by pool size, openings and closings" },
  "pest-control": { pricedBy: "Quarterly plans by home size and one-time treatments" },
  "snow-removal": {
    pricedBy: "Season contracts by driveway size",
    href: ROUTES.industrySnowRemoval,
  },
  handyman: { pricedBy: "Jobs in blocks of hours", href: ROUTES.industryHandyman },
};

export const INDUSTRIES: IndustryCard[] = MARKETED_TRADES.map((trade) => ({
  ...trade,
  ...INDUSTRY_COPY[trade.code],
}));

export const HOW_IT_WORKS: { title: string; description: string }[] = [
  {
    title: "Send us your prices and areas",
    description:
      "Share your price list and the towns you serve. We build your price matrix and service-area map for free.",
  },
  {
    title: "Add the quote to your site",
    description:
      "Paste one script tag, or use your hosted quote page. Connect Stripe to receive payments.",
  },
  {
    title: "Customers quote and pay",
    description:
      "They enter an address, pick a size and add-ons, see the exact total and pay, in under 30 seconds.",
  },
  {
    title: "You get a paid order",
    description:
      "You and the customer get an email. The order waits in your dashboard, ready to schedule.",
  },
];

export interface Integration {
  name: string;
  status: "Active Integration" | "API Integration" | "Ready to connect";
  description: string;
}

export const INTEGRATIONS: Integration[] = [
  {
    name: "Stripe",
    status: "Active Integration",
    description: "Hosted checkout, payouts to your account and webhook-confirmed orders.",
  },
  {
    name: "Google Maps Platform",
    status: "API Integration",
    description: "Street-level geocoding for precise service-area checks.",
  },
  {
    name: "Accounting",
    status: "Ready to connect",
    description: "Paid orders export as CSV for your accounting software.",
  },
  {
    name: "CRM",
    status: "Ready to connect",
    description: "Copy-ready order summaries and exports for the CRM you use.",
  },
  {
    name: "Project management",
    status: "Ready to connect",
    description: "Onboard orders into the scheduling or project tool your crews follow.",
  },
  {
    name: "Automation",
    status: "Ready to connect",
    description: "Email notices and CSV exports that automation tools can pick up.",
  },
];

export const PAYMENT_METHODS = [
  "Visa",
  "Mastercard",
  "American Express",
  "Discover",
  "Apple Pay",
  "Google Pay",
  "Link",
] as const;

export const HOME_FAQ: FaqItem[] = [
  {
    question: "How long does it take to get started?",
    answer:
      "Most businesses are live within a few days: we set up your prices and service areas, you connect Stripe and add the quote to your site.",
  },
  PRICING_FAQ,
  PAYMENT_METHODS_FAQ,
  {
    question: "Does it work with my website?",
    answer:
      "Yes. The widget is one script tag that works on WordPress, Squarespace, Wix, Webflow and hand-built sites. Without a website, use the hosted quote page.",
  },
  {
    question: "What if a customer is outside my service area?",
    answer:
      "They see a clear message and can request a custom quote, so you still get the lead and decide whether to take the job.",
  },
  {
    question: "I already use another quoting tool. Can you move my setup?",
    answer:
      "Yes. Migration from your current tool is free: send us your price list and areas and we rebuild them in Quotewise.",
  },
];

export const HOME_META: PageMeta = {
  title: "Instant Quoting Software for Service Businesses",
  description:
    "Quotewise gives service businesses instant online quotes and payments: customers check their address, choose options, see an exact price and pay in under a minute.",
  canonicalPath: ROUTES.home,
  keywords: ["instant quote software", "online quoting", "service business payments"],
  structuredData: [organizationData(), softwareApplicationData(), faqPageData(HOME_FAQ)],
};

import { relatedPages } from "../page-links";
import { PAYMENT_METHODS_FAQ, PRICING_FAQ } from "../shared-faq";
import type { MarketingPageRecord } from "../types";

export const page: MarketingPageRecord = {
  path: "/industries/snow-removal-instant-quote",
  title: "Instant Quotes for Snow Removal Season Contracts",
  description:
    "Sell driveway snow removal season contracts online: priced by driveway size and town, with an early-bird deadline, a 3-inch trigger and add-ons. Paid before the first storm.",
  keywords: [
    "snow removal instant quote",
    "snow plowing contract pricing",
    "driveway snow removal price",
    "seasonal snow contract",
  ],
  h1: "Instant quotes for snow removal, sold before the first storm",
  highlightWords: ["snow", "removal"],
  subtitle:
    "Snow removal is sold in the fall and worked in the winter. Quotewise sells your season contracts online by driveway size and town, with an early-bird deadline that fills the route before November.",
  benefits: [
    "Priced by driveway size",
    "Season contracts with a trigger depth",
    "Early-bird deadline",
    "Paid before the season",
  ],
  featuresTitle: "Everything a snow route needs to sell itself",
  features: [
    {
      title: "Driveway sizes",
      description:
        "2-car, 4-car and 6-car driveways each have a price, with a custom option for long or shared drives.",
      icon: "home",
    },
    {
      title: "Town-by-town pricing",
      description:
        "Each town on your route is a service area with its own prices, so outlying streets pay for the drive.",
      icon: "map-pin",
    },
    {
      title: "Season contracts",
      description:
        "One price covers the season, for example November 10 to April 10, with service after every snowfall over your trigger depth.",
      icon: "snowflake",
    },
    {
      title: "Early-bird deadline",
      description:
        "A discount that ends at midnight on your date gets signatures in September and October, not during the first storm.",
      icon: "calendar",
    },
    {
      title: "Add-ons",
      description:
        "A bump-out parking area, walkway clearing or salting can be added with their own prices.",
      icon: "list-checks",
    },
    {
      title: "Route-ready exports",
      description:
        "Paid contracts export as CSV with address and driveway size, ready for route planning.",
      icon: "file-text",
    },
  ],
  story: {
    title: "How snow removal companies sell with Quotewise",
    paragraphs: [
      "Residential snow removal is priced by the driveway: how many cars it holds and which town it is in. A 4-car driveway in a town at the end of the route costs more than the same driveway around the corner from the yard. Quotewise keeps that as a grid of towns and sizes.",
      "The season is the product. Customers buy a contract covering every storm from mid-November to mid-April, triggered when snowfall reaches a minimum depth such as 3 inches. Because the contract is sold in the fall, an early-bird deadline is the strongest sales tool you have, and the countdown on the quote makes it visible.",
      "Add-ons cover what makes each property different: a bump-out parking area beside the driveway, a front walk, salt after the plow. Customers pick them in the quote and they arrive on your route sheet.",
    ],
  },
  testimonials: [],
  faq: [
    {
      question: "What is a trigger depth?",
      answer:
        "The snowfall that starts service. With a 3-inch trigger, the driveway is cleared after any storm that leaves at least 3 inches.",
    },
    {
      question: "Can customers buy after the season starts?",
      answer:
        "Yes. Quotes during the season are for the current season; quotes after it ends are for the next one.",
    },
    {
      question: "Can I see a working example?",
      answer:
        "Yes. The quote demo on this site is a snow removal season contract. Try it with ZIP code 10583.",
    },
    PRICING_FAQ,
    PAYMENT_METHODS_FAQ,
  ],
  relatedPages: relatedPages(
    "/industries/landscaping-instant-quote",
    "/features/pricing-matrix",
    "/features/geographic-validation",
  ),
};

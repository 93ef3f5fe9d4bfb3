import type { MarketingPath } from "@/shared/site-pages";

/** Names of the icons content may use; components/feature-icon.tsx maps them to drawings. */
export type IconName =
  | "calculator"
  | "map-pin"
  | "credit-card"
  | "plug"
  | "clock"
  | "code"
  | "calendar"
  | "layers"
  | "shield"
  | "trending-up"
  | "smartphone"
  | "bell"
  | "file-text"
  | "repeat"
  | "users"
  | "wrench"
  | "snowflake"
  | "leaf"
  | "sparkles"
  | "thermometer"
  | "droplet"
  | "home"
  | "list-checks";

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Testimonial {
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  author: string;
  company: string;
}

export interface RelatedPage {
  title: string;
  href: string;
  description: string;
}

export interface Statistic {
  value: string;
  label: string;
}

/** One row of a comparison table: what each product does, in neutral words. */
export interface ComparisonRow {
  topic: string;
  quotewise: string;
  competitor: string;
}

/**
 * Everything one page of the generic template shows: docs/product/marketing-site.md#page-template.
 */
export interface MarketingPageRecord {
  path: MarketingPath;
  /** The tab and search-result title, without the brand. */
  title: string;
  description: string;
  keywords: readonly string[];
  h1: string;
  /** Words of the h1 shown in the accent colour. */
  highlightWords: readonly string[];
  subtitle: string;
  /** The dark problem-statistics section: general, cleaning and HVAC pages. */
  darkSection?: {
    title: string;
    content: string;
    statistics: readonly [Statistic, Statistic, Statistic];
    /** Where the figures come from, shown under the cards. */
    note: string;
  };
  /** Chips under the subtitle; the first four show. */
  benefits: readonly string[];
  featuresTitle: string;
  features: readonly [Feature, Feature, Feature, Feature, Feature, Feature];
  /** Longer copy under the features: how the trade works with Quotewise. */
  story?: { title: string; paragraphs: readonly string[] };
  comparison?: { competitor: string; rows: readonly ComparisonRow[]; disclaimer: string };
  /** Real customer quotes only; the section is left out while there are none. */
  testimonials: readonly Testimonial[];
  faq: readonly FaqItem[];
  relatedPages: readonly RelatedPage[];
}

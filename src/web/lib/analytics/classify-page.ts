/**
 * The classification of page paths for the seo_page_visit event:
 * docs/product/marketing-site.md#consent-and-analytics.
 */
export type SeoPageClass =
  | { page_type: "hub" }
  | { page_type: "industry"; industry: string }
  | { page_type: "feature"; feature: string }
  | { page_type: "comparison"; comparison: string }
  | { page_type: "generator" };

export function classifyPage(path: string): SeoPageClass | undefined {
  if (path.includes("instant-quoting-software")) return { page_type: "hub" };
  const industry = /\/industries\/([a-z0-9-]+)-instant-quote\/?$/.exec(path);
  if (industry) return { page_type: "industry", industry: industry[1]! };
  const feature = /\/features\/([a-z0-9-]+)\/?$/.exec(path);
  if (feature) return { page_type: "feature", feature: feature[1]! };
  const comparison = /\/compare\/([a-z0-9-]+)\/?$/.exec(path);
  if (comparison) return { page_type: "comparison", comparison: comparison[1]! };
  if (path.includes("instant-quote-generator")) return { page_type: "generator" };
  return undefined;
}

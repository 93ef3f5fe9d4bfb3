import { describe, expect, it } from "vitest";
import { MARKETING_PATHS } from "@/shared/site-pages";
import { classifyPage } from "@/web/lib/analytics/classify-page";

describe("classifyPage", () => {
  it.each([
    ["/instant-quoting-software", { page_type: "hub" }],
    ["/industries/snow-removal-instant-quote", { page_type: "industry", industry: "snow-removal" }],
    ["/industries/hvac-instant-quote", { page_type: "industry", industry: "hvac" }],
    ["/features/pricing-matrix", { page_type: "feature", feature: "pricing-matrix" }],
    [
      "/compare/pandadoc-alternative-quoting",
      { page_type: "comparison", comparison: "pandadoc-alternative-quoting" },
    ],
    ["/instant-quote-generator", { page_type: "generator" }],
  ])("classifies %s", (path, expected) => {
    expect(classifyPage(path)).toEqual(expected);
  });

  it("classifies every marketing page and no other page", () => {
    for (const path of MARKETING_PATHS) expect(classifyPage(path)).toBeDefined();
    for (const path of ["/", "/quote", "/admin", "/privacy-policy", "/industries"]) {
      expect(classifyPage(path)).toBeUndefined();
    }
  });
});

import { describe, expect, it } from "vitest";
import { loadTradeTemplates } from "./trade-templates";
import { tradeTermsFor } from "./trade-terms";

describe("tradeTermsFor", () => {
  it("has valid customer terms for every trade template, with the business's name filled in", () => {
    for (const { trade } of loadTradeTemplates().list) {
      const terms = tradeTermsFor(trade, "Green Lawns Co.");
      expect(terms, trade).toBeDefined();
      const text = JSON.stringify(terms);
      expect(text, trade).toContain("Green Lawns Co.");
      expect(text, trade).not.toContain("{business}");
    }
  });

  it("has none for an unknown trade or a path-like name", () => {
    expect(tradeTermsFor("tree-felling", "X")).toBeUndefined();
    expect(tradeTermsFor("../trades/lawn-mowing", "X")).toBeUndefined();
  });
});

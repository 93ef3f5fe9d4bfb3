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

  it("puts a name with replacement patterns ($&, $`, $', $$) in as written", () => {
    const name = "Acme $& $` Snow $' Co $$";
    const terms = tradeTermsFor("snow-removal", name)!;
    const texts = terms.sections.flatMap((section) => [section.heading, ...section.paragraphs]);
    const named = texts.filter((text) => text.includes("Acme"));
    expect(named.length).toBeGreaterThan(0);
    for (const text of named) expect(text).toContain(name);
  });

  it("has none for an unknown trade or a path-like name", () => {
    expect(tradeTermsFor("tree-felling", "X")).toBeUndefined();
    expect(tradeTermsFor("../trades/lawn-mowing", "X")).toBeUndefined();
  });
});

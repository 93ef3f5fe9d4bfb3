import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  mixHexColors,
  parseHexColor,
  relativeLuminance,
} from "./color-contrast";

describe("contrastRatio", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#2f54d4", "#2f54d4")).toBe(1);
  });

  it("matches published WCAG values", () => {
    // #767676 is the lightest grey that passes AA on white (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it("passes the theme's own primary colour and refuses light brand colours", () => {
    expect(contrastRatio("#2f54d4", "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio("#ffcc00", "#ffffff")).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrastRatio("#4caf50", "#ffffff")).toBeLessThan(MIN_TEXT_CONTRAST);
  });
});

describe("relativeLuminance and parseHexColor", () => {
  it("reads upper- and lower-case hex alike", () => {
    expect(parseHexColor("#0F766e")).toEqual([15, 118, 110]);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
    expect(relativeLuminance("#000000")).toBe(0);
  });

  it("refuses anything but #RRGGBB", () => {
    for (const bad of ["#fff", "0f766e", "#0f766g", "red", "#0f766e00"]) {
      expect(() => parseHexColor(bad)).toThrow(/#RRGGBB/);
    }
  });
});

describe("mixHexColors", () => {
  it("keeps the colour at 0, gives the other at 1, and darkens towards black", () => {
    expect(mixHexColors("#0f766e", "#ffffff", 0)).toBe("#0f766e");
    expect(mixHexColors("#0f766e", "#ffffff", 1)).toBe("#ffffff");
    const darker = mixHexColors("#0f766e", "#000000", 0.2);
    expect(contrastRatio(darker, "#ffffff")).toBeGreaterThan(contrastRatio("#0f766e", "#ffffff"));
  });
});

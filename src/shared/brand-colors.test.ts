import { describe, expect, it } from "vitest";
import { contrastRatio, MIN_TEXT_CONTRAST } from "@/shared/color-contrast";
import { brandColorVariables } from "./brand-colors";

describe("brandColorVariables", () => {
  it("sets the theme's primary colours from the brand colour", () => {
    const variables = brandColorVariables("#0f766e");
    expect(variables["--color-primary"]).toBe("#0f766e");
    expect(variables["--color-ring"]).toBe("#0f766e");
    expect(Object.keys(variables).sort()).toEqual([
      "--color-primary",
      "--color-primary-hover",
      "--color-primary-soft",
      "--color-primary-soft-foreground",
      "--color-ring",
    ]);
  });

  it.each(["#767676", "#0f766e", "#2f54d4", "#b42326", "#0000ff", "#6b21a8"])(
    "keeps AA for white on hover and for text on the soft fill (%s)",
    (color) => {
      const variables = brandColorVariables(color);
      const hover = variables["--color-primary-hover"]!;
      const soft = variables["--color-primary-soft"]!;
      const softText = variables["--color-primary-soft-foreground"]!;
      expect(contrastRatio(hover, "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(softText, soft)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );
});

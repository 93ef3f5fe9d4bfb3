import { describe, expect, it } from "vitest";
import { isSameCityName, normaliseCityName } from "./city-name";

describe("city names", () => {
  it("ignores case, spacing, punctuation and accents", () => {
    expect(normaliseCityName("  WHITE   plains ")).toBe("white plains");
    expect(isSameCityName("Wilkes-Barre", "Wilkes Barre")).toBe(true);
    expect(isSameCityName("Cañon City", "Canon City")).toBe(true);
  });

  it("reads common abbreviations as the word", () => {
    expect(isSameCityName("St. James", "Saint James")).toBe(true);
    expect(isSameCityName("Mt Kisco", "Mount Kisco")).toBe(true);
  });

  it("tells different cities apart", () => {
    expect(isSameCityName("Miami", "Scarsdale")).toBe(false);
    expect(isSameCityName("White Plains", "West Plains")).toBe(false);
  });
});

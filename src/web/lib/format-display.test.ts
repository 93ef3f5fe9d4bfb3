import { describe, expect, it } from "vitest";
import {
  formatList,
  formatOfferLastDay,
  formatShortCents,
  pluralize,
} from "@/web/lib/format-display";

describe("formatShortCents", () => {
  it("drops zero cents only", () => {
    expect(formatShortCents(6000)).toBe("$60");
    expect(formatShortCents(-6000)).toBe("-$60");
    expect(formatShortCents(7550)).toBe("$75.50");
    expect(formatShortCents(123400)).toBe("$1,234");
  });
});

describe("formatOfferLastDay", () => {
  it("names the deadline day in the business's time zone", () => {
    expect(formatOfferLastDay("2025-10-16T04:00:00.000Z", "America/New_York")).toBe("Oct 15");
    expect(formatOfferLastDay("2025-10-16T04:00:00.000Z", "UTC")).toBe("Oct 16");
  });
});

describe("formatList", () => {
  it("joins names with commas and a final 'and'", () => {
    expect(formatList(["Scarsdale", "White Plains", "Harrison"])).toBe(
      "Scarsdale, White Plains and Harrison",
    );
    expect(formatList(["Scarsdale"])).toBe("Scarsdale");
    expect(formatList([])).toBe("");
  });
});

describe("pluralize", () => {
  it("names several of a unit", () => {
    expect(pluralize("window")).toBe("windows");
    expect(pluralize("foot")).toBe("feet");
    expect(pluralize("bush")).toBe("bushes");
    expect(pluralize("story")).toBe("stories");
    expect(pluralize("day")).toBe("days");
  });
});

import { describe, expect, it } from "vitest";
import { describeFieldChange, formatSettingValue } from "./describe-field-change";

describe("describeFieldChange", () => {
  it("shows both values as JSON", () => {
    expect(describeFieldChange({ path: "tagline", before: "Old", after: "New" })).toBe(
      'tagline: "Old" -> "New"',
    );
    expect(
      describeFieldChange({ path: "offering.areas[0].prices.SMALL", before: 4500, after: 4700 }),
    ).toBe("offering.areas[0].prices.SMALL: 4500 -> 4700");
  });

  it('says "(not set)" for a field added or removed, and keeps null and false', () => {
    expect(describeFieldChange({ path: "contact.phone", after: "(614) 555-0134" })).toBe(
      'contact.phone: (not set) -> "(614) 555-0134"',
    );
    expect(describeFieldChange({ path: "brand", before: { primaryColor: "#2f54d4" } })).toBe(
      'brand: {"primaryColor":"#2f54d4"} -> (not set)',
    );
    expect(formatSettingValue(null)).toBe("null");
    expect(formatSettingValue(false)).toBe("false");
  });
});

import { describe, expect, it } from "vitest";
import { formatSoldAddon, formatSoldAddons } from "./order-addons";

describe("formatSoldAddon", () => {
  it("names the quantity of an add-on priced per unit, a single unit too", () => {
    expect(formatSoldAddon({ label: "Extra Windows", quantity: 12 })).toBe("Extra Windows x 12");
    expect(formatSoldAddon({ label: "Extra Windows", quantity: 1 })).toBe("Extra Windows x 1");
  });

  it("shows the label alone for a flat add-on", () => {
    expect(formatSoldAddon({ label: "Hard Water Stain Removal" })).toBe("Hard Water Stain Removal");
  });

  it("joins an order's add-ons with the separator asked for", () => {
    const addons = [
      { label: "Extra Windows", quantity: 12 },
      { label: "Hard Water Stain Removal" },
    ];
    expect(formatSoldAddons(addons)).toBe("Extra Windows x 12, Hard Water Stain Removal");
    expect(formatSoldAddons(addons, "; ")).toBe("Extra Windows x 12; Hard Water Stain Removal");
    expect(formatSoldAddons([])).toBe("");
  });
});

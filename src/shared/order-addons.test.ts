import { describe, expect, it } from "vitest";
import { formatSoldAddon, formatSoldAddons } from "./order-addons";

describe("formatSoldAddon", () => {
  it("names the quantity of a per-unit add-on sold more than once", () => {
    expect(formatSoldAddon({ label: "Extra Windows", quantity: 12 })).toBe("Extra Windows x 12");
  });

  it("shows the label alone for a flat add-on, a single unit or an order from before quantities", () => {
    expect(formatSoldAddon({ label: "Hard Water Stain Removal", quantity: 1 })).toBe(
      "Hard Water Stain Removal",
    );
    expect(formatSoldAddon({ label: "Bump-out Extension" })).toBe("Bump-out Extension");
  });

  it("joins an order's add-ons with the separator asked for", () => {
    const addons = [{ label: "Extra Windows", quantity: 12 }, { label: "Screen Cleaning" }];
    expect(formatSoldAddons(addons)).toBe("Extra Windows x 12, Screen Cleaning");
    expect(formatSoldAddons(addons, "; ")).toBe("Extra Windows x 12; Screen Cleaning");
    expect(formatSoldAddons([])).toBe("");
  });
});

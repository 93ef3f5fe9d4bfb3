import { describe, expect, it } from "vitest";
import { nextNavHidden } from "./hide-on-scroll";

const base = { hidden: false, navHeight: 64 };

describe("nextNavHidden", () => {
  it("hides when scrolling down by more than 8 px below the nav", () => {
    expect(nextNavHidden({ ...base, previousY: 200, currentY: 209 })).toBe(true);
  });

  it("keeps its state for movements of 8 px or less", () => {
    expect(nextNavHidden({ ...base, previousY: 200, currentY: 208 })).toBe(false);
    expect(nextNavHidden({ ...base, hidden: true, previousY: 200, currentY: 192 })).toBe(true);
  });

  it("shows again when scrolling up by more than 8 px", () => {
    expect(nextNavHidden({ ...base, hidden: true, previousY: 300, currentY: 291 })).toBe(false);
  });

  it("always shows near the top of the page", () => {
    expect(nextNavHidden({ ...base, previousY: 0, currentY: 60 })).toBe(false);
  });
});

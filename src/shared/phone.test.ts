import { describe, expect, it } from "vitest";
import { telHref } from "./phone";

describe("telHref", () => {
  it("dials a ten-digit number written with punctuation as a North American number", () => {
    expect(telHref("(555) 010-0199")).toBe("tel:+15550100199");
    expect(telHref("555.010.0199")).toBe("tel:+15550100199");
  });

  it("keeps a number that already has its country code", () => {
    expect(telHref("+1 555 010 0199")).toBe("tel:+15550100199");
    expect(telHref("1-555-010-0199")).toBe("tel:+15550100199");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });
});

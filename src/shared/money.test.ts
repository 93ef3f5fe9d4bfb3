import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCents, formatHundredths, parseHundredths } from "./money";

describe("formatCents", () => {
  it.each([
    [0, "$0.00"],
    [-0, "$0.00"],
    [1, "$0.01"],
    [30, "$0.30"],
    [100, "$1.00"],
    [7500, "$75.00"],
    [17981, "$179.81"],
    [99999, "$999.99"],
    [100000, "$1,000.00"],
    [123456, "$1,234.56"],
    [123456789, "$1,234,567.89"],
    [-6000, "-$60.00"],
    [-5, "-$0.05"],
    [-123456, "-$1,234.56"],
    [Number.MAX_SAFE_INTEGER, "$90,071,992,547,409.91"],
  ])("formats %i as %s", (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("refuses %d", (cents) => {
    expect(() => formatCents(cents)).toThrow(RangeError);
  });

  it("matches the platform's en-US currency format (property)", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatCents(cents)).toBe(usd.format(cents / 100));
      }),
    );
  });

  it("round-trips to the same number of cents (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const digits = formatCents(cents).replace(/[$,.]/g, "");
        expect(Number(digits)).toBe(cents);
      }),
    );
  });
});

describe("parseHundredths (dollars to cents, percents to basis points)", () => {
  it.each([
    ["219", 21900],
    ["219.5", 21950],
    ["219.50", 21950],
    ["  231.50 ", 23150],
    ["$231.50", 23150],
    ["1,219.05", 121905],
    ["0", 0],
    ["0.01", 1],
    ["4.9", 490],
  ])("reads %j as %i", (text, hundredths) => {
    expect(parseHundredths(text)).toBe(hundredths);
  });

  it.each(["219.555", "-1", "abc", "", " ", "1.", ".5", "12,34", "1e3", "+5", "$", "9".repeat(20)])(
    "refuses %j",
    (text) => {
      expect(parseHundredths(text)).toBeNull();
    },
  );

  it("reads back what formatHundredths writes (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        expect(parseHundredths(formatHundredths(cents))).toBe(cents);
      }),
    );
  });
});

describe("formatHundredths", () => {
  it.each([
    [21900, "219"],
    [21950, "219.50"],
    [5, "0.05"],
    [0, "0"],
  ])("writes %i as %s", (hundredths, text) => {
    expect(formatHundredths(hundredths)).toBe(text);
  });

  it.each([-1, 1.5])("refuses %d", (value) => {
    expect(() => formatHundredths(value)).toThrow(RangeError);
  });
});

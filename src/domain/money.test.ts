import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyBasisPoints, roundHalfAwayFromZero } from "./money";

describe("roundHalfAwayFromZero", () => {
  it.each([
    [0, 10, 0],
    [14, 10, 1],
    [15, 10, 2],
    [16, 10, 2],
    [25, 10, 3],
    [-14, 10, -1],
    [-15, 10, -2],
    [-25, 10, -3],
    [15, -10, -2],
    [-15, -10, 2],
    [1, 2, 1],
    [-1, 2, -1],
    [1, 3, 0],
    [2, 3, 1],
    [7_791_000, 10_000, 779],
    [245_000, 10_000, 25],
  ])("rounds %i / %i to %i", (numerator, denominator, expected) => {
    expect(roundHalfAwayFromZero(numerator, denominator)).toBe(expected);
  });

  it("never returns negative zero", () => {
    expect(Object.is(roundHalfAwayFromZero(-1, 10), 0)).toBe(true);
  });

  it("refuses a zero denominator and non-integers", () => {
    expect(() => roundHalfAwayFromZero(1, 0)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1.5, 2)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(1, 2.5)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(Number.NaN, 2)).toThrow(RangeError);
    expect(() => roundHalfAwayFromZero(2 ** 53, 2)).toThrow(RangeError);
  });

  const numerator = fc.integer({ min: -1e12, max: 1e12 });
  const denominator = fc
    .integer({ min: 1, max: 1e6 })
    .chain((value) => fc.constantFrom(value, -value));

  it("is the nearest integer, ties going away from zero (property)", () => {
    fc.assert(
      fc.property(numerator, denominator, (n, d) => {
        const rounded = roundHalfAwayFromZero(n, d);
        const twiceError = Math.abs(2 * (n - rounded * d));
        expect(twiceError).toBeLessThanOrEqual(Math.abs(d));
        if (twiceError === Math.abs(d)) {
          expect(Math.abs(rounded * d)).toBeGreaterThan(Math.abs(n));
        }
      }),
    );
  });

  it("is odd-symmetric: rounding -x gives minus rounding x (property)", () => {
    fc.assert(
      fc.property(numerator, denominator, (n, d) => {
        expect(roundHalfAwayFromZero(-n, d)).toBe(0 - roundHalfAwayFromZero(n, d));
      }),
    );
  });

  it("is exact when the division is (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), denominator, (q, d) => {
        expect(roundHalfAwayFromZero(q * d, d)).toBe(q);
      }),
    );
  });
});

describe("applyBasisPoints", () => {
  it.each([
    [15_900, 490, 779], // 779.1
    [15_900, 800, 1_272],
    [500, 490, 25], // 24.5 rounds up
    [-500, 490, -25], // -24.5 rounds away from zero
    [100, 50, 1], // 0.5
    [99, 50, 0], // 0.495
    [0, 490, 0],
    [12_345, 0, 0],
    [12_345, 10_000, 12_345],
  ])("%i cents at %i bp is %i cents", (cents, basisPoints, expected) => {
    expect(applyBasisPoints(cents, basisPoints)).toBe(expected);
  });

  it("refuses amounts whose product would lose precision", () => {
    expect(() => applyBasisPoints(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => applyBasisPoints(10.5, 490)).toThrow(RangeError);
  });

  it("agrees with exact BigInt arithmetic (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, basisPoints) => {
          const product = BigInt(cents) * BigInt(basisPoints);
          const magnitude = product < 0n ? -product : product;
          const roundedMagnitude = (magnitude * 2n + 10_000n) / 20_000n;
          const expected = Number(product < 0n ? -roundedMagnitude : roundedMagnitude);
          expect(applyBasisPoints(cents, basisPoints)).toBe(expected);
        },
      ),
    );
  });
});

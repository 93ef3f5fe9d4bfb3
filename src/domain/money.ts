const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * Divides two integers and rounds the quotient half away from zero (2.5 -> 3, -2.5 -> -3),
 * exactly: no floating-point division is involved.
 */
export function roundHalfAwayFromZero(numerator: number, denominator: number): number {
  assertSafeInteger(numerator, "numerator");
  assertSafeInteger(denominator, "denominator");
  if (denominator === 0) throw new RangeError("denominator must not be zero");
  const negative = numerator < 0 !== denominator < 0;
  const absNumerator = Math.abs(numerator);
  const absDenominator = Math.abs(denominator);
  const quotient = Math.floor(absNumerator / absDenominator);
  // The remainder is computed in integers, so the half-way comparison is exact.
  const remainder = absNumerator - quotient * absDenominator;
  const rounded = remainder * 2 >= absDenominator ? quotient + 1 : quotient;
  // `rounded !== 0` keeps -0 out of amounts (it would print as "-$0.00" in some formatters).
  return negative && rounded !== 0 ? -rounded : rounded;
}

/** Applies a rate in basis points (490 = 4.9%) to an amount in cents, rounded half away from zero. */
export function applyBasisPoints(cents: number, basisPoints: number): number {
  assertSafeInteger(cents, "cents");
  assertSafeInteger(basisPoints, "basisPoints");
  const product = cents * basisPoints;
  assertSafeInteger(product, "cents x basisPoints");
  return roundHalfAwayFromZero(product, BASIS_POINTS_PER_WHOLE);
}

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${value}`);
  }
}

/** Formats integer cents as US dollars: 123456 -> "$1,234.56", -6000 -> "-$60.00". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatCents expects integer cents, got ${cents}`);
  }
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  const dollars = String(Math.floor(absolute / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const remainder = String(absolute % 100).padStart(2, "0");
  return `${sign}$${dollars}.${remainder}`;
}

/**
 * A `tel:` link for a phone number as people write it: "(555) 010-0199" dials +15550100199.
 * Ten digits are a North American number; other numbers keep their digits and a leading "+".
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `tel:+1${digits}`;
  return `tel:${phone.trim().startsWith("+") || digits.length === 11 ? "+" : ""}${digits}`;
}

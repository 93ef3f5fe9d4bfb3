import MailChecker from "mailchecker";

/** Mailboxes that ignore dots in the local part: j.doe@gmail.com reaches jdoe@gmail.com. */
const DOT_BLIND_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches, for telling apart two sign-ups (docs/product/settings.md#sign-up):
 * lower case, without a "+tag", and for Gmail without dots, so owner+2@gmail.com and
 * o.wner@gmail.com are owner@gmail.com again. Only for comparing; accounts keep what was typed.
 */
export function mailboxOf(email: string): string {
  const normalised = email.trim().toLowerCase();
  const at = normalised.lastIndexOf("@");
  if (at < 1) return normalised;
  const domain = normalised.slice(at + 1);
  let local = normalised.slice(0, at).replace(/\+.*$/, "");
  if (DOT_BLIND_DOMAINS.has(domain)) local = local.replaceAll(".", "");
  return `${local}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}

/** A throwaway inbox (mailinator and its kind), by the `mailchecker` list. */
export function isDisposableEmail(email: string): boolean {
  return !MailChecker.isValid(email.trim());
}

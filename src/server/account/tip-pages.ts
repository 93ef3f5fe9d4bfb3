import type { TipChoice } from "@/domain/tips/tip-amounts";
import { escapeHtml } from "@/shared/escape-html";
import { formatCents } from "@/shared/money";
import type { BusinessConfig } from "../config/business-config";
import type { AccountPaths } from "./account-paths";
import { formatVisitTime } from "./format-visit-time";

/** A completed visit as its tip page shows it. */
export type TipPageVisit = {
  id: string;
  startsAt: Date;
  service: string;
  priceCents: number;
  tippedCents: number;
};

/**
 * The tip page of a completed visit (docs/product/customer-account.md#tips): a few amounts from
 * the visit's price and one of the customer's own, a plain form like the customer's other pages.
 * A visit already tipped says so instead.
 */
export function tipMain(options: {
  config: BusinessConfig;
  paths: AccountPaths;
  visit: TipPageVisit;
  choices: readonly TipChoice[];
  /** The visit was paid on the test page: so is its tip, with no money moving. */
  testMode: boolean;
  problem?: string | undefined;
  typed?: string | undefined;
}): string {
  const { config, paths, visit } = options;
  const when = escapeHtml(formatVisitTime(visit.startsAt, config.timezone));
  const back = `<a href="${escapeHtml(paths.base)}">Back to your account</a>`;
  const head = [
    "<h1>Leave a tip</h1>",
    options.problem ? `<p class="problem" role="alert">${escapeHtml(options.problem)}</p>` : "",
    `<p>${escapeHtml(visit.service)}, ${when} (${escapeHtml(formatCents(visit.priceCents))}).</p>`,
  ].join("");
  if (visit.tippedCents > 0) {
    return `${head}<p class="notice" role="status">You tipped ${escapeHtml(formatCents(visit.tippedCents))} for this visit. Thank you!</p><p>${back}</p>`;
  }
  const radios = options.choices
    .map(({ percent, cents }) => {
      const dollars = (cents / 100).toFixed(2);
      return `<label><input type="radio" name="amount" value="${dollars}" required>${escapeHtml(formatCents(cents))} (${percent}%)</label>`;
    })
    .join("");
  return [
    head,
    options.testMode
      ? "<p>This visit was paid in test mode: your tip is recorded the same way, and no card is charged.</p>"
      : `<p>All of your tip goes to ${escapeHtml(config.name)}: we keep no fee on it. You pay it on Stripe's secure page, and we email you a receipt.</p>`,
    `<form method="post" action="${escapeHtml(`${paths.base}/visits/${visit.id}/tip`)}">`,
    "<fieldset><legend>Tip amount</legend>",
    `<div class="times">${radios}<label><input type="radio" name="amount" value="other" required${options.typed ? " checked" : ""}>Another amount</label></div>`,
    '<label for="other" class="other">Another amount, in dollars ($1 to $500)</label>',
    `<input id="other" name="other" type="text" inputmode="decimal" autocomplete="off" maxlength="12" value="${escapeHtml(options.typed ?? "")}">`,
    "</fieldset>",
    `<div class="row"><button type="submit">Pay the tip</button>${back}</div>`,
    "</form>",
  ].join("");
}

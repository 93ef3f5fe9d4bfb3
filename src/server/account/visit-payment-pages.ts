import { escapeHtml } from "@/shared/escape-html";
import { formatCents } from "@/shared/money";
import type { BusinessConfig } from "../config/business-config";
import type { VisitCheckoutOutcome } from "../plans/open-visit-checkout";
import { formatVisitTime } from "./format-visit-time";

/**
 * The pages of paying a plan's visit whose charge failed (docs/product/plans.md#paying-a-failed-visit),
 * opened from the emailed link or the customer's page; like the other account pages, plain HTML
 * forms in the business's brand.
 */

/** A visit to pay, as its page shows it. */
export type VisitToPay = {
  id: string;
  startsAt: Date;
  service: string;
  amountCents: number;
  /** The charge's state: only a failed one is paid here. */
  status: "failed" | "paid" | "charging" | "processing";
  planPaused: boolean;
};

/** The visit, its amount, and a Pay button (or why there is nothing to pay). */
export function payVisitMain(options: {
  config: BusinessConfig;
  visit: VisitToPay;
  action: string;
  token: string | null;
}): string {
  const { config, visit } = options;
  const amount = formatCents(visit.amountCents);
  const details = [
    "<dl>",
    `<dt>Visit</dt><dd>${escapeHtml(formatVisitTime(visit.startsAt, config.timezone))}</dd>`,
    `<dt>Service</dt><dd>${escapeHtml(visit.service)}</dd>`,
    `<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>`,
    "</dl>",
  ].join("");
  if (visit.status === "paid") {
    return `<h1>This visit is paid</h1>${details}<p class="notice" role="status">Thank you: there is nothing left to pay.</p>`;
  }
  if (visit.status !== "failed") {
    return `<h1>Your visit</h1>${details}<p class="notice" role="status">This visit is being charged right now. Please check again in a few minutes.</p>`;
  }
  const token = options.token
    ? `<input type="hidden" name="token" value="${escapeHtml(options.token)}">`
    : "";
  return [
    "<h1>Pay for your visit</h1>",
    `<p>We could not charge the card on file for this visit.${visit.planPaused ? " Your plan is paused until it is paid." : ""}</p>`,
    details,
    `<form method="post" action="${escapeHtml(options.action)}">${token}<button type="submit">Pay ${escapeHtml(amount)}</button></form>`,
    `<p class="muted">You pay on Stripe's secure page. The card you pay with becomes the card on file for your plan's next visits.</p>`,
  ].join("");
}

const LINK_PROBLEMS = {
  expired: {
    title: "This payment link has expired",
    text: "Payment links work for 30 days. Sign in to your account to pay for the visit, or contact us below.",
  },
  unknown: {
    title: "This payment link does not work",
    text: "It may have been copied incompletely. Sign in to your account to see what is due, or contact us below.",
  },
} as const;

export function payLinkProblemMain(
  state: keyof typeof LINK_PROBLEMS,
  accountPath: string,
): { title: string; main: string } {
  const problem = LINK_PROBLEMS[state];
  return {
    title: problem.title,
    main: `<h1>${escapeHtml(problem.title)}</h1><p>${escapeHtml(problem.text)}</p><p><a href="${escapeHtml(accountPath)}">Go to your account</a></p>`,
  };
}

/** What pressing Pay came to, when it does not lead to Stripe's page. */
export function payOutcomeMain(
  config: BusinessConfig,
  kind: Exclude<VisitCheckoutOutcome["kind"], "checkout">,
): string {
  switch (kind) {
    case "paid":
      return `<h1>This visit is paid</h1><p class="notice" role="status">Thank you: there is nothing left to pay.</p>`;
    case "in_progress":
      return `<h1>Your visit is being charged</h1><p>This visit is being charged right now. Please check again in a few minutes.</p>`;
    case "not_due":
      return `<h1>Nothing to pay</h1><p>There is nothing to pay for this visit.</p>`;
    case "not_online":
      return `<h1>This visit cannot be paid online</h1><p>Please contact ${escapeHtml(config.name)} below.</p>`;
  }
}

/** Back from Stripe's page: paid, or still being confirmed. */
export function visitPaymentDoneMain(options: {
  paid: boolean;
  amountCents: number;
  accountPath: string;
}): string {
  const account = `<p><a href="${escapeHtml(options.accountPath)}">Go to your account</a></p>`;
  if (!options.paid) {
    return `<h1>Your payment is being confirmed</h1><p>We will email you a receipt once it is through.</p>${account}`;
  }
  return [
    "<h1>Thank you</h1>",
    `<p class="notice" role="status">Your payment of ${escapeHtml(formatCents(options.amountCents))} is received. The card you paid with is now the card on file for your plan, and we have emailed you a receipt.</p>`,
    account,
  ].join("");
}

import type { FastifyReply } from "fastify";
import { escapeHtml } from "@/shared/escape-html";
import { FREQUENCY_LABELS, type Frequency } from "@/shared/frequency-names";
import { formatCents } from "@/shared/money";
import { ROUTES } from "@/shared/routes";
import type { BusinessConfig } from "../config/business-config";
import { sendSelfStyledHtml } from "../http/business-html-page";
import { visitReceiptPath } from "../receipts/visit-receipt-url";
import type { AccountPaths } from "./account-paths";
import type {
  AccountCompletedVisit,
  AccountOrder,
  AccountPlan,
  AccountVisit,
  CustomerAccount,
} from "./customer-account";
import type { SignInLinkState } from "./customer-sign-in";
import { formatVisitDay, formatVisitTime } from "./format-visit-time";
import { nextPriceLine, planChangeLinks } from "./plan-change-pages";

/**
 * The customer's pages (docs/product/customer-account.md): small server-rendered HTML in the
 * business's name, colour and contact, forms that work without JavaScript, no script at all.
 */

const DEFAULT_COLOR = "#1d4ed8";

function styleOf(color: string): string {
  return [
    "*{box-sizing:border-box}",
    "body{font-family:system-ui,-apple-system,Segoe UI,Arial,sans-serif;color:#0f172a;line-height:1.5;margin:0;background:#f8fafc}",
    `header{background:${color};color:#fff;padding:16px}`,
    "header p{margin:0;font-weight:700;font-size:1.125rem}header img{max-height:40px;vertical-align:middle;margin-right:8px}",
    "main{max-width:40rem;margin:0 auto;padding:16px}h1{font-size:1.5rem;margin:8px 0 16px}h2{font-size:1.25rem;margin:24px 0 8px}h3{font-size:1rem;margin:0 0 4px}",
    "ul.cards{list-style:none;margin:0;padding:0}ul.cards>li{background:#fff;border:1px solid #cbd5e1;border-radius:8px;padding:12px 16px;margin:0 0 12px}",
    "dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:4px 0}dt{color:#475569}dd{margin:0}",
    "ul.visits{list-style:none;margin:8px 0;padding:0}ul.visits li{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;padding:8px 0;border-top:1px solid #e2e8f0}",
    `a{color:${color}}a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #0f172a;outline-offset:2px}`,
    "form{margin:0}label{display:block;font-weight:600;margin:0 0 4px}",
    "input[type=email],input[type=date],input[type=text]{width:100%;font-size:1rem;padding:10px 12px;border:1px solid #64748b;border-radius:6px;margin:0 0 12px}",
    `button{font-size:1rem;font-weight:600;border-radius:6px;padding:10px 16px;cursor:pointer;min-height:44px;background:${color};color:#fff;border:2px solid ${color}}`,
    `button.secondary{background:#fff;color:${color}}`,
    "button.danger{background:#fff;color:#b91c1c;border-color:#b91c1c}",
    "fieldset{border:1px solid #cbd5e1;border-radius:8px;background:#fff;margin:0 0 12px;padding:8px 16px 12px}legend{font-weight:600;padding:0 4px}",
    "label.other{margin:12px 0 4px}",
    ".times{display:flex;flex-wrap:wrap;gap:8px}.times label{font-weight:400;display:flex;align-items:center;gap:8px;min-height:44px;margin:0;padding:0 12px;border:1px solid #64748b;border-radius:6px;background:#fff}",
    `input[type=radio]{width:20px;height:20px;margin:0;accent-color:${color}}`,
    ".notice{background:#ecfdf5;border:1px solid #047857;border-radius:6px;padding:8px 12px}",
    ".problem{background:#fef2f2;border:1px solid #b91c1c;border-radius:6px;padding:8px 12px}",
    ".actions{display:flex;flex-wrap:wrap;align-items:center;gap:16px}",
    ".muted{color:#475569}.row{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between}",
    "footer{max-width:40rem;margin:24px auto 0;padding:16px;border-top:1px solid #cbd5e1;color:#475569;font-size:.875rem}footer p{margin:0 0 4px}",
  ].join("");
}

/** Sends one of the customer's pages, with a policy that allows its own style and nothing else. */
export function sendAccountPage(
  reply: FastifyReply,
  page: {
    config: BusinessConfig;
    paths: AccountPaths;
    title: string;
    main: string;
    status?: number;
  },
) {
  const { config, paths } = page;
  const style = styleOf(config.brand?.primaryColor ?? DEFAULT_COLOR);
  const logo = config.brand?.logoUrl
    ? `<img src="${escapeHtml(config.brand.logoUrl)}" alt="">`
    : "";
  const contact = [
    config.contact.phone ? `<p>Phone: ${escapeHtml(config.contact.phone)}</p>` : "",
    `<p>Email: <a href="mailto:${escapeHtml(config.contact.email)}">${escapeHtml(config.contact.email)}</a></p>`,
    config.contact.website
      ? `<p><a href="${escapeHtml(config.contact.website)}">${escapeHtml(config.contact.website)}</a></p>`
      : "",
    `<p><a href="${escapeHtml(paths.pageBase + ROUTES.terms)}">${escapeHtml(config.name)}'s service terms</a></p>`,
  ].join("");
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${page.title} · ${config.name}`)}</title>`,
    `<style>${style}</style></head><body>`,
    `<header><p>${logo}${escapeHtml(config.name)}</p></header>`,
    `<main>${page.main}</main>`,
    `<footer><p>Questions? Contact ${escapeHtml(endSentence(config.name))}</p>${contact}</footer>`,
    "</body></html>",
  ].join("");
  return sendSelfStyledHtml(reply, { html, style, status: page.status, images: true });
}

/** The form that asks for a sign-in link. */
export function signInForm(paths: AccountPaths, email = ""): string {
  return [
    `<form method="post" action="${escapeHtml(`${paths.base}/link`)}">`,
    '<label for="email">Email address</label>',
    `<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}">`,
    '<button type="submit">Email me a sign-in link</button>',
    "</form>",
  ].join("");
}

export function signInMain(
  config: BusinessConfig,
  paths: AccountPaths,
  options: { notice?: string; problem?: string; email?: string } = {},
): string {
  return [
    "<h1>Your account</h1>",
    options.notice ? `<p class="notice" role="status">${escapeHtml(options.notice)}</p>` : "",
    options.problem ? `<p class="problem" role="alert">${escapeHtml(options.problem)}</p>` : "",
    `<p>See your orders, visits and plans with ${escapeHtml(endSentence(config.name))} Enter the email address you used when you bought, and we will email you a link to sign in. No password needed.</p>`,
    signInForm(paths, options.email),
  ].join("");
}

/** The same answer whether or not the address has orders here: it tells no one whose it is. */
export function linkSentMain(config: BusinessConfig, paths: AccountPaths, email: string): string {
  return [
    "<h1>Check your email</h1>",
    `<p role="status">If ${escapeHtml(email)} has orders with ${escapeHtml(config.name)}, a sign-in link is on its way to it. The link works once, for 15 minutes.</p>`,
    "<p>No email after a few minutes? Check your spam folder, or make sure this is the address you bought with.</p>",
    `<p><a href="${escapeHtml(paths.base)}">Use another email address</a></p>`,
  ].join("");
}

const LINK_PROBLEMS: Record<Exclude<SignInLinkState, "valid">, { title: string; text: string }> = {
  used: {
    title: "This sign-in link was already used",
    text: "Each link works once. Ask for a new one below.",
  },
  expired: {
    title: "This sign-in link has expired",
    text: "Links work for 15 minutes. Ask for a new one below.",
  },
  unknown: {
    title: "This sign-in link does not work",
    text: "It may have been copied incompletely. Ask for a new one below.",
  },
};

export function linkProblemMain(
  paths: AccountPaths,
  state: Exclude<SignInLinkState, "valid">,
): { title: string; main: string } {
  const problem = LINK_PROBLEMS[state];
  return {
    title: problem.title,
    main: [
      `<h1>${escapeHtml(problem.title)}</h1>`,
      `<p>${escapeHtml(problem.text)}</p>`,
      signInForm(paths),
    ].join(""),
  };
}

/** The link's page asks for a click: a mail scanner that opens links must not use it up. */
export function confirmSignInMain(config: BusinessConfig, paths: AccountPaths, token: string) {
  return [
    `<h1>Sign in to your ${escapeHtml(config.name)} account</h1>`,
    `<form method="post" action="${escapeHtml(`${paths.base}/sign-in`)}">`,
    `<input type="hidden" name="token" value="${escapeHtml(token)}">`,
    '<button type="submit">Sign in</button>',
    "</form>",
  ].join("");
}

const ORDER_STATUS: Record<AccountOrder["status"], string> = {
  not_paid: "Not paid (checkout not completed)",
  paid: "Paid",
  deposit_paid: "Deposit paid, balance due",
  refunded: "Refunded",
  partly_refunded: "Partly refunded",
  test: "Test order (no payment)",
};

function orderCard(order: AccountOrder, paths: AccountPaths, timeZone: string): string {
  const receipt = order.hasReceipt
    ? `<p><a href="${escapeHtml(`${paths.apiBase}/checkout/orders/${order.id}/receipt.pdf`)}">Receipt (PDF)<span class="muted"> for ${escapeHtml(order.service)}, ${escapeHtml(formatVisitDay(order.date, timeZone))}</span></a></p>`
    : "";
  return [
    "<li>",
    `<h3>${escapeHtml(order.service)}</h3>`,
    "<dl>",
    `<dt>Bought</dt><dd>${escapeHtml(formatVisitDay(order.date, timeZone))}</dd>`,
    `<dt>Total</dt><dd>${escapeHtml(formatCents(order.grandTotalCents))}</dd>`,
    `<dt>Status</dt><dd>${escapeHtml(ORDER_STATUS[order.status])}</dd>`,
    order.refundedCents > 0
      ? `<dt>Refunded</dt><dd>${escapeHtml(formatCents(order.refundedCents))}</dd>`
      : "",
    "</dl>",
    receipt,
    "</li>",
  ].join("");
}

function visitItem(visit: AccountVisit, paths: AccountPaths, timeZone: string): string {
  const when = escapeHtml(formatVisitTime(visit.startsAt, timeZone));
  if (visit.status === "skipped") {
    return `<li><span><s>${when}</s> <strong>Skipped</strong></span></li>`;
  }
  // A visit that can be skipped can be moved, until the same notice (#moving-a-visit).
  const changes = visit.canSkip
    ? [
        '<span class="actions">',
        `<a href="${escapeHtml(`${paths.base}/visits/${visit.id}/move`)}" aria-label="Move the visit of ${when}">Move this visit</a>`,
        `<form method="post" action="${escapeHtml(`${paths.base}/visits/${visit.id}/skip`)}"><button type="submit" class="secondary" aria-label="Skip the visit of ${when}">Skip this visit</button></form>`,
        "</span>",
      ].join("")
    : "";
  return `<li><span>${when}</span>${changes}</li>`;
}

const PLAN_STATUS: Record<string, string> = {
  active: "Active",
  paused: "Paused",
  cancelled: "Cancelled",
};

function frequencyLabel(code: string): string {
  return FREQUENCY_LABELS[code as Frequency] ?? code;
}

function planCard(plan: AccountPlan, paths: AccountPaths, timeZone: string): string {
  const visits =
    plan.visits.length > 0
      ? `<h4 class="muted">Next visits</h4><ul class="visits">${plan.visits.map((visit) => visitItem(visit, paths, timeZone)).join("")}</ul>`
      : `<p class="muted">No visits to come are on the calendar.</p>`;
  const cancel =
    plan.status === "cancelled"
      ? ""
      : `<p><a href="${escapeHtml(`${paths.base}/plans/${plan.id}/cancel`)}">Cancel this plan</a></p>`;
  const unpaid =
    plan.unpaid.length > 0
      ? `<h4>Not paid</h4><p class="muted">We could not charge your card for ${plan.unpaid.length === 1 ? "this visit" : "these visits"}.</p><ul class="visits">${plan.unpaid
          .map((visit) => {
            const when = escapeHtml(formatVisitTime(visit.startsAt, timeZone));
            const amount = escapeHtml(formatCents(visit.amountCents));
            return `<li><span>${when}: ${amount}</span><form method="post" action="${escapeHtml(`${paths.base}/visits/${visit.id}/pay`)}"><button type="submit" aria-label="Pay ${amount} for the visit of ${when}">Pay ${amount}</button></form></li>`;
          })
          .join("")}</ul>`
      : "";
  const paid =
    plan.paid.length > 0
      ? `<h4 class="muted">Paid visits</h4><ul class="visits">${plan.paid
          .map((visit) => {
            const when = escapeHtml(formatVisitTime(visit.startsAt, timeZone));
            return `<li><span>${when}: ${escapeHtml(formatCents(visit.amountCents))}</span><a href="${escapeHtml(`${paths.apiBase}${visitReceiptPath(visit.chargeId)}`)}">Receipt (PDF)<span class="muted"> for the visit of ${when}</span></a></li>`;
          })
          .join("")}</ul>`
      : "";
  const card = plan.canUpdateCard
    ? `<form method="post" action="${escapeHtml(`${paths.base}/plans/${plan.id}/card`)}"><button type="submit" class="secondary">Update card</button></form>`
    : "";
  return [
    "<li>",
    `<h3>${escapeHtml(plan.service)}</h3>`,
    "<dl>",
    `<dt>How often</dt><dd>${escapeHtml(frequencyLabel(plan.frequency))}</dd>`,
    `<dt>Each visit</dt><dd>${escapeHtml(formatCents(plan.visitGrandTotalCents))}</dd>`,
    nextPriceLine(plan, timeZone),
    `<dt>Status</dt><dd>${escapeHtml(PLAN_STATUS[plan.status] ?? plan.status)}</dd>`,
    "</dl>",
    unpaid,
    card,
    planChangeLinks(plan, paths, timeZone),
    visits,
    paid,
    cancel,
    "</li>",
  ].join("");
}

/** A visit as a card: its time, then what it is. */
function timeCard(visit: { startsAt: Date; service: string }, timeZone: string): string {
  return `<li><h3>${escapeHtml(formatVisitTime(visit.startsAt, timeZone))}</h3><p>${escapeHtml(visit.service)}</p></li>`;
}

/** A completed visit as a card: its time, what it was, and its tip or a link to leave one. */
function completedCard(
  visit: AccountCompletedVisit,
  paths: AccountPaths,
  timeZone: string,
): string {
  const when = escapeHtml(formatVisitTime(visit.startsAt, timeZone));
  const tip =
    visit.tippedCents > 0
      ? `<p>Tipped ${escapeHtml(formatCents(visit.tippedCents))}</p>`
      : visit.canTip
        ? `<p><a href="${escapeHtml(`${paths.base}/visits/${visit.id}/tip`)}">Leave a tip<span class="muted"> for the visit of ${when}</span></a></p>`
        : "";
  return `<li><h3>${when}</h3><p>${escapeHtml(visit.service)}</p>${tip}</li>`;
}

/** The signed-in customer's page: visits to come, plans, visits done, orders, and signing out. */
export function accountMain(options: {
  config: BusinessConfig;
  paths: AccountPaths;
  email: string;
  account: CustomerAccount;
  notice?: string | undefined;
  problem?: string | undefined;
}): string {
  const { config, paths, email, account } = options;
  const timeZone = config.timezone;
  const visits =
    account.visits.length > 0
      ? `<ul class="cards">${account.visits.map((visit) => timeCard(visit, timeZone)).join("")}</ul>`
      : "<p>No visits are booked.</p>";
  const plans =
    account.plans.length > 0
      ? `<h2>Your plans</h2><ul class="cards">${account.plans.map((plan) => planCard(plan, paths, timeZone)).join("")}</ul>`
      : "";
  const review = config.contact.reviewUrl
    ? `<p>Happy with our work? <a href="${escapeHtml(config.contact.reviewUrl)}" rel="noopener">Leave ${escapeHtml(config.name)} a review</a></p>`
    : "";
  const completed =
    account.completed.length > 0
      ? `<h2>Completed visits</h2>${review}<ul class="cards">${account.completed.map((visit) => completedCard(visit, paths, timeZone)).join("")}</ul>`
      : "";
  const orders =
    account.orders.length > 0
      ? `<ul class="cards">${account.orders.map((order) => orderCard(order, paths, timeZone)).join("")}</ul>`
      : "<p>No orders yet.</p>";
  return [
    '<div class="row"><h1>Your account</h1>',
    `<form method="post" action="${escapeHtml(`${paths.base}/sign-out`)}"><button type="submit" class="secondary">Sign out</button></form></div>`,
    `<p class="muted">Signed in as ${escapeHtml(email)}. Times are ${escapeHtml(config.name)}'s local time.</p>`,
    options.notice ? `<p class="notice" role="status">${escapeHtml(options.notice)}</p>` : "",
    options.problem ? `<p class="problem" role="alert">${escapeHtml(options.problem)}</p>` : "",
    "<h2>Upcoming visits</h2>",
    visits,
    plans,
    completed,
    "<h2>Your orders</h2>",
    orders,
  ].join("");
}

/** Cancelling asks once more, on a page of its own: a plan is not ended by a stray tap. */
export function cancelPlanMain(options: { paths: AccountPaths; plan: AccountPlan }): string {
  const { paths, plan } = options;
  return [
    `<h1>Cancel your plan?</h1>`,
    `<p>${escapeHtml(plan.service)}, ${escapeHtml(frequencyLabel(plan.frequency).toLowerCase())}.</p>`,
    "<p>No more visits will be booked, and the visits to come on the calendar are cancelled. What you have already paid for stays booked.</p>",
    '<div class="row">',
    `<form method="post" action="${escapeHtml(`${paths.base}/plans/${plan.id}/cancel`)}"><button type="submit" class="danger">Cancel the plan</button></form>`,
    `<a href="${escapeHtml(paths.base)}">Keep my plan</a>`,
    "</div>",
  ].join("");
}

/** A sentence that ends with the business's name: "Northside Snow Co." takes no second period. */
function endSentence(name: string): string {
  return name.endsWith(".") ? name : `${name}.`;
}

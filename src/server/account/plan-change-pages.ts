import { escapeHtml } from "@/shared/escape-html";
import { formatCents } from "@/shared/money";
import type { FrequencyChoice } from "../plans/plan-frequency-choices";
import type { AccountPaths } from "./account-paths";
import type { AccountPlan } from "./customer-account";
import { formatVisitDay } from "./format-visit-time";

/**
 * The pages of the changes a customer makes to their plan with notice
 * (docs/product/customer-account.md#pausing-a-plan, #changing-how-often): pausing it until a date
 * and changing its frequency. Plain forms, like the customer's other pages.
 */

const problemOf = (problem: string | undefined) =>
  problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : "";

const planAction = (paths: AccountPaths, plan: AccountPlan, verb: string) =>
  escapeHtml(`${paths.base}/plans/${plan.id}/${verb}`);

/** The links of an active plan's card to these pages; a paused plan says until when. */
export function planChangeLinks(plan: AccountPlan, paths: AccountPaths, timeZone: string): string {
  if (plan.status === "paused" && plan.resumesAt) {
    return `<p>Paused until ${escapeHtml(formatVisitDay(plan.resumesAt, timeZone))}: your visits start again then by themselves.</p>`;
  }
  if (plan.status !== "active") return "";
  return `<p class="row"><a href="${planAction(paths, plan, "pause")}">Pause this plan</a><a href="${planAction(paths, plan, "frequency")}">Change how often</a></p>`;
}

/** "From April 4, 2026: $54.00", under the plan's price while a new one waits for its date. */
export function nextPriceLine(plan: AccountPlan, timeZone: string): string {
  if (!plan.nextPrice) return "";
  return `<dt>From ${escapeHtml(formatVisitDay(plan.nextPrice.from, timeZone))}</dt><dd>${escapeHtml(formatCents(plan.nextPrice.cents))} a visit</dd>`;
}

/** Pausing asks until when: a date from tomorrow on, up to the most a plan may pause. */
export function pausePlanMain(options: {
  paths: AccountPaths;
  plan: AccountPlan;
  earliest: string;
  latest: string;
  noticeHours: number;
  problem?: string | undefined;
}): string {
  const { paths, plan } = options;
  return [
    "<h1>Pause your plan</h1>",
    problemOf(options.problem),
    `<p>${escapeHtml(plan.service)}. Until the day you choose, no visits come: those booked are taken off the calendar, except any already paid and those less than ${options.noticeHours} hours away. Your visits start again on that day by themselves.</p>`,
    `<form method="post" action="${planAction(paths, plan, "pause")}">`,
    '<label for="until">Resume on</label>',
    `<input id="until" name="until" type="date" required min="${escapeHtml(options.earliest)}" max="${escapeHtml(options.latest)}">`,
    '<div class="row"><button type="submit">Pause the plan</button>',
    `<a href="${escapeHtml(paths.base)}">Keep my plan as it is</a></div>`,
    "</form>",
  ].join("");
}

/** Changing the frequency offers the service's other frequencies, each with its price. */
export function frequencyMain(options: {
  paths: AccountPaths;
  plan: AccountPlan;
  currentLabel: string;
  choices: readonly FrequencyChoice[];
  noticeHours: number;
  problem?: string | undefined;
}): string {
  const { paths, plan, choices } = options;
  const head = [
    "<h1>Change how often</h1>",
    problemOf(options.problem),
    `<p>${escapeHtml(plan.service)}, now ${escapeHtml(options.currentLabel.toLowerCase())} at ${escapeHtml(formatCents(plan.visitGrandTotalCents))} a visit.</p>`,
  ].join("");
  if (choices.length === 0) {
    return `${head}<p>No other schedule is offered for this service. Please contact us.</p><p><a href="${escapeHtml(paths.base)}">Back to your account</a></p>`;
  }
  const radios = choices
    .map(
      (choice) =>
        `<label><input type="radio" name="frequency" value="${escapeHtml(choice.code)}" required>${escapeHtml(choice.label)}: ${escapeHtml(formatCents(choice.visitGrandTotalCents))} a visit</label>`,
    )
    .join("");
  return [
    head,
    `<p>The new schedule starts with your next visit more than ${options.noticeHours} hours away, on the same day of the week, at the same time. Visits before it stay as they are.</p>`,
    `<form method="post" action="${planAction(paths, plan, "frequency")}">`,
    `<fieldset><legend>How often</legend><div class="times">${radios}</div></fieldset>`,
    '<div class="row"><button type="submit">Change my plan</button>',
    `<a href="${escapeHtml(paths.base)}">Keep my plan as it is</a></div>`,
    "</form>",
  ].join("");
}

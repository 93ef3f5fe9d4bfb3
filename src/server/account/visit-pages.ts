import type { Slot } from "@/domain/booking/compute-slots";
import { describeVisitChangePolicy } from "@/domain/booking/visit-changes";
import { escapeHtml } from "@/shared/escape-html";
import { formatCents } from "@/shared/money";
import {
  describeVisitTime,
  formatDay,
  formatVisitTime,
  localDateOf,
  type VisitTime,
} from "@/shared/slot-times";
import type { CustomerVisit } from "../booking/customer-visit-changes";
import type { BusinessConfig } from "../config/business-config";

/**
 * The pages of a paid order's visit (docs/product/booking.md#a-new-time and
 * #changes-by-the-customer): choosing a new time, moving or cancelling it; and moving a plan's
 * later visit. Like the customer's other pages they work without JavaScript.
 */

const problemOf = (problem: string | undefined) =>
  problem ? `<p class="problem" role="alert">${escapeHtml(problem)}</p>` : "";

const whenText = (config: BusinessConfig, time: VisitTime) =>
  escapeHtml(describeVisitTime(time, config.timezone, { withZone: true }));

/** The free times by day, a radio group each, and one button. */
function timesForm(options: {
  config: BusinessConfig;
  action: string;
  slots: readonly Slot[];
  button: string;
}): string {
  const { config } = options;
  const days = new Map<string, Slot[]>();
  for (const slot of options.slots) {
    const date = localDateOf(slot.start);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  const groups = [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, daySlots]) => {
      const times = daySlots
        .sort((a, b) => a.startsAt - b.startsAt)
        .map((slot) => {
          const label = formatVisitTime(
            { start: slot.start, window: slot.window ?? undefined },
            config.timezone,
          );
          return `<label><input type="radio" name="start" value="${escapeHtml(slot.start)}" required>${escapeHtml(label)}</label>`;
        })
        .join("");
      return `<fieldset><legend>${escapeHtml(formatDay(date))}</legend><div class="times">${times}</div></fieldset>`;
    })
    .join("");
  return [
    `<p class="muted">Times are ${escapeHtml(config.name)}'s local time.</p>`,
    `<form method="post" action="${escapeHtml(options.action)}">${groups}<button type="submit">${escapeHtml(options.button)}</button></form>`,
  ].join("");
}

const noTimes = (config: BusinessConfig) =>
  `<p>No time is free in the next two weeks. Please contact ${escapeHtml(config.name)} below: we will arrange it with you.</p>`;

/** A customer whose time was taken chooses a new one. */
export function newTimeMain(options: {
  config: BusinessConfig;
  action: string;
  slots: readonly Slot[];
  problem?: string | undefined;
}): string {
  const { config, slots } = options;
  return [
    "<h1>Choose a new time</h1>",
    "<p>Your payment is received, but the time you chose was taken while it went through. We are sorry: please choose another.</p>",
    problemOf(options.problem),
    slots.length === 0 ? noTimes(config) : timesForm({ ...options, button: "Book this time" }),
  ].join("");
}

/** The order's booked time. */
export function newTimeBookedMain(config: BusinessConfig, time: VisitTime): string {
  return `<h1>Your visit is booked</h1><p class="notice" role="status">Your visit: ${whenText(config, time)}.</p><p>We have emailed you the time.</p>`;
}

/** The visit, and moving or cancelling it while the policy allows. */
export function visitMain(options: {
  config: BusinessConfig;
  visit: CustomerVisit;
  paths: { visit: string; account: string };
  slots: readonly Slot[];
  notice?: string | undefined;
  problem?: string | undefined;
}): string {
  const { config, visit, paths } = options;
  const head = [
    "<h1>Your visit</h1>",
    options.notice ? `<p class="notice" role="status">${escapeHtml(options.notice)}</p>` : "",
    problemOf(options.problem),
    `<p><strong>${whenText(config, visit.time)}</strong></p>`,
  ].join("");
  if (visit.plan) {
    return `${head}<p>This is the first visit of your plan: you can change your plan's visits on <a href="${escapeHtml(paths.account)}">your account page</a>.</p>`;
  }
  if (!visit.changeable) {
    return `${head}<p>It can no longer be moved or cancelled online: it is less than ${visit.policy.untilHours} hours away. Please contact ${escapeHtml(config.name)} below.</p>`;
  }
  return [
    head,
    `<p>${escapeHtml(describeVisitChangePolicy(visit.policy))}</p>`,
    // Before the times, which run long on a phone.
    `<p><a href="${escapeHtml(`${paths.visit}/cancel`)}">Cancel my visit</a></p>`,
    "<h2>Move it to another time</h2>",
    options.slots.length === 0
      ? noTimes(config)
      : timesForm({
          config,
          action: `${paths.visit}/move`,
          slots: options.slots,
          button: "Move my visit",
        }),
  ].join("");
}

/**
 * A plan's later visit, and the times to move it to (docs/product/customer-account.md#moving-a-visit):
 * the order's visit page's times, for this one visit.
 */
export function movePlanVisitMain(options: {
  config: BusinessConfig;
  time: VisitTime;
  /** Until when it can be moved, as the customer reads it. */
  until: string;
  paths: { move: string; account: string };
  slots: readonly Slot[];
  problem?: string | undefined;
}): string {
  const { config, paths } = options;
  return [
    "<h1>Move your visit</h1>",
    problemOf(options.problem),
    `<p><strong>${whenText(config, options.time)}</strong></p>`,
    `<p>Only this visit moves: your plan's other visits stay as they are, and it costs what it did. You can move it until ${escapeHtml(options.until)}.</p>`,
    `<p><a href="${escapeHtml(paths.account)}">Keep this time</a></p>`,
    "<h2>Choose a new time</h2>",
    options.slots.length === 0
      ? noTimes(config)
      : timesForm({ config, action: paths.move, slots: options.slots, button: "Move my visit" }),
  ].join("");
}

/** Cancelling asks once more, saying what is refunded. */
export function cancelVisitMain(options: {
  config: BusinessConfig;
  visit: CustomerVisit;
  refundCents: number;
  paths: { visit: string };
}): string {
  const { config, visit, paths } = options;
  const refund =
    options.refundCents > 0
      ? `${formatCents(options.refundCents)} is refunded to your card.`
      : "Under our terms, no refund is due.";
  return [
    "<h1>Cancel your visit?</h1>",
    `<p>${whenText(config, visit.time)}. ${escapeHtml(refund)}</p>`,
    '<div class="row">',
    `<form method="post" action="${escapeHtml(`${paths.visit}/cancel`)}"><button type="submit" class="danger">Cancel the visit</button></form>`,
    `<a href="${escapeHtml(paths.visit)}">Keep my visit</a>`,
    "</div>",
  ].join("");
}

export function visitCancelledMain(
  config: BusinessConfig,
  outcome: { refundCents: number; refundFailed: boolean },
): string {
  const refund =
    outcome.refundCents === 0
      ? "Under our terms, no refund is due."
      : outcome.refundFailed
        ? `${formatCents(outcome.refundCents)} is due to you: we could not refund it to your card just now, and ${config.name} will refund it shortly.`
        : `${formatCents(outcome.refundCents)} is refunded to your card; we email you a receipt of the refund.`;
  return `<h1>Your visit is cancelled</h1><p class="notice" role="status">${escapeHtml(refund)}</p>`;
}

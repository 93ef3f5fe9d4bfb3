import type { Slot } from "@/domain/booking/compute-slots";
import { escapeHtml } from "@/shared/escape-html";
import {
  describeVisitTime,
  formatDay,
  formatVisitTime,
  localDateOf,
  type VisitTime,
} from "@/shared/slot-times";
import type { BusinessConfig } from "../config/business-config";

/**
 * The page where a customer whose time was taken chooses a new one
 * (docs/product/booking.md#a-new-time): the free times by day, a radio group each, and one
 * button; it works without JavaScript, as the customer's other pages.
 */
export function newTimeMain(options: {
  config: BusinessConfig;
  action: string;
  slots: readonly Slot[];
  problem?: string | undefined;
}): string {
  const { config, slots } = options;
  const timeZone = config.timezone;
  const problem = options.problem
    ? `<p class="problem" role="alert">${escapeHtml(options.problem)}</p>`
    : "";
  const intro = [
    "<h1>Choose a new time</h1>",
    "<p>Your payment is received, but the time you chose was taken while it went through. We are sorry: please choose another.</p>",
    problem,
  ].join("");
  if (slots.length === 0) {
    return `${intro}<p>No time is free in the next two weeks. Please contact ${escapeHtml(config.name)} below: we will arrange it with you.</p>`;
  }
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
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
            timeZone,
          );
          return `<label><input type="radio" name="start" value="${escapeHtml(slot.start)}" required>${escapeHtml(label)}</label>`;
        })
        .join("");
      return `<fieldset><legend>${escapeHtml(formatDay(date))}</legend><div class="times">${times}</div></fieldset>`;
    })
    .join("");
  return [
    intro,
    `<p class="muted">Times are ${escapeHtml(config.name)}'s local time.</p>`,
    `<form method="post" action="${escapeHtml(options.action)}">${groups}<button type="submit">Book this time</button></form>`,
  ].join("");
}

/** The same page once a time is booked: which. */
export function newTimeBookedMain(config: BusinessConfig, time: VisitTime): string {
  const when = describeVisitTime(time, config.timezone, { withZone: true });
  return `<h1>Your visit is booked</h1><p class="notice" role="status">Your visit: ${escapeHtml(when)}.</p><p>We have emailed you the time. See you then!</p>`;
}

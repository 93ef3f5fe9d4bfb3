/**
 * A visit's time as customers read it (docs/product/booking.md#the-wizards-time-step): in the
 * business's time zone, and in the customer's own when that reads differently. Times arrive as
 * the slots call gives them, ISO 8601 with the business's offset ("2026-03-09T08:00:00-04:00").
 * Pure Intl: the same words on the wizard, the payment pages and the emails.
 */

/** A visit's time: its start, end, and the arrival window promised when the business offers windows. */
export interface VisitTime {
  start: string;
  end: string;
  window?: { start: string; end: string } | undefined;
}

const LOCALE = "en-US";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** ICU puts narrow and thin spaces in times ("8:00\u202fAM"); customers' texts use plain ones. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, " ");

const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const DAY: Intl.DateTimeFormatOptions = { weekday: "long", month: "long", day: "numeric" };

/** The business's calendar date of a time as the slots call gives it: "2026-03-09". */
export const localDateOf = (time: string): string => time.slice(0, 10);

/** "Monday, March 9": a date "YYYY-MM-DD" (a calendar day, no zone involved). */
export function formatDay(date: string): string {
  return plainSpaces(formatter("UTC", DAY).format(new Date(`${date}T12:00:00Z`)));
}

/** "8:00 AM" for a start, "8:00 - 10:00 AM" for an arrival window, in `timeZone`. */
export function formatVisitTime(
  time: Pick<VisitTime, "start" | "window">,
  timeZone: string,
): string {
  const format = formatter(timeZone, TIME);
  if (!time.window) return plainSpaces(format.format(new Date(time.start)));
  return plainSpaces(
    format.formatRange(new Date(time.window.start), new Date(time.window.end)),
  ).replace(/\s*–\s*/, " - ");
}

/** "Thu, Mar 5, 8:00 AM": a time in `timeZone`, short, for lists in the dashboard. */
export function formatShortDateTime(time: string, timeZone: string): string {
  return plainSpaces(
    formatter(timeZone, {
      weekday: "short",
      month: "short",
      day: "numeric",
      ...TIME,
    }).format(new Date(time)),
  );
}

/** "EDT": the zone's short name at that instant. */
export function zoneName(time: string, timeZone: string): string {
  const parts = formatter(timeZone, { ...TIME, timeZoneName: "short" }).formatToParts(
    new Date(time),
  );
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

const wallClock = (time: string, timeZone: string) =>
  formatter(timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(time));

/**
 * The time in the customer's zone ("7:00 AM" or "Sun, Mar 8, 11:00 PM" when the day differs too),
 * or null when their clock reads the same as the business's at that instant.
 */
export function customerTimeOf(
  time: Pick<VisitTime, "start" | "window">,
  businessZone: string,
  customerZone: string | undefined,
): string | null {
  if (!customerZone || customerZone === businessZone) return null;
  if (wallClock(time.start, businessZone) === wallClock(time.start, customerZone)) return null;
  const sameDay =
    formatter(businessZone, { dateStyle: "short" }).format(new Date(time.start)) ===
    formatter(customerZone, { dateStyle: "short" }).format(new Date(time.start));
  const clock = formatVisitTime(time, customerZone);
  if (sameDay) return clock;
  const day = plainSpaces(
    formatter(customerZone, { weekday: "short", month: "short", day: "numeric" }).format(
      new Date(time.start),
    ),
  );
  return `${day}, ${clock}`;
}

/**
 * The whole time in one line, for the review, the payment pages and the emails:
 * "Monday, March 9, 8:00 AM" or "Monday, March 9, 8:00 - 10:00 AM (arrival window)", with the
 * zone's name when `withZone` (the customer may be elsewhere: emails, or their clock differs).
 */
export function describeVisitTime(
  time: VisitTime,
  timeZone: string,
  options: { withZone?: boolean } = {},
): string {
  const day = formatDay(localDateOf(time.start));
  const clock = formatVisitTime(time, timeZone);
  const zone = options.withZone ? ` ${zoneName(time.start, timeZone)}` : "";
  return `${day}, ${clock}${zone}${time.window ? " (arrival window)" : ""}`;
}

/**
 * The time for a customer whose clock is `customerZone`: the business's, and theirs beside it when
 * it reads differently ("Monday, March 9, 8:00 AM EDT (7:00 AM your time)").
 */
export function describeVisitTimeFor(
  time: VisitTime,
  timeZone: string,
  customerZone: string | undefined,
): string {
  const theirs = customerTimeOf(time, timeZone, customerZone);
  const text = describeVisitTime(time, timeZone, { withZone: theirs !== null });
  return theirs ? `${text} (${theirs} your time)` : text;
}

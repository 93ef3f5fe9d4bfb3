/**
 * A crew's jobs as iCalendar text (RFC 5545), for the calendar feed that Google, Apple and
 * Outlook calendars subscribe to (docs/product/booking.md#calendar-feed, decision 053): one
 * VEVENT per job, its times in UTC (a "Z" time is the same instant in every reader's zone), text
 * escaped and lines folded at 75 octets as section 3.1 asks.
 */

export type CalendarEvent = {
  /** Stable across reads, so a calendar updates the event instead of adding another. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
  /** The last change: calendars prefer the newest. */
  updatedAt: Date;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
};

export type CalendarFeed = {
  /** PRODID's product part. */
  product: string;
  name: string;
  /** The business's IANA zone: a hint (X-WR-TIMEZONE) for how the calendar shows itself. */
  timeZone: string;
  events: readonly CalendarEvent[];
};

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (section 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** "20260309T120000Z". */
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const encoder = new TextEncoder();

/**
 * Folds a content line so that no line is longer than 75 octets, never inside a UTF-8 character:
 * each continuation begins with one space (section 3.1).
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The feed's text: CRLF line ends, every line folded. */
export function renderCalendar(feed: CalendarFeed): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Quotewise//${escapeText(feed.product)}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${feed.timeZone}`,
    // How often a subscribing calendar should read it again (a hint; Google decides for itself).
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const event of feed.events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${formatUtc(event.updatedAt)}`,
      `LAST-MODIFIED:${formatUtc(event.updatedAt)}`,
      `DTSTART:${formatUtc(event.start)}`,
      `DTEND:${formatUtc(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `LOCATION:${escapeText(event.location)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `STATUS:${event.status ?? "CONFIRMED"}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

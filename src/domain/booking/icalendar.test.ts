import { describe, expect, it } from "vitest";
import { escapeText, foldLine, formatUtc, renderCalendar } from "./icalendar";

describe("icalendar", () => {
  it("escapes TEXT values as RFC 5545 says", () => {
    expect(escapeText("12 Elm St, Apt 3; back door\\side\nring twice")).toBe(
      "12 Elm St\\, Apt 3\\; back door\\\\side\\nring twice",
    );
  });

  it("writes UTC date-times", () => {
    expect(formatUtc(new Date("2026-03-09T12:00:00.000Z"))).toBe("20260309T120000Z");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const line = `LOCATION:${"é".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
  });

  it("renders a calendar with one event per job, CRLF line ends", () => {
    const text = renderCalendar({
      product: "Crew calendar",
      name: "Acme: Crew A",
      timeZone: "America/New_York",
      events: [
        {
          uid: "job-1@quotewise",
          start: new Date("2026-03-09T12:00:00Z"),
          end: new Date("2026-03-09T13:30:00Z"),
          summary: "Window cleaning",
          location: "1 Main St, Springfield, NY 10001",
          updatedAt: new Date("2026-03-01T00:00:00Z"),
        },
      ],
    });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Quotewise//Crew calendar//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "X-WR-CALNAME:Acme: Crew A",
      "X-WR-TIMEZONE:America/New_York",
      "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
      "X-PUBLISHED-TTL:PT1H",
      "BEGIN:VEVENT",
      "UID:job-1@quotewise",
      "DTSTAMP:20260301T000000Z",
      "LAST-MODIFIED:20260301T000000Z",
      "DTSTART:20260309T120000Z",
      "DTEND:20260309T133000Z",
      "SUMMARY:Window cleaning",
      "LOCATION:1 Main St\\, Springfield\\, NY 10001",
      "STATUS:CONFIRMED",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });
});

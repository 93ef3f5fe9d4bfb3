import { getZonedIsoDate } from "@/shared/zoned-date";

/**
 * The cells the dashboard's CSV exports share (docs/product/dashboard.md#export): amounts in
 * dollars, times on the business's wall clock, files named by the business's date.
 */

/** "<prefix>-YYYY-MM-DD.csv", dated in the business's time zone. */
export function datedCsvName(prefix: string, now: Date, timeZone: string): string {
  return `${prefix}-${getZonedIsoDate(now, timeZone)}.csv`;
}

/** 1234 cents: "12.34"; negative amounts keep their sign. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

/** "2025-10-01 08:05" on the business's wall clock; empty without a time. */
export function localDateTime(instant: Date | null, timeZone: string): string {
  if (!instant) return "";
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

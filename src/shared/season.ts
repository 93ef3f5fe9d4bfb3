const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Formats an ISO calendar date: "2025-11-10" -> "November 10, 2025". Read from the string,
 * never through Date, so the viewer's time zone cannot shift the day.
 */
export function formatIsoDate(isoDate: string): string {
  const match = ISO_DATE_PATTERN.exec(isoDate);
  const monthName = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  const day = Number(match?.[3]);
  if (!match || !monthName || day < 1 || day > 31) {
    throw new RangeError(`not an ISO date: ${isoDate}`);
  }
  return `${monthName} ${day}, ${match[1]}`;
}

/** "November 10, 2025 to April 10, 2026". */
export function formatSeasonLabel(season: { starts_on: string; ends_on: string }): string {
  return `${formatIsoDate(season.starts_on)} to ${formatIsoDate(season.ends_on)}`;
}

/**
 * The last day of an offer that ends at `endsAt` (exclusive), in the business's time zone:
 * "2025-10-16T04:00:00Z" in America/New_York -> "Oct 15".
 *
 * A browser's first date format in a named time zone loads that zone's rules, a long moment on a
 * slow phone: a server-rendered page is handed the label the server drew it with
 * (src/shared/boot-data.ts), remembered here, so hydrating it formats nothing.
 */
export function formatOfferLastDay(endsAt: string, timeZone: string): string {
  const key = `${endsAt} ${timeZone}`;
  let label = labels.get(key);
  if (label === undefined) {
    const lastMoment = new Date(Date.parse(endsAt) - 1);
    label = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone }).format(
      lastMoment,
    );
    labels.set(key, label);
  }
  return label;
}

const labels = new Map<string, string>();

/** Takes the label the server formatted for this offer (see formatOfferLastDay). */
export function rememberOfferLastDay(endsAt: string, timeZone: string, label: string): void {
  labels.set(`${endsAt} ${timeZone}`, label);
}

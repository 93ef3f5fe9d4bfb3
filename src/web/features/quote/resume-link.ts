/**
 * A quote email's reminder link carries its token in the fragment, `/quote#resume=...`
 * (docs/product/quote-recovery.md#the-link).
 */
const RESUME_FRAGMENT = /^#resume=([\w-]{1,200})$/;

/** Whether the page was opened from a reminder link: it then waits for the quote. */
export function hasResumeToken(location: Location): boolean {
  return RESUME_FRAGMENT.test(location.hash);
}

/**
 * The token of a reminder link (`/quote#resume=...`), taken out of the address bar at once so
 * it is neither bookmarked nor shared; undefined on any other address.
 */
export function takeResumeToken(location: Location, history: History): string | undefined {
  const token = RESUME_FRAGMENT.exec(location.hash)?.[1];
  if (token) history.replaceState(history.state, "", `${location.pathname}${location.search}`);
  return token;
}

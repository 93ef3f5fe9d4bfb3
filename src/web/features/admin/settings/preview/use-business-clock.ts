import { useServerClockOffset } from "./api/get-server-time";

/**
 * The time on the business's server (which may be pinned, see NOW), so the preview applies an
 * early-bird discount exactly when the quote page does; the browser's clock until it answers.
 */
export function useBusinessClock(slug: string): Date {
  const offset = useServerClockOffset(slug);
  return new Date(Date.now() + (offset.data ?? 0));
}

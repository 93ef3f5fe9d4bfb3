/**
 * The early-bird countdown: whole days, hours, minutes and seconds left until a deadline
 * (docs/product/quote-journey.md#early-bird).
 */
export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  isExpired: boolean;
  /** Hours left, with fractions, for the "120 hours or fewer" rule. */
  totalHours: number;
}

/** The countdown shows only past the address step and from this many hours before the end. */
export const COUNTDOWN_WINDOW_HOURS = 120;

export function computeCountdown(options: { endsAtMs: number; nowMs: number }): Countdown {
  const left = Math.max(0, Math.floor((options.endsAtMs - options.nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    isExpired: left === 0,
    totalHours: left / 3600,
  };
}

/** Whether the countdown belongs on screen: running, and within the last 120 hours. */
export function isCountdownShown(countdown: Countdown): boolean {
  return !countdown.isExpired && countdown.totalHours <= COUNTDOWN_WINDOW_HOURS;
}

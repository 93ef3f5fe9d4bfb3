/**
 * Exponential backoff: `baseMs` after the first failed attempt, doubling per attempt, never
 * more than `capMs`.
 */
export function backoffDelayMs(attempts: number, baseMs: number, capMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), capMs);
}

/** How webhook deliveries are retried (docs/product/webhooks.md#retries). */
export const WEBHOOK_RETRY = {
  /** Attempts per delivery; with the defaults they span more than a day. */
  maxAttempts: 17,
  capMs: 6 * 60 * 60 * 1000,
  /** An endpoint whose every attempt failed for this long is turned off. */
  disableAfterMs: 5 * 24 * 60 * 60 * 1000,
} as const;

export type FailedAttemptDecision = {
  /** When to try again; null: the delivery has had its attempts and is marked failed. */
  retryInMs: number | null;
  /** The endpoint has failed for WEBHOOK_RETRY.disableAfterMs: turn it off. */
  disableEndpoint: boolean;
};

/** What follows a failed attempt, the `attempts`-th of its delivery. */
export function afterFailedAttempt(options: {
  attempts: number;
  baseMs: number;
  /** Since when the endpoint's every attempt failed (this one included). */
  failingSince: Date;
  now: Date;
  maxAttempts?: number;
  disableAfterMs?: number;
}): FailedAttemptDecision {
  const maxAttempts = options.maxAttempts ?? WEBHOOK_RETRY.maxAttempts;
  const disableAfterMs = options.disableAfterMs ?? WEBHOOK_RETRY.disableAfterMs;
  const disableEndpoint = options.now.getTime() - options.failingSince.getTime() >= disableAfterMs;
  const giveUp = disableEndpoint || options.attempts >= maxAttempts;
  return {
    retryInMs: giveUp
      ? null
      : backoffDelayMs(options.attempts, options.baseMs, WEBHOOK_RETRY.capMs),
    disableEndpoint,
  };
}

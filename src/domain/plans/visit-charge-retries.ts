/**
 * Days after a visit's first charge on which a failed charge is tried again
 * (docs/product/plans.md#billing). After the last one fails, the plan is paused.
 */
export const VISIT_CHARGE_RETRY_DAYS = [1, 3, 7] as const;

const DAY_MS = 86_400_000;

/**
 * When a visit's charge that failed on its `attempt`-th try (1 for the first) is tried next, or
 * null when no try is left: the plan pauses and the owner is told.
 */
export function nextVisitChargeRetry(attempt: number, firstTriedAt: Date): Date | null {
  const days = VISIT_CHARGE_RETRY_DAYS[attempt - 1];
  return days === undefined ? null : new Date(firstTriedAt.getTime() + days * DAY_MS);
}

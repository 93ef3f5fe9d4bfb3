import type { Availability } from "@/shared/availability";
import { DEFAULT_AVAILABILITY } from "./business-availability";

/**
 * What a customer may change of a booked visit themselves (docs/product/booking.md#changes-by-the-customer):
 * move or cancel it until `untilHours` before it starts; a cancellation refunds `refundPercent`
 * of what was paid.
 */
export type VisitChangePolicy = { untilHours: number; refundPercent: number };

export function visitChangePolicy(availability: Availability | undefined): VisitChangePolicy {
  return {
    untilHours:
      availability?.changeNoticeHours ??
      availability?.minimumNoticeHours ??
      DEFAULT_AVAILABILITY.minimumNoticeHours,
    refundPercent: availability?.cancelRefundPercent ?? 100,
  };
}

/** Whether a visit starting at `startsAt` may still be moved or cancelled at `now`. */
export function canChangeVisit(policy: VisitChangePolicy, startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= policy.untilHours * 3_600_000;
}

/** What a cancellation in time refunds of `paidCents`: the policy's share, rounded down to a cent. */
export function cancelRefundCents(policy: VisitChangePolicy, paidCents: number): number {
  return Math.floor((paidCents * policy.refundPercent) / 100);
}

/** "until 24 hours before, for a full refund": the policy as the customer reads it before buying. */
export function describeVisitChangePolicy(policy: VisitChangePolicy): string {
  const refund =
    policy.refundPercent === 100
      ? "for a full refund"
      : policy.refundPercent === 0
        ? "without a refund"
        : `for a ${policy.refundPercent}% refund`;
  const hours = policy.untilHours === 1 ? "1 hour" : `${policy.untilHours} hours`;
  return policy.untilHours === 0
    ? `You can move or cancel your visit online until it starts, ${refund}.`
    : `You can move or cancel your visit online until ${hours} before it starts, ${refund}.`;
}

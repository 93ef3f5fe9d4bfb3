/**
 * Refund arithmetic (docs/product/payments.md#refunds), in integer cents. An order can be
 * refunded in parts up to what was paid; each part reverses Quotewise's fee in proportion.
 */

export type RefundableOrder = {
  /** What the customer paid. */
  paidCents: number;
  /** Refunds that succeeded or are still being made: their amounts are spoken for. */
  heldCents: number;
};

export type RefundCheck = { ok: true } | { ok: false; message: string };

export function remainingRefundableCents(order: RefundableOrder): number {
  return Math.max(0, order.paidCents - order.heldCents);
}

export function checkRefundAmount(order: RefundableOrder, amountCents: number): RefundCheck {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    return { ok: false, message: "must be a positive amount in cents" };
  }
  const remaining = remainingRefundableCents(order);
  if (remaining === 0) return { ok: false, message: "this order has been refunded in full" };
  if (amountCents > remaining) {
    return { ok: false, message: `must be at most ${remaining} cents, what is left to refund` };
  }
  return { ok: true };
}

/**
 * The part of the fee a refund reverses: the fee's share of everything refunded so far, less the
 * share already reversed. Rounding the running totals (not each part) means the parts of a full
 * refund reverse exactly the whole fee, never a cent more or less.
 */
export function feeReversedCents(options: {
  feeCents: number;
  paidCents: number;
  refundedBeforeCents: number;
  amountCents: number;
}): number {
  const { feeCents, paidCents, refundedBeforeCents, amountCents } = options;
  if (paidCents <= 0 || feeCents <= 0) return 0;
  const share = (refundedCents: number) =>
    Math.round((feeCents * Math.min(refundedCents, paidCents)) / paidCents);
  return share(refundedBeforeCents + amountCents) - share(refundedBeforeCents);
}

/** One of an order's payments: the checkout's (the whole total, or the deposit) or the balance. */
export type RefundablePayment<Name extends string = string> = {
  payment: Name;
  paidCents: number;
  /** Its refunds that succeeded or are still being made. */
  heldCents: number;
};

/**
 * Splits a refund over an order's payments (docs/product/payments.md#deposits): the latest payment
 * first (the balance before the deposit), each up to what is left of it. Stripe refunds each
 * payment on its own, so each part is a refund of its own. Assumes the amount was checked against
 * the order's total (checkRefundAmount); answers no more than what is left.
 */
export function allocateRefund<Name extends string>(
  payments: readonly RefundablePayment<Name>[],
  amountCents: number,
): { payment: Name; amountCents: number }[] {
  const parts: { payment: Name; amountCents: number }[] = [];
  let left = amountCents;
  for (const payment of [...payments].reverse()) {
    if (left <= 0) break;
    const part = Math.min(left, remainingRefundableCents(payment));
    if (part > 0) parts.push({ payment: payment.payment, amountCents: part });
    left -= part;
  }
  return parts;
}

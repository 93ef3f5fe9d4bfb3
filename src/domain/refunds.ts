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

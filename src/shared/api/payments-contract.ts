import { z } from "zod";
import { parseHundredths } from "@/shared/money";
import { BALANCE_STATUSES } from "@/shared/order-status";

/** GET /api/admin/payments (docs/product/payments.md#connecting-stripe). */
export const paymentsResponseSchema = z.object({
  /** This server has Stripe keys: businesses can connect an account. */
  stripeConfigured: z.boolean(),
  /** The business has a Stripe account, onboarded or not. */
  connected: z.boolean(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  /**
   * The server pays this business straight into its own Stripe account (PAYMENTS_DIRECT_BUSINESS):
   * no account to connect, and the convenience fee is the business's.
   */
  paidDirectly: z.boolean(),
  /** Its customers pay by card now: Stripe configured, charges enabled and the business live. */
  takesRealPayments: z.boolean(),
});
export type PaymentsResponse = z.infer<typeof paymentsResponseSchema>;

export const paymentsQuerySchema = z.strictObject({
  /** Re-read the account from Stripe first (back from onboarding). */
  refresh: z.enum(["1"]).optional(),
});

export const onboardingLinkResponseSchema = z.object({ url: z.url() });
export type OnboardingLinkResponse = z.infer<typeof onboardingLinkResponseSchema>;

export const REFUND_REASONS = [
  "requested_by_customer",
  "duplicate",
  "fraudulent",
  "other",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** POST /api/admin/orders/:orderId/refunds (docs/product/payments.md#refunds). */
export const refundRequestSchema = z.strictObject({
  amountCents: z.int("must be a whole number of cents").positive("must be more than zero"),
  reason: z.enum(REFUND_REASONS, `must be one of: ${REFUND_REASONS.join(", ")}`),
  /** What the business tells itself (and the timeline) about why. */
  note: z.string().trim().max(500, "must be at most 500 characters").optional(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** The dashboard's refund form: the amount in dollars as typed, sent as the request's cents. */
export const refundFormSchema = z
  .object({
    amount: z.string().transform((text, context) => {
      const cents = parseHundredths(text);
      if (cents === null || cents <= 0) {
        context.addIssue({ code: "custom", message: "Enter an amount in dollars, such as 25.00" });
        return z.NEVER;
      }
      return cents;
    }),
    reason: refundRequestSchema.shape.reason,
  })
  .transform(({ amount, reason }): RefundRequest => ({ amountCents: amount, reason }));

export const refundSchema = z.object({
  id: z.uuid(),
  amountCents: z.int(),
  feeReversedCents: z.int(),
  reason: z.string(),
  status: z.enum(["pending", "succeeded", "failed"]),
  actor: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundResponseSchema = z.object({
  /** The refund made (the first part, for an order paid with a deposit and its balance). */
  refund: refundSchema,
  /** Every part made: one per payment refunded (docs/product/payments.md#deposits). */
  refunds: z.array(refundSchema),
  refundedCents: z.int(),
  refundableCents: z.int(),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;

/** POST /api/admin/orders/:orderId/balance (docs/product/payments.md#deposits). */
export const chargeBalanceResponseSchema = z.object({
  /**
   * paid: the saved card was charged; customer_emailed: the bank wants the customer (or refused
   * the card), who was emailed a payment link; processing: Stripe finishes it later.
   */
  outcome: z.enum(["paid", "customer_emailed", "processing"]),
  message: z.string(),
  balanceStatus: z.enum(BALANCE_STATUSES),
});
export type ChargeBalanceResponse = z.infer<typeof chargeBalanceResponseSchema>;

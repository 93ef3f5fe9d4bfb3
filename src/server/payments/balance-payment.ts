import { splitPayment } from "@/domain/deposits";
import type { Order } from "../db/schema";
import type { BalanceOrder } from "../email/order-emails";

/** Metadata on the balance's payments (off-session and the link's): how webhooks know them. */
export const BALANCE_PAYMENT = "balance";

/**
 * What a balance step came to (docs/product/payments.md#deposits). Every step changes the order
 * through decideBalanceTransition with the order row locked, so the business's clicks, the
 * charge's own answer and Stripe's webhooks (duplicated, concurrent, late, on any instance)
 * change the order once.
 */
export type BalanceOutcome =
  | "balance_paid"
  | "link_sent"
  | "link_expired"
  | "already_paid"
  | "ignored"
  | "amount_mismatch"
  | "not_found";

export function balanceCentsOf(order: Order): number {
  return splitPayment(order).dueLaterCents;
}

/** The order as the balance's emails show it. */
export function balanceOrder(order: Order): BalanceOrder {
  return { ...order, depositCents: order.depositCents ?? 0 };
}

export function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}

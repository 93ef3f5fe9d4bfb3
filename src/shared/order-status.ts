/**
 * An order's payment and balance statuses and the stage the dashboard names from them
 * (docs/product/payments.md#deposits). Shared: the server's lifecycle decides them, the dashboard
 * shows them.
 */
export type PaymentStatus = "pending" | "paid";

export const BALANCE_STATUSES = ["due", "charging", "awaiting_customer", "paid"] as const;
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

/** Where an order's payment stands, as the dashboard names it. */
export type PaymentStage =
  | "pending"
  | "deposit_paid"
  | "balance_charging"
  | "balance_awaiting_customer"
  | "paid_in_full";

export function paymentStage(order: {
  paymentStatus: PaymentStatus;
  balanceStatus: BalanceStatus | null;
}): PaymentStage {
  if (order.paymentStatus === "pending") return "pending";
  switch (order.balanceStatus) {
    case null:
    case "paid":
      return "paid_in_full";
    case "due":
      return "deposit_paid";
    case "charging":
      return "balance_charging";
    case "awaiting_customer":
      return "balance_awaiting_customer";
  }
}

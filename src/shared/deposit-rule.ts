/** A deposit rule and its bounds (docs/product/payments.md#deposits), shared by settings and the server. */

/** How a business (or one offer) asks for a deposit: none, a percent of the total, or an amount. */
export type DepositRule =
  | { kind: "none" }
  | { kind: "percent"; percent: number }
  | { kind: "fixed"; amountCents: number };

/** Stripe's smallest card charge in US dollars: neither part of a job may be less. */
export const MIN_CHARGE_CENTS = 50;
export const MIN_DEPOSIT_PERCENT = 1;
export const MAX_DEPOSIT_PERCENT = 99;

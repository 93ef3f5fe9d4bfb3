import type { DepositRule } from "@/shared/deposit-rule";
import { MAX_DEPOSIT_PERCENT, MIN_CHARGE_CENTS, MIN_DEPOSIT_PERCENT } from "@/shared/deposit-rule";
import { roundHalfAwayFromZero } from "./money";

/**
 * Deposits (docs/product/payments.md#deposits), in integer cents: part of a job's price paid when
 * the customer accepts, the rest (the balance) charged to the same card when the job is done.
 */

/**
 * The deposit due on accepting a job of `grandTotalCents` (tax and fee included), or null when
 * the whole total is due at once:
 * - a percent is of the grand total, rounded half away from zero to the cent;
 * - a deposit under Stripe's smallest charge is raised to it ($0.50);
 * - when what would be left for later is under that smallest charge (or nothing), there is no
 *   deposit: the whole total is due now. So a deposit is never more than the total, and each of
 *   the two charges is at least $0.50.
 */
export function depositFor(rule: DepositRule, grandTotalCents: number): number | null {
  if (!Number.isSafeInteger(grandTotalCents) || grandTotalCents <= 0) {
    throw new RangeError(`a total must be a positive number of cents, got ${grandTotalCents}`);
  }
  const raw = rawDeposit(rule, grandTotalCents);
  if (raw === null) return null;
  const deposit = Math.max(raw, MIN_CHARGE_CENTS);
  return grandTotalCents - deposit < MIN_CHARGE_CENTS ? null : deposit;
}

function rawDeposit(rule: DepositRule, grandTotalCents: number): number | null {
  switch (rule.kind) {
    case "none":
      return null;
    case "percent":
      if (
        !Number.isInteger(rule.percent) ||
        rule.percent < MIN_DEPOSIT_PERCENT ||
        rule.percent > MAX_DEPOSIT_PERCENT
      ) {
        throw new RangeError(`a deposit percent must be a whole number from 1 to 99`);
      }
      return roundHalfAwayFromZero(grandTotalCents * rule.percent, 100);
    case "fixed":
      if (!Number.isSafeInteger(rule.amountCents) || rule.amountCents <= 0) {
        throw new RangeError("a fixed deposit must be a positive number of cents");
      }
      return rule.amountCents;
  }
}

/** A job's two charges: the deposit now and the balance later (null: no deposit, one charge). */
export type PaymentSplit = {
  /** Charged on accepting: the deposit, or the whole total. */
  dueNowCents: number;
  /** Charged when the job is done; 0 without a deposit. */
  dueLaterCents: number;
};

export function splitPayment(options: {
  grandTotalCents: number;
  depositCents: number | null;
}): PaymentSplit {
  const { grandTotalCents, depositCents } = options;
  if (depositCents === null) return { dueNowCents: grandTotalCents, dueLaterCents: 0 };
  return { dueNowCents: depositCents, dueLaterCents: grandTotalCents - depositCents };
}

/**
 * Quotewise's fee split between the two charges in proportion to their amounts: the deposit's
 * share is round(fee x deposit / total), half away from zero, and the balance carries the rest,
 * so the two always add up to the whole fee. Each share is at most its charge (the fee is at
 * most the total). The fee is `platformFeeCents`, kept apart when the business absorbs it; an
 * order without it (from before the choice) took its convenience fee, `feeCents`.
 */
export function splitApplicationFee(options: {
  feeCents: number;
  platformFeeCents?: number | null;
  grandTotalCents: number;
  depositCents: number | null;
}): { depositFeeCents: number; balanceFeeCents: number } {
  const { grandTotalCents, depositCents } = options;
  const feeCents = options.platformFeeCents ?? options.feeCents;
  if (depositCents === null) return { depositFeeCents: feeCents, balanceFeeCents: 0 };
  const depositFeeCents = roundHalfAwayFromZero(feeCents * depositCents, grandTotalCents);
  return { depositFeeCents, balanceFeeCents: feeCents - depositFeeCents };
}

/** The percent or amount as the business and the customer read it: "30%", "$150.00". */
export function describeDepositRule(
  rule: DepositRule,
  formatCents: (cents: number) => string,
): string {
  switch (rule.kind) {
    case "none":
      return "No deposit";
    case "percent":
      return `${rule.percent}%`;
    case "fixed":
      return formatCents(rule.amountCents);
  }
}

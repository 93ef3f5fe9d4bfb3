import type { CustomQuoteStatus, OfferState } from "@/shared/api/custom-quote-offer-contract";
import type { ConvenienceFee } from "@/shared/convenience-fee";
import type { DepositRule } from "@/shared/deposit-rule";
import { formatCents } from "@/shared/money";
import { addDaysToIsoDate, getStartOfZonedDay, getZonedIsoDate } from "@/shared/zoned-date";
import { depositFor, splitPayment } from "./deposits";
import type { OfferingQuoteLine } from "./price-offering";
import { type ChargeRates, chargesOn } from "./quote-charges";

/** What a business prices a custom quote request with: a label, a unit amount and how many. */
export type OfferItem = { label: string; unitAmountCents: number; quantity: number };

/** An offer's amounts, with the same lines, fee and tax as an instant quote. */
export type OfferPrice = {
  /** Each item (its amount = unit x quantity), then the fee and the tax. */
  lines: OfferingQuoteLine[];
  subtotal_cents: number;
  /** The convenience fee the customer pays: 0 when the business absorbs it. */
  fee_cents: number;
  /** Quotewise's fee, the application fee's base: the same whoever pays it (quote-charges.ts). */
  platform_fee_cents: number;
  tax_cents: number;
  /** Subtotal + fee, before tax. */
  total_cents: number;
  /** Subtotal + fee + tax. */
  grand_total_cents: number;
  /** The deposit asked on accepting; null when the whole total is paid then. */
  deposit_cents: number | null;
  /** What the customer pays on accepting (docs/product/custom-quotes.md#accepting-and-paying). */
  amount_due_now_cents: number;
  /** What is charged when the job is done: the balance after the deposit, else 0. */
  amount_due_later_cents: number;
};

/** The label of an item's line: "Gutter guard" for one, "Gutter guard (3 x $40.00)" for more. */
export function offerLineLabel(item: OfferItem): string {
  return item.quantity === 1
    ? item.label
    : `${item.label} (${item.quantity} x ${formatCents(item.unitAmountCents)})`;
}

/**
 * Prices an offer by the business's money rules (docs/product/pricing.md#the-rules): subtotal =
 * the sum of the items, then the convenience fee and the tax on it, exactly as an instant quote.
 * The deposit rule (docs/product/payments.md#deposits) decides what is due on accepting.
 */
export function priceOffer(
  items: readonly OfferItem[],
  rates: ChargeRates,
  deposit: DepositRule = { kind: "none" },
  convenienceFee: ConvenienceFee = "pass_on",
): OfferPrice {
  if (items.length === 0) throw new RangeError("an offer needs at least one item");
  const itemLines: OfferingQuoteLine[] = items.map((item) => {
    if (!Number.isSafeInteger(item.unitAmountCents) || item.unitAmountCents <= 0) {
      throw new RangeError(`"${item.label}" needs a positive amount in cents`);
    }
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
      throw new RangeError(`"${item.label}" needs a whole quantity of at least 1`);
    }
    return {
      kind: "service",
      label: offerLineLabel(item),
      amount_cents: item.unitAmountCents * item.quantity,
    };
  });
  const subtotalCents = itemLines.reduce((sum, line) => sum + line.amount_cents, 0);
  const charges = chargesOn(subtotalCents, rates, convenienceFee);
  const grandTotalCents = subtotalCents + charges.feeCents + charges.taxCents;
  return {
    lines: [...itemLines, ...charges.lines],
    subtotal_cents: subtotalCents,
    fee_cents: charges.feeCents,
    platform_fee_cents: charges.platformFeeCents,
    tax_cents: charges.taxCents,
    total_cents: subtotalCents + charges.feeCents,
    grand_total_cents: grandTotalCents,
    ...offerPaymentSplit({ grandTotalCents, depositCents: depositFor(deposit, grandTotalCents) }),
  };
}

/**
 * The one place that decides how much of an offer is paid on accepting: its deposit when it asks
 * one, else the whole total; and what is left for when the job is done.
 */
export function offerPaymentSplit(offer: {
  grandTotalCents: number;
  depositCents: number | null;
}): Pick<OfferPrice, "deposit_cents" | "amount_due_now_cents" | "amount_due_later_cents"> {
  const split = splitPayment(offer);
  return {
    deposit_cents: offer.depositCents,
    amount_due_now_cents: split.dueNowCents,
    amount_due_later_cents: split.dueLaterCents,
  };
}

/** Days an offer stays open when the business picks no date. */
export const DEFAULT_OFFER_DAYS = 14;
/** The furthest a business may set an offer's last day. */
export const MAX_OFFER_DAYS = 365;

/** The default last day of an offer sent at `now`: 14 days after today in the business's zone. */
export function defaultOfferLastDay(now: Date, timeZone: string): string {
  return addDaysToIsoDate(getZonedIsoDate(now, timeZone), DEFAULT_OFFER_DAYS);
}

/**
 * When an offer whose last day is `lastDay` (an ISO date) stops being open: the start of the
 * next day in the business's time zone. Null when that day is not between today and
 * MAX_OFFER_DAYS from today.
 */
export function offerExpiry(lastDay: string, now: Date, timeZone: string): Date | null {
  const today = getZonedIsoDate(now, timeZone);
  if (lastDay < today || lastDay > addDaysToIsoDate(today, MAX_OFFER_DAYS)) return null;
  return getStartOfZonedDay(addDaysToIsoDate(lastDay, 1), timeZone);
}

export const OFFER_STATUSES = ["sent", "withdrawn", "accepted"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * The state of an offer at `now`. An accepted offer stays accepted (its order may still be paid)
 * after its expiry; a sent one closes at its expiry.
 */
export function offerState(
  offer: { status: OfferStatus; expiresAt: Date; orderPaid: boolean },
  now: Date,
): OfferState {
  if (offer.status === "withdrawn") return "withdrawn";
  if (offer.status === "accepted") return offer.orderPaid ? "paid" : "accepted";
  return now.getTime() >= offer.expiresAt.getTime() ? "expired" : "open";
}

/** A custom quote request's status in the dashboard, from its latest offer. */
export function customQuoteStatus(
  latest: { status: OfferStatus; expiresAt: Date; orderPaid: boolean } | undefined,
  now: Date,
): CustomQuoteStatus {
  if (!latest) return "new";
  const state = offerState(latest, now);
  switch (state) {
    case "open":
      return "offer_sent";
    case "withdrawn":
      return "new";
    default:
      return state;
  }
}

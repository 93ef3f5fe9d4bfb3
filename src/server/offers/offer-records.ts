import { and, desc, eq, inArray } from "drizzle-orm";
import {
  customQuoteStatus,
  type OfferItem,
  offerPaymentSplit,
  offerState,
} from "@/domain/custom-quote-offer";
import type {
  AdminOffer,
  CustomQuoteStatus,
  OfferDraft,
  OfferPrice,
} from "@/shared/api/custom-quote-offer-contract";
import { ROUTES } from "@/shared/routes";
import { getZonedIsoDate } from "@/shared/zoned-date";
import type { Db, Tx } from "../db/database";
import { type CustomQuoteOffer, customQuoteOffers, orders } from "../db/schema";

/** The items of a draft as the domain prices them: a line without a quantity is one of it. */
export function offerItemsOf(draft: Pick<OfferDraft, "lines">): OfferItem[] {
  return draft.lines.map((line) => ({
    label: line.label,
    unitAmountCents: line.amount,
    quantity: line.quantity ?? 1,
  }));
}

/** An offer row with whether the order it became is paid. */
export type OfferWithPayment = CustomQuoteOffer & { orderPaid: boolean };

/** The offer's columns and its order's payment, for selects that join the two. */
export const offerWithPaymentColumns = {
  offer: customQuoteOffers,
  paymentStatus: orders.paymentStatus,
};

export function withPayment(row: {
  offer: CustomQuoteOffer;
  paymentStatus: string | null;
}): OfferWithPayment {
  return { ...row.offer, orderPaid: row.paymentStatus === "paid" };
}

/** The offer's order, joined within the offer's own business. */
export const offerOrderJoin = and(
  eq(orders.id, customQuoteOffers.orderId),
  eq(orders.businessId, customQuoteOffers.businessId),
);

export function offerPriceOf(offer: CustomQuoteOffer): OfferPrice {
  return {
    lines: offer.lines,
    subtotal_cents: offer.subtotalCents,
    fee_cents: offer.feeCents,
    tax_cents: offer.taxCents,
    total_cents: offer.totalCents,
    grand_total_cents: offer.grandTotalCents,
    ...offerPaymentSplit(offer),
  };
}

/** The last day an offer can be accepted: the day before its expiry, in the business's zone. */
export function lastDayOf(offer: Pick<CustomQuoteOffer, "expiresAt">, timeZone: string): string {
  return getZonedIsoDate(new Date(offer.expiresAt.getTime() - 1), timeZone);
}

/** Where the business's customers open its pages (the base of an offer's link). */
export type OfferLinkBase = { pagesUrl: string };

export function toAdminOffer(
  offer: OfferWithPayment,
  options: { now: Date; timeZone: string } & OfferLinkBase,
): AdminOffer {
  const { now, timeZone } = options;
  return {
    ...offerPriceOf(offer),
    id: offer.id,
    state: offerState(offer, now),
    note: offer.note,
    lastDay: lastDayOf(offer, timeZone),
    expiresAt: offer.expiresAt.toISOString(),
    sentTo: offer.sentTo,
    createdAt: offer.createdAt.toISOString(),
    orderId: offer.orderId,
    renewalRequestedAt: offer.renewalRequestedAt?.toISOString() ?? null,
    link: offer.linkToken ? offerLinkUrl(options.pagesUrl, offer.linkToken) : null,
    openedAt: offer.openedAt?.toISOString() ?? null,
  };
}

/** The offer page a link opens: the token rides in the fragment, never in a server log. */
export function offerLinkUrl(businessPagesUrl: string, token: string): string {
  return `${businessPagesUrl.replace(/\/+$/, "")}${ROUTES.offer}#token=${token}`;
}

/** The dashboard status of each of these requests of one business, from its latest offer. */
export async function customQuoteStatuses(
  db: Db | Tx,
  options: { businessId: string; requestIds: readonly string[]; now: Date },
): Promise<Map<string, CustomQuoteStatus>> {
  const statuses = new Map<string, CustomQuoteStatus>();
  if (options.requestIds.length === 0) return statuses;
  const rows = await db
    .selectDistinctOn([customQuoteOffers.requestId], offerWithPaymentColumns)
    .from(customQuoteOffers)
    .leftJoin(orders, offerOrderJoin)
    .where(
      and(
        eq(customQuoteOffers.businessId, options.businessId),
        inArray(customQuoteOffers.requestId, [...options.requestIds]),
      ),
    )
    .orderBy(customQuoteOffers.requestId, desc(customQuoteOffers.createdAt));
  const latest = new Map(rows.map((row) => [row.offer.requestId, withPayment(row)]));
  for (const id of options.requestIds) {
    statuses.set(id, customQuoteStatus(latest.get(id), options.now));
  }
  return statuses;
}

import { and, eq, sql } from "drizzle-orm";
import { offerState } from "@/domain/custom-quote-offer";
import type { OfferView } from "@/shared/api/custom-quote-offer-contract";
import { formatIsoDate } from "@/shared/season";
import { hashToken } from "../admin/admin-sessions";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { customQuoteOffers, customQuoteRequests, orders } from "../db/schema";
import { renderCustomQuoteRenewalRequest } from "../email/custom-quote-offer-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { AppError } from "../http/app-error";
import type { NoticeContext } from "../payments/order-notices";
import {
  lastDayOf,
  offerOrderJoin,
  offerPriceOf,
  offerWithPaymentColumns,
  withPayment,
} from "./offer-records";

export const UNKNOWN_OFFER =
  "This quote link is not valid. Please contact the business to ask for a new quote.";

/**
 * The offer a link's token opens, within the business whose page it is on, with its request and
 * its order's payment; locked for the rest of the transaction when `lock` is set.
 */
export async function findOfferByToken(
  db: Db | Tx,
  options: { businessId: string; token: string; lock?: boolean },
) {
  const query = db
    .select({ ...offerWithPaymentColumns, request: customQuoteRequests })
    .from(customQuoteOffers)
    .innerJoin(
      customQuoteRequests,
      and(
        eq(customQuoteRequests.id, customQuoteOffers.requestId),
        eq(customQuoteRequests.businessId, customQuoteOffers.businessId),
      ),
    )
    .leftJoin(orders, offerOrderJoin)
    .where(
      and(
        eq(customQuoteOffers.businessId, options.businessId),
        eq(customQuoteOffers.tokenHash, hashToken(options.token)),
      ),
    );
  const [row] = await (options.lock ? query.for("update", { of: customQuoteOffers }) : query);
  if (!row) throw new AppError("not_found", UNKNOWN_OFFER);
  return { offer: withPayment(row), request: row.request };
}

/**
 * What the customer's link shows (docs/product/custom-quotes.md#the-offer-page): the offer while
 * open, accepted or paid; once expired or withdrawn, nothing of it. The first opening is recorded
 * for the dashboard.
 */
export async function viewOffer(
  db: Db,
  options: { business: Business; token: string; now: Date },
): Promise<OfferView> {
  const { offer, request } = await findOfferByToken(db, {
    businessId: options.business.id,
    token: options.token,
  });
  await db
    .update(customQuoteOffers)
    .set({
      openedAt: sql`coalesce(${customQuoteOffers.openedAt}, ${options.now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(customQuoteOffers.businessId, options.business.id),
        eq(customQuoteOffers.id, offer.id),
      ),
    );
  const state = offerState(offer, options.now);
  if (state === "expired" || state === "withdrawn") {
    return { state, renewalRequested: offer.renewalRequestedAt !== null };
  }
  return {
    ...offerPriceOf(offer),
    state,
    customerName: request.customerName,
    serviceAddress: `${request.address}, ${request.city}, ${request.state} ${request.zipCode}`,
    note: offer.note,
    lastDay: lastDayOf(offer, options.business.config.timezone),
    expiresAt: offer.expiresAt.toISOString(),
    orderId: offer.orderId,
  };
}

/** Why an offer cannot be accepted any more, as the customer reads it (410). */
export function closedOfferMessage(
  state: "expired" | "withdrawn",
  lastDay: string,
  businessName: string,
): string {
  return state === "expired"
    ? `This quote expired at the end of ${formatIsoDate(lastDay)}. You can ask ${businessName} for a new one.`
    : `This quote was withdrawn by ${businessName}. You can ask them for a new one.`;
}

/**
 * A customer with an expired or withdrawn offer's link asks for a new one: the business is told,
 * once per offer (docs/product/custom-quotes.md#asking-for-a-new-offer).
 */
export async function requestNewOffer(
  db: Db,
  options: { business: Business; token: string; now: Date; notices: NoticeContext },
): Promise<{ message: string }> {
  const { business } = options;
  const config = business.config;
  return db.transaction(async (tx) => {
    const { offer, request } = await findOfferByToken(tx, {
      businessId: business.id,
      token: options.token,
      lock: true,
    });
    const state = offerState(offer, options.now);
    if (state !== "expired" && state !== "withdrawn") {
      throw new AppError(
        "conflict",
        "This quote is still yours: there is no need for a new one. Accept it on this page, or reply to its email with questions.",
      );
    }
    if (offer.renewalRequestedAt === null) {
      await tx
        .update(customQuoteOffers)
        .set({ renewalRequestedAt: sql`now()` })
        .where(
          and(eq(customQuoteOffers.businessId, business.id), eq(customQuoteOffers.id, offer.id)),
        );
      await queueEmail(tx, {
        kind: "custom_quote_renewal_request",
        businessId: business.id,
        dedupeKey: `custom-quote-offer:${offer.id}:renewal`,
        from: businessSender(config, options.notices.mailFrom),
        to: businessNoticeRecipient(config),
        replyTo: request.email,
        ...renderCustomQuoteRenewalRequest({ request, config, reason: state }),
      });
    }
    return {
      message: `We let ${config.name} know you would like a new quote. They will email you at ${request.email}.`,
    };
  });
}

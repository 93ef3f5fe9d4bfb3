import { and, eq, inArray, sql } from "drizzle-orm";
import {
  defaultOfferLastDay,
  type OfferPrice,
  offerExpiry,
  priceOffer,
} from "@/domain/custom-quote-offer";
import type { AdminOffer, OfferDraft } from "@/shared/api/custom-quote-offer-contract";
import { MAX_CHARGE_CENTS, TOTAL_TOO_LARGE } from "@/shared/money";
import { convenienceFeeOf, paymentSettingsOf } from "@/shared/payment-settings";
import type { SignedInAdmin } from "../admin/admin-sessions";
import type { Business } from "../business/business-store";
import type { Db, Tx } from "../db/database";
import { customQuoteOffers, customQuoteRequests } from "../db/schema";
import { renderCustomQuoteOffer } from "../email/custom-quote-offer-emails";
import { businessSender, queueEmail } from "../email/queue-email";
import { AppError } from "../http/app-error";
import type { NoticeContext } from "../payments/order-notices";
import { newLinkToken } from "../signup/account-links";
import { lastDayOf, offerItemsOf, offerLinkUrl, toAdminOffer } from "./offer-records";

export const REQUEST_NOT_FOUND = "Custom quote request not found";

/**
 * The offer's amounts by the business's money rules, with the deposit the draft sets or else the
 * business's own (docs/product/payments.md#deposits): what the dashboard previews. An offer
 * coming to more than one payment may be is refused against its lines.
 */
export function priceOfferDraft(
  business: Business,
  draft: Pick<OfferDraft, "lines" | "deposit">,
): OfferPrice {
  const deposit = draft.deposit ?? paymentSettingsOf(business.config).deposit;
  const price = priceOffer(
    offerItemsOf(draft),
    business.config.offering,
    deposit,
    convenienceFeeOf(business.config),
  );
  if (price.grand_total_cents > MAX_CHARGE_CENTS) {
    throw AppError.invalidField("lines", `must not ${TOTAL_TOO_LARGE}`);
  }
  return price;
}

/** The request, locked until the transaction ends: one offer is sent for it at a time. */
async function lockRequest(tx: Tx, options: { businessId: string; requestId: string }) {
  const [request] = await tx
    .select()
    .from(customQuoteRequests)
    .where(
      and(
        eq(customQuoteRequests.id, options.requestId),
        eq(customQuoteRequests.businessId, options.businessId),
      ),
    )
    .for("update");
  if (!request) throw new AppError("not_found", REQUEST_NOT_FOUND);
  return request;
}

/**
 * Prices and sends an offer on one of the business's custom quote requests
 * (docs/product/custom-quotes.md#pricing-a-request): withdraws the offer sent before (a revision),
 * refuses once an offer was accepted, and queues the customer's email with the link in the same
 * transaction. The link is also the dashboard's to copy (decision 030).
 */
export async function sendCustomQuoteOffer(
  db: Db,
  options: {
    business: Business;
    requestId: string;
    draft: OfferDraft;
    admin: SignedInAdmin;
    now: Date;
    notices: NoticeContext;
  },
): Promise<AdminOffer> {
  const { business, draft, now } = options;
  const { timezone } = business.config;
  const expiresAt = offerExpiry(
    draft.expiresOn ?? defaultOfferLastDay(now, timezone),
    now,
    timezone,
  );
  if (!expiresAt) {
    throw AppError.invalidField("expiresOn", "must be a day from today to a year from today");
  }
  const price = priceOfferDraft(business, draft);
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, {
      businessId: business.id,
      requestId: options.requestId,
    });
    const live = await tx
      .select({ id: customQuoteOffers.id, status: customQuoteOffers.status })
      .from(customQuoteOffers)
      .where(
        and(
          eq(customQuoteOffers.businessId, business.id),
          eq(customQuoteOffers.requestId, request.id),
          inArray(customQuoteOffers.status, ["sent", "accepted"]),
        ),
      );
    if (live.some((offer) => offer.status === "accepted")) {
      throw new AppError(
        "conflict",
        "The customer already accepted an offer for this request; it can no longer be revised.",
      );
    }
    if (live.length > 0) {
      await tx
        .update(customQuoteOffers)
        .set({ status: "withdrawn", withdrawnAt: sql`now()` })
        .where(
          and(
            eq(customQuoteOffers.businessId, business.id),
            eq(customQuoteOffers.requestId, request.id),
            eq(customQuoteOffers.status, "sent"),
          ),
        );
    }
    const { token, tokenHash } = newLinkToken();
    const [offer] = await tx
      .insert(customQuoteOffers)
      .values({
        businessId: business.id,
        requestId: request.id,
        tokenHash,
        linkToken: token,
        items: offerItemsOf(draft),
        lines: price.lines,
        note: draft.note ?? null,
        subtotalCents: price.subtotal_cents,
        feeCents: price.fee_cents,
        platformFeeCents: price.platform_fee_cents,
        taxCents: price.tax_cents,
        totalCents: price.total_cents,
        grandTotalCents: price.grand_total_cents,
        depositCents: price.deposit_cents,
        configVersion: business.version,
        expiresAt,
        sentTo: request.email,
        sentBy: options.admin.adminUserId,
      })
      .returning();
    const { notices } = options;
    await queueEmail(tx, {
      kind: "custom_quote_offer",
      businessId: business.id,
      dedupeKey: `custom-quote-offer:${offer!.id}:sent`,
      from: businessSender(business.config, notices.mailFrom),
      to: request.email,
      replyTo: business.config.contact.email,
      ...renderCustomQuoteOffer({
        config: business.config,
        offer: {
          customerName: request.customerName,
          lines: price.lines,
          grandTotalCents: price.grand_total_cents,
          amountDueNowCents: price.amount_due_now_cents,
          amountDueLaterCents: price.amount_due_later_cents,
          note: offer!.note,
          lastDay: lastDayOf(offer!, timezone),
        },
        url: offerLinkUrl(notices.publicUrl, token),
        revised: live.length > 0,
      }),
    });
    return toAdminOffer(
      { ...offer!, orderPaid: false },
      { now, timeZone: timezone, pagesUrl: notices.publicUrl },
    );
  });
}

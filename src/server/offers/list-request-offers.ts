import { and, desc, eq } from "drizzle-orm";
import { defaultOfferLastDay } from "@/domain/custom-quote-offer";
import type { AdminRequestOffers } from "@/shared/api/custom-quote-offer-contract";
import { paymentSettingsOf } from "@/shared/payment-settings";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { customQuoteOffers, customQuoteRequests, orders } from "../db/schema";
import { AppError } from "../http/app-error";
import {
  type OfferLinkBase,
  offerOrderJoin,
  offerWithPaymentColumns,
  toAdminOffer,
  withPayment,
} from "./offer-records";
import { REQUEST_NOT_FOUND } from "./send-custom-quote-offer";

/** The id of one of the business's requests; 404 for any other (another business's too). */
export async function findRequestId(
  db: Db,
  options: { businessId: string; requestId: string },
): Promise<string> {
  const [request] = await db
    .select({ id: customQuoteRequests.id })
    .from(customQuoteRequests)
    .where(
      and(
        eq(customQuoteRequests.id, options.requestId),
        eq(customQuoteRequests.businessId, options.businessId),
      ),
    );
  if (!request) throw new AppError("not_found", REQUEST_NOT_FOUND);
  return request.id;
}

/** The offers sent on one of the business's requests, newest first. */
export async function listRequestOffers(
  db: Db,
  options: { business: Business; requestId: string; now: Date } & OfferLinkBase,
): Promise<AdminRequestOffers> {
  const { business, now } = options;
  const requestId = await findRequestId(db, {
    businessId: business.id,
    requestId: options.requestId,
  });
  const rows = await db
    .select(offerWithPaymentColumns)
    .from(customQuoteOffers)
    .leftJoin(orders, offerOrderJoin)
    .where(
      and(
        eq(customQuoteOffers.businessId, business.id),
        eq(customQuoteOffers.requestId, requestId),
      ),
    )
    .orderBy(desc(customQuoteOffers.createdAt));
  const { timezone } = business.config;
  return {
    offers: rows.map((row) =>
      toAdminOffer(withPayment(row), { now, timeZone: timezone, pagesUrl: options.pagesUrl }),
    ),
    defaultLastDay: defaultOfferLastDay(now, timezone),
    defaultDeposit: paymentSettingsOf(business.config).deposit,
  };
}

import { and, eq, sql } from "drizzle-orm";
import { offerState } from "@/domain/custom-quote-offer";
import {
  CUSTOM_QUOTE_OPTION,
  type OfferAcceptResponse,
} from "@/shared/api/custom-quote-offer-contract";
import type { Services } from "../app-context";
import type { Business } from "../business/business-store";
import type { Tx } from "../db/database";
import {
  type CustomQuoteRequest,
  customQuoteOffers,
  type Order,
  orderEvents,
  orders,
} from "../db/schema";
import { AppError } from "../http/app-error";
import { openCheckoutSession } from "../payments/start-checkout";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { customQuoteEventData } from "../webhooks/webhook-payloads";
import type { OfferWithPayment } from "./offer-records";
import { lastDayOf } from "./offer-records";
import { closedOfferMessage, findOfferByToken } from "./open-offer";

/** The pending order an accepted offer becomes, with its priced lines, and its 'created' event. */
async function insertOfferOrder(
  tx: Tx,
  offer: OfferWithPayment,
  request: CustomQuoteRequest,
): Promise<Order> {
  const [order] = await tx
    .insert(orders)
    .values({
      businessId: offer.businessId,
      configVersion: offer.configVersion,
      email: request.email,
      customerName: request.customerName,
      phone: request.phone,
      address: request.address,
      city: request.city,
      state: request.state,
      zipCode: request.zipCode,
      area: request.area ?? request.city,
      optionCode: CUSTOM_QUOTE_OPTION.code,
      optionLabel: CUSTOM_QUOTE_OPTION.label,
      addons: [],
      lines: offer.lines,
      basePriceCents: offer.subtotalCents,
      earlyBirdDiscountCents: 0,
      addonPriceCents: 0,
      subtotalCents: offer.subtotalCents,
      feeCents: offer.feeCents,
      platformFeeCents: offer.platformFeeCents,
      taxCents: offer.taxCents,
      totalCents: offer.totalCents,
      grandTotalCents: offer.grandTotalCents,
      depositCents: offer.depositCents,
    })
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order!.id,
    businessId: offer.businessId,
    type: "created",
    actor: "customer",
    data: {
      grand_total_cents: offer.grandTotalCents,
      ...(offer.depositCents !== null && { deposit_cents: offer.depositCents }),
      custom_quote_offer_id: offer.id,
    },
  });
  return order!;
}

/**
 * Accepts an offer by its link (docs/product/custom-quotes.md#accepting-and-paying): an open offer
 * becomes a pending order (the offer row locked, so two clicks make one order); accepting again
 * before paying resumes the same order's payment. Refuses a paid offer (409) and an expired or
 * withdrawn one (410). The checkout session opens after the transaction.
 */
export async function acceptOffer(
  services: Services,
  options: {
    business: Business;
    /** Where the business's pages are: "" for the default business, else /b/{slug}. */
    pageBase: string;
    token: string;
  },
): Promise<OfferAcceptResponse & { repeated: boolean }> {
  const { business } = options;
  const now = services.clock();
  const { order, repeated } = await services.db.transaction(async (tx) => {
    const { offer, request } = await findOfferByToken(tx, {
      businessId: business.id,
      token: options.token,
      lock: true,
    });
    const state = offerState(offer, now);
    switch (state) {
      case "expired":
      case "withdrawn":
        throw new AppError(
          "gone",
          closedOfferMessage(
            state,
            lastDayOf(offer, business.config.timezone),
            business.config.name,
          ),
        );
      case "paid":
        throw new AppError(
          "conflict",
          "You already accepted and paid this quote. Your receipt is in your email.",
          { body: { orderId: offer.orderId } },
        );
      case "accepted": {
        const [existing] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.businessId, business.id), eq(orders.id, offer.orderId!)));
        return { order: existing!, repeated: true };
      }
      case "open": {
        const created = await insertOfferOrder(tx, offer, request);
        await tx
          .update(customQuoteOffers)
          .set({ status: "accepted", acceptedAt: sql`now()`, orderId: created.id })
          .where(
            and(eq(customQuoteOffers.businessId, business.id), eq(customQuoteOffers.id, offer.id)),
          );
        await queueBusinessEvent(tx, {
          businessId: business.id,
          type: "custom_quote.accepted",
          data: customQuoteEventData({ ...request, status: "accepted" }),
          occurredAt: now,
        });
        return { order: created, repeated: false };
      }
    }
  });
  const sessionUrl = await openCheckoutSession(services, {
    business,
    pageBase: options.pageBase,
    order,
    source: "page",
  });
  return { sessionUrl, orderId: order.id, repeated };
}

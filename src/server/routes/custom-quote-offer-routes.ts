import {
  adminOfferSchema,
  adminRequestOffersSchema,
  offerAcceptResponseSchema,
  offerDraftSchema,
  offerPriceSchema,
  offerRenewalResponseSchema,
  offerTokenRequestSchema,
  offerViewSchema,
  requestIdParamsSchema,
} from "@/shared/api/custom-quote-offer-contract";
import { signedInAdminOf } from "../admin/request-admin";
import type { AppContext, Services, ZodApp } from "../app-context";
import { businessPageBase } from "../business/business-pages";
import { acceptOffer } from "../offers/accept-offer";
import { findRequestId, listRequestOffers } from "../offers/list-request-offers";
import { requestNewOffer, viewOffer } from "../offers/open-offer";
import { priceOfferDraft, sendCustomQuoteOffer } from "../offers/send-custom-quote-offer";
import { noticeContextOf } from "../payments/notice-context";

/**
 * The dashboard's calls on a custom quote request's offers (docs/product/custom-quotes.md), for
 * any signed-in member of the business; registered behind the admin auth hook.
 */
export async function adminOfferRoutes(routes: ZodApp, { context }: { context: AppContext }) {
  const { database, clock } = context;
  const db = database.db;

  routes.get(
    "/api/admin/custom-quotes/:requestId/offers",
    { schema: { params: requestIdParamsSchema, response: { 200: adminRequestOffersSchema } } },
    async (request) => {
      const business = request.tenant;
      return listRequestOffers(db, {
        business,
        requestId: request.params.requestId,
        now: clock(),
        pagesUrl: noticeContextOf(context, business).publicUrl,
      });
    },
  );

  routes.post(
    "/api/admin/custom-quotes/:requestId/offers/price",
    {
      schema: {
        params: requestIdParamsSchema,
        body: offerDraftSchema,
        response: { 200: offerPriceSchema },
      },
    },
    async (request) => {
      const business = request.tenant;
      await findRequestId(db, { businessId: business.id, requestId: request.params.requestId });
      return priceOfferDraft(business, request.body);
    },
  );

  routes.post(
    "/api/admin/custom-quotes/:requestId/offers",
    {
      schema: {
        params: requestIdParamsSchema,
        body: offerDraftSchema,
        response: { 201: adminOfferSchema },
      },
    },
    async (request, reply) => {
      const business = request.tenant;
      const offer = await sendCustomQuoteOffer(db, {
        business,
        requestId: request.params.requestId,
        draft: request.body,
        admin: signedInAdminOf(request),
        now: clock(),
        notices: noticeContextOf(context, business),
      });
      return reply.status(201).send(offer);
    },
  );
}

/**
 * A customer's offer by its link's token, on the business's public API: POST, so the token
 * travels in the body and never in a logged URL.
 */
export async function publicOfferRoutes(
  app: ZodApp,
  { context, services }: { context: AppContext; services: Services },
) {
  const { database, clock } = context;

  app.post(
    "/offers/view",
    { schema: { body: offerTokenRequestSchema, response: { 200: offerViewSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return viewOffer(database.db, {
        business: request.tenant,
        token: request.body.token,
        now: clock(),
      });
    },
  );

  app.post(
    "/offers/accept",
    {
      schema: {
        body: offerTokenRequestSchema,
        response: { 200: offerAcceptResponseSchema, 201: offerAcceptResponseSchema },
      },
    },
    async (request, reply) => {
      const business = request.tenant;
      const { repeated, ...answer } = await acceptOffer(services, {
        business,
        pageBase: businessPageBase(business, context.defaultBusinessSlug),
        token: request.body.token,
      });
      return reply.status(repeated ? 200 : 201).send(answer);
    },
  );

  app.post(
    "/offers/request-new",
    { schema: { body: offerTokenRequestSchema, response: { 200: offerRenewalResponseSchema } } },
    async (request) => {
      const business = request.tenant;
      return requestNewOffer(database.db, {
        business,
        token: request.body.token,
        now: clock(),
        notices: noticeContextOf(context, business),
      });
    },
  );
}

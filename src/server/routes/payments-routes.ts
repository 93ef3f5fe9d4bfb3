import { orderIdParamsSchema } from "@/shared/api/admin-contract";
import {
  chargeBalanceResponseSchema,
  onboardingLinkResponseSchema,
  paymentsQuerySchema,
  paymentsResponseSchema,
  refundRequestSchema,
  refundResponseSchema,
} from "@/shared/api/payments-contract";
import { visitDoneResponseSchema, visitParamsSchema } from "@/shared/api/plans-contract";
import { ROUTES } from "@/shared/routes";
import { ownerOf, signedInAdminOf } from "../admin/request-admin";
import type { AppContext, Services, ZodApp } from "../app-context";
import { businessPageBase } from "../business/business-pages";
import { AppError } from "../http/app-error";
import { chargeBalance } from "../payments/charge-balance";
import { describePayments, startOnboarding } from "../payments/connect-account";
import { issueRefund } from "../payments/issue-refund";
import { noticeContextOf } from "../payments/notice-context";
import { markVisitDone } from "../plans/mark-visit-done";
import { sendReceiptPdf } from "../receipts/send-receipt-pdf";

/**
 * The business's payments (docs/product/payments.md): its connected Stripe account and refunds
 * (the owner's), charging a deposit's balance (any member's: the job is done) and a paid order's
 * receipt (any member's). Registered behind the admin auth hook.
 */
export async function paymentsRoutes(
  app: ZodApp,
  { context, services }: { context: AppContext; services: Services },
) {
  const { env } = context;
  const { db, payments } = services;

  app.get(
    "/api/admin/payments",
    { schema: { querystring: paymentsQuerySchema, response: { 200: paymentsResponseSchema } } },
    async (request) => {
      ownerOf(request);
      const business = request.tenant;
      return describePayments(db, {
        businessId: business.id,
        payments,
        paidDirectly: business.paidDirectly,
        refresh:
          request.query.refresh && payments.mode === "stripe"
            ? { businesses: context.businesses }
            : undefined,
      });
    },
  );

  app.post(
    "/api/admin/payments/onboarding",
    { schema: { response: { 200: onboardingLinkResponseSchema } } },
    async (request) => {
      const owner = ownerOf(request);
      const business = request.tenant;
      if (business.paidDirectly) {
        throw new AppError(
          "conflict",
          "This business is paid straight into this server's own Stripe account: it has no account to connect",
        );
      }
      if (payments.mode !== "stripe") {
        throw new AppError(
          "conflict",
          "This server cannot take card payments yet: whoever runs it sets its Stripe keys (README, Payments). Until then your pages stay in test mode",
        );
      }
      return startOnboarding({
        db,
        payments,
        businesses: context.businesses,
        business,
        ownerEmail: owner.email,
        publicUrl: env.PUBLIC_URL,
      });
    },
  );

  app.get(
    "/api/admin/orders/:orderId/receipt.pdf",
    { schema: { params: orderIdParamsSchema } },
    async (request, reply) => {
      const business = request.tenant;
      const pageBase = businessPageBase(business, context.defaultBusinessSlug);
      return sendReceiptPdf(reply, db, {
        businessId: business.id,
        config: business.config,
        orderId: request.params.orderId,
        termsUrl: `${env.PUBLIC_URL}${pageBase}${ROUTES.terms}`,
      });
    },
  );

  app.post(
    "/api/admin/orders/:orderId/refunds",
    {
      schema: {
        params: orderIdParamsSchema,
        body: refundRequestSchema,
        response: { 201: refundResponseSchema },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const business = request.tenant;
      const refunded = await issueRefund({
        db,
        payments,
        businessId: business.id,
        orderId: request.params.orderId,
        request: request.body,
        actor: `${owner.name} <${owner.email}>`,
        notices: noticeContextOf(context, business),
      });
      return reply.status(201).send(refunded);
    },
  );

  app.post(
    "/api/admin/orders/:orderId/balance",
    { schema: { params: orderIdParamsSchema, response: { 200: chargeBalanceResponseSchema } } },
    async (request) => {
      const admin = signedInAdminOf(request);
      const business = request.tenant;
      return chargeBalance({
        db,
        payments,
        business,
        orderId: request.params.orderId,
        actor: admin.name,
        now: services.clock(),
        notices: noticeContextOf(context, business),
        log: request.log,
      });
    },
  );

  app.post(
    "/api/admin/visits/:visitId/done",
    { schema: { params: visitParamsSchema, response: { 200: visitDoneResponseSchema } } },
    async (request) => {
      signedInAdminOf(request);
      return markVisitDone({
        db,
        payments,
        business: request.tenant,
        bookingId: request.params.visitId,
        now: services.clock(),
        log: request.log,
        mailFrom: env.MAIL_FROM,
        publicUrl: env.PUBLIC_URL,
      });
    },
  );
}

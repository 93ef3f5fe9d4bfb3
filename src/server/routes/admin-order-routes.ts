import {
  adminCustomQuotesQuerySchema,
  adminCustomQuotesResponseSchema,
  adminLeadsResponseSchema,
  adminListQuerySchema,
  adminOrderDetailSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  onboardRequestSchema,
  orderIdParamsSchema,
} from "@/shared/api/admin-contract";
import { getAdminOrderDetail } from "../admin/get-admin-order-detail";
import { listAdminOrders } from "../admin/list-admin-orders";
import { listCustomQuotes } from "../admin/list-custom-quotes";
import { listQuoteLeads } from "../admin/list-quote-leads";
import { signedInAdminOf } from "../admin/request-admin";
import { setOrderOnboarded } from "../admin/set-order-onboarded";
import type { AppContext, ZodApp } from "../app-context";
import { noticeContextOf } from "../payments/notice-context";
import { resumeUrl } from "../recovery/send-due-reminders";

/**
 * The dashboard's lists (orders, custom quote requests, leads), an order's detail and its
 * onboarded mark (docs/product/dashboard.md), for any member of the business.
 */
export function adminOrderRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock } = context;
  const db = database.db;

  app.get(
    "/api/admin/orders",
    {
      schema: {
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema },
      },
    },
    async (request) => {
      const { tab, q, limit, cursor } = request.query;
      return listAdminOrders(db, {
        business: request.tenant,
        now: clock(),
        filter: { tab, q },
        limit,
        cursor,
      });
    },
  );

  app.get(
    "/api/admin/custom-quotes",
    {
      schema: {
        querystring: adminCustomQuotesQuerySchema,
        response: { 200: adminCustomQuotesResponseSchema },
      },
    },
    async (request) =>
      listCustomQuotes(db, {
        businessId: request.tenant.id,
        offering: request.tenant.config.offering,
        ...request.query,
        now: clock(),
      }),
  );

  app.get(
    "/api/admin/leads",
    {
      schema: {
        querystring: adminListQuerySchema,
        response: { 200: adminLeadsResponseSchema },
      },
    },
    async (request) =>
      listQuoteLeads(db, {
        businessId: request.tenant.id,
        ...request.query,
        now: clock(),
        reminderLink: (token) => resumeUrl(context.env.PUBLIC_URL, request.tenant.slug, token),
      }),
  );

  app.get(
    "/api/admin/orders/:orderId",
    {
      schema: {
        params: orderIdParamsSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) =>
      getAdminOrderDetail(db, {
        business: request.tenant,
        orderId: request.params.orderId,
        apiUrl: noticeContextOf(context, request.tenant).apiUrl,
      }),
  );

  app.patch(
    "/api/admin/orders/:orderId/onboard",
    {
      schema: {
        params: orderIdParamsSchema,
        body: onboardRequestSchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) =>
      setOrderOnboarded(db, {
        business: request.tenant,
        orderId: request.params.orderId,
        onboarded: request.body.onboarded,
        admin: signedInAdminOf(request),
        now: clock(),
      }),
  );
}

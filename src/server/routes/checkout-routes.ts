import { z } from "zod";
import type { Geocoder } from "@/domain/geocode";
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  orderParamsSchema,
  orderSummarySchema,
  testPaymentRequestSchema,
  visitChargeParamsSchema,
} from "@/shared/api/checkout-contract";
import { ROUTES } from "@/shared/routes";
import type { AppContext, Services, ZodApp } from "../app-context";
import { businessPageBase } from "../business/business-pages";
import type { Business } from "../business/business-store";
import { AppError } from "../http/app-error";
import { paymentsFor } from "../payments/create-payments-provider";
import { fulfilOrder } from "../payments/fulfil-order";
import { getOrderSummary } from "../payments/get-order-summary";
import { noticeContextOf } from "../payments/notice-context";
import { startCheckout } from "../payments/start-checkout";
import { anonymousWriteLimitsOn } from "../quotes/anonymous-write-limits";
import { sendReceiptPdf, sendVisitReceiptPdf } from "../receipts/send-receipt-pdf";
import {
  type ApiDialect,
  acceptingLegacyNames,
  REQUEST_NAMES,
  withLegacyPriceNames,
} from "./legacy-names";

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(255, "must be at most 255 characters")
  .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
  .optional();

function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) {
    throw AppError.invalidField("Idempotency-Key", parsed.error.issues[0]!.message);
  }
  return parsed.data;
}

/**
 * Checkout, the customer's order summary, the receipts of a paid order and of a plan's paid visit,
 * and (test mode only) the test payment.
 */
export async function checkoutRoutes(
  app: ZodApp,
  {
    context,
    services,
    geocoder,
    dialect,
  }: { context: AppContext; services: Services; geocoder: Geocoder; dialect: ApiDialect },
): Promise<void> {
  const { database } = context;
  const modeOf = (business: Business) => paymentsFor(business, services.payments).mode;
  const limitsOn = anonymousWriteLimitsOn(context.env);

  app.post(
    "/checkout",
    {
      schema: {
        body:
          dialect === "legacy"
            ? acceptingLegacyNames(checkoutRequestSchema)
            : checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, 201: checkoutResponseSchema },
      },
    },
    async (request, reply) => {
      const business = request.tenant;
      const { repeated, ...answer } = await startCheckout(services, {
        business,
        pageBase: businessPageBase(business, context.defaultBusinessSlug),
        geocoder,
        input: request.body,
        idempotencyKey: readIdempotencyKey(request.headers["idempotency-key"]),
        limitsOn,
        names: REQUEST_NAMES[dialect],
        // The legacy dialect answers a stale price with its legacy names too.
        describePrice: dialect === "legacy" ? withLegacyPriceNames : (price) => price,
      });
      return reply.status(repeated ? 200 : 201).send(answer);
    },
  );

  app.get(
    "/checkout/orders/:orderId",
    { schema: { params: orderParamsSchema, response: { 200: orderSummarySchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const business = request.tenant;
      return getOrderSummary(database.db, {
        business,
        orderId: request.params.orderId,
        paymentMode: modeOf(business),
      });
    },
  );

  /** The business's service terms page, named in a receipt's footer. */
  const termsUrlOf = (business: Business) =>
    `${context.env.PUBLIC_URL}${businessPageBase(business, context.defaultBusinessSlug)}${ROUTES.terms}`;

  app.get(
    "/checkout/orders/:orderId/receipt.pdf",
    { schema: { params: orderParamsSchema } },
    async (request, reply) => {
      const business = request.tenant;
      return sendReceiptPdf(reply, database.db, {
        businessId: business.id,
        config: business.config,
        orderId: request.params.orderId,
        termsUrl: termsUrlOf(business),
      });
    },
  );

  // By the charge's unguessable id, like an order's receipt (docs/product/receipts.md#calls).
  app.get(
    "/checkout/visit-charges/:chargeId/receipt.pdf",
    { schema: { params: visitChargeParamsSchema } },
    async (request, reply) => {
      const business = request.tenant;
      return sendVisitReceiptPdf(reply, database.db, {
        businessId: business.id,
        config: business.config,
        chargeId: request.params.chargeId,
        termsUrl: termsUrlOf(business),
      });
    },
  );

  app.post(
    "/checkout/orders/:orderId/test-payment",
    {
      schema: {
        params: orderParamsSchema,
        body: testPaymentRequestSchema,
        response: { 200: orderSummarySchema },
      },
    },
    async (request) => {
      if (modeOf(request.tenant) !== "test") {
        throw new AppError(
          "not_found",
          "Test payments are off: this server takes card payments through Stripe",
        );
      }
      const { orderId } = request.params;
      const business = request.tenant;
      const outcome = await database.db.transaction((tx) =>
        fulfilOrder(tx, {
          businessId: business.id,
          orderId,
          actor: "test-checkout",
          data: { mode: "test" },
          testMode: true,
          customer: { name: request.body.customerName, phone: request.body.phone },
          notices: noticeContextOf(context, business),
        }),
      );
      if (outcome === "not_found") throw new AppError("not_found", "Order not found");
      return getOrderSummary(database.db, { business, orderId, paymentMode: "test" });
    },
  );
}

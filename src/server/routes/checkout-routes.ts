import { z } from "zod";
import type { Geocoder } from "@/domain/geocode";
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  orderParamsSchema,
  orderSummarySchema,
  testPaymentRequestSchema,
} from "@/shared/api/checkout-contract";
import type { AppContext, ZodApp } from "../app";
import type { Business } from "../business/business-store";
import { businessOf } from "../business/request-business";
import { AppError } from "../http/app-error";
import { fulfilOrder } from "../payments/fulfil-order";
import { getOrderSummary } from "../payments/get-order-summary";
import { noticeContextOf } from "../payments/notice-context";
import { gatewayFor, type PaymentGateway } from "../payments/payment-gateway";
import { startCheckout } from "../payments/start-checkout";
import { type ApiDialect, acceptingSeedNames } from "./seed-names";

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

/** Checkout, the customer's order summary and (test mode only) the test payment. */
export async function checkoutRoutes(
  app: ZodApp,
  {
    context,
    geocoder,
    gateway,
    dialect,
  }: { context: AppContext; geocoder: Geocoder; gateway: PaymentGateway; dialect: ApiDialect },
): Promise<void> {
  const { database } = context;
  const gatewayOf = (business: Business) => gatewayFor(business, gateway);

  app.post(
    "/checkout",
    {
      schema: {
        body:
          dialect === "seed" ? acceptingSeedNames(checkoutRequestSchema) : checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, 201: checkoutResponseSchema },
      },
    },
    async (request, reply) => {
      const { repeated, ...answer } = await startCheckout({
        context,
        business: businessOf(request),
        geocoder,
        gateway: gatewayOf(businessOf(request)),
        input: request.body,
        idempotencyKey: readIdempotencyKey(request.headers["idempotency-key"]),
        dialect,
      });
      return reply.status(repeated ? 200 : 201).send(answer);
    },
  );

  app.get(
    "/checkout/orders/:orderId",
    { schema: { params: orderParamsSchema, response: { 200: orderSummarySchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const business = businessOf(request);
      return getOrderSummary(database.db, {
        business: business.config,
        orderId: request.params.orderId,
        paymentMode: gatewayOf(business).mode,
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
      if (gatewayOf(businessOf(request)).mode !== "test") {
        throw new AppError(
          "not_found",
          "Test payments are off: this server takes card payments through Stripe",
        );
      }
      const { orderId } = request.params;
      const served = businessOf(request);
      const business = served.config;
      const outcome = await database.db.transaction((tx) =>
        fulfilOrder(tx, {
          businessId: business.id,
          orderId,
          actor: "test-checkout",
          data: { mode: "test" },
          testMode: true,
          customer: { name: request.body.customerName, phone: request.body.phone },
          notices: noticeContextOf(context, served),
        }),
      );
      if (outcome === "not_found") throw new AppError("not_found", "Order not found");
      return getOrderSummary(database.db, { business, orderId, paymentMode: "test" });
    },
  );
}

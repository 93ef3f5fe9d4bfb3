import { z } from "zod";
import { checkServiceArea } from "@/domain/check-service-area";
import type { Geocoder } from "@/domain/geocode";
import {
  businessConfigResponseSchema,
  customQuoteRequestSchema,
  customQuoteResponseSchema,
  geoCheckRequestSchema,
  geoCheckResponseSchema,
  priceRequestSchema,
  priceResponseSchema,
} from "@/shared/api/quote-contract";
import type { AppContext, ZodApp } from "../app";
import { describeBusiness } from "../quotes/describe-business";
import { priceQuote } from "../quotes/price-quote";
import { recordQuoteLead } from "../quotes/record-quote-lead";
import { saveCustomQuoteRequest } from "../quotes/save-custom-quote-request";

const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export async function quoteRoutes(
  app: ZodApp,
  { context, geocoder }: { context: AppContext; geocoder: Geocoder },
): Promise<void> {
  const { business, database, clock } = context;

  app.get(
    "/api/config",
    { schema: { response: { 200: businessConfigResponseSchema } } },
    async () => describeBusiness(business, clock()),
  );

  app.post(
    "/api/geo/check",
    { schema: { body: geoCheckRequestSchema, response: { 200: geoCheckResponseSchema } } },
    async (request) => {
      const { email, ...address } = request.body;
      const check = await checkServiceArea({ geocoder, areas: business.areas, address });
      await recordQuoteLead(database.db, { businessId: business.id, email, ...address, check });
      return {
        serviceArea: {
          inServiceArea: check.inServiceArea,
          town: check.town,
          message: check.message,
        },
      };
    },
  );

  app.post(
    "/api/price",
    {
      schema: {
        body: priceRequestSchema,
        response: { 200: priceResponseSchema, 400: errorSchema },
      },
    },
    async (request) => priceQuote({ business, now: clock(), ...request.body }),
  );

  app.post(
    "/api/custom-quotes",
    { schema: { body: customQuoteRequestSchema, response: { 201: customQuoteResponseSchema } } },
    async (request, reply) => {
      const saved = await saveCustomQuoteRequest(database.db, {
        business,
        notifyEmail: context.env.NOTIFY_EMAIL,
        request: request.body,
      });
      return reply.status(201).send(saved);
    },
  );
}

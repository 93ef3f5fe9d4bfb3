import { z } from "zod";
import type { Geocoder } from "@/domain/geocode";
import {
  businessConfigResponseSchema,
  customQuoteRequestSchema,
  customQuoteResponseSchema,
  geoCheckRequestSchema,
  geoCheckResponseSchema,
  servicePriceRequestSchema,
  servicePriceResponseSchema,
} from "@/shared/api/quote-contract";
import { getZonedIsoDate } from "@/shared/zoned-date";
import type { AppContext, Services, ZodApp } from "../app-context";
import { paymentsFor } from "../payments/create-payments-provider";
import { anonymousWriteLimitsOn } from "../quotes/anonymous-write-limits";
import { describeBusiness } from "../quotes/describe-business";
import { locateServiceAddress } from "../quotes/locate-service-address";
import { checkServiceCode, priceSelection } from "../quotes/price-services";
import { quoteLeadRecorderOf } from "../quotes/record-quote-lead";
import { saveCustomQuoteRequest } from "../quotes/save-custom-quote-request";
import { markVisitPriced } from "../quotes/visits";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { webhookListenersOf } from "../webhooks/webhook-listeners";
import {
  type ApiDialect,
  acceptingLegacyNames,
  legacyGeoCheckResponseSchema,
  legacyPriceResponseSchema,
  REQUEST_NAMES,
  withLegacyPriceNames,
} from "./legacy-names";

const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** A business's quote API (docs/product/platform.md#public-api), in the given dialect. */
export async function quoteRoutes(
  app: ZodApp,
  {
    context,
    services,
    geocoder,
    dialect,
  }: { context: AppContext; services: Services; geocoder: Geocoder; dialect: ApiDialect },
): Promise<void> {
  const { database, clock } = context;
  const limitsOn = anonymousWriteLimitsOn(context.env);
  const legacy = dialect === "legacy";
  const webhookListeners = webhookListenersOf(database);
  const quoteLeads = quoteLeadRecorderOf(database);

  app.get(
    "/config",
    { schema: { response: { 200: businessConfigResponseSchema } } },
    async (request) => {
      const business = request.tenant;
      const { mode } = paymentsFor(business, services.payments);
      return describeBusiness(business, clock(), mode);
    },
  );

  app.post(
    "/geo/check",
    {
      schema: {
        body: geoCheckRequestSchema,
        response: { 200: legacy ? legacyGeoCheckResponseSchema : geoCheckResponseSchema },
      },
    },
    async (request) => {
      const { id: businessId, config } = request.tenant;
      const { email, channel, source, service, ...typed } = request.body;
      checkServiceCode(config, service);
      const { address, ...check } = await locateServiceAddress({
        geocoder,
        config,
        address: typed,
      });
      // Answered once the visit is committed, with the other checks of its batch.
      const { visitId } = await quoteLeads.record({
        businessId,
        timeZone: config.timezone,
        email,
        ...address,
        day: getZonedIsoDate(clock(), config.timezone),
        check,
        limitsOn,
        channel,
        source,
        service,
        occurredAt: clock(),
      });
      return {
        visit: visitId,
        serviceArea: {
          inServiceArea: check.inServiceArea,
          area: check.area,
          ...(legacy && { town: check.area }),
          message: check.message,
          ...(check.cityNote && { cityNote: check.cityNote }),
        },
      };
    },
  );

  app.post(
    "/price",
    {
      schema: {
        body: legacy ? acceptingLegacyNames(servicePriceRequestSchema) : servicePriceRequestSchema,
        response: {
          200: legacy ? legacyPriceResponseSchema : servicePriceResponseSchema,
          400: errorSchema,
        },
      },
    },
    async (request) => {
      const { id: businessId, config } = request.tenant;
      const { visit, ...selection } = request.body;
      const now = clock();
      const { price } = priceSelection({
        config,
        now,
        selection,
        names: REQUEST_NAMES[dialect],
      });
      if (visit) {
        await markVisitPriced(database.db, { businessId, visitId: visit, now, price });
      }
      // Fired on every price call: the cached listeners spare the query when nobody listens.
      // No transaction: pricing changes nothing.
      if (await webhookListeners.listensTo(businessId, "quote.priced")) {
        await queueBusinessEvent(database.db, {
          businessId,
          type: "quote.priced",
          data: price,
          occurredAt: now,
        });
      }
      return legacy ? withLegacyPriceNames(price) : price;
    },
  );

  app.post(
    "/custom-quotes",
    {
      schema: {
        body: legacy ? acceptingLegacyNames(customQuoteRequestSchema) : customQuoteRequestSchema,
        response: { 201: customQuoteResponseSchema },
      },
    },
    async (request, reply) => {
      const saved = await saveCustomQuoteRequest(database.db, {
        business: request.tenant,
        geocoder,
        limitsOn,
        mailFrom: context.env.MAIL_FROM,
        request: request.body,
        areaField: REQUEST_NAMES[dialect].area,
        now: clock(),
      });
      return reply.status(201).send(saved);
    },
  );
}

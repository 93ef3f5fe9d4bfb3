import {
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookEndpointCreateSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from "@/shared/api/webhook-contract";
import { ownerOf } from "../admin/request-admin";
import type { AppContext, ZodApp } from "../app";
import { businessOf } from "../business/request-business";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhookEndpoint,
} from "../webhooks/webhook-endpoints";

/**
 * A business's webhook endpoints and their delivery log (docs/product/webhooks.md): the
 * owner's alone, behind the admin auth hook. Every query is scoped by the owner's business.
 */
export async function webhookRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock, env } = context;
  const db = database.db;
  const allowPrivate = env.WEBHOOKS_ALLOW_PRIVATE_TARGETS;

  app.get(
    "/api/admin/webhooks",
    { schema: { response: { 200: webhookEndpointListSchema } } },
    async (request) => listWebhookEndpoints(db, ownerOf(request).businessId),
  );

  app.post(
    "/api/admin/webhooks",
    { schema: { body: webhookEndpointCreateSchema, response: { 201: webhookEndpointSchema } } },
    async (request, reply) => {
      const endpoint = await createWebhookEndpoint(db, {
        businessId: ownerOf(request).businessId,
        input: request.body,
        allowPrivate,
        now: clock(),
      });
      return reply.status(201).send(endpoint);
    },
  );

  app.patch(
    "/api/admin/webhooks/:endpointId",
    {
      schema: {
        params: webhookEndpointParamsSchema,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) =>
      updateWebhookEndpoint(db, {
        businessId: ownerOf(request).businessId,
        endpointId: request.params.endpointId,
        input: request.body,
        allowPrivate,
        now: clock(),
      }),
  );

  app.delete(
    "/api/admin/webhooks/:endpointId",
    { schema: { params: webhookEndpointParamsSchema } },
    async (request, reply) => {
      await deleteWebhookEndpoint(db, {
        businessId: ownerOf(request).businessId,
        endpointId: request.params.endpointId,
      });
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/webhooks/:endpointId/rotate-secret",
    { schema: { params: webhookEndpointParamsSchema, response: { 200: webhookEndpointSchema } } },
    async (request) =>
      rotateWebhookSecret(db, {
        businessId: ownerOf(request).businessId,
        endpointId: request.params.endpointId,
        now: clock(),
      }),
  );

  app.post(
    "/api/admin/webhooks/:endpointId/test",
    { schema: { params: webhookEndpointParamsSchema } },
    async (request, reply) => {
      await sendTestWebhook(db, {
        businessId: ownerOf(request).businessId,
        endpointId: request.params.endpointId,
        businessName: businessOf(request).config.name,
        now: clock(),
      });
      return reply.status(202).send({ queued: true });
    },
  );

  app.get(
    "/api/admin/webhooks/:endpointId/deliveries",
    {
      schema: {
        params: webhookEndpointParamsSchema,
        response: { 200: webhookDeliveryListSchema },
      },
    },
    async (request) => ({
      deliveries: await listWebhookDeliveries(db, {
        businessId: ownerOf(request).businessId,
        endpointId: request.params.endpointId,
      }),
    }),
  );

  app.post(
    "/api/admin/webhooks/deliveries/:deliveryId/resend",
    { schema: { params: webhookDeliveryParamsSchema } },
    async (request, reply) => {
      await resendWebhookDelivery(db, {
        businessId: ownerOf(request).businessId,
        deliveryId: request.params.deliveryId,
      });
      return reply.status(202).send({ queued: true });
    },
  );
}

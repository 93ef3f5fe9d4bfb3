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
import type { AppContext, ZodApp } from "../app-context";
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
import { webhookListenersOf } from "../webhooks/webhook-listeners";

/**
 * A business's webhook endpoints and their delivery log (docs/product/webhooks.md): the
 * owner's alone, behind the admin auth hook. Every query is scoped by the owner's business.
 */
export async function webhookRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock, env } = context;
  const db = database.db;
  const allowPrivate = env.WEBHOOKS_ALLOW_PRIVATE_TARGETS;
  const listeners = webhookListenersOf(database);

  app.get(
    "/api/admin/webhooks",
    { schema: { response: { 200: webhookEndpointListSchema } } },
    async (request) => listWebhookEndpoints(db, ownerOf(request).businessId),
  );

  app.post(
    "/api/admin/webhooks",
    { schema: { body: webhookEndpointCreateSchema, response: { 201: webhookEndpointSchema } } },
    async (request, reply) => {
      const { businessId } = ownerOf(request);
      const endpoint = await createWebhookEndpoint(db, {
        businessId,
        input: request.body,
        allowPrivate,
        now: clock(),
      });
      // This server's next price call sees it at once; the others on the change notice.
      listeners.forget(businessId);
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
    async (request) => {
      const { businessId } = ownerOf(request);
      const endpoint = await updateWebhookEndpoint(db, {
        businessId,
        endpointId: request.params.endpointId,
        input: request.body,
        allowPrivate,
        now: clock(),
      });
      listeners.forget(businessId);
      return endpoint;
    },
  );

  app.delete(
    "/api/admin/webhooks/:endpointId",
    { schema: { params: webhookEndpointParamsSchema } },
    async (request, reply) => {
      const { businessId } = ownerOf(request);
      await deleteWebhookEndpoint(db, { businessId, endpointId: request.params.endpointId });
      listeners.forget(businessId);
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
        businessName: request.tenant.config.name,
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

import {
  demoRequestsQuerySchema,
  demoRequestsResponseSchema,
  platformBusinessesResponseSchema,
  platformBusinessParamsSchema,
  platformStatusRequestSchema,
  platformStatusResponseSchema,
} from "@/shared/api/platform-contract";
import { platformOperatorOf } from "../admin/request-admin";
import type { AppContext, ZodApp } from "../app-context";
import { changeBusinessStatus } from "../business/business-status";
import { listDemoRequests, listPlatformBusinesses } from "../platform/platform-console";
import { operatorActor } from "../settings/settings-history";

/**
 * /api/platform/*: Quotewise's operators' console (docs/product/settings.md#the-platform-console),
 * behind the admin auth hook and open only to operators made on the server (decision 025).
 */
export async function platformRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock } = context;
  const db = database.db;

  app.get(
    "/api/platform/businesses",
    { schema: { response: { 200: platformBusinessesResponseSchema } } },
    async (request) => {
      platformOperatorOf(request);
      return listPlatformBusinesses(db);
    },
  );

  app.post(
    "/api/platform/businesses/:businessId/status",
    {
      schema: {
        params: platformBusinessParamsSchema,
        body: platformStatusRequestSchema,
        response: { 200: platformStatusResponseSchema },
      },
    },
    async (request) => {
      const operator = platformOperatorOf(request);
      const status = await changeBusinessStatus(db, {
        businessId: request.params.businessId,
        change: request.body.action,
        actor: operatorActor(operator.email),
        ...(request.body.reason ? { reason: request.body.reason } : {}),
        now: clock(),
      });
      context.businesses.invalidate({ id: request.params.businessId });
      return { status };
    },
  );

  app.get(
    "/api/platform/demo-requests",
    {
      schema: {
        querystring: demoRequestsQuerySchema,
        response: { 200: demoRequestsResponseSchema },
      },
    },
    async (request) => {
      platformOperatorOf(request);
      return listDemoRequests(db, { cursor: request.query.cursor });
    },
  );
}

import type { MapSettings } from "@/shared/api/admin-contract";
import { funnelQuerySchema, funnelResponseSchema } from "@/shared/api/funnel-contract";
import type { AppContext, ZodApp } from "../app-context";
import { getFunnel } from "./get-funnel";

/** GET /api/admin/funnel, for any member of the business (behind the admin auth hook). */
export function registerFunnelRoutes(
  routes: ZodApp,
  { database, clock }: AppContext,
  map: MapSettings,
): void {
  routes.get(
    "/api/admin/funnel",
    { schema: { querystring: funnelQuerySchema, response: { 200: funnelResponseSchema } } },
    async (request) => ({
      ...(await getFunnel(database.db, {
        business: request.tenant,
        now: clock(),
        ...request.query,
      })),
      map,
    }),
  );
}

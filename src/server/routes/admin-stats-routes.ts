import { adminStatsResponseSchema, type MapSettings } from "@/shared/api/admin-contract";
import { reminderStatsResponseSchema } from "@/shared/api/recovery-contract";
import { getAdminStats } from "../admin/get-admin-stats";
import type { AppContext, ZodApp } from "../app-context";
import { registerFunnelRoutes } from "../funnel/funnel-routes";
import { getReminderStats } from "../recovery/reminder-stats";

/**
 * The dashboard's figures (docs/product/dashboard.md#stats): the stat cards, the funnel and the
 * reminders' weeks.
 */
export function adminStatsRoutes(
  app: ZodApp,
  { context, map }: { context: AppContext; map: MapSettings },
) {
  const { database, clock } = context;

  app.get(
    "/api/admin/stats",
    { schema: { response: { 200: adminStatsResponseSchema } } },
    async (request) => getAdminStats(database.db, { business: request.tenant, now: clock() }),
  );

  registerFunnelRoutes(app, context, map);

  app.get(
    "/api/admin/reminders/stats",
    { schema: { response: { 200: reminderStatsResponseSchema } } },
    async (request) => getReminderStats(database.db, { business: request.tenant, now: clock() }),
  );
}

import {
  adminPlanDetailSchema,
  adminPlanParamsSchema,
  adminPlanStatsQuerySchema,
  adminPlanStatsSchema,
  adminPlansQuerySchema,
  adminPlansResponseSchema,
} from "@/shared/api/admin-plans-contract";
import { datedCsvName } from "../admin/csv-cells";
import type { AppContext, ZodApp } from "../app-context";
import { exportPlansCsv } from "../plans/export-plans";
import { getAdminPlan } from "../plans/get-admin-plan";
import { getPlanStats } from "../plans/get-plan-stats";
import { listAdminPlans } from "../plans/list-admin-plans";

/**
 * The owner's view of the business's plans (docs/product/plans.md#the-owners-view), for any
 * member: the list, its CSV, one plan's visits and the dashboard's plan stats. Registered behind
 * the admin auth hook; every plan is looked up within the signed-in business.
 */
export function adminPlanRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock } = context;
  const db = database.db;

  app.get(
    "/api/admin/plans",
    {
      schema: { querystring: adminPlansQuerySchema, response: { 200: adminPlansResponseSchema } },
    },
    async (request) =>
      listAdminPlans(db, { business: request.tenant, now: clock(), ...request.query }),
  );

  app.get(
    "/api/admin/plans/export",
    { schema: { querystring: adminPlansQuerySchema } },
    async (request, reply) => {
      const now = clock();
      const business = request.tenant;
      const csv = await exportPlansCsv(db, { business, now, ...request.query });
      const name = datedCsvName("plans-export", now, business.config.timezone);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  app.get(
    "/api/admin/plans/stats",
    {
      schema: { querystring: adminPlanStatsQuerySchema, response: { 200: adminPlanStatsSchema } },
    },
    async (request) =>
      getPlanStats(db, { business: request.tenant, now: clock(), days: request.query.days }),
  );

  app.get(
    "/api/admin/plans/:planId",
    { schema: { params: adminPlanParamsSchema, response: { 200: adminPlanDetailSchema } } },
    async (request) =>
      getAdminPlan(db, { business: request.tenant, planId: request.params.planId, now: clock() }),
  );
}

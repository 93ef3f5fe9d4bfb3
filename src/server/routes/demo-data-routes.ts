import { adminDemoDataResponseSchema } from "@/shared/api/admin-contract";
import { countDemoOrders, removeDemoOrders } from "../admin/demo-orders";
import type { AppContext, ZodApp } from "../app-context";

/** The demo orders a new dashboard starts with: how many are left, and removing them. */
export function demoDataRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const db = context.database.db;

  app.get(
    "/api/admin/demo-data",
    { schema: { response: { 200: adminDemoDataResponseSchema } } },
    async (request) => ({ orders: await countDemoOrders(db, request.tenant.id) }),
  );

  app.delete(
    "/api/admin/demo-data",
    { schema: { response: { 200: adminDemoDataResponseSchema } } },
    async (request) => ({ orders: await removeDemoOrders(db, request.tenant.id) }),
  );
}

import { Readable } from "node:stream";
import { exportRequestSchema } from "@/shared/api/admin-contract";
import { exportFileName, exportOrdersCsv } from "../admin/export-orders";
import { signedInAdminOf } from "../admin/request-admin";
import type { AppContext, ZodApp } from "../app-context";

/** Export takes up to 10,000 order ids. */
const EXPORT_BODY_LIMIT_BYTES = 1024 * 1024;

/** POST /api/admin/export: the selected orders as a CSV file, streamed (docs/product/dashboard.md#export). */
export function exportRoutes(app: ZodApp, { context }: { context: AppContext }) {
  const { database, clock } = context;

  app.post(
    "/api/admin/export",
    { bodyLimit: EXPORT_BODY_LIMIT_BYTES, schema: { body: exportRequestSchema } },
    async (request, reply) => {
      const now = clock();
      const business = request.tenant;
      const { orderIds, filter } = request.body;
      const csv = exportOrdersCsv(database.db, {
        business,
        selection: orderIds ? { orderIds } : { filter: filter! },
        admin: signedInAdminOf(request),
        now,
      });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="${exportFileName(now, business.config.timezone)}"`,
        )
        .send(Readable.from(csv));
    },
  );
}

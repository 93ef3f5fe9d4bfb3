import type { ExportRequest } from "@/shared/api/admin-contract";
import { adminFetch } from "@/web/lib/api/admin-request";
import { downloadResponse } from "./download-response";

/** Posts the export, then hands the CSV to the browser as a download under the server's name. */
export async function exportOrders(request: ExportRequest): Promise<string> {
  const response = await adminFetch("/api/admin/export", { method: "POST", body: request });
  return downloadResponse(response, "orders-export.csv");
}

import type { ExportRequest } from "@/shared/api/admin-contract";
import { adminFetch } from "@/web/lib/api/admin-request";

const FILE_NAME = /filename="([^"]+)"/;

/** Posts the export, then hands the CSV to the browser as a download under the server's name. */
export async function exportOrders(request: ExportRequest): Promise<string> {
  const response = await adminFetch("/api/admin/export", { method: "POST", body: request });
  const fileName =
    FILE_NAME.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "orders-export.csv";
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return fileName;
}

import type { FastifyReply } from "fastify";
import type { BusinessConfig } from "../config/business-config";
import type { Db } from "../db/database";
import { loadReceipt } from "./load-receipt";
import { renderReceiptPdf } from "./render-receipt-pdf";

/** Answers a paid order's receipt as a PDF download, in the business's colour and words. */
export async function sendReceiptPdf(
  reply: FastifyReply,
  db: Db,
  options: { businessId: string; config: BusinessConfig; orderId: string; termsUrl: string },
) {
  const { config } = options;
  const receipt = await loadReceipt(db, options);
  const pdf = await renderReceiptPdf(receipt, {
    accentColor: config.brand?.primaryColor,
    footer: `Thank you for your business. ${config.name}'s service terms: ${options.termsUrl}`,
  });
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${receipt.fileName}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);
}

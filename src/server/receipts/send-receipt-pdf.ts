import type { FastifyReply } from "fastify";
import type { Receipt } from "@/domain/receipt";
import type { BusinessConfig } from "../config/business-config";
import type { Db } from "../db/database";
import { loadReceipt } from "./load-receipt";
import { loadVisitReceipt } from "./load-visit-receipt";
import { renderReceiptPdf } from "./render-receipt-pdf";

type Sent = { config: BusinessConfig; termsUrl: string };

/** Answers a paid order's receipt as a PDF download, in the business's colour and words. */
export async function sendReceiptPdf(
  reply: FastifyReply,
  db: Db,
  options: Sent & { businessId: string; orderId: string },
) {
  return sendPdf(reply, await loadReceipt(db, options), options);
}

/** Answers a paid plan visit's receipt as a PDF download (docs/product/receipts.md#visit-receipts). */
export async function sendVisitReceiptPdf(
  reply: FastifyReply,
  db: Db,
  options: Sent & { businessId: string; chargeId: string },
) {
  return sendPdf(reply, await loadVisitReceipt(db, options), options);
}

async function sendPdf(reply: FastifyReply, receipt: Receipt, { config, termsUrl }: Sent) {
  const pdf = await renderReceiptPdf(receipt, {
    accentColor: config.brand?.primaryColor,
    footer: `Thank you for your business. ${config.name}'s service terms: ${termsUrl}`,
  });
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${receipt.fileName}"`)
    .header("cache-control", "private, no-store")
    .send(pdf);
}

import type { z } from "zod";
import type { customQuoteRequestSchema } from "@/shared/api/quote-contract";
import type { BusinessConfig } from "../config/business-config";
import type { Db } from "../db/database";
import { customQuoteRequests } from "../db/schema";
import {
  renderCustomQuoteAcknowledgement,
  renderCustomQuoteNotice,
} from "../email/custom-quote-emails";
import { businessNoticeRecipient, queueEmail } from "../email/queue-email";

export type CustomQuoteInput = z.output<typeof customQuoteRequestSchema>;

/**
 * Saves the request and queues its two emails (the business's notice and the customer's
 * 'next business day' acknowledgement) in one transaction: all three or none.
 */
export async function saveCustomQuoteRequest(
  db: Db,
  options: { business: BusinessConfig; notifyEmail: string | undefined; request: CustomQuoteInput },
): Promise<{ id: string; status: string }> {
  const { business, request } = options;
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(customQuoteRequests)
      .values({ businessId: business.id, ...request })
      .returning({ id: customQuoteRequests.id, status: customQuoteRequests.status });
    const details = { id: saved!.id, ...request };
    await queueEmail(tx, {
      kind: "custom_quote_notice",
      businessId: business.id,
      dedupeKey: `custom-quote:${saved!.id}:notice`,
      to: businessNoticeRecipient({ notifyEmail: options.notifyEmail, business }),
      replyTo: request.email,
      ...renderCustomQuoteNotice({ request: details, business }),
    });
    await queueEmail(tx, {
      kind: "custom_quote_acknowledgement",
      businessId: business.id,
      dedupeKey: `custom-quote:${saved!.id}:acknowledgement`,
      to: request.email,
      replyTo: business.contact.email,
      ...renderCustomQuoteAcknowledgement({ request: details, business }),
    });
    return saved!;
  });
}

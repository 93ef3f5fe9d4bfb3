import type { z } from "zod";
import type { Geocoder } from "@/domain/geocode";
import type { customQuoteRequestSchema } from "@/shared/api/quote-contract";
import type { Business } from "../business/business-store";
import type { MailFrom } from "../config/env";
import type { Db } from "../db/database";
import { customQuoteRequests } from "../db/schema";
import {
  renderCustomQuoteAcknowledgement,
  renderCustomQuoteNotice,
} from "../email/custom-quote-emails";
import { businessNoticeRecipient, businessSender, queueEmail } from "../email/queue-email";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { customQuoteEventData } from "../webhooks/webhook-payloads";
import { assertRoomForAnonymousRow } from "./anonymous-write-limits";
import { assertSentAreaAgrees, locateServiceAddress } from "./locate-service-address";
import { checkServiceCode } from "./price-services";
import { markVisitStep } from "./visits";

export type CustomQuoteInput = z.output<typeof customQuoteRequestSchema>;

/**
 * Saves the request with the service area of its address (none outside every area: those
 * requests tell the business where to expand) and queues its two emails (the business's
 * notice and the customer's 'next business day' acknowledgement) in one transaction.
 */
export async function saveCustomQuoteRequest(
  db: Db,
  options: {
    business: Business;
    geocoder: Geocoder;
    limitsOn: boolean;
    /** MAIL_FROM: the address the emails are sent from. */
    mailFrom: MailFrom | undefined;
    request: CustomQuoteInput;
    /** What the request calls its area field: `area`, or `town` in the legacy dialect. */
    areaField: string;
    now: Date;
  },
): Promise<{ id: string; status: string }> {
  const { business, geocoder } = options;
  const { config } = business;
  const {
    area: sentArea,
    visit,
    service,
    option,
    quantities,
    frequency,
    ...typed
  } = options.request;
  checkServiceCode(config, service);
  const selection =
    service === undefined && quantities === undefined && frequency === undefined
      ? null
      : { service, option, quantities, frequency };
  const { area, address: request } = await locateServiceAddress({
    geocoder,
    config,
    address: typed,
  });
  assertSentAreaAgrees(area, sentArea, options.areaField);
  return db.transaction(async (tx) => {
    await assertRoomForAnonymousRow(tx, {
      kind: "customQuotes",
      businessId: business.id,
      limitsOn: options.limitsOn,
    });
    const visitId = visit
      ? await markVisitStep(tx, {
          businessId: business.id,
          visitId: visit,
          now: options.now,
          step: "customQuoteRequestedAt",
        })
      : null;
    const [saved] = await tx
      .insert(customQuoteRequests)
      .values({ businessId: business.id, ...request, area, visitId, selection })
      .returning({ id: customQuoteRequests.id, status: customQuoteRequests.status });
    const details = { id: saved!.id, ...request, area, selection };
    const from = businessSender(config, options.mailFrom);
    await queueEmail(tx, {
      kind: "custom_quote_notice",
      businessId: business.id,
      dedupeKey: `custom-quote:${saved!.id}:notice`,
      from,
      to: businessNoticeRecipient(config),
      replyTo: request.email,
      ...renderCustomQuoteNotice({ request: details, config }),
    });
    await queueEmail(tx, {
      kind: "custom_quote_acknowledgement",
      businessId: business.id,
      dedupeKey: `custom-quote:${saved!.id}:acknowledgement`,
      from,
      to: request.email,
      replyTo: config.contact.email,
      ...renderCustomQuoteAcknowledgement({ request: details, config }),
    });
    await queueBusinessEvent(tx, {
      businessId: business.id,
      type: "custom_quote.requested",
      data: customQuoteEventData({ ...details, status: saved!.status }),
      occurredAt: new Date(),
    });
    return saved!;
  });
}

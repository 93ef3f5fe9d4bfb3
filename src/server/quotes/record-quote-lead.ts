import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ServiceAreaCheck } from "@/domain/check-service-area";
import { normaliseCityName, normaliseWords } from "@/domain/city-name";
import type { VisitChannel } from "@/shared/api/quote-contract";
import type { Db } from "../db/database";
import { quoteLeads } from "../db/schema";
import { countingNewVisit, newVisitColumns } from "../funnel/funnel-counters";
import { queueBusinessEvent } from "../webhooks/queue-business-event";
import { leadEventData } from "../webhooks/webhook-payloads";
import { anonymousWriteCeilingReached, roomForAnonymousRow } from "./anonymous-write-limits";

type LeadContact = {
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
};

/** One visit: the same email and address (however typed) on the same day of the business. */
export function visitKeyOf(contact: LeadContact, day: string): string {
  const parts = [
    day,
    contact.email.trim().toLowerCase(),
    normaliseWords(contact.address),
    normaliseCityName(contact.city),
    contact.state.trim().toUpperCase(),
    contact.zipCode.trim().slice(0, 5),
  ];
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

/**
 * Records a service-area check: a new visit inserts a lead (while the business is under its
 * hourly ceiling of new leads, else 503), is counted in the funnel in that same statement and
 * queues lead.created in the same transaction; a repeated one updates its row with the latest
 * answer and keeps where the visit first came from. Answers the visit's id.
 */
export async function recordQuoteLead(
  db: Db,
  lead: LeadContact & {
    businessId: string;
    /** The business's calendar day (ISO date) the check happened on. */
    day: string;
    check: ServiceAreaCheck;
    limitsOn: boolean;
    channel?: VisitChannel | undefined;
    source?: string | undefined;
    occurredAt: Date;
  },
): Promise<{ visitId: string }> {
  const { businessId, check, limitsOn } = lead;
  const { location } = check;
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      countingNewVisit(sql`
    insert into ${quoteLeads} (business_id, email, address, city, state, zip_code,
      in_service_area, town, message, lat, lng, location_precision, visit_key, channel, source)
    select ${businessId}, ${lead.email}, ${lead.address}, ${lead.city}, ${lead.state},
      ${lead.zipCode}, ${check.inServiceArea}::boolean, ${check.area}::text, ${check.message},
      ${location?.lat ?? null}::double precision, ${location?.lng ?? null}::double precision,
      ${location?.precision ?? null}::text, ${visitKeyOf(lead, lead.day)},
      ${lead.channel ?? null}::text, ${lead.source || null}::text
    where ${roomForAnonymousRow({ kind: "quoteLeads", businessId, limitsOn })}
    on conflict (business_id, visit_key) do update set
      email = excluded.email, address = excluded.address, city = excluded.city,
      state = excluded.state, zip_code = excluded.zip_code,
      in_service_area = excluded.in_service_area, town = excluded.town,
      message = excluded.message, lat = excluded.lat, lng = excluded.lng,
      location_precision = excluded.location_precision,
      channel = coalesce(${quoteLeads.channel}, excluded.channel),
      source = coalesce(${quoteLeads.source}, excluded.source)
    returning ${newVisitColumns}`),
    );
    const [row] = (result as unknown as { rows: { id: string; inserted: boolean }[] }).rows;
    if (!row) throw anonymousWriteCeilingReached();
    if (row.inserted) {
      await queueBusinessEvent(tx, {
        businessId,
        type: "lead.created",
        data: leadEventData({
          ...lead,
          inServiceArea: check.inServiceArea,
          area: check.area,
          message: check.message,
        }),
        occurredAt: lead.occurredAt,
      });
    }
    return { visitId: row.id };
  });
}

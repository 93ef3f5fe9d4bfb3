import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ServiceAreaCheck } from "@/domain/check-service-area";
import { normaliseCityName, normaliseWords } from "@/domain/city-name";
import type { VisitChannel } from "@/shared/api/quote-contract";
import type { Database } from "../db/database";
import { createGroupCommit, type GroupCommit } from "../db/group-commit";
import { quoteLeads, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { newVisitCounters } from "../funnel/funnel-counters";
import { newMessageIdSql, type WebhookPayload } from "../webhooks/queue-business-event";
import { webhookListenersOf } from "../webhooks/webhook-listeners";
import { leadEventData } from "../webhooks/webhook-payloads";
import { ANONYMOUS_ROWS_PER_HOUR, anonymousWriteCeilingReached } from "./anonymous-write-limits";

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

export type QuoteLead = LeadContact & {
  businessId: string;
  /** The business's time zone: its funnel counts a visit on the day it began there. */
  timeZone: string;
  /** The business's calendar day (ISO date) the check happened on. */
  day: string;
  check: ServiceAreaCheck;
  limitsOn: boolean;
  channel?: VisitChannel | undefined;
  source?: string | undefined;
  /** The service the visit was checked for, when the business sells several (decision 047). */
  service?: string | undefined;
  occurredAt: Date;
};

/** Records service-area checks (see `quoteLeadRecorderOf`). */
export type QuoteLeadRecorder = {
  /**
   * Records one check and answers its visit's id once it is committed; rejects (and stores
   * nothing) when the business is over its hourly ceiling of new leads (503) or its batch fails.
   */
  record(lead: QuoteLead): Promise<{ visitId: string }>;
};

/** Up to this many checks share one statement. */
const MAX_BATCH = 256;

/** One row of the statement's input: a check, in the columns of quote_leads. */
type LeadRow = {
  seq: number;
  business_id: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  in_service_area: boolean;
  area: string | null;
  message: string;
  lat: number | null;
  lng: number | null;
  location_precision: string | null;
  visit_key: string;
  channel: string | null;
  source: string | null;
  service: string | null;
  limits_on: boolean;
  time_zone: string;
  /**
   * The lead.created event, queued for the business's endpoints when the visit is new; null
   * when the business has no endpoint that receives it.
   */
  payload: WebhookPayload | null;
};

type Keyed = { lead: QuoteLead; visitKey: string };

const keyOf = ({ lead, visitKey }: Keyed) => `${lead.businessId}\n${visitKey}`;

function toRow({ lead, visitKey }: Keyed, seq: number, listened: boolean): LeadRow {
  const { check } = lead;
  const { location } = check;
  return {
    seq,
    business_id: lead.businessId,
    email: lead.email,
    address: lead.address,
    city: lead.city,
    state: lead.state,
    zip_code: lead.zipCode,
    in_service_area: check.inServiceArea,
    area: check.area,
    message: check.message,
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
    location_precision: location?.precision ?? null,
    visit_key: visitKey,
    channel: lead.channel ?? null,
    source: lead.source || null,
    service: lead.service ?? null,
    limits_on: lead.limitsOn,
    time_zone: lead.timeZone,
    payload: !listened
      ? null
      : {
          type: "lead.created",
          timestamp: lead.occurredAt.toISOString(),
          data: leadEventData({
            ...lead,
            inServiceArea: check.inServiceArea,
            area: check.area,
            message: check.message,
          }),
        },
  };
}

/** Written into the statement, whose text never changes: its one parameter is the batch. */
const CEILING = sql.raw(String(ANONYMOUS_ROWS_PER_HOUR.quoteLeads));

/**
 * One statement, so one transaction, for a batch of checks (keys unique within the batch):
 * - a new visit inserts a lead, while its business is under the hourly ceiling of new leads
 *   (checks past it, in batch order, are left out and answered 503); a repeated one updates its
 *   row with the latest answer and keeps where the visit first came from;
 * - each new visit is counted in the funnel and, `withEvents`, queues lead.created for its
 *   business's endpoints, in that same statement.
 * Rows are written in key order, so concurrent batches take their locks in the same order.
 * The text is the same for every batch (the batch, as JSON, is its one parameter), so it runs as
 * a named statement, planned once.
 */
function recordBatchSql({ withEvents }: { withEvents: boolean }) {
  return sql`with input as (
      select * from jsonb_to_recordset(${sql.placeholder("rows")}::jsonb) as input(
        seq int, business_id text, email text, address text, city text, state text,
        zip_code text, in_service_area boolean, area text, message text, lat double precision,
        lng double precision, location_precision text, visit_key text, channel text,
        source text, service text, limits_on boolean, time_zone text, payload jsonb)
    ),
    room as (
      select business_id, ${CEILING} - (
        select count(*) from (
          select 1 from ${quoteLeads} where ${quoteLeads.businessId} = ceilinged.business_id
            and ${quoteLeads.createdAt} > now() - interval '1 hour' limit ${CEILING}
        ) as recent
      ) as room
      from (select distinct business_id from input where limits_on) as ceilinged
    ),
    admitted as (
      select * from (
        select input.*, room.room,
          row_number() over (partition by input.business_id order by input.seq) as rank
        from input left join room using (business_id)
      ) as ranked
      where not limits_on or rank <= room
    ),
    lead as (
      insert into ${quoteLeads} (business_id, email, address, city, state, zip_code,
        in_service_area, area, message, lat, lng, location_precision, visit_key, channel, source,
        service)
      select business_id, email, address, city, state, zip_code, in_service_area, area, message,
        lat, lng, location_precision, visit_key, channel, source, service
      from admitted order by business_id, visit_key
      on conflict (business_id, visit_key) do update set
        email = excluded.email, address = excluded.address, city = excluded.city,
        state = excluded.state, zip_code = excluded.zip_code,
        in_service_area = excluded.in_service_area, area = excluded.area,
        message = excluded.message, lat = excluded.lat, lng = excluded.lng,
        location_precision = excluded.location_precision,
        channel = coalesce(${quoteLeads.channel}, excluded.channel),
        source = coalesce(${quoteLeads.source}, excluded.source),
        service = coalesce(${quoteLeads.service}, excluded.service)
      returning id, business_id, visit_key, created_at, in_service_area, zip_code, channel,
        source, service, (xmax = 0) as inserted
    ),
    zone as (select distinct business_id, time_zone from input),
    ${newVisitCounters({ lead: sql.raw("lead"), zone: sql.raw("zone") })}${
      withEvents
        ? sql`,
    deliveries as (
      insert into ${webhookDeliveries} (business_id, endpoint_id, message_id, event_type, payload)
      select endpoint.business_id, endpoint.id, ${newMessageIdSql}, 'lead.created', input.payload
      from lead
        join input using (business_id, visit_key)
        join ${webhookEndpoints} as endpoint on endpoint.business_id = lead.business_id
          and endpoint.enabled and 'lead.created' = any(endpoint.events)
      where lead.inserted and input.payload is not null
      order by lead.business_id, lead.visit_key, endpoint.id
    )`
        : sql``
    }
    select id, business_id, visit_key from lead`;
}

function createQuoteLeadRecorder(
  database: Pick<Database, "namedStatement" | "db" | "listen">,
): QuoteLeadRecorder {
  const withEvents = database.namedStatement(
    "record_quote_leads_with_events",
    recordBatchSql({ withEvents: true }),
  );
  const withoutEvents = database.namedStatement(
    "record_quote_leads",
    recordBatchSql({ withEvents: false }),
  );
  // As for quote.priced: the cache, kept by the endpoints' change notices, spares the event's
  // work for the businesses (most) that have no endpoint receiving lead.created.
  const webhookListeners = webhookListenersOf(database);
  const batches: GroupCommit<Keyed, { visitId: string }> = createGroupCommit<
    Keyed,
    { visitId: string }
  >({
    maxBatch: MAX_BATCH,
    keyOf,
    async write(items) {
      const businessIds = [...new Set(items.map((item) => item.lead.businessId))];
      const listening = new Set<string>();
      for (const businessId of businessIds) {
        if (await webhookListeners.listensTo(businessId, "lead.created")) {
          listening.add(businessId);
        }
      }
      const rows = JSON.stringify(
        items.map((item, seq) => toRow(item, seq, listening.has(item.lead.businessId))),
      );
      const record = listening.size > 0 ? withEvents : withoutEvents;
      const { rows: recorded } = await record({ rows });
      const visits = new Map(
        recorded.map((row) => [`${row.business_id}\n${row.visit_key}`, String(row.id)]),
      );
      return items.map((item) => {
        const visitId = visits.get(keyOf(item));
        return visitId ? { visitId } : anonymousWriteCeilingReached();
      });
    },
  });
  return {
    record: (lead) => batches.add({ lead, visitKey: visitKeyOf(lead, lead.day) }),
  };
}

const recorders = new WeakMap<
  Pick<Database, "namedStatement" | "db" | "listen">,
  QuoteLeadRecorder
>();

/**
 * The one recorder of a database's service-area checks: checks that arrive together are written
 * together, by group commit (docs/decisions/015-visit-group-commit.md). A check is answered only
 * once its batch is committed; a batch that fails fails every check in it.
 */
export function quoteLeadRecorderOf(
  database: Pick<Database, "namedStatement" | "db" | "listen">,
): QuoteLeadRecorder {
  let recorder = recorders.get(database);
  if (!recorder) {
    recorder = createQuoteLeadRecorder(database);
    recorders.set(database, recorder);
  }
  return recorder;
}

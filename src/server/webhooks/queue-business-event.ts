import { sql } from "drizzle-orm";
import type { WebhookEventType } from "@/shared/api/webhook-contract";
import type { Db, Tx } from "../db/database";
import { webhookDeliveries, webhookEndpoints } from "../db/schema";

/** A webhook-id: msg_ and 32 hex digits, one per (endpoint, event). */
export const newMessageIdSql = sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`;

/** The body of every delivery (docs/product/webhooks.md#payload). */
export type WebhookPayload = { type: string; timestamp: string; data: unknown };

/**
 * Queues an event for every enabled endpoint of the business subscribed to its type: one
 * delivery row each, in one statement that writes nothing when nobody listens. Call it with the
 * transaction of the change, so the event exists exactly when the change does; the webhook
 * worker sends it. Resolves to how many deliveries were queued.
 */
export async function queueBusinessEvent(
  db: Db | Tx,
  event: { businessId: string; type: WebhookEventType; data: unknown; occurredAt: Date },
): Promise<number> {
  const payload: WebhookPayload = {
    type: event.type,
    timestamp: event.occurredAt.toISOString(),
    data: event.data,
  };
  const result = await db.execute(sql`
    insert into ${webhookDeliveries} (business_id, endpoint_id, message_id, event_type, payload)
    select business_id, id, ${newMessageIdSql}, ${event.type}, ${JSON.stringify(payload)}::jsonb
    from ${webhookEndpoints}
    where business_id = ${event.businessId} and enabled and ${event.type} = any(events)
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

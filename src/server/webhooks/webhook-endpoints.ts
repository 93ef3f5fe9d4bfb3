import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEventType,
  type webhookEndpointCreateSchema,
  type webhookEndpointUpdateSchema,
} from "@/shared/api/webhook-contract";
import type { Db } from "../db/database";
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from "../db/schema";
import { AppError } from "../http/app-error";
import { newMessageIdSql, type WebhookPayload } from "./queue-business-event";
import { refusedTargetReason } from "./webhook-targets";

/** After a rotation the previous secret keeps signing for this long (docs/product/webhooks.md#signing-secret). */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** How many deliveries the log shows per endpoint. */
export const DELIVERY_LOG_LENGTH = 50;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** A Standard Webhooks secret: whsec_ and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

/** The overlap runs in real time, as signatures (webhook-timestamp) and the worker do. */
function toEndpoint(row: EndpointRow): WebhookEndpoint {
  const overlapping = row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date();
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.filter((event): event is WebhookEventType =>
      (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event),
    ),
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    secret: row.secret,
    previousSecretExpiresAt: overlapping ? row.previousSecretExpiresAt!.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertAllowedUrl(url: string, allowPrivate: boolean): Promise<void> {
  const reason = await refusedTargetReason(url, allowPrivate);
  if (reason) throw AppError.invalidField("url", reason);
}

const ofBusiness = (businessId: string, endpointId: string) =>
  and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.id, endpointId));

function endpointNotFound(endpointId: string): AppError {
  return new AppError("not_found", `Webhook endpoint not found: ${endpointId}`);
}

export async function listWebhookEndpoints(
  db: Db,
  businessId: string,
): Promise<WebhookEndpointList> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.businessId, businessId))
    .orderBy(webhookEndpoints.createdAt);
  return {
    endpoints: rows.map((row) => toEndpoint(row)),
    eventTypes: [...WEBHOOK_EVENT_TYPES],
  };
}

export async function createWebhookEndpoint(
  db: Db,
  options: {
    businessId: string;
    input: z.output<typeof webhookEndpointCreateSchema>;
    allowPrivate: boolean;
    now: Date;
  },
): Promise<WebhookEndpoint> {
  const { input } = options;
  await assertAllowedUrl(input.url, options.allowPrivate);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      businessId: options.businessId,
      url: input.url,
      description: input.description,
      events: input.events,
      secret: newSigningSecret(),
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning();
  return toEndpoint(row!);
}

/** Edits an endpoint; turning it on again clears why it was turned off and its failing spell. */
export async function updateWebhookEndpoint(
  db: Db,
  options: {
    businessId: string;
    endpointId: string;
    input: z.output<typeof webhookEndpointUpdateSchema>;
    allowPrivate: boolean;
    now: Date;
  },
): Promise<WebhookEndpoint> {
  const { input } = options;
  if (input.url !== undefined) await assertAllowedUrl(input.url, options.allowPrivate);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.events !== undefined ? { events: input.events } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      ...(input.enabled === true ? { disabledReason: null, failingSince: null } : {}),
      updatedAt: options.now,
    })
    .where(ofBusiness(options.businessId, options.endpointId))
    .returning();
  if (!row) throw endpointNotFound(options.endpointId);
  return toEndpoint(row);
}

/** Deletes the endpoint with its deliveries and their log. */
export async function deleteWebhookEndpoint(
  db: Db,
  options: { businessId: string; endpointId: string },
): Promise<void> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(ofBusiness(options.businessId, options.endpointId))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw endpointNotFound(options.endpointId);
}

/**
 * A new secret; the current one keeps signing alongside it for SECRET_OVERLAP_MS, so the
 * receiver can switch without missing a delivery.
 */
export async function rotateWebhookSecret(
  db: Db,
  options: { businessId: string; endpointId: string; now: Date },
): Promise<WebhookEndpoint> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretExpiresAt: sql`now() + make_interval(secs => ${SECRET_OVERLAP_MS / 1000})`,
      secret: newSigningSecret(),
      updatedAt: options.now,
    })
    .where(ofBusiness(options.businessId, options.endpointId))
    .returning();
  if (!row) throw endpointNotFound(options.endpointId);
  return toEndpoint(row);
}

/** The endpoint's latest deliveries, newest first, with their attempts so far. */
export async function listWebhookDeliveries(
  db: Db,
  options: { businessId: string; endpointId: string },
): Promise<WebhookDelivery[]> {
  const { businessId, endpointId } = options;
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(ofBusiness(businessId, endpointId));
  if (!endpoint) throw endpointNotFound(endpointId);
  const attempts = db
    .select({ deliveryId: webhookAttempts.deliveryId, made: count().as("made") })
    .from(webhookAttempts)
    .where(eq(webhookAttempts.businessId, businessId))
    .groupBy(webhookAttempts.deliveryId)
    .as("attempts");
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      attempts: sql<number>`coalesce(${attempts.made}, 0)::int`,
      responseStatus: webhookDeliveries.responseStatus,
      durationMs: webhookDeliveries.durationMs,
      lastError: webhookDeliveries.lastError,
      runAt: webhookDeliveries.runAt,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .leftJoin(attempts, eq(attempts.deliveryId, webhookDeliveries.id))
    .where(
      and(
        eq(webhookDeliveries.businessId, businessId),
        eq(webhookDeliveries.endpointId, endpointId),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_LENGTH);
  return rows.map(({ runAt, createdAt, ...row }) => ({
    ...row,
    attempts: Number(row.attempts),
    nextRetryAt: row.status === "pending" ? runAt.toISOString() : null,
    createdAt: createdAt.toISOString(),
  }));
}

/** Sends a delivery again now, with the same webhook-id and body, and a fresh set of retries. */
export async function resendWebhookDelivery(
  db: Db,
  options: { businessId: string; deliveryId: number },
): Promise<void> {
  const resent = await db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, runAt: sql`now()` })
    .where(
      and(
        eq(webhookDeliveries.businessId, options.businessId),
        eq(webhookDeliveries.id, options.deliveryId),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (resent.length === 0) {
    throw new AppError("not_found", `Webhook delivery not found: ${options.deliveryId}`);
  }
}

/** Queues a `webhook.test` event to this endpoint alone, whatever events it listens to. */
export async function sendTestWebhook(
  db: Db,
  options: { businessId: string; endpointId: string; businessName: string; now: Date },
): Promise<void> {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(ofBusiness(options.businessId, options.endpointId));
  if (!endpoint) throw endpointNotFound(options.endpointId);
  const payload: WebhookPayload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: options.now.toISOString(),
    data: { message: `A test event from ${options.businessName} on Quotewise` },
  };
  await db.insert(webhookDeliveries).values({
    businessId: options.businessId,
    endpointId: endpoint.id,
    messageId: sql`${newMessageIdSql}`,
    eventType: WEBHOOK_TEST_EVENT,
    payload,
  });
}

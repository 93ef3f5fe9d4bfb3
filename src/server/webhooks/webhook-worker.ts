import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterFailedAttempt } from "@/domain/backoff";
import type { Db, Tx } from "../db/database";
import {
  adminUsers,
  businesses,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "../db/schema";
import type { EmailSender } from "../email/queue-email";
import { queueEmail } from "../email/queue-email";
import {
  claimDueRows,
  holdLease,
  JOB_LEASE_MS,
  newWorkerId,
  recordUntilDone,
} from "../jobs/job-lease";
import { type BatchSignals, type PollingLoop, startPollingLoop } from "../jobs/polling-loop";
import { type SendOutcome, sendWebhook } from "./send-webhook";
import { renderEndpointDisabledEmail } from "./webhook-emails";

export type WebhookWorkerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  /** First retry delay; it doubles per failed attempt (docs/product/webhooks.md#retries). */
  retryBaseMs: number;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** Who the endpoint-disabled email is from, and the dashboard it links to. */
  sender: EmailSender;
  publicUrl: string;
  batchSize?: number;
};

type ClaimedDelivery = {
  id: number;
  business_id: string;
  endpoint_id: string;
  message_id: string;
  payload: unknown;
  attempts: number;
};

const USER_AGENT = "Quotewise-Webhooks/1";

/**
 * Sends due webhook deliveries: claimed like the email outbox (each to one worker, on any
 * number of instances, the lease renewed while sending), POSTed in parallel outside any
 * transaction, each attempt logged; the log of an answered attempt is retried until the database
 * takes it, so an answered delivery is not sent again. A failure is retried with exponential
 * backoff; an endpoint failing for days is turned off and its owner emailed.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): PollingLoop {
  const { db, log } = options;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = JOB_LEASE_MS;
  const workerId = newWorkerId("webhooks");

  async function deliver(delivery: ClaimedDelivery, giveUp: AbortSignal): Promise<void> {
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.businessId, delivery.business_id),
          eq(webhookEndpoints.id, delivery.endpoint_id),
        ),
      );
    const pending = and(
      eq(webhookDeliveries.id, delivery.id),
      eq(webhookDeliveries.status, "pending"),
    );
    if (!endpoint?.enabled) {
      await db
        .update(webhookDeliveries)
        .set({ status: "failed", lastError: "the endpoint is turned off", claimedBy: null })
        .where(pending);
      return;
    }
    const now = new Date();
    const secrets = [
      endpoint.secret,
      ...(endpoint.previousSecret &&
      endpoint.previousSecretExpiresAt &&
      endpoint.previousSecretExpiresAt > now
        ? [endpoint.previousSecret]
        : []),
    ];
    const outcome = await sendWebhook({
      url: endpoint.url,
      messageId: delivery.message_id,
      body: JSON.stringify(delivery.payload),
      secrets,
      allowPrivate: options.allowPrivateTargets,
      timeoutMs: options.timeoutMs,
      userAgent: USER_AGENT,
    });
    await recordUntilDone(() => db.transaction((tx) => recordAttempt(tx, delivery, outcome)), {
      giveUp,
      log,
      what: { deliveryId: delivery.id, answered: outcome.responseStatus !== null },
    });
  }

  async function recordAttempt(tx: Tx, delivery: ClaimedDelivery, outcome: SendOutcome) {
    const attempts = delivery.attempts + 1;
    const now = new Date();
    // The attempt count too: a retried transaction whose commit did land logs nothing twice.
    const ofDelivery = and(
      eq(webhookDeliveries.id, delivery.id),
      eq(webhookDeliveries.status, "pending"),
      eq(webhookDeliveries.attempts, delivery.attempts),
    );
    const ofEndpoint = and(
      eq(webhookEndpoints.businessId, delivery.business_id),
      eq(webhookEndpoints.id, delivery.endpoint_id),
    );
    // Deleted with its endpoint (or failed by a disabling) while it was being sent: nothing to log.
    const [stillPending] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(ofDelivery)
      .for("update");
    if (!stillPending) return;
    const result = {
      attempts,
      claimedBy: null,
      responseStatus: outcome.responseStatus,
      durationMs: outcome.durationMs,
      lastError: outcome.error,
    };
    if (outcome.error === null) {
      await tx.insert(webhookAttempts).values({
        businessId: delivery.business_id,
        deliveryId: delivery.id,
        responseStatus: outcome.responseStatus,
        durationMs: outcome.durationMs,
        succeeded: true,
      });
      await tx
        .update(webhookDeliveries)
        .set({ ...result, status: "succeeded", deliveredAt: now })
        .where(ofDelivery);
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(ofEndpoint);
      return;
    }
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})` })
      .where(ofEndpoint)
      .returning({ failingSince: webhookEndpoints.failingSince });
    const decision = afterFailedAttempt({
      attempts,
      baseMs: options.retryBaseMs,
      failingSince: endpoint?.failingSince ?? now,
      now,
    });
    const nextRetryAt =
      decision.retryInMs === null ? null : new Date(now.getTime() + decision.retryInMs);
    log.warn(
      { deliveryId: delivery.id, attempts, error: outcome.error, nextRetryAt },
      "webhook delivery failed",
    );
    await tx.insert(webhookAttempts).values({
      businessId: delivery.business_id,
      deliveryId: delivery.id,
      responseStatus: outcome.responseStatus,
      durationMs: outcome.durationMs,
      error: outcome.error,
      succeeded: false,
      nextRetryAt,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        ...result,
        status: nextRetryAt ? "pending" : "failed",
        ...(nextRetryAt ? { runAt: nextRetryAt } : {}),
      })
      .where(ofDelivery);
    if (decision.disableEndpoint) await disableEndpoint(tx, delivery);
  }

  /** Turns the endpoint off, fails what it still had queued, and tells the owner, once. */
  async function disableEndpoint(tx: Tx, delivery: ClaimedDelivery) {
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({
        enabled: false,
        disabledReason: "Turned off by Quotewise: every delivery failed for 5 days",
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(webhookEndpoints.businessId, delivery.business_id),
          eq(webhookEndpoints.id, delivery.endpoint_id),
          eq(webhookEndpoints.enabled, true),
        ),
      )
      .returning({ url: webhookEndpoints.url, failingSince: webhookEndpoints.failingSince });
    if (!endpoint) return;
    await tx
      .update(webhookDeliveries)
      .set({ status: "failed", lastError: "the endpoint was turned off" })
      .where(
        and(
          eq(webhookDeliveries.businessId, delivery.business_id),
          eq(webhookDeliveries.endpointId, delivery.endpoint_id),
          eq(webhookDeliveries.status, "pending"),
        ),
      );
    const [business] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, delivery.business_id));
    const owners = await tx
      .select({ id: adminUsers.id, email: adminUsers.email })
      .from(adminUsers)
      .where(
        and(
          eq(adminUsers.businessId, delivery.business_id),
          eq(adminUsers.role, "owner"),
          isNull(adminUsers.removedAt),
        ),
      );
    for (const owner of owners) {
      await queueEmail(tx, {
        kind: "webhook_endpoint_disabled",
        businessId: delivery.business_id,
        dedupeKey: `webhook-endpoint:${delivery.endpoint_id}:disabled:${endpoint.failingSince?.toISOString()}:${owner.id}`,
        from: options.sender,
        to: owner.email,
        ...renderEndpointDisabledEmail({
          businessName: business?.name ?? "",
          url: endpoint.url,
          settingsLink: `${options.publicUrl}/admin/settings/webhooks`,
        }),
      });
    }
  }

  /** Sends the batch at once; claimed just as the worker stops, it goes back unsent. */
  async function runBatch({ stopping, giveUp }: BatchSignals): Promise<number> {
    const rows = await claimDueRows<ClaimedDelivery>(db, webhookDeliveries, {
      workerId,
      leaseMs,
      batchSize,
      returning: sql`id, business_id, endpoint_id, message_id, payload, attempts`,
    });
    const claimed = rows.map((delivery) => ({ ...delivery, id: Number(delivery.id) }));
    const ids = claimed.map((delivery) => delivery.id);
    const lease = holdLease(db, webhookDeliveries, { workerId, leaseMs, ids, log });
    try {
      if (stopping.aborted) {
        await lease.giveBack(ids);
        return claimed.length;
      }
      await Promise.all(
        claimed.map((delivery) =>
          deliver(delivery, giveUp)
            .catch((error: unknown) =>
              log.error({ err: error, deliveryId: delivery.id }, "webhook delivery crashed"),
            )
            .finally(() => lease.finish(delivery.id)),
        ),
      );
    } finally {
      lease.end();
    }
    return claimed.length;
  }

  return startPollingLoop({
    log,
    name: "webhook worker",
    pollIntervalMs: options.pollIntervalMs,
    batchSize,
    runBatch,
  });
}

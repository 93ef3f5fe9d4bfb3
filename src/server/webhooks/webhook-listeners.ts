import { and, eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { WebhookEventType } from "@/shared/api/webhook-contract";
import type { Database } from "../db/database";
import { webhookEndpoints } from "../db/schema";
import { createSharedReads } from "../db/shared-reads";

/** The channel migration 0010's trigger notifies, with the business id, on any endpoint change. */
export const WEBHOOK_ENDPOINTS_CHANGED_CHANNEL = "webhook_endpoints_changed";

export type WebhookListeners = {
  /** Whether any enabled endpoint of the business receives this event type. */
  listensTo(businessId: string, type: WebhookEventType): Promise<boolean>;
  /** Drops the business at once on this server (others learn from the change notice). */
  forget(businessId: string): void;
};

const listenersByDatabase = new WeakMap<Pick<Database, "db" | "listen">, WebhookListeners>();

/** The one cache of a database, shared by the routes that read it and those that change it. */
export function webhookListenersOf(database: Pick<Database, "db" | "listen">): WebhookListeners {
  let listeners = listenersByDatabase.get(database);
  if (!listeners) {
    listeners = createWebhookListeners(database);
    listenersByDatabase.set(database, listeners);
  }
  return listeners;
}

/**
 * Which event types each business's enabled endpoints receive, cached so that an event fired on
 * every request (quote.priced) costs no query when nobody listens. As the business store does
 * (docs/decisions/009-tenancy.md), the cache is trusted only while change notices flow: every
 * change to an endpoint, on any instance, drops its business at once; without notices each call
 * reads the endpoints, and while they flow the calls for a business not cached yet share one read.
 */
function createWebhookListeners(database: Pick<Database, "db" | "listen">): WebhookListeners {
  const cached = new LRUCache<string, ReadonlySet<string>>({ max: 10_000 });
  const sharedReads = createSharedReads<ReadonlySet<string>>();
  let notified = false;
  // Bumped by every notice: a read that began before one must not be cached.
  let epoch = 0;
  const forget = (businessId: string) => {
    epoch += 1;
    cached.delete(businessId);
  };
  void database.listen(WEBHOOK_ENDPOINTS_CHANGED_CHANNEL, {
    message: forget,
    subscribed: () => {
      cached.clear();
      epoch += 1;
      notified = true;
    },
    interrupted: () => {
      notified = false;
      cached.clear();
    },
  });

  async function read(businessId: string): Promise<ReadonlySet<string>> {
    const rows = await database.db
      .select({ events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.businessId, businessId), eq(webhookEndpoints.enabled, true)));
    return new Set(rows.flatMap((row) => row.events));
  }

  async function readAndCache(businessId: string): Promise<ReadonlySet<string>> {
    const startedAt = epoch;
    const types = await read(businessId);
    if (notified && epoch === startedAt) cached.set(businessId, types);
    return types;
  }

  function typesOf(businessId: string): Promise<ReadonlySet<string>> {
    if (!notified) return read(businessId);
    const hit = cached.get(businessId);
    if (hit) return Promise.resolve(hit);
    return sharedReads(businessId, epoch, () => readAndCache(businessId));
  }

  return {
    forget,
    async listensTo(businessId, type) {
      return (await typesOf(businessId)).has(type);
    },
  };
}

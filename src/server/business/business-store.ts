import { and, eq, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { parseStoredBusinessConfig, storedConfig } from "@/domain/stored-offering";
import type { BusinessStatus } from "@/shared/api/admin-contract";
import { isBusinessSlug } from "@/shared/business-slug";
import type { BusinessConfig } from "../config/business-config";
import type { Database, Tx } from "../db/database";
import { businesses } from "../db/schema";
import { createSharedReads } from "../db/shared-reads";

/** A business as a request sees it: its row's identity and the config of its current version. */
export type Business = {
  id: string;
  slug: string;
  status: BusinessStatus;
  /** `config_version`: increments on every change to `config`. */
  version: number;
  config: BusinessConfig;
  /**
   * Its connected Stripe account, when it has one that may take charges; always null for the
   * business paid directly.
   */
  paymentAccount: string | null;
  /**
   * Paid straight into the platform's own Stripe account (PAYMENTS_DIRECT_BUSINESS): no
   * connected account, no application fee.
   */
  paidDirectly: boolean;
};

export type BusinessStore = {
  bySlug(slug: string): Promise<Business | undefined>;
  /**
   * Drops a business this server changed outside `updateConfig` (its status, a new row): its next
   * request must see the change even before the database's notice arrives.
   */
  invalidate(change: { id: string; slug?: string }): void;
  byId(id: string): Promise<Business | undefined>;
  create(input: {
    id: string;
    slug: string;
    config: BusinessConfig;
    status: BusinessStatus;
  }): Promise<Business>;
  /**
   * The new version, or "stale" when `expectedVersion` is no longer the current one.
   * `alongside` runs in the update's transaction (the change's history entry): both or neither.
   */
  updateConfig(input: {
    id: string;
    config: BusinessConfig;
    expectedVersion: number;
    alongside?: (tx: Tx, updated: Business) => Promise<void>;
  }): Promise<Business | "stale">;
};

/** Enough for every business a busy instance serves; least recently used ones leave first. */
const CACHED_BUSINESSES = 10_000;

/** The channel migration 0007's trigger notifies on every insert, update or delete of a business. */
export const BUSINESS_CHANGED_CHANNEL = "business_changed";

export class SlugTakenError extends Error {
  override name = "SlugTakenError";
}

const head = {
  id: businesses.id,
  slug: businesses.slug,
  status: businesses.status,
  version: businesses.configVersion,
  paymentAccount: sql<
    string | null
  >`case when ${businesses.stripeChargesEnabled} then ${businesses.stripeAccountId} end`,
};

type Lookup = { by: "slug" | "id"; key: string };

type HeadRow = Omit<Business, "config" | "paidDirectly">;

/**
 * Businesses from their rows, cached (docs/product/platform.md#businesses). A cached business
 * is used only while the database's change notifications are flowing: every change to a row, by
 * any writer, drops that business from the cache of every server at once. While they are not
 * flowing (before subscribing, after a lost connection) each lookup reads the row; parsed configs
 * are kept per version either way, so a config is validated once per version. While they flow,
 * the lookups of a business that is not cached yet share one read.
 */
export function createBusinessStore(
  database: Pick<Database, "db" | "listen">,
  options: { directBusinessSlug?: string | undefined } = {},
): BusinessStore {
  const { db } = database;
  /** How this server pays the row's business: PAYMENTS_DIRECT_BUSINESS wins over any account. */
  const payee = (row: HeadRow) => {
    const paidDirectly = row.slug === options.directBusinessSlug;
    return { ...row, paidDirectly, paymentAccount: paidDirectly ? null : row.paymentAccount };
  };
  const configs = new LRUCache<string, { version: number; config: BusinessConfig }>({
    max: CACHED_BUSINESSES,
  });
  // Found and missing businesses, by "slug:<slug>" and "id:<id>".
  const found = new LRUCache<string, { business: Business | null }>({ max: CACHED_BUSINESSES });
  const sharedReads = createSharedReads<Business | undefined>();
  let notified = false;
  // Bumped by every notice: a lookup that began before one must not cache what it read.
  let epoch = 0;

  const forget = (change: { id?: string; slug?: string }) => {
    epoch += 1;
    if (!change.id && !change.slug) return found.clear();
    const cached = change.id ? found.get(`id:${change.id}`)?.business : undefined;
    for (const key of [`id:${change.id}`, `slug:${change.slug}`, `slug:${cached?.slug}`]) {
      found.delete(key);
    }
  };
  void database.listen(BUSINESS_CHANGED_CHANNEL, {
    message: (payload) => forget(parseNotice(payload)),
    subscribed: () => {
      found.clear();
      epoch += 1;
      notified = true;
    },
    interrupted: () => {
      notified = false;
      found.clear();
    },
  });

  async function withConfig(head: HeadRow): Promise<Business> {
    const row = payee(head);
    const cached = configs.get(row.id);
    if (cached?.version === row.version) return { ...row, config: cached.config };
    const [stored] = await db
      .select({ config: businesses.config, version: businesses.configVersion })
      .from(businesses)
      .where(eq(businesses.id, row.id));
    if (!stored) throw new Error(`business ${row.id} disappeared while loading`);
    const config = parseStoredConfig(row.id, stored.config);
    configs.set(row.id, { version: stored.version, config });
    return { ...row, version: stored.version, config };
  }

  async function read({ by, key }: Lookup): Promise<Business | undefined> {
    const column = by === "slug" ? businesses.slug : businesses.id;
    const [row] = await db.select(head).from(businesses).where(eq(column, key)).limit(1);
    return row ? withConfig(row) : undefined;
  }

  async function readAndCache(lookup: Lookup, cacheKey: string): Promise<Business | undefined> {
    const startedAt = epoch;
    const business = await read(lookup);
    if (notified && epoch === startedAt) {
      if (business) {
        found.set(`id:${business.id}`, { business });
        found.set(`slug:${business.slug}`, { business });
      } else {
        found.set(cacheKey, { business: null });
      }
    }
    return business;
  }

  function find(lookup: Lookup): Promise<Business | undefined> {
    const cacheKey = `${lookup.by}:${lookup.key}`;
    if (!notified) return read(lookup);
    const hit = found.get(cacheKey);
    if (hit) return Promise.resolve(hit.business ?? undefined);
    return sharedReads(cacheKey, epoch, () => readAndCache(lookup, cacheKey));
  }

  return {
    // Text no slug can be (a NUL, a slash) names no business: it never reaches the database.
    bySlug: async (slug) => (isBusinessSlug(slug) ? find({ by: "slug", key: slug }) : undefined),
    invalidate: (change) => forget(change),
    byId: (id) => find({ by: "id", key: id }),

    async create({ id, slug, config, status }) {
      const [row] = await db
        .insert(businesses)
        .values({ id, slug, name: config.name, config: storedConfig(config), status })
        .onConflictDoNothing()
        .returning(head);
      if (!row) throw new SlugTakenError(`a business already uses "${slug}" or "${id}"`);
      configs.set(row.id, { version: row.version, config });
      return { ...payee(row), config };
    },

    async updateConfig({ id, config, expectedVersion, alongside }) {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(businesses)
          .set({
            config: storedConfig(config),
            name: config.name,
            configVersion: sql`${businesses.configVersion} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(businesses.id, id), eq(businesses.configVersion, expectedVersion)))
          .returning(head);
        if (updated && alongside) await alongside(tx, { ...payee(updated), config });
        return updated;
      });
      if (!row) return "stale";
      configs.set(row.id, { version: row.version, config });
      // Not only the notice: this server's next request must see the change even if it is late.
      forget(row);
      return { ...payee(row), config };
    },
  };
}

function parseNotice(payload: string): { id?: string; slug?: string } {
  try {
    const notice = JSON.parse(payload) as { id?: unknown; slug?: unknown };
    return {
      ...(typeof notice.id === "string" ? { id: notice.id } : {}),
      ...(typeof notice.slug === "string" ? { slug: notice.slug } : {}),
    };
  } catch {
    return {};
  }
}

function parseStoredConfig(id: string, stored: unknown): BusinessConfig {
  const parsed = parseStoredBusinessConfig(stored);
  if (parsed.ok) return parsed.config;
  const problems = parsed.issues.map((issue) => `${issue.path} ${issue.message}`).join("; ");
  throw new Error(`business ${id} has a stored config that no longer validates: ${problems}`);
}

import { and, eq, isNull } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Business } from "../business/business-store";
import type { Db } from "../db/database";
import { businesses } from "../db/schema";

/**
 * The checklist's "Put it on your website" is done (first time counts): the owner copied the
 * widget's snippet, or the widget or quote page was opened from the business's own website.
 */
export async function markOnWebsite(
  db: Db,
  options: { businessId: string; now: Date },
): Promise<void> {
  await db
    .update(businesses)
    .set({ websiteSnippetCopiedAt: options.now })
    .where(and(eq(businesses.id, options.businessId), isNull(businesses.websiteSnippetCopiedAt)));
}

const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/^www\./, "");

/** Whether `referrer` (a Referer header) is a page of `website`, with or without its www. */
export function isFromWebsite(website: string | undefined, referrer: string | undefined): boolean {
  if (!website || !referrer || !URL.canParse(website) || !URL.canParse(referrer)) return false;
  return hostOf(website) === hostOf(referrer);
}

/** Businesses a server already recorded: their later visits cost no query. */
const REMEMBERED_BUSINESSES = 10_000;

/**
 * Records, once per business and server, that its widget or quote page was opened from its own
 * website (the Referer the browser sends with the page or the widget's frame). Never delays or
 * fails the page: a failed write is logged and tried again on the next visit.
 */
export function websiteVisitRecorder(options: {
  db: Db;
  clock: () => Date;
  log: { error: (object: unknown, message: string) => void };
}): (business: Business, referrer: string | undefined) => void {
  const recorded = new LRUCache<string, true>({ max: REMEMBERED_BUSINESSES });
  return (business, referrer) => {
    if (recorded.has(business.id)) return;
    if (!isFromWebsite(business.config.contact.website, referrer)) return;
    recorded.set(business.id, true);
    markOnWebsite(options.db, { businessId: business.id, now: options.clock() }).catch(
      (error: unknown) => {
        recorded.delete(business.id);
        options.log.error({ err: error, businessId: business.id }, "recording the website failed");
      },
    );
  };
}

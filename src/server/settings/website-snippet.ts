import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/database";
import { businesses } from "../db/schema";

/** The owner copied the embed snippet: the checklist's "put it on your website" (first time counts). */
export async function markWebsiteSnippetCopied(
  db: Db,
  options: { businessId: string; now: Date },
): Promise<void> {
  await db
    .update(businesses)
    .set({ websiteSnippetCopiedAt: options.now })
    .where(and(eq(businesses.id, options.businessId), isNull(businesses.websiteSnippetCopiedAt)));
}

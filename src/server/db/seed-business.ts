import { sql } from "drizzle-orm";
import type { BusinessConfig } from "../config/business-config";
import type { Db } from "./database";
import { businesses } from "./schema";

/**
 * Seeds a business from its configuration file on a database that lacks it; after that the
 * database is the truth and the file is not read again (docs/product/platform.md#businesses).
 * True when this call created the row: the database is new for this business (on one instance
 * only, however many start at once).
 */
export async function seedBusiness(db: Db, business: BusinessConfig): Promise<boolean> {
  const [row] = await db
    .insert(businesses)
    .values({
      id: business.id,
      slug: business.id,
      name: business.name,
      config: business,
      status: "live",
    })
    // No target: two instances starting at once may collide on the id or on the slug.
    .onConflictDoNothing()
    .returning({ created: sql<boolean>`true` });
  return row?.created === true;
}

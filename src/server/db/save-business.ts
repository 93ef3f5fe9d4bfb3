import type { BusinessConfig } from "../config/business-config";
import type { Db } from "./database";
import { businesses } from "./schema";

/** The configuration file is the source of truth; its row keeps foreign keys and history honest. */
export async function saveBusiness(db: Db, business: BusinessConfig): Promise<void> {
  await db
    .insert(businesses)
    .values({ id: business.id, name: business.name, config: business })
    .onConflictDoUpdate({
      target: businesses.id,
      set: { name: business.name, config: business, updatedAt: new Date() },
    });
}

import { and, eq, sql } from "drizzle-orm";
import { isServicesShape, parseStoredBusinessConfig, storedConfig } from "@/domain/stored-offering";
import { parseBusinessConfig } from "@/shared/business-config";
import type { BusinessFile } from "../config/business-config";
import {
  isLegacyBusinessConfig,
  upgradeLegacyBusinessConfig,
} from "../config/legacy-business-config";
import { loadTradeTemplates } from "../config/trade-templates";
import type { Db } from "./database";
import { businesses } from "./schema";

/**
 * Seeds a business from its configuration file on a database that lacks it; after that the
 * database is the truth and the file is not read again (docs/product/platform.md#businesses).
 * True when this call created the row: the database is new for this business (on one instance
 * only, however many start at once).
 */
export async function seedBusiness(db: Db, { id, config }: BusinessFile): Promise<boolean> {
  const [row] = await db
    .insert(businesses)
    .values({
      id,
      slug: id,
      name: config.name,
      config: storedConfig(config),
      status: "live",
    })
    // No target: two instances starting at once may collide on the id or on the slug.
    .onConflictDoNothing()
    .returning({ created: sql<boolean>`true` });
  return row?.created === true;
}

/**
 * Rewrites every business config saved before the offering model in today's shape, each as a new
 * config version (docs/decisions/008-offering-model.md). Idempotent: a config already upgraded
 * is left alone, also when several instances start at once (the version guard).
 */
export async function upgradeLegacyBusinessConfigs(db: Db): Promise<number> {
  const legacy = await db
    .select({ id: businesses.id, config: businesses.config, version: businesses.configVersion })
    .from(businesses)
    .where(sql`not (${businesses.config} ? 'offering')`);
  if (legacy.length === 0) return 0;
  const snowRemoval = loadTradeTemplates().get("snow-removal");
  if (!snowRemoval) throw new Error("the snow-removal trade template is missing");
  let upgraded = 0;
  for (const row of legacy) {
    if (!isLegacyBusinessConfig(row.config)) continue;
    const config = upgradeLegacyBusinessConfig(row.config, snowRemoval);
    const result = parseBusinessConfig(config);
    if (!result.ok) {
      const problems = result.issues.map((issue) => `${issue.path} ${issue.message}`).join("; ");
      throw new Error(`business ${row.id}: its saved config cannot be upgraded (${problems})`);
    }
    const changed = await db
      .update(businesses)
      .set({
        config: result.config,
        configVersion: sql`${businesses.configVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(businesses.id, row.id), eq(businesses.configVersion, row.version)))
      .returning({ id: businesses.id });
    upgraded += changed.length;
  }
  return upgraded;
}

/**
 * Rewrites every business config whose offering is in today's one-service shape in the services
 * shape, each as a new config version and every price unchanged (decision 047). Idempotent: a
 * config already converted is left alone, also when several instances start at once (the version
 * guard). Runs after the legacy upgrade, which writes today's shape.
 */
export async function convertToServicesConfigs(db: Db): Promise<number> {
  const rows = await db
    .select({ id: businesses.id, config: businesses.config, version: businesses.configVersion })
    .from(businesses)
    .where(sql`not coalesce(${businesses.config} -> 'offering' ? 'services', false)`);
  let converted = 0;
  for (const row of rows) {
    const offering = (row.config as { offering?: unknown }).offering;
    if (offering === undefined || isServicesShape(offering)) continue;
    const result = parseStoredBusinessConfig(row.config);
    if (!result.ok) {
      const problems = result.issues.map((issue) => `${issue.path} ${issue.message}`).join("; ");
      throw new Error(`business ${row.id}: its saved config cannot be converted (${problems})`);
    }
    const changed = await db
      .update(businesses)
      .set({
        config: storedConfig(result.config),
        configVersion: sql`${businesses.configVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(businesses.id, row.id), eq(businesses.configVersion, row.version)))
      .returning({ id: businesses.id });
    converted += changed.length;
  }
  return converted;
}

import { diffJson } from "@/domain/config-diff";
import type {
  AdminBusinessResponse,
  AdminBusinessUpdate,
  MapSettings,
} from "@/shared/api/admin-contract";
import { parseBusinessConfig } from "../config/business-config";
import type { Db } from "../db/database";
import { AppError } from "../http/app-error";
import {
  type Actor,
  recordSettingsChange,
  summarizeConfigChanges,
} from "../settings/settings-history";
import { assertDistinctBusinessName } from "../signup/business-names";
import type { Business, BusinessStore } from "./business-store";

export const STALE_SETTINGS =
  "Your business settings were changed meanwhile (another tab or person). Reload them and make your change again.";

/** The business's settings, with the map the service-area editor draws on (MAP_TILE_URL). */
export function describeBusinessSettings(
  business: Business,
  map: MapSettings,
): AdminBusinessResponse {
  const { slug, status, version, config } = business;
  return { slug, status, version, config, map };
}

/**
 * Replaces the business's configuration if `version` is still the current one
 * (docs/product/platform.md#settings): 400 naming each bad field's JSON path, 409 when stale.
 */
export async function updateBusinessConfig(
  store: BusinessStore,
  business: Business,
  update: AdminBusinessUpdate,
  change: { actor: Actor; now: Date; db: Db },
): Promise<Business> {
  const parsed = parseBusinessConfig(update.config);
  if (!parsed.ok) {
    const issues = parsed.issues.map((issue) => ({
      path: issue.path ? `config.${issue.path}` : "config",
      message: issue.message,
    }));
    const first = issues[0]!;
    throw new AppError("invalid_input", `${first.path}: ${first.message}`, { issues });
  }
  if (parsed.config.name !== business.config.name) {
    await assertDistinctBusinessName(change.db, {
      name: parsed.config.name,
      field: "config.name",
      businessId: business.id,
    });
  }
  const updated = await store.updateConfig({
    id: business.id,
    config: parsed.config,
    expectedVersion: update.version,
    alongside: async (tx, { version }) => {
      const changes = diffJson(business.config, parsed.config);
      if (changes.length === 0) return;
      await recordSettingsChange(tx, {
        businessId: business.id,
        actor: change.actor,
        kind: "config",
        summary: summarizeConfigChanges(changes),
        changes,
        configVersion: version,
        now: change.now,
      });
    },
  });
  if (updated === "stale") {
    const current = await store.byId(business.id);
    throw new AppError("conflict", STALE_SETTINGS, {
      body: { version: current?.version ?? business.version },
    });
  }
  return updated;
}

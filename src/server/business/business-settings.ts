import {
  changedFields,
  parseStoredBusinessConfig,
  servicesOf,
  settingsEdit,
  unstoredEdits,
} from "@/domain/stored-offering";
import type {
  AdminBusinessResponse,
  AdminBusinessUpdate,
  MapSettings,
} from "@/shared/api/admin-contract";
import { scopeOfSlug } from "@/shared/business-scope";
import type { MailFrom } from "../config/env";
import type { Db } from "../db/database";
import { AppError } from "../http/app-error";
import { schedulePlanPriceChanges } from "../plans/schedule-plan-price-changes";
import {
  type Actor,
  recordSettingsChange,
  summarizeConfigChanges,
} from "../settings/settings-history";
import { assertDistinctBusinessName } from "../signup/business-names";
import type { Business, BusinessStore } from "./business-store";

export const STALE_SETTINGS =
  "Your business settings were changed meanwhile (another tab or person). Reload them and make your change again.";

/**
 * The business's settings, with the map the service-area editor draws on (MAP_TILE_URL):
 * `config` with today's one-service view of its offering, which every section but "What you
 * sell" edits, and `services`, what it sells as a list of services (stored so, or today's
 * offering as one), which that section edits (docs/product/settings.md#what-you-sell).
 */
export function describeBusinessSettings(
  business: Business,
  map: MapSettings,
): AdminBusinessResponse {
  const { slug, status, version, config } = business;
  return { slug, status, version, config, services: servicesOf(config.offering), map };
}

/**
 * Replaces the business's configuration if `version` is still the current one
 * (docs/product/platform.md#settings): its offering in either shape, checked by that shape's
 * schema (settingsEdit says what is stored); 400 naming each bad field's JSON path, 409 when
 * stale.
 */
export async function updateBusinessConfig(
  store: BusinessStore,
  business: Business,
  update: AdminBusinessUpdate,
  change: {
    actor: Actor;
    now: Date;
    db: Db;
    /** Where a plan's customer is told of a new price from, and their page's address. */
    planNotices: { mailFrom: MailFrom | undefined; publicUrl: string };
  },
): Promise<Business> {
  const parsed = parseStoredBusinessConfig(update.config);
  if (!parsed.ok) {
    const issues = parsed.issues.map((issue) => ({
      path: issue.path ? `config.${issue.path}` : "config",
      message: issue.message,
    }));
    const first = issues[0]!;
    throw new AppError("invalid_input", `${first.path}: ${first.message}`, { issues });
  }
  const config = settingsEdit(business.config, parsed.config);
  const unstored = unstoredEdits(parsed.config, config);
  if (unstored.length > 0) {
    const issues = unstored.map((path) => ({
      path: `config.offering.${path}`,
      message:
        "cannot be changed in this shape: the business sells more than one service, so send its services (What you sell)",
    }));
    throw new AppError("invalid_input", `${issues[0]!.path}: ${issues[0]!.message}`, { issues });
  }
  if (config.name !== business.config.name) {
    await assertDistinctBusinessName(change.db, {
      name: config.name,
      field: "config.name",
      businessId: business.id,
    });
  }
  const updated = await store.updateConfig({
    id: business.id,
    config,
    expectedVersion: update.version,
    alongside: async (tx, { version }) => {
      const changes = changedFields(business.config, config);
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
      // A new price reaches existing plans after the business's notice (plans.md#price-changes).
      if (changes.some(({ path }) => path.startsWith("offering") || path.startsWith("plans"))) {
        await schedulePlanPriceChanges(tx, {
          businessId: business.id,
          config,
          now: change.now,
          mailFrom: change.planNotices.mailFrom,
          accountUrl: `${change.planNotices.publicUrl}${scopeOfSlug(business.slug).pageBase}/account`,
        });
      }
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

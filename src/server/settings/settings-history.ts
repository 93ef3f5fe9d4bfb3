import { and, desc, eq, lt } from "drizzle-orm";
import type { FieldChange } from "@/domain/config-diff";
import type { SettingsChangeKind, SettingsHistoryResponse } from "@/shared/api/account-contract";
import type { Db, Tx } from "../db/database";
import { settingsChanges } from "../db/schema";

/** Who made a change, as the history shows it. */
export type Actor = { adminUserId: string | null; label: string };

export function adminActor(admin: { adminUserId: string; name: string; email: string }): Actor {
  return { adminUserId: admin.adminUserId, label: `${admin.name} <${admin.email}>` };
}

export function operatorActor(email: string): Actor {
  return { adminUserId: null, label: `Quotewise operator <${email}>` };
}

export const HISTORY_PAGE_SIZE = 50;

/** The settings' parts, by the first key of a changed path, as the owner names them. */
const SECTION_OF_KEY: Record<string, string> = {
  name: "Profile",
  tagline: "Profile",
  contact: "Profile",
  notifyEmail: "Profile",
  brand: "Profile",
  timezone: "Profile",
  state: "Profile",
  terms: "Customer terms",
};

function sectionOf(path: string): string {
  // The price matrix lives on the areas but is edited with what the business sells.
  if (/^offering\.areas\[\d+\]\.(prices|minimumChargeCents)/.test(path)) return "What you sell";
  if (path.startsWith("offering.areas")) return "Service areas";
  if (path.startsWith("offering")) return "What you sell";
  return SECTION_OF_KEY[path.split(/[.[]/)[0] ?? ""] ?? "Settings";
}

/** "Changed Profile and What you sell (3 fields)". */
export function summarizeConfigChanges(changes: readonly FieldChange[]): string {
  const sections = [...new Set(changes.map((change) => sectionOf(change.path)))];
  const list =
    sections.length > 1
      ? `${sections.slice(0, -1).join(", ")} and ${sections.at(-1)}`
      : (sections[0] ?? "nothing");
  return `Changed ${list} (${changes.length} field${changes.length === 1 ? "" : "s"})`;
}

export async function recordSettingsChange(
  db: Db | Tx,
  options: {
    businessId: string;
    actor: Actor;
    kind: SettingsChangeKind;
    summary: string;
    changes: readonly FieldChange[];
    configVersion?: number;
    now: Date;
  },
): Promise<void> {
  await db.insert(settingsChanges).values({
    businessId: options.businessId,
    adminUserId: options.actor.adminUserId,
    actor: options.actor.label,
    kind: options.kind,
    summary: options.summary,
    changes: [...options.changes],
    configVersion: options.configVersion ?? null,
    createdAt: options.now,
  });
}

/** The business's recorded changes, newest first, a page at a time. */
export async function listSettingsChanges(
  db: Db,
  options: { businessId: string; cursor?: string | undefined },
): Promise<SettingsHistoryResponse> {
  const rows = await db
    .select()
    .from(settingsChanges)
    .where(
      and(
        eq(settingsChanges.businessId, options.businessId),
        options.cursor ? lt(settingsChanges.id, Number(options.cursor)) : undefined,
      ),
    )
    .orderBy(desc(settingsChanges.id))
    .limit(HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  return {
    changes: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actor,
      kind: row.kind,
      summary: row.summary,
      changes: row.changes,
    })),
    nextCursor: rows.length > HISTORY_PAGE_SIZE ? String(page.at(-1)!.id) : null,
  };
}

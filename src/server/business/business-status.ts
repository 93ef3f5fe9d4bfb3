import { and, eq, ne } from "drizzle-orm";
import type { BusinessStatus } from "@/shared/api/admin-contract";
import type { Db } from "../db/database";
import { businesses } from "../db/schema";
import { AppError } from "../http/app-error";
import { type Actor, recordSettingsChange } from "../settings/settings-history";

const STATUS_SUMMARY: Record<BusinessStatus, string> = {
  setup: "Back in setup",
  live: "Went live",
  suspended: "Suspended",
};

/**
 * Moves a business to a status and records who did it. Suspending remembers the status to
 * return to; reinstating returns there (docs/product/settings.md#the-platform-console).
 */
export async function changeBusinessStatus(
  db: Db,
  options: {
    businessId: string;
    change: "go_live" | "suspend" | "reinstate";
    actor: Actor;
    reason?: string;
    now: Date;
  },
): Promise<BusinessStatus> {
  const { businessId, change, actor, now } = options;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: businesses.status, before: businesses.statusBeforeSuspension })
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .for("update");
    if (!current) throw new AppError("not_found", "No business has this id");
    const next: BusinessStatus =
      change === "go_live"
        ? "live"
        : change === "suspend"
          ? "suspended"
          : (current.before ?? "setup");
    const allowed =
      change === "go_live"
        ? current.status === "setup"
        : change === "suspend"
          ? current.status !== "suspended"
          : current.status === "suspended";
    if (!allowed) {
      throw new AppError(
        "conflict",
        `The business is ${current.status}: it cannot ${change.replace("_", " ")}`,
      );
    }
    await tx
      .update(businesses)
      .set({
        status: next,
        statusBeforeSuspension: change === "suspend" ? current.status : null,
        updatedAt: now,
      })
      .where(and(eq(businesses.id, businessId), ne(businesses.status, next)));
    await recordSettingsChange(tx, {
      businessId,
      actor,
      kind: "status",
      summary: options.reason ? `${STATUS_SUMMARY[next]}: ${options.reason}` : STATUS_SUMMARY[next],
      changes: [{ path: "status", before: current.status, after: next }],
      now,
    });
    return next;
  });
}

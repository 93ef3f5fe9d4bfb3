import { readFileSync } from "node:fs";
import { parseStoredBusinessConfig } from "@/domain/stored-offering";
import type { BusinessConfig } from "@/shared/business-config";
import { isBusinessSlug } from "@/shared/business-slug";
import type { ConfigIssue } from "@/shared/config-issues";

export { type BusinessConfig, parseBusinessConfig } from "@/shared/business-config";

/**
 * A file that seeds a business (BUSINESS_CONFIG, `npm run add-business`): its configuration, and
 * beside it the `id` the business is created with (its row's id and first slug). The id is the
 * file's, not the config's (docs/decisions/037-the-tenant.md#identity-is-not-config).
 */
export type BusinessFile = { id: string; config: BusinessConfig };

/**
 * Reads and validates a business file, its offering in the services shape or the one-service
 * shape (docs/decisions/047-services-downstream-and-the-config-migration.md). Any problem throws an Error naming the file and the JSON
 * path, e.g. `config/x.json: areas[1].prices.FOUR_CAR must be a positive integer (cents)`, one
 * line per problem.
 */
export function loadBusinessFile(path: string): BusinessFile {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path}: cannot read business configuration (${reason})`);
  }

  const id = idOf(data);
  const result = parseStoredBusinessConfig(data);
  if (!result.ok || typeof id !== "string") {
    const issues = [...(typeof id === "object" ? [id] : []), ...(result.ok ? [] : result.issues)];
    const lines = issues.map((issue) =>
      [`${path}:`, issue.path, issue.message].filter(Boolean).join(" "),
    );
    throw new Error(lines.join("\n"));
  }
  return { id, config: result.config };
}

/** The file's `id`, or what is wrong with it; nothing for a file that is no object (the config says so). */
function idOf(data: unknown): string | ConfigIssue | undefined {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return undefined;
  const { id } = data as { id?: unknown };
  if (id === undefined) return { path: "id", message: "is required" };
  if (typeof id !== "string" || !isBusinessSlug(id))
    return { path: "id", message: "must be a slug" };
  return id;
}

import type { ConfigIssue } from "@/shared/config-issues";

/**
 * Where a setting lives: its JSON path in the business configuration, as the schema and the
 * server name it (`offering.areas[0].prices.FOUR_CAR`). Every settings field is known by that
 * path: its element id and its error message follow from it
 * (docs/product/settings.md#settings).
 */

const SERVER_PREFIX = "config";

/**
 * A path from the server's 400 (`config.offering.areas[0].prices.FOUR_CAR`, `config`) as a path
 * in the configuration (`offering.areas[0].prices.FOUR_CAR`, ``); null for a problem outside the
 * configuration (`version`).
 */
export function configPathOfServerIssue(path: string): string | null {
  if (path === SERVER_PREFIX) return "";
  if (path.startsWith(`${SERVER_PREFIX}.`)) return path.slice(SERVER_PREFIX.length + 1);
  if (path.startsWith(`${SERVER_PREFIX}[`)) return path.slice(SERVER_PREFIX.length);
  return null;
}

/** The id of the field that edits the setting at `path`: `setting-offering-areas-0-prices-FOUR_CAR`. */
export function settingFieldId(path: string): string {
  const slug = path.replace(/[^A-Za-z0-9_]+/g, "-").replace(/^-|-$/g, "");
  return slug ? `setting-${slug}` : "setting";
}

/** The first message for each path, in the order given. */
export function messagesByPath(issues: readonly ConfigIssue[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const { path, message } of issues) if (!messages.has(path)) messages.set(path, message);
  return messages;
}

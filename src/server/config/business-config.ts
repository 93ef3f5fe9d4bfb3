import { readFileSync } from "node:fs";
import { parseStoredBusinessConfig } from "@/domain/stored-offering";
import type { BusinessConfig } from "@/shared/business-config";

export { type BusinessConfig, parseBusinessConfig } from "@/shared/business-config";

/**
 * Reads and validates a business configuration file. Any problem throws an Error naming the
 * file and the JSON path, e.g. `config/x.json: areas[1].prices.FOUR_CAR must be a positive
 * integer (cents)`, one line per problem. The offering may be in either shape (decision 042).
 */
export function loadBusinessConfig(path: string): BusinessConfig {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${path}: cannot read business configuration (${reason})`);
  }

  const result = parseStoredBusinessConfig(data);
  if (!result.ok) {
    const lines = result.issues.map((issue) =>
      [`${path}:`, issue.path, issue.message].filter(Boolean).join(" "),
    );
    throw new Error(lines.join("\n"));
  }
  return result.config;
}

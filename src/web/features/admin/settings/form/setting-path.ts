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

/** What the settings call an item of a list, by the list's key in the configuration. */
const LIST_ITEMS: Record<string, string> = {
  services: "service",
  options: "option",
  quantities: "quantity",
  bands: "band",
  tiers: "tier",
  frequencies: "frequency",
  areas: "service area",
  addons: "add-on",
  socials: "social link",
  sections: "terms section",
  paragraphs: "paragraph",
  infoBullets: "point on the review step",
  nextSteps: "next step",
  hours: "working hours",
  crews: "crew",
  windows: "arrival window",
  blackoutDates: "day off",
};
/** Keys that only group others and mean nothing to an owner. */
const GROUPING_KEYS = new Set([
  "offering",
  "service",
  "steps",
  "pricing",
  "texts",
  "billing",
  "availability",
]);
const NOT_A_WORD = /^[A-Z0-9_]+$|Cents$|BasisPoints$/;

/**
 * A setting named in the owner's words for a problem no field shows:
 * `offering.areas[1].prices.TWO_CAR` -> "Service area 2: prices", never the JSON path itself.
 */
export function settingName(path: string): string {
  const words: string[] = [];
  let list: string | undefined;
  for (const [, key, index] of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (index !== undefined) {
      words.push(`${list ? (LIST_ITEMS[list] ?? list) : "item"} ${Number(index) + 1}`);
      list = undefined;
      continue;
    }
    if (list) words.push(list);
    list = undefined;
    if (!key || GROUPING_KEYS.has(key) || NOT_A_WORD.test(key)) continue;
    if (key in LIST_ITEMS) list = key;
    else words.push(key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase());
  }
  if (list) words.push(list === "addons" ? "add-ons" : list);
  const name = words.join(": ");
  return name.charAt(0).toUpperCase() + name.slice(1);
}

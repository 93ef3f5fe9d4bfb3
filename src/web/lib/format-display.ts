import { formatCents } from "@/shared/money";

/** Whole-dollar amounts without cents, for short texts: 6000 -> "$60", 7550 -> "$75.50". */
export function formatShortCents(cents: number): string {
  return formatCents(cents).replace(/\.00$/, "");
}

export { formatOfferLastDay } from "@/shared/offer-last-day";

/** "Scarsdale, White Plains and Harrison". */
export function formatList(items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const IRREGULAR_PLURALS: Record<string, string> = { foot: "feet", person: "people" };

/**
 * The plural of a unit, lower case, in English: "window" -> "windows", "foot" -> "feet",
 * "bush" -> "bushes", "story" -> "stories". For texts naming a quantity's unit.
 */
export function pluralize(unit: string): string {
  const irregular = IRREGULAR_PLURALS[unit.toLowerCase()];
  if (irregular) return irregular;
  if (/(s|x|z|ch|sh)$/i.test(unit)) return `${unit}es`;
  if (/[^aeiou]y$/i.test(unit)) return `${unit.slice(0, -1)}ies`;
  return `${unit}s`;
}

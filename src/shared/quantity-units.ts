/**
 * The units a service's quantity counts (docs/product/pricing.md#quantities), apart from its
 * schema so the wizard names them without loading zod.
 */

/** Units a quantity counts, each with its words for one and for several. */
export const QUANTITY_UNITS = {
  sq_ft: { one: "sq ft", other: "sq ft" },
  linear_ft: { one: "linear ft", other: "linear ft" },
  roof_square: { one: "roof square", other: "roof squares" },
  hour: { one: "hour", other: "hours" },
  system: { one: "system", other: "systems" },
  window: { one: "window", other: "windows" },
  bathroom: { one: "bathroom", other: "bathrooms" },
  bedroom: { one: "bedroom", other: "bedrooms" },
  room: { one: "room", other: "rooms" },
  fixture: { one: "fixture", other: "fixtures" },
  outlet: { one: "outlet", other: "outlets" },
  item: { one: "item", other: "items" },
} as const;
export type QuantityUnit = keyof typeof QUANTITY_UNITS;
export const QUANTITY_UNIT_CODES = Object.keys(QUANTITY_UNITS) as [QuantityUnit, ...QuantityUnit[]];

/** "2,000 sq ft", "1 window", "3 windows". */
export function formatQuantity(unit: QuantityUnit, value: number): string {
  const words = QUANTITY_UNITS[unit];
  return `${value.toLocaleString("en-US")} ${value === 1 ? words.one : words.other}`;
}

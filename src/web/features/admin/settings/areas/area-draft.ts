import type { AreaShape } from "@/shared/config-fields";
import type { ConfigIssue } from "@/shared/config-issues";
import type { OfferingArea } from "@/shared/offering";

/** A polygon area's geometry: a GeoJSON Polygon or MultiPolygon of [longitude, latitude]. */
export type AreaGeometry = Extract<AreaShape, { type: "geojson" }>["geometry"];
export type AreaPolygon = Extract<AreaGeometry, { type: "Polygon" }>;

/** How an area's shape is given, as the editor names it. */
export type AreaKind = AreaShape["type"];

export const AREA_KIND_LABELS: Record<AreaKind, string> = {
  geojson: "Polygon",
  zip_codes: "ZIP list",
  radius: "Centre + radius",
};

/** A problem with the configuration, under one area (`shape.zipCodes[0]`) or elsewhere. */
export type AreaIssue = ConfigIssue;

const AREA_PATH = /^offering\.areas\[(\d+)\](?:\.(.*))?$/;

/**
 * A configuration's problems sorted by the area they name (`offering.areas[2].shape` -> area 2,
 * `shape`); the rest (other sections, the list as a whole) stay together.
 */
export function issuesByArea(issues: readonly ConfigIssue[]): {
  byArea: Map<number, AreaIssue[]>;
  other: ConfigIssue[];
} {
  const byArea = new Map<number, AreaIssue[]>();
  const other: AreaIssue[] = [];
  for (const issue of issues) {
    const match = AREA_PATH.exec(issue.path);
    if (!match) {
      other.push(issue);
      continue;
    }
    const index = Number(match[1]);
    byArea.set(index, [
      ...(byArea.get(index) ?? []),
      { path: match[2] ?? "", message: issue.message },
    ]);
  }
  return { byArea, other };
}

/**
 * A new area: the name asked for (or "New area", numbered to stay unique) and the first area's
 * prices to start from, which the owner then sets in the price matrix (every area must price an
 * option; docs/product/settings.md#service-areas).
 */
export function createArea(
  areas: readonly OfferingArea[],
  shape: AreaShape,
  name = "New area",
): OfferingArea {
  const taken = new Set(areas.map((area) => area.name));
  let unique = name;
  for (let number = 2; taken.has(unique); number += 1) unique = `${name} ${number}`;
  return { name: unique, shape, prices: { ...areas[0]?.prices } };
}

/** The area as the owner's own: a template's example kept, offered to customers once saved. */
export function keepExample(area: OfferingArea): OfferingArea {
  if (!area.example) return area;
  const { example: _kept, ...kept } = area;
  return kept;
}

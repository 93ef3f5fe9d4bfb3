import { areaShape, CONFIG_LIMITS } from "@/shared/config-fields";
import { formatJsonPath } from "@/shared/config-issues";
import type { AreaGeometry } from "./area-draft";

export type ImportedArea = { geometry: AreaGeometry; name?: string };
export type GeoJsonImport = ({ ok: true } & ImportedArea) | { ok: false; message: string };

const ACCEPTED = "a Polygon, a MultiPolygon, or a Feature or FeatureCollection of them";
/** Six decimals of a degree: about 10 cm, finer than any address. */
const DECIMALS = 1e6;

/**
 * Reads GeoJSON pasted or loaded by an owner (docs/product/settings.md#service-areas) into one
 * area's geometry: a Polygon or MultiPolygon as is, a Feature's, or a FeatureCollection's polygons
 * together (one polygon stays a Polygon). Positions lose any altitude and are rounded to six
 * decimals, and an unclosed ring is closed. Anything else is refused with a message saying why.
 */
export function parseGeoJsonImport(text: string): GeoJsonImport {
  if (text.length > CONFIG_LIMITS.geoJsonImportBytes) {
    const megabytes = CONFIG_LIMITS.geoJsonImportBytes / (1024 * 1024);
    return refuse(`This GeoJSON is larger than ${megabytes} MB: simplify the shape and try again.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse("This is not JSON. Paste GeoJSON text, or choose a .geojson or .json file.");
  }
  const found = findPolygons(data);
  if ("message" in found) return found;
  const checked = areaShape.safeParse({ type: "geojson", geometry: normalise(found.polygons) });
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const where = formatJsonPath(issue.path.slice(1));
    return refuse(`The geometry's ${where || "shape"} ${issue.message}.`);
  }
  if (checked.data.type !== "geojson") throw new Error("a geojson shape parsed as another kind");
  return { ok: true, geometry: checked.data.geometry, ...(found.name ? { name: found.name } : {}) };
}

type Found = { polygons: unknown[][]; name?: string } | { ok: false; message: string };

function findPolygons(data: unknown): Found {
  if (!isRecord(data) || typeof data.type !== "string") {
    return refuse(`This JSON is not GeoJSON (it has no "type"). Import ${ACCEPTED}.`);
  }
  switch (data.type) {
    case "Polygon":
    case "MultiPolygon":
      return { polygons: polygonsOf(data) };
    case "Feature": {
      const name = nameOf(data.properties);
      const geometry = data.geometry;
      if (!isPolygonal(geometry))
        return refuse(`The feature's ${describeGeometry(geometry)}. Import ${ACCEPTED}.`);
      return { polygons: polygonsOf(geometry), ...(name ? { name } : {}) };
    }
    case "FeatureCollection": {
      const features = Array.isArray(data.features) ? data.features : [];
      if (features.length === 0) return refuse("The FeatureCollection has no features.");
      const polygons: unknown[][] = [];
      for (const [index, feature] of features.entries()) {
        const geometry = isRecord(feature) ? feature.geometry : undefined;
        if (!isPolygonal(geometry)) {
          return refuse(
            `Feature ${index + 1} of ${features.length}: its ${describeGeometry(geometry)}. Import ${ACCEPTED}.`,
          );
        }
        polygons.push(...polygonsOf(geometry));
      }
      const name =
        features.length === 1 && isRecord(features[0]) ? nameOf(features[0].properties) : undefined;
      return { polygons, ...(name ? { name } : {}) };
    }
    default:
      return refuse(`A GeoJSON ${data.type} cannot be a service area. Import ${ACCEPTED}.`);
  }
}

function isPolygonal(geometry: unknown): geometry is { type: string; coordinates: unknown } {
  return isRecord(geometry) && (geometry.type === "Polygon" || geometry.type === "MultiPolygon");
}

function polygonsOf(geometry: Record<string, unknown>): unknown[][] {
  const coordinates = Array.isArray(geometry.coordinates) ? geometry.coordinates : [];
  return geometry.type === "Polygon"
    ? [coordinates]
    : coordinates.map((polygon) => (Array.isArray(polygon) ? polygon : []));
}

function describeGeometry(geometry: unknown): string {
  if (!isRecord(geometry)) return "geometry is missing";
  return `geometry is a ${String(geometry.type)}, not an area`;
}

function nameOf(properties: unknown): string | undefined {
  if (!isRecord(properties)) return undefined;
  const name = properties.name ?? properties.NAME ?? properties.Name;
  return typeof name === "string" && name.trim() ? name.trim() : undefined;
}

/** Rounded [lng, lat] positions, rings closed; one polygon is a Polygon, more a MultiPolygon. */
function normalise(polygons: unknown[][]): unknown {
  const rings = polygons.map((polygon) => polygon.map(normaliseRing));
  return rings.length === 1
    ? { type: "Polygon", coordinates: rings[0] }
    : { type: "MultiPolygon", coordinates: rings };
}

function normaliseRing(ring: unknown): unknown {
  if (!Array.isArray(ring)) return ring;
  const positions = ring.map((position) =>
    Array.isArray(position) && position.length >= 2 ? position.slice(0, 2).map(round) : position,
  );
  const [first, last] = [positions[0], positions.at(-1)];
  const closed =
    Array.isArray(first) && Array.isArray(last) && first[0] === last[0] && first[1] === last[1];
  return closed || !Array.isArray(first) ? positions : [...positions, first];
}

function round(value: unknown): unknown {
  return typeof value === "number" ? Math.round(value * DECIMALS) / DECIMALS : value;
}

function refuse(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

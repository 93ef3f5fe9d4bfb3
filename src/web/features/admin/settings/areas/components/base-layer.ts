import type { Feature, Geometry, Position } from "geojson";
import L from "leaflet";
import { feature, mesh } from "topojson-client";
import { getUsAtlas } from "../api/get-us-atlas";

type Named = { name: string };
type Label = { name: string; lat: number; lng: number };

/** Below this zoom the states are named, from it on the counties. */
const COUNTY_NAMES_FROM_ZOOM = 7;
/** The most names drawn at once, so a wide view of counties stays readable and quick. */
const MOST_LABELS = 150;
const LINE_COLOR = "#9aa3b2";

/**
 * A map of the US that needs no tile server: the Census Bureau's state and county outlines and
 * names (the us-atlas package, 1:10,000,000), drawn under the areas. Fetched by the map editor
 * only, as a file of its own (about 200 KB brotli), never by the quote pages.
 */
export async function addBaseLayer(map: L.Map): Promise<void> {
  const atlas = await getUsAtlas();
  // Under the areas, and never in the way of a click: drawing and selecting read the map's.
  for (const [name, zIndex] of [
    ["base", "250"],
    ["base-labels", "260"],
  ] as const) {
    const pane = map.createPane(name);
    pane.style.zIndex = zIndex;
    pane.style.pointerEvents = "none";
  }
  const renderer = L.canvas({ pane: "base" });
  const lines = (geometry: Geometry, weight: number) =>
    L.geoJSON(geometry, {
      pane: "base",
      interactive: false,
      style: { color: LINE_COLOR, weight, opacity: 0.9, fill: false, renderer } as L.PathOptions,
    }).addTo(map);
  const { counties, states, nation } = atlas.objects;
  lines(
    mesh(atlas, counties, (a, b) => a !== b && stateOf(a) === stateOf(b)),
    0.5,
  );
  lines(
    mesh(atlas, states, (a, b) => a !== b),
    1.2,
  );
  lines(mesh(atlas, nation), 1.2);

  const stateLabels = labelsOf(feature(atlas, states).features);
  const countyLabels = labelsOf(feature(atlas, counties).features);
  const labelLayer = L.layerGroup().addTo(map);
  const drawLabels = () => {
    labelLayer.clearLayers();
    const view = map.getBounds();
    const candidates = map.getZoom() < COUNTY_NAMES_FROM_ZOOM ? stateLabels : countyLabels;
    const shown = candidates.filter((label) => view.contains([label.lat, label.lng]));
    for (const label of shown.slice(0, MOST_LABELS)) {
      const text = document.createElement("span");
      text.className =
        "block w-max -translate-x-1/2 -translate-y-1/2 text-xs text-muted-foreground";
      text.textContent = label.name;
      L.marker([label.lat, label.lng], {
        pane: "base-labels",
        interactive: false,
        keyboard: false,
        icon: L.divIcon({ html: text, className: "", iconSize: [0, 0] }),
      }).addTo(labelLayer);
    }
  };
  map.on("moveend", drawLabels);
  drawLabels();
}

/** Counties' ids are FIPS codes: the state's two digits, then the county's three. */
function stateOf(county: { id?: string | number }): string {
  return String(county.id ?? "").slice(0, 2);
}

/** Each named feature's label, at the middle of its bounding box. */
function labelsOf(features: readonly Feature<Geometry | null, Named | null>[]): Label[] {
  return features.flatMap((item) => {
    const name = item.properties?.name;
    if (!name || !item.geometry) return [];
    let [west, south, east, north] = [180, 90, -180, -90];
    for (const [lng, lat] of positionsOf(item.geometry)) {
      west = Math.min(west, lng!);
      east = Math.max(east, lng!);
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    }
    return [{ name, lat: (south + north) / 2, lng: (west + east) / 2 }];
  });
}

function positionsOf(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case "Polygon":
      return geometry.coordinates.flat();
    case "MultiPolygon":
      return geometry.coordinates.flat(2);
    default:
      return [];
  }
}
